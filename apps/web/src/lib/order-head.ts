import {
  calendarioComercialSchema,
  empresaSchema,
  fornecedorSchema,
  localizacaoFisicaSchema,
  pedidoSchema,
  selectionOf,
} from '@portal/domain';
import { z } from 'zod';
import { useOrderById } from './order-query';

/**
 * The head of an order as the pages about one order show it (/reconcile, /price-tag, /box-tag, /import-chart):
 * a pick of the domain's order contract, asked for by one query.
 */
export const orderHeadSchema = pedidoSchema.pick({ id: true, status: true, naturezaPedido: true, marca: true }).extend({
  fornecedor: fornecedorSchema.pick({ id: true, nome: true }),
  empresa: empresaSchema.pick({ id: true, codigo: true, nome: true }),
  localizacaoFisica: localizacaoFisicaSchema.pick({ id: true, codigo: true, nome: true }),
  calendarioComercial: calendarioComercialSchema.pick({ semanaComercial: true, ano: true }),
});
export type OrderHead = z.infer<typeof orderHeadSchema>;

// the selection is written from the schema: what is asked for is what is parsed
export const ORDER_HEAD_QUERY = /* GraphQL */ `
  query pedidoCabecalho($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) ${selectionOf(orderHeadSchema)}
  }
`;

export const orderHeadAnswerSchema = z.object({ pedidoPorId: orderHeadSchema.nullable() });

export const orderHeadKey = (idPedido: number) => ['orders', 'head', idPedido] as const;

/** pedidoPorId: the order's head, notFound for an unknown order or one the user may not see; none without an id. */
export function useOrderHead(idPedido: number | null) {
  return useOrderById(orderHeadKey(idPedido ?? 0), idPedido, {
    query: ORDER_HEAD_QUERY,
    schema: orderHeadAnswerSchema,
  });
}
