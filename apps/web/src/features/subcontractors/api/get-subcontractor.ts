import { selectionOf, subcontractorSchema, type SubcontractorDto } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

export const SUBCONTRACTOR_QUERY = /* GraphQL */ `
  query buscarSubcontratadoPorId($idSubcontratado: Int!) {
    buscarSubcontratadoPorId(idSubcontratado: $idSubcontratado) ${selectionOf(subcontractorSchema)}
  }
`;

export const subcontractorAnswerSchema = z.object({ buscarSubcontratadoPorId: subcontractorSchema });

/** buscarSubcontratadoPorId (subcontractor-details): one subcontractor; 404 when unknown. Failures show inline. */
const getSubcontractor = (idSubcontratado: number, signal: AbortSignal): Promise<SubcontractorDto> =>
  askField(
    SUBCONTRACTOR_QUERY,
    { idSubcontratado },
    { service: SUBCONTRACTORS_SERVICE, signal, schema: subcontractorAnswerSchema },
  );

/** The subcontractor; nothing is asked for a new one (no id). */
export function useSubcontractor(idSubcontratado: number | null) {
  return useIdQuery(
    subcontractorKeys.detail(idSubcontratado ?? 0),
    idSubcontratado,
    (id, { signal }) => getSubcontractor(id, signal),
    {
      staleTime: 0,
    },
  );
}
