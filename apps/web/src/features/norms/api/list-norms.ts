import { normListAnswerSchema, selectionOf, type NormDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';
import { NORMS_SERVICE, normKeys } from './norm-keys';

export const NORM_LIST_QUERY = /* GraphQL */ `
  query listarNormas($ativas: Boolean) {
    listarNormas(ativas: $ativas) ${selectionOf(normListAnswerSchema)}
  }
`;

export const normListAnswerSchemaOf = z.object({ listarNormas: normListAnswerSchema });

/** listarNormas(ativas) (norm-list): the norms by code; failures show in place. */
const listNorms = (ativas: boolean, signal: AbortSignal): Promise<NormDto[]> =>
  askField(NORM_LIST_QUERY, { ativas }, { service: NORMS_SERVICE, signal, schema: normListAnswerSchemaOf });

/** Every norm (the list), or only the active ones (the declaration audit's choice). */
export function useNormList(ativas = false) {
  return useQuery({
    queryKey: normKeys.list({ ativas }),
    queryFn: ({ signal }) => listNorms(ativas, signal),
  });
}
