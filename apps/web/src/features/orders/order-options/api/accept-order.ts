import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../../lib/api-client';

export const MUTATION = /* GraphQL */ `
  mutation confirmarCienciaPedido($idPedido: ID!) {
    confirmarCienciaPedido(idPedido: $idPedido)
  }
`;

export const acceptOrderAnswerSchema = z.object({ confirmarCienciaPedido: z.string() });

/** confirmarCienciaPedido: answers 'OK' when the order was accepted. */
export async function acceptOrder(idPedido: string): Promise<string> {
  const data = await graphql(MUTATION, { idPedido }, { service: 'orders', schema: acceptOrderAnswerSchema });
  return data.confirmarCienciaPedido;
}

export function useAcceptOrder() {
  return useMutation({ mutationFn: acceptOrder });
}
