import { boxStampItemSchema, selectionOf, type BoxStampItem } from '@portal/domain';
import { z } from 'zod';
import { askQuietly, useOrderQuery } from '../../../lib/order-query';
import { labelKeys } from './label-keys';

export const BOX_STAMP_ITEMS_QUERY = /* GraphQL */ `
  query itensParaSeloCaixa($idPedido: ID!) {
    buscarItensPorPedidoIdParaSeloCaixa(idPedido: $idPedido) ${selectionOf(boxStampItemSchema)}
  }
`;

export const boxStampItemsAnswerSchema = z.object({ buscarItensPorPedidoIdParaSeloCaixa: z.array(boxStampItemSchema) });

/** buscarItensPorPedidoIdParaSeloCaixa: the items a box stamp can be printed for. Errors are shown inline. */
export async function getBoxStampItems(idPedido: number, signal?: AbortSignal): Promise<BoxStampItem[]> {
  const data = await askQuietly(
    BOX_STAMP_ITEMS_QUERY,
    { idPedido: String(idPedido) },
    { service: 'labels', signal, schema: boxStampItemsAnswerSchema },
  );
  return data.buscarItensPorPedidoIdParaSeloCaixa;
}

export function useBoxStampItems(idPedido: number | null) {
  return useOrderQuery(labelKeys.boxStampItems(idPedido ?? 0), idPedido, (id, { signal }) =>
    getBoxStampItems(id, signal),
  );
}
