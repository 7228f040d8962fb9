import {
  conciliacaoResumoSchema,
  fornecedorSchema,
  pedidoSchema,
  sampleRoutingOrderSchema,
  selectionOf,
} from '@portal/domain';
import { z } from 'zod';
import { useOrderById } from '../../../lib/order-query';
import { invoiceKeys } from './invoice-keys';

/**
 * What the invoice screen decides with, beyond the order's head: the pieces (the quantity rule), subcontractor use,
 * the current conciliation (the 2/2 lock) and what the routing after the invoice reads (Next).
 */
export const invoiceOrderSchema = sampleRoutingOrderSchema.extend({
  id: pedidoSchema.shape.id,
  qtPecas: pedidoSchema.shape.qtPecas,
  fornecedor: fornecedorSchema.pick({ id: true, exigirDeclProdutor: true }),
  conciliacaos: z.array(
    conciliacaoResumoSchema.pick({ statusConciliacaoComercial: true, statusConciliacaoFiscal: true }),
  ),
});
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

export const INVOICE_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaNotaSubcontratado($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) ${selectionOf(invoiceOrderSchema)}
  }
`;

export const invoiceOrderAnswerSchema = z.object({ pedidoPorId: invoiceOrderSchema.nullable() });

/**
 * pedidoPorId: notFound for an unknown order or another supplier's; the page shows errors inline. Asked again on
 * every visit: the subcontractor use may just have been turned on in the order's options.
 */
export function useInvoiceOrder(idPedido: number | null) {
  return useOrderById(
    invoiceKeys.order(idPedido ?? 0),
    idPedido,
    { query: INVOICE_ORDER_QUERY, schema: invoiceOrderAnswerSchema },
    { staleTime: 0 },
  );
}
