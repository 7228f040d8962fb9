import { describe, expect, it } from 'vitest';
import { expectMissingField, issuesReader } from '../shared/zod-issues.test-support';
import {
  isInvoiceNumber,
  normalizeInvoiceNumber,
  subcontractorInvoiceInputSchema,
  subcontractorInvoicesOfOrderSchema,
  subcontractorInvoiceUpdateSchema,
  type SubcontractorInvoiceFormValues,
} from './invoice-contracts';

/** A valid form as a person fills it in: outbound only, the return fields left empty. */
const form = (over: Record<string, unknown> = {}): SubcontractorInvoiceFormValues =>
  ({
    idPedido: 4_215_729,
    idFornecedor: 1,
    idSubcontratado: 3,
    dataNotaFiscalSaida: '2026-03-02',
    numeroNotaFiscalSaida: '000.048.213',
    quantidadePecasSaida: 1200,
    dataNotaFiscalRetorno: '',
    numeroNotaFiscalRetorno: '',
    quantidadePecasRetorno: '',
    ...over,
  }) as SubcontractorInvoiceFormValues;

const issuesOf = issuesReader(subcontractorInvoiceInputSchema);

const REQUIRED = [
  'idPedido',
  'idFornecedor',
  'idSubcontratado',
  'dataNotaFiscalSaida',
  'numeroNotaFiscalSaida',
  'quantidadePecasSaida',
] as const;
const OPTIONAL = ['dataNotaFiscalRetorno', 'numeroNotaFiscalRetorno', 'quantidadePecasRetorno'] as const;

describe('subcontractorInvoiceInputSchema', () => {
  it('accepts the outbound invoice alone: the number as its digits, the empty return fields as null', () => {
    expect(subcontractorInvoiceInputSchema.parse(form())).toEqual({
      idPedido: 4_215_729,
      idFornecedor: 1,
      idSubcontratado: 3,
      dataNotaFiscalSaida: '2026-03-02',
      numeroNotaFiscalSaida: '48213',
      quantidadePecasSaida: 1200,
      dataNotaFiscalRetorno: null,
      numeroNotaFiscalRetorno: null,
      quantidadePecasRetorno: null,
    });
  });

  it('accepts a return, and the return fields absent or null as null', () => {
    expect(
      subcontractorInvoiceInputSchema.parse(
        form({ dataNotaFiscalRetorno: '2026-03-20', numeroNotaFiscalRetorno: ' 7730 ', quantidadePecasRetorno: 1188 }),
      ),
    ).toMatchObject({
      dataNotaFiscalRetorno: '2026-03-20',
      numeroNotaFiscalRetorno: '7730',
      quantidadePecasRetorno: 1188,
    });
    const { dataNotaFiscalRetorno: _d, ...absent } = form({
      numeroNotaFiscalRetorno: null,
      quantidadePecasRetorno: null,
    });
    expect(subcontractorInvoiceInputSchema.parse(absent)).toMatchObject({
      dataNotaFiscalRetorno: null,
      numeroNotaFiscalRetorno: null,
      quantidadePecasRetorno: null,
    });
  });

  it.each(REQUIRED.flatMap((field) => [undefined, null, '', '  '].map((value) => [field, value] as const)))(
    'refuses %s = %j as a missing field (invalid_type, received undefined: requiredField)',
    (field, value) => {
      expectMissingField(issuesOf(form({ [field]: value })), field);
    },
  );

  it('takes the pick list placeholder (-1) as no subcontractor chosen', () => {
    expect(issuesOf(form({ idSubcontratado: -1 }))).toEqual([
      expect.objectContaining({ field: 'idSubcontratado', code: 'invalid_type' }),
    ]);
  });

  it.each([
    ['idPedido', 0],
    ['idPedido', 2_147_483_648],
    ['idFornecedor', -3],
    ['idSubcontratado', 1.5],
    ['idSubcontratado', '3'],
  ])('refuses %s = %j', (field, value) => {
    expect(issuesOf(form({ [field]: value })).map((i) => i.field)).toEqual([field]);
  });

  it.each(
    (['dataNotaFiscalSaida', 'dataNotaFiscalRetorno'] as const).flatMap((field) =>
      ['2026-02-30', '2026-13-01', '02/03/2026', '2026-3-2', '20260302', 'amanhã'].map((v) => [field, v] as const),
    ),
  )('refuses %s = %s as a date', (field, value) => {
    expect(issuesOf(form({ [field]: value }))).toEqual([expect.objectContaining({ field, message: 'date' })]);
  });

  it.each(
    (['numeroNotaFiscalSaida', 'numeroNotaFiscalRetorno'] as const).flatMap((field) =>
      ['0', '000.000.000', '1234567890', '12a45', '12-345', '-5', '1'.repeat(16), 'NF 123'].map(
        (v) => [field, v] as const,
      ),
    ),
  )('refuses %s = %s as an NF-e number', (field, value) => {
    expect(issuesOf(form({ [field]: value }))).toEqual([expect.objectContaining({ field, message: 'invoiceNumber' })]);
  });

  it.each(
    (['quantidadePecasSaida', 'quantidadePecasRetorno'] as const).flatMap((field) =>
      [0, -1, 2.5, 2_147_483_648].map((v) => [field, v] as const),
    ),
  )('refuses %s = %s pieces', (field, value) => {
    expect(issuesOf(form({ [field]: value }))).toEqual([expect.objectContaining({ field, message: 'pieces' })]);
  });

  it.each(OPTIONAL)('refuses %s given as the wrong type', (field) => {
    expect(issuesOf(form({ [field]: true })).map((i) => i.field)).toEqual([field]);
  });
});

describe('NF-e numbers', () => {
  it.each([
    ['1', '1'],
    ['48213', '48213'],
    ['000.048.213', '48213'],
    ['000 048 213', '48213'],
    ['999999999', '999999999'],
    ['000999999999', '999999999'],
  ])('%s is the number %s', (typed, digits) => {
    expect(isInvoiceNumber(typed)).toBe(true);
    expect(normalizeInvoiceNumber(typed)).toBe(digits);
  });

  it.each(['', '0', '00', '.', '1000000000', '12,345', '１２３'])('%j is not an NF-e number', (typed) => {
    expect(isInvoiceNumber(typed)).toBe(false);
  });
});

describe('the queries and the update', () => {
  it('needs the order and its provider', () => {
    expect(subcontractorInvoicesOfOrderSchema.parse({ idPedido: 4_215_729, idFornecedor: 1 })).toEqual({
      idPedido: 4_215_729,
      idFornecedor: 1,
    });
    expect(subcontractorInvoicesOfOrderSchema.safeParse({ idPedido: 4_215_729, idFornecedor: null }).success).toBe(
      false,
    );
  });

  it('updates an invoice by its id with the whole form', () => {
    expect(subcontractorInvoiceUpdateSchema.parse({ idNotaFiscal: 7, notaFiscal: form() }).idNotaFiscal).toBe(7);
    expect(subcontractorInvoiceUpdateSchema.safeParse({ idNotaFiscal: 0, notaFiscal: form() }).success).toBe(false);
  });
});
