import { priceTagItemSchema, selectionOf, type PriceTagItem } from '@portal/domain';
import { z } from 'zod';
import { askQuietly, useOrderQuery } from '../../../lib/order-query';
import { labelKeys } from './label-keys';

export const PRICE_TAG_ITEMS_QUERY = /* GraphQL */ `
  query itensParaEtiqueta($idPedido: ID!) {
    buscarItensPorPedidoIdParaEtiqueta(idPedido: $idPedido) ${selectionOf(priceTagItemSchema)}
  }
`;

export const priceTagItemsAnswerSchema = z.object({ buscarItensPorPedidoIdParaEtiqueta: z.array(priceTagItemSchema) });

/** buscarItensPorPedidoIdParaEtiqueta: the items a price tag can be printed for. Errors are shown inline. */
export async function getPriceTagItems(idPedido: number, signal?: AbortSignal): Promise<PriceTagItem[]> {
  const data = await askQuietly(
    PRICE_TAG_ITEMS_QUERY,
    { idPedido: String(idPedido) },
    { service: 'labels', signal, schema: priceTagItemsAnswerSchema },
  );
  return data.buscarItensPorPedidoIdParaEtiqueta;
}

export function usePriceTagItems(idPedido: number | null) {
  return useOrderQuery(labelKeys.priceTagItems(idPedido ?? 0), idPedido, (id, { signal }) =>
    getPriceTagItems(id, signal),
  );
}
