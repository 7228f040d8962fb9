import { priceTagItemSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { labelKeys } from './label-keys';
import { useLabelItems } from './label-items';

export const PRICE_TAG_ITEMS_QUERY = /* GraphQL */ `
  query itensParaEtiqueta($idPedido: ID!) {
    buscarItensPorPedidoIdParaEtiqueta(idPedido: $idPedido) ${selectionOf(priceTagItemSchema)}
  }
`;

export const priceTagItemsAnswerSchema = z.object({ buscarItensPorPedidoIdParaEtiqueta: z.array(priceTagItemSchema) });

/** buscarItensPorPedidoIdParaEtiqueta: the items a price tag can be printed for. */
export function usePriceTagItems(idPedido: number | null) {
  return useLabelItems(labelKeys.priceTagItems(idPedido ?? 0), idPedido, {
    query: PRICE_TAG_ITEMS_QUERY,
    schema: priceTagItemsAnswerSchema,
  });
}
