import { priceTagItemSchema, type PriceTagItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { labelKeys } from './label-keys';

export const PRICE_TAG_ITEMS_QUERY = /* GraphQL */ `
  query itensParaEtiqueta($idPedido: ID!) {
    buscarItensPorPedidoIdParaEtiqueta(idPedido: $idPedido) {
      id
      codItem
      packNo
      descricaoCurta
      qtVolume
      qtCompra
      tamanho
      cor
      ean
      valorVenda
    }
  }
`;

export const priceTagItemsAnswerSchema = z.object({ buscarItensPorPedidoIdParaEtiqueta: z.array(priceTagItemSchema) });

/** buscarItensPorPedidoIdParaEtiqueta: the items a price tag can be printed for. Errors are shown inline. */
export async function getPriceTagItems(idPedido: number, signal?: AbortSignal): Promise<PriceTagItem[]> {
  const data = await graphql(
    PRICE_TAG_ITEMS_QUERY,
    { idPedido: String(idPedido) },
    {
      service: 'labels',
      notify: false,
      signal,
      schema: priceTagItemsAnswerSchema,
    },
  );
  return data.buscarItensPorPedidoIdParaEtiqueta;
}

export function usePriceTagItems(idPedido: number | null) {
  return useQuery({
    queryKey: labelKeys.priceTagItems(idPedido ?? 0),
    queryFn: ({ signal }) => getPriceTagItems(idPedido!, signal),
    enabled: idPedido !== null,
    retry: false,
  });
}
