import { pedidoDetalheSchema, selectionOf, type PedidoDetalheDto } from '@portal/domain';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { useOrderQuery } from '../../../../lib/order-query';
import { askQuietly } from '../../../../lib/quiet-read';

/** Every field /order-options shows (spec 000 §3 Order and Items): the whole order contract, written from it. */
export const ORDER_DETAIL_QUERY = /* GraphQL */ `
  query pedidoPorId($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) ${selectionOf(pedidoDetalheSchema)}
  }
`;

export const orderDetailAnswerSchema = z.object({ pedidoPorId: pedidoDetalheSchema.nullable() });

/** pedidoPorId: the order with its items; a missing (or another supplier's) order is an error. */
export async function getOrderDetail(idPedido: string): Promise<PedidoDetalheDto> {
  // the page shows the fetch error inside the tabs, so no toast here
  const data = await askQuietly(
    ORDER_DETAIL_QUERY,
    { idPedido },
    { service: 'orders', schema: orderDetailAnswerSchema },
  );
  if (!data?.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

export const orderDetailKey = (idPedido: string) => ['orders', 'detail', idPedido] as const;

// the signal is not read: a remount keeps the first answer (the acceptance reminder reads the order once)
export function useOrderDetail(idPedido: string | null) {
  return useOrderQuery(orderDetailKey(idPedido ?? ''), idPedido, (id) => getOrderDetail(id));
}
