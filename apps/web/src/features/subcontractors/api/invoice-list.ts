import { selectionOf, subcontractorInvoiceListSchema, subcontractorInvoiceSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

const INVOICE = selectionOf(subcontractorInvoiceSchema);

/** buscarNotasFiscaisSubcontratadoPorPedido (spec 001 §7: by order, idPedido and idFornecedor). */
export const ORDER_INVOICES_QUERY = /* GraphQL */ `
  query notasFiscaisSubcontratadoDoPedido($idPedido: Int!, $idFornecedor: Int!) {
    buscarNotasFiscaisSubcontratadoPorPedido(idPedido: $idPedido, idFornecedor: $idFornecedor) ${INVOICE}
  }
`;
export const orderInvoicesAnswerSchema = z.object({
  buscarNotasFiscaisSubcontratadoPorPedido: subcontractorInvoiceListSchema,
});

/** buscarNotaFiscalSubcontratadoPorId: the edit mode reads the invoice again (spec 001 §2). */
export const INVOICE_QUERY = /* GraphQL */ `
  query notaFiscalSubcontratado($idNotaFiscal: Int!) {
    buscarNotaFiscalSubcontratadoPorId(idNotaFiscal: $idNotaFiscal) ${INVOICE}
  }
`;
export const invoiceAnswerSchema = z.object({ buscarNotaFiscalSubcontratadoPorId: subcontractorInvoiceSchema });

/** The order's invoices, oldest first; nothing is asked until the order (and so its provider) is known. */
export function useOrderInvoices(order: { idPedido: number; idFornecedor: number } | null) {
  return useQuery({
    queryKey: invoiceKeys.list(order?.idPedido ?? 0, order?.idFornecedor ?? 0),
    queryFn: async ({ signal }) => {
      const data = await graphql(ORDER_INVOICES_QUERY, order!, {
        service: 'subcontractors',
        signal,
        notify: false,
        schema: orderInvoicesAnswerSchema,
      });
      return data.buscarNotasFiscaisSubcontratadoPorPedido;
    },
    enabled: order !== null,
    retry: false,
  });
}

/** One invoice, for the edit modal. */
export function useInvoice(idNotaFiscal: number | null) {
  return useQuery({
    queryKey: invoiceKeys.one(idNotaFiscal ?? 0),
    queryFn: async ({ signal }) => {
      const data = await graphql(
        INVOICE_QUERY,
        { idNotaFiscal },
        { service: 'subcontractors', signal, notify: false, schema: invoiceAnswerSchema },
      );
      return data.buscarNotaFiscalSubcontratadoPorId;
    },
    enabled: idNotaFiscal !== null,
    retry: false,
    staleTime: 0,
  });
}
