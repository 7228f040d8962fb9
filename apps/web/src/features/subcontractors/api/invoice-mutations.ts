import {
  selectionOf,
  subcontractorInvoiceSchema,
  type SubcontractorInvoiceDto,
  type SubcontractorInvoiceInput,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

const INVOICE = selectionOf(subcontractorInvoiceSchema);

export const CREATE_INVOICE = /* GraphQL */ `
  mutation criarNotaFiscalSubcontratado($notaFiscal: NotaFiscalSubcontratadoInput!) {
    criarNotaFiscalSubcontratado(notaFiscal: $notaFiscal) ${INVOICE}
  }
`;
export const createInvoiceAnswerSchema = z.object({ criarNotaFiscalSubcontratado: subcontractorInvoiceSchema });

export const UPDATE_INVOICE = /* GraphQL */ `
  mutation atualizarNotaFiscalSubcontratado($idNotaFiscal: Int!, $notaFiscal: NotaFiscalSubcontratadoInput!) {
    atualizarNotaFiscalSubcontratado(idNotaFiscal: $idNotaFiscal, notaFiscal: $notaFiscal) ${INVOICE}
  }
`;
export const updateInvoiceAnswerSchema = z.object({ atualizarNotaFiscalSubcontratado: subcontractorInvoiceSchema });

export const DELETE_INVOICE = /* GraphQL */ `
  mutation deletarNotaFiscalSubcontratado($idNotaFiscal: Int!) {
    deletarNotaFiscalSubcontratado(idNotaFiscal: $idNotaFiscal)
  }
`;
export const deleteInvoiceAnswerSchema = z.object({ deletarNotaFiscalSubcontratado: z.boolean() });

// the screen says what failed in its own toast (the server's message, spec 001 §8), so the client stays quiet
const OPTIONS = { service: 'subcontractors', notify: false } as const;

/** Creates (id null) or updates an invoice; the order's invoices are read again after. */
export function useSaveInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      idNotaFiscal,
      notaFiscal,
    }: {
      idNotaFiscal: number | null;
      notaFiscal: SubcontractorInvoiceInput;
    }): Promise<SubcontractorInvoiceDto> => {
      if (idNotaFiscal === null) {
        const data = await graphql(CREATE_INVOICE, { notaFiscal }, { ...OPTIONS, schema: createInvoiceAnswerSchema });
        return data.criarNotaFiscalSubcontratado;
      }
      const data = await graphql(
        UPDATE_INVOICE,
        { idNotaFiscal, notaFiscal },
        { ...OPTIONS, schema: updateInvoiceAnswerSchema },
      );
      return data.atualizarNotaFiscalSubcontratado;
    },
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** deletarNotaFiscalSubcontratado; the order's invoices are read again after. */
export function useDeleteInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (idNotaFiscal: number) => {
      await graphql(DELETE_INVOICE, { idNotaFiscal }, { ...OPTIONS, schema: deleteInvoiceAnswerSchema });
    },
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
