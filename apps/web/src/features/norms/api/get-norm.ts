import { normSchema, selectionOf, type NormDto } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { NORMS_SERVICE, normKeys } from './norm-keys';

export const NORM_QUERY = /* GraphQL */ `
  query buscarNormaPorId($idNorma: Int!) {
    buscarNormaPorId(idNorma: $idNorma) ${selectionOf(normSchema)}
  }
`;

export const normAnswerSchema = z.object({ buscarNormaPorId: normSchema });

/** buscarNormaPorId (norm-details): one norm; 404 when unknown. Failures show inline. */
const getNorm = (idNorma: number, signal: AbortSignal): Promise<NormDto> =>
  askField(NORM_QUERY, { idNorma }, { service: NORMS_SERVICE, signal, schema: normAnswerSchema });

/** The norm; nothing is asked for a new one (no id). */
export function useNorm(idNorma: number | null) {
  return useIdQuery(normKeys.detail(idNorma ?? 0), idNorma, (id, { signal }) => getNorm(id, signal), {
    staleTime: 0,
  });
}
