import { describe, expect, it } from 'vitest';
import { checkInvoiceForm, EMPTY_INVOICE_FORM, formOf, type InvoiceFormValues } from '../model/invoice-form';
import { invoice, ORDER_ID, parsedInput, SUPPLIER_ID } from './invoice-fixtures';

const context = {
  idPedido: ORDER_ID,
  idFornecedor: SUPPLIER_ID,
  orderPieces: 1000,
  invoices: [],
  editing: null,
  today: '2026-03-18',
};
const filled = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...EMPTY_INVOICE_FORM,
  idSubcontratado: '1',
  dataNotaFiscalSaida: '2026-03-10',
  numeroNotaFiscalSaida: '000.048.213',
  quantidadePecasSaida: 400,
  ...over,
});

describe('checkInvoiceForm', () => {
  it('parses a filled form with the domain schema: the order and provider added, the empty return as null', () => {
    expect(checkInvoiceForm(filled(), context)).toEqual({
      ok: true,
      input: parsedInput(),
    });
  });

  it('names each missing or malformed field with the form’s own words', () => {
    const check = checkInvoiceForm(
      filled({
        idSubcontratado: '',
        dataNotaFiscalSaida: '31/02',
        numeroNotaFiscalSaida: '12a',
        quantidadePecasSaida: '',
      }),
      context,
    );
    expect(check).toEqual({
      ok: false,
      general: null,
      problems: {
        idSubcontratado: { kind: 'shape', key: 'required' },
        dataNotaFiscalSaida: { kind: 'shape', key: 'date' },
        numeroNotaFiscalSaida: { kind: 'shape', key: 'invoiceNumber' },
        quantidadePecasSaida: { kind: 'shape', key: 'required' },
      },
    });
  });

  it("then the domain's rules, each under its field, with the order's invoices (the edited one left out)", () => {
    const invoices = [invoice(1, { quantidadePecasSaida: 700 })];
    const check = checkInvoiceForm(filled({ quantidadePecasSaida: 301, dataNotaFiscalRetorno: '2026-03-09' }), {
      ...context,
      invoices,
    });
    expect(check).toEqual({
      ok: false,
      general: null,
      problems: {
        quantidadePecasSaida: {
          kind: 'rule',
          code: 'subcontractorInvoicePiecesAboveOrder',
          params: { total: 1001, pieces: 1000, available: 300 },
        },
        numeroNotaFiscalRetorno: { kind: 'rule', code: 'subcontractorInvoiceReturnIncomplete', params: {} },
        dataNotaFiscalRetorno: {
          kind: 'rule',
          code: 'subcontractorInvoiceReturnBeforeOutbound',
          params: { outboundDate: '10/03/2026' },
        },
      },
    });
    expect(checkInvoiceForm(filled({ quantidadePecasSaida: 1000 }), { ...context, invoices, editing: 1 }).ok).toBe(
      true,
    );
  });

  it('shows a stored invoice for editing', () => {
    expect(formOf(invoice(1, { numeroNotaFiscalRetorno: '7730', quantidadePecasRetorno: 590 }))).toEqual({
      idSubcontratado: '1',
      dataNotaFiscalSaida: '2026-03-02',
      numeroNotaFiscalSaida: '48211',
      quantidadePecasSaida: 600,
      dataNotaFiscalRetorno: '',
      numeroNotaFiscalRetorno: '7730',
      quantidadePecasRetorno: 590,
    });
  });
});
