import { selectionOf, subcontractorSchema, type SubcontractorDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

export const SUBCONTRACTOR_QUERY = /* GraphQL */ `
  query buscarSubcontratadoPorId($idSubcontratado: Int!) {
    buscarSubcontratadoPorId(idSubcontratado: $idSubcontratado) ${selectionOf(subcontractorSchema)}
  }
`;

export const subcontractorAnswerSchema = z.object({ buscarSubcontratadoPorId: subcontractorSchema });

/** buscarSubcontratadoPorId (subcontractor-details): one subcontractor; 404 when unknown. Failures show inline. */
export async function getSubcontractor(idSubcontratado: number, signal?: AbortSignal): Promise<SubcontractorDto> {
  const data = await graphql(
    SUBCONTRACTOR_QUERY,
    { idSubcontratado },
    { service: SUBCONTRACTORS_SERVICE, signal, notify: false, schema: subcontractorAnswerSchema },
  );
  return data.buscarSubcontratadoPorId;
}

/** The subcontractor; nothing is asked for a new one (no id). */
export function useSubcontractor(idSubcontratado: number | null) {
  return useQuery({
    queryKey: subcontractorKeys.detail(idSubcontratado ?? 0),
    queryFn: ({ signal }) => getSubcontractor(idSubcontratado!, signal),
    enabled: idSubcontratado !== null,
    staleTime: 0,
  });
}
