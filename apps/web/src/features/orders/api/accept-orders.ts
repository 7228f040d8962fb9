import { resultadoCienciaPedidoSchema, selectionOf, type ResultadoCienciaPedidoDto } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

export const ACCEPT_ORDERS = /* GraphQL */ `
  mutation ConfirmarCienciaPedidos($idsPedido: [Int!]!) {
    confirmarCienciaPedidos(idsPedido: $idsPedido) ${selectionOf(resultadoCienciaPedidoSchema)}
  }
`;

export const acceptOrdersAnswerSchema = z.object({ confirmarCienciaPedidos: z.array(resultadoCienciaPedidoSchema) });

/** confirmarCienciaPedidos: a result per order (accepted, or refused with the error code). */
export async function acceptOrders(idsPedido: readonly number[]): Promise<ResultadoCienciaPedidoDto[]> {
  const data = await graphql(
    ACCEPT_ORDERS,
    { idsPedido: [...idsPedido] },
    { service: 'orders', schema: acceptOrdersAnswerSchema },
  );
  return data.confirmarCienciaPedidos;
}

/** The bulk acceptance; whatever the answer, the grid and any open order are asked again (some may have changed). */
export function useAcceptOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
