import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../../lib/api-client';

const MUTATION = /* GraphQL */ `
  mutation confirmarCienciaPedido($idPedido: ID!) {
    confirmarCienciaPedido(idPedido: $idPedido)
  }
`;

/** confirmarCienciaPedido: answers 'OK' when the order was accepted. */
export async function acceptOrder(idPedido: string): Promise<string> {
  const data = await graphql<{ confirmarCienciaPedido: string }>(MUTATION, { idPedido }, { service: 'orders' });
  return data.confirmarCienciaPedido;
}

export function useAcceptOrder() {
  return useMutation({ mutationFn: acceptOrder });
}
