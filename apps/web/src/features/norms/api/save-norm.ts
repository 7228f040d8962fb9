import { normSchema, selectionOf, type NormDto, type NormInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
import { NORMS_SERVICE, normKeys } from './norm-keys';

export const CREATE_NORM_MUTATION = /* GraphQL */ `
  mutation criarNorma($norma: NormaInput!) {
    criarNorma(norma: $norma) ${selectionOf(normSchema)}
  }
`;
export const createNormAnswerSchema = z.object({ criarNorma: normSchema });

export const UPDATE_NORM_MUTATION = /* GraphQL */ `
  mutation atualizarNorma($idNorma: Int!, $norma: NormaInput!) {
    atualizarNorma(idNorma: $idNorma, norma: $norma) ${selectionOf(normSchema)}
  }
`;
export const updateNormAnswerSchema = z.object({ atualizarNorma: normSchema });

/**
 * criarNorma (no id) or atualizarNorma: the saved norm. The form words a refusal itself (the code taken shows on
 * its field), so the client does not toast it.
 */
export function saveNorm(norma: NormInput, idNorma: number | null): Promise<NormDto> {
  return idNorma === null
    ? graphqlField(
        CREATE_NORM_MUTATION,
        { norma },
        { service: NORMS_SERVICE, notify: false, schema: createNormAnswerSchema },
      )
    : graphqlField(
        UPDATE_NORM_MUTATION,
        { idNorma, norma },
        { service: NORMS_SERVICE, notify: false, schema: updateNormAnswerSchema },
      );
}

export function useSaveNorm(idNorma: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NormInput) => saveNorm(input, idNorma),
    onSuccess: (saved) => {
      client.setQueryData(normKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: normKeys.lists });
    },
  });
}
