import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../../lib/api-client';

export const MUTATION = /* GraphQL */ `
  mutation alterarUtilizaSubcontratado($idPedido: ID!, $utilizaSubcontratado: Boolean!) {
    alterarUtilizaSubcontratado(idPedido: $idPedido, utilizaSubcontratado: $utilizaSubcontratado)
  }
`;

export const subcontractorUseAnswerSchema = z.object({ alterarUtilizaSubcontratado: z.string() });

export interface SubcontractorUseInput {
  idPedido: string;
  utilizaSubcontratado: boolean;
}

/** alterarUtilizaSubcontratado: answers 'OK!' when the change was stored. */
export async function changeSubcontractorUse(input: SubcontractorUseInput): Promise<string> {
  const data = await graphql(MUTATION, { ...input }, { service: 'orders', schema: subcontractorUseAnswerSchema });
  return data.alterarUtilizaSubcontratado;
}

export function useChangeSubcontractorUse() {
  return useMutation({ mutationFn: changeSubcontractorUse });
}
