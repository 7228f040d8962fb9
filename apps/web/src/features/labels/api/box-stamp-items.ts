import { boxStampItemSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { labelKeys } from './label-keys';
import { useLabelItems } from './label-items';

export const BOX_STAMP_ITEMS_QUERY = /* GraphQL */ `
  query itensParaSeloCaixa($idPedido: ID!) {
    buscarItensPorPedidoIdParaSeloCaixa(idPedido: $idPedido) ${selectionOf(boxStampItemSchema)}
  }
`;

export const boxStampItemsAnswerSchema = z.object({ buscarItensPorPedidoIdParaSeloCaixa: z.array(boxStampItemSchema) });

/** buscarItensPorPedidoIdParaSeloCaixa: the items a box stamp can be printed for. */
export function useBoxStampItems(idPedido: number | null) {
  return useLabelItems(labelKeys.boxStampItems(idPedido ?? 0), idPedido, {
    query: BOX_STAMP_ITEMS_QUERY,
    schema: boxStampItemsAnswerSchema,
  });
}
