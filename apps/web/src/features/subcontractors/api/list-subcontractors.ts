import {
  selectionOf,
  SUBCONTRACTOR_FIRST_PAGE,
  subcontractorPageSchema,
  type SubcontractorFilter,
} from '@portal/domain';
import { z } from 'zod';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

export const SUBCONTRACTOR_LIST_QUERY = /* GraphQL */ `
  query listarSubcontratadosFiltrados($filtro: FiltroSubcontratadoInput, $pagina: Int) {
    listarSubcontratadosFiltrados(filtro: $filtro, pagina: $pagina) ${selectionOf(subcontractorPageSchema)}
  }
`;

export const subcontractorListAnswerSchema = z.object({ listarSubcontratadosFiltrados: subcontractorPageSchema });

/** listarSubcontratadosFiltrados(filtro, pagina) (subcontractor-list): 20 a page from page 0, by trade name. */
const listSubcontractors = (filtro: SubcontractorFilter, pagina: number, signal: AbortSignal) =>
  askField(
    SUBCONTRACTOR_LIST_QUERY,
    { filtro, pagina },
    { service: SUBCONTRACTORS_SERVICE, signal, schema: subcontractorListAnswerSchema },
  );

/** The list's pages; subcontractors change on /subcontractor-details. */
export function useSubcontractorList(filter: SubcontractorFilter) {
  return usePagedList(
    subcontractorKeys.list(filter),
    (pagina, signal) => listSubcontractors(filter, pagina, signal),
    SUBCONTRACTOR_FIRST_PAGE,
  );
}
