import { selectionOf, subcontractorSchema, type SubcontractorDto, type SubcontractorInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { SUBCONTRACTORS_SERVICE, subcontractorKeys } from './subcontractor-keys';

export const CREATE_SUBCONTRACTOR_MUTATION = /* GraphQL */ `
  mutation criarSubcontratado($subcontratado: SubcontratadoInput!) {
    criarSubcontratado(subcontratado: $subcontratado) ${selectionOf(subcontractorSchema)}
  }
`;
export const createSubcontractorAnswerSchema = z.object({ criarSubcontratado: subcontractorSchema });

export const UPDATE_SUBCONTRACTOR_MUTATION = /* GraphQL */ `
  mutation atualizarSubcontratado($idSubcontratado: Int!, $subcontratado: SubcontratadoInput!) {
    atualizarSubcontratado(idSubcontratado: $idSubcontratado, subcontratado: $subcontratado) ${selectionOf(subcontractorSchema)}
  }
`;
export const updateSubcontractorAnswerSchema = z.object({ atualizarSubcontratado: subcontractorSchema });

/**
 * criarSubcontratado (no id) or atualizarSubcontratado: the saved subcontractor. The page words the failure itself
 * (registerError, or the server's message and the fields it names), so the client does not toast it.
 */
export async function saveSubcontractor(
  subcontratado: SubcontractorInput,
  idSubcontratado: number | null,
): Promise<SubcontractorDto> {
  if (idSubcontratado === null) {
    const data = await graphql(
      CREATE_SUBCONTRACTOR_MUTATION,
      { subcontratado },
      { service: SUBCONTRACTORS_SERVICE, notify: false, schema: createSubcontractorAnswerSchema },
    );
    return data.criarSubcontratado;
  }
  const data = await graphql(
    UPDATE_SUBCONTRACTOR_MUTATION,
    { idSubcontratado, subcontratado },
    { service: SUBCONTRACTORS_SERVICE, notify: false, schema: updateSubcontractorAnswerSchema },
  );
  return data.atualizarSubcontratado;
}

export function useSaveSubcontractor(idSubcontratado: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SubcontractorInput) => saveSubcontractor(input, idSubcontratado),
    onSuccess: (saved) => {
      client.setQueryData(subcontractorKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: subcontractorKeys.lists });
    },
  });
}
