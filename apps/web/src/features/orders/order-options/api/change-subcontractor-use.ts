import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../../lib/api-client';

const MUTATION = /* GraphQL */ `
  mutation alterarUtilizaSubcontratado($idPedido: ID!, $utilizaSubcontratado: Boolean!) {
    alterarUtilizaSubcontratado(idPedido: $idPedido, utilizaSubcontratado: $utilizaSubcontratado)
  }
`;

export interface SubcontractorUseInput {
  idPedido: string;
  utilizaSubcontratado: boolean;
}

/** alterarUtilizaSubcontratado: answers 'OK!' when the change was stored. */
export async function changeSubcontractorUse(input: SubcontractorUseInput): Promise<string> {
  const data = await graphql<{ alterarUtilizaSubcontratado: string }>(MUTATION, { ...input }, { service: 'orders' });
  return data.alterarUtilizaSubcontratado;
}

export function useChangeSubcontractorUse() {
  return useMutation({ mutationFn: changeSubcontractorUse });
}
