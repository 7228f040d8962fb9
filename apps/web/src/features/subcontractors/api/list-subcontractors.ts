import {
  selectionOf,
  SUBCONTRACTOR_FIRST_PAGE,
  subcontractorPageSchema,
  type SubcontractorFilter,
  type SubcontractorPageDto,
} from '@portal/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

export const SUBCONTRACTOR_LIST_QUERY = /* GraphQL */ `
  query listarSubcontratadosFiltrados($filtro: FiltroSubcontratadoInput, $pagina: Int) {
    listarSubcontratadosFiltrados(filtro: $filtro, pagina: $pagina) ${selectionOf(subcontractorPageSchema)}
  }
`;

export const subcontractorListAnswerSchema = z.object({ listarSubcontratadosFiltrados: subcontractorPageSchema });

/** listarSubcontratadosFiltrados(filtro, pagina) (subcontractor-list): 20 a page from page 0, by trade name. */
export async function listSubcontractors(
  filtro: SubcontractorFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<SubcontractorPageDto> {
  // the screen shows a failure in place, with a retry
  const data = await graphql(
    SUBCONTRACTOR_LIST_QUERY,
    { filtro, pagina },
    { service: SUBCONTRACTORS_SERVICE, signal, notify: false, schema: subcontractorListAnswerSchema },
  );
  return data.listarSubcontratadosFiltrados;
}

/** The list's pages; another page exists while the last one says temMais. */
export function useSubcontractorList(filter: SubcontractorFilter) {
  return useInfiniteQuery({
    queryKey: subcontractorKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listSubcontractors(filter, pageParam, signal),
    initialPageParam: SUBCONTRACTOR_FIRST_PAGE,
    getNextPageParam: (last: SubcontractorPageDto) => (last.temMais ? last.pagina + 1 : undefined),
    // subcontractors change on /subcontractor-details: a visit or a search asks again
    staleTime: 0,
    // a new search keeps the rows on screen (dimmed) until its answer arrives
    placeholderData: keepPreviousData,
  });
}
