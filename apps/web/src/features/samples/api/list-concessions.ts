import {
  SAMPLE_CONCESSION_FIRST_PAGE,
  sampleConcessionPageSchema,
  selectionOf,
  type SampleConcessionFilter,
  type SampleConcessionPageDto,
} from '@portal/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { SAMPLES_SERVICE, samplesKeys } from './samples-keys';

// the selection is written from the schema: what is asked for is what is parsed
export const LIST_CONCESSIONS = /* GraphQL */ `
  query listarTodasConcessoesFiltradas($filtro: FiltroConcessaoAmostraInput, $pagina: Int) {
    listarTodasConcessoesFiltradas(filtro: $filtro, pagina: $pagina) ${selectionOf(sampleConcessionPageSchema)}
  }
`;

export const listConcessionsAnswerSchema = z.object({ listarTodasConcessoesFiltradas: sampleConcessionPageSchema });

/** listarTodasConcessoesFiltradas(filtro, pagina): one page (numbered from 1) of 10 concessions, newest first. */
export async function listConcessions(
  filtro: SampleConcessionFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<SampleConcessionPageDto> {
  // the screen shows a failure in place, with a retry; a 401 still runs the session-expired flow
  const data = await graphql(
    LIST_CONCESSIONS,
    { filtro, pagina },
    { service: SAMPLES_SERVICE, signal, notify: false, schema: listConcessionsAnswerSchema },
  );
  return data.listarTodasConcessoesFiltradas;
}

/** The list's pages (spec 001 §9: 10 a page from page 1); another page exists while the last one says temMais. */
export function useConcessionList(filter: SampleConcessionFilter) {
  return useInfiniteQuery({
    queryKey: samplesKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listConcessions(filter, pageParam, signal),
    initialPageParam: SAMPLE_CONCESSION_FIRST_PAGE,
    getNextPageParam: (last: SampleConcessionPageDto) => (last.temMais ? last.pagina + 1 : undefined),
    // concessions change on /order-sample-details: a visit or a search asks again
    staleTime: 0,
    // a new search keeps the rows on screen (dimmed) until its answer arrives
    placeholderData: keepPreviousData,
  });
}
