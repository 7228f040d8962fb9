import { describe, expect, it } from 'vitest';
import { SUBCONTRACTOR_INVOICES_MAX } from './invoice-contracts';
import {
  piecesAvailableFor,
  piecesSentTo,
  subcontractorInvoiceProblems,
  type InvoiceOnOrder,
  type InvoiceRuleContext,
  type InvoiceRuleInput,
} from './invoice-rules';

const TODAY = '2026-03-10';

/** An outbound invoice of 400 pieces to subcontractor 1, sent a week ago, not back yet. */
const invoice = (over: Partial<InvoiceRuleInput> = {}): InvoiceRuleInput => ({
  idSubcontratado: 1,
  dataNotaFiscalSaida: '2026-03-03',
  numeroNotaFiscalSaida: '48213',
  quantidadePecasSaida: 400,
  dataNotaFiscalRetorno: null,
  numeroNotaFiscalRetorno: null,
  quantidadePecasRetorno: null,
  ...over,
});

const withReturn = (over: Partial<InvoiceRuleInput> = {}) =>
  invoice({
    dataNotaFiscalRetorno: '2026-03-09',
    numeroNotaFiscalRetorno: '7730',
    quantidadePecasRetorno: 396,
    ...over,
  });

const stored = (
  id: number,
  idSubcontratado: number,
  quantidadePecasSaida: number,
  numero = `9${id}`,
): InvoiceOnOrder => ({
  id,
  idSubcontratado,
  numeroNotaFiscalSaida: numero,
  quantidadePecasSaida,
});

/** An order of 1,000 pieces with nothing sent yet. */
const context = (over: Partial<InvoiceRuleContext> = {}): InvoiceRuleContext => ({
  today: TODAY,
  orderPieces: 1000,
  invoices: [],
  editing: null,
  ...over,
});

const codes = (input: InvoiceRuleInput, ctx: InvoiceRuleContext = context()) =>
  subcontractorInvoiceProblems(input, ctx).map((p) => `${p.field ?? '-'} ${p.code}`);

describe('subcontractorInvoiceProblems: dates', () => {
  it.each([
    ['outbound today', invoice({ dataNotaFiscalSaida: TODAY }), []],
    ['outbound yesterday', invoice({ dataNotaFiscalSaida: '2026-03-09' }), []],
    ['outbound a year ago', invoice({ dataNotaFiscalSaida: '2025-03-10' }), []],
    [
      'outbound tomorrow',
      invoice({ dataNotaFiscalSaida: '2026-03-11' }),
      ['dataNotaFiscalSaida subcontractorInvoiceFutureDate'],
    ],
    [
      'outbound next year',
      invoice({ dataNotaFiscalSaida: '2027-01-01' }),
      ['dataNotaFiscalSaida subcontractorInvoiceFutureDate'],
    ],
    ['return today', withReturn({ dataNotaFiscalRetorno: TODAY }), []],
    ['return on the outbound day', withReturn({ dataNotaFiscalRetorno: '2026-03-03' }), []],
    [
      'return tomorrow',
      withReturn({ dataNotaFiscalRetorno: '2026-03-11' }),
      ['dataNotaFiscalRetorno subcontractorInvoiceFutureDate'],
    ],
    [
      'return the day before the outbound',
      withReturn({ dataNotaFiscalRetorno: '2026-03-02' }),
      ['dataNotaFiscalRetorno subcontractorInvoiceReturnBeforeOutbound'],
    ],
    [
      'both in the future, the return before the outbound',
      withReturn({ dataNotaFiscalSaida: '2026-04-02', dataNotaFiscalRetorno: '2026-04-01' }),
      [
        'dataNotaFiscalSaida subcontractorInvoiceFutureDate',
        'dataNotaFiscalRetorno subcontractorInvoiceFutureDate',
        'dataNotaFiscalRetorno subcontractorInvoiceReturnBeforeOutbound',
      ],
    ],
  ])('%s', (_case, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it("names today and the outbound date in the reader's dd/mm/yyyy", () => {
    const [future, before] = subcontractorInvoiceProblems(
      withReturn({ dataNotaFiscalSaida: '2026-03-11', dataNotaFiscalRetorno: '2026-03-02' }),
      context(),
    );
    expect(future!.params).toEqual({ today: '10/03/2026' });
    expect(before!.params).toEqual({ outboundDate: '11/03/2026' });
  });
});

describe('subcontractorInvoiceProblems: the return', () => {
  const R = { d: '2026-03-09', n: '7730', q: 396 };
  it.each([
    ['none', [null, null, null], []],
    ['all three', [R.d, R.n, R.q], []],
    ['date only', [R.d, null, null], ['numeroNotaFiscalRetorno subcontractorInvoiceReturnIncomplete']],
    ['number only', [null, R.n, null], ['dataNotaFiscalRetorno subcontractorInvoiceReturnIncomplete']],
    ['pieces only', [null, null, R.q], ['dataNotaFiscalRetorno subcontractorInvoiceReturnIncomplete']],
    ['date and number', [R.d, R.n, null], ['quantidadePecasRetorno subcontractorInvoiceReturnIncomplete']],
    ['date and pieces', [R.d, null, R.q], ['numeroNotaFiscalRetorno subcontractorInvoiceReturnIncomplete']],
    ['number and pieces', [null, R.n, R.q], ['dataNotaFiscalRetorno subcontractorInvoiceReturnIncomplete']],
  ] as const)('%s given', (_case, [d, n, q], expected) => {
    expect(codes(invoice({ dataNotaFiscalRetorno: d, numeroNotaFiscalRetorno: n, quantidadePecasRetorno: q }))).toEqual(
      expected,
    );
  });

  it.each([
    [1, []],
    [399, []],
    [400, []],
    [401, ['quantidadePecasRetorno subcontractorInvoiceReturnAboveOutbound']],
    [4000, ['quantidadePecasRetorno subcontractorInvoiceReturnAboveOutbound']],
  ])('returns %i of 400 pieces sent', (returned, expected) => {
    expect(codes(withReturn({ quantidadePecasRetorno: returned }))).toEqual(expected);
  });

  it('names what came back and what was sent', () => {
    const [problem] = subcontractorInvoiceProblems(withReturn({ quantidadePecasRetorno: 401 }), context());
    expect(problem!.params).toEqual({ returned: 401, sent: 400 });
  });
});

describe('subcontractorInvoiceProblems: pieces per subcontractor', () => {
  it.each([
    ['the whole order at once', [], invoice({ quantidadePecasSaida: 1000 }), []],
    ['one piece more than the order', [], invoice({ quantidadePecasSaida: 1001 }), ['above']],
    ['a second lot that fills the order', [stored(1, 1, 600)], invoice({ quantidadePecasSaida: 400 }), []],
    ['a second lot one piece too many', [stored(1, 1, 600)], invoice({ quantidadePecasSaida: 401 }), ['above']],
    [
      'a third lot when two filled it',
      [stored(1, 1, 500), stored(2, 1, 500)],
      invoice({ quantidadePecasSaida: 1 }),
      ['above'],
    ],
    // cutting, then sewing, then washing: each subcontractor receives all the pieces
    [
      'every piece to each of three subcontractors in turn',
      [stored(1, 2, 1000), stored(2, 3, 1000)],
      invoice({ quantidadePecasSaida: 1000 }),
      [],
    ],
    [
      "another subcontractor's lots do not count",
      [stored(1, 2, 1000), stored(2, 1, 200)],
      invoice({ quantidadePecasSaida: 800 }),
      [],
    ],
    [
      "another subcontractor's lots do not count, this one's do",
      [stored(1, 2, 1000), stored(2, 1, 200)],
      invoice({ quantidadePecasSaida: 801 }),
      ['above'],
    ],
  ] as const)('%s', (_case, invoices, input, expected) => {
    const found = codes(input, context({ invoices }));
    expect(found).toEqual(expected.map(() => 'quantidadePecasSaida subcontractorInvoicePiecesAboveOrder'));
  });

  it('names the total, the order and what still fits', () => {
    const [problem] = subcontractorInvoiceProblems(
      invoice({ quantidadePecasSaida: 500 }),
      context({ invoices: [stored(1, 1, 600), stored(2, 2, 900)] }),
    );
    expect(problem!.params).toEqual({ total: 1100, pieces: 1000, available: 400 });
  });

  it('leaves the edited invoice out of the sum: an edit may keep or lower its own pieces', () => {
    const invoices = [stored(1, 1, 600), stored(2, 1, 400)];
    expect(codes(invoice({ quantidadePecasSaida: 400 }), context({ invoices, editing: 2 }))).toEqual([]);
    expect(codes(invoice({ quantidadePecasSaida: 401 }), context({ invoices, editing: 2 }))).toEqual([
      'quantidadePecasSaida subcontractorInvoicePiecesAboveOrder',
    ]);
    // moved to another subcontractor, its pieces count there
    expect(
      codes(invoice({ idSubcontratado: 2, quantidadePecasSaida: 1000 }), context({ invoices, editing: 1 })),
    ).toEqual([]);
  });

  it('an order already over its pieces (data from before these rules) shows nothing still fitting', () => {
    const [problem] = subcontractorInvoiceProblems(
      invoice({ quantidadePecasSaida: 1 }),
      context({ orderPieces: 100, invoices: [stored(1, 1, 150)] }),
    );
    expect(problem!.params).toEqual({ total: 151, pieces: 100, available: 0 });
  });

  it('piecesSentTo and piecesAvailableFor', () => {
    const invoices = [stored(1, 1, 600), stored(2, 1, 150), stored(3, 2, 1000)];
    expect(piecesSentTo(1, invoices)).toBe(750);
    expect(piecesSentTo(1, invoices, 2)).toBe(600);
    expect(piecesSentTo(3, invoices)).toBe(0);
    expect(piecesAvailableFor(1, { orderPieces: 1000, invoices, editing: null })).toBe(250);
    expect(piecesAvailableFor(2, { orderPieces: 1000, invoices, editing: null })).toBe(0);
    expect(piecesAvailableFor(2, { orderPieces: 1000, invoices, editing: 3 })).toBe(1000);
    expect(piecesAvailableFor(1, { orderPieces: 500, invoices, editing: null })).toBe(0);
  });
});

describe('subcontractorInvoiceProblems: one registration per document', () => {
  it.each([
    ['the same number to the same subcontractor', stored(1, 1, 100, '48213'), 1, ['duplicate']],
    ['the same number to another subcontractor', stored(1, 2, 100, '48213'), 1, []],
    ['another number to the same subcontractor', stored(1, 1, 100, '48214'), 1, []],
  ] as const)('%s', (_case, other, subcontractor, expected) => {
    expect(codes(invoice({ idSubcontratado: subcontractor }), context({ invoices: [other] }))).toEqual(
      expected.map(() => 'numeroNotaFiscalSaida subcontractorInvoiceDuplicate'),
    );
  });

  it('an invoice saved again with its own number is no duplicate', () => {
    expect(codes(invoice(), context({ invoices: [stored(1, 1, 400, '48213')], editing: 1 }))).toEqual([]);
  });
});

describe('subcontractorInvoiceProblems: invoices per order', () => {
  const full = Array.from({ length: SUBCONTRACTOR_INVOICES_MAX }, (_, i) => stored(i + 1, 100 + i, 1));
  it(`refuses invoice ${SUBCONTRACTOR_INVOICES_MAX + 1} of an order, not an edit of one of them`, () => {
    expect(codes(invoice(), context({ invoices: full }))).toEqual(['- subcontractorInvoiceTooMany']);
    expect(codes(invoice(), context({ invoices: full.slice(1) }))).toEqual([]);
    expect(codes(invoice(), context({ invoices: full, editing: 5 }))).toEqual([]);
  });
});

describe('subcontractorInvoiceProblems: several at once, in the form order', () => {
  it('lists every broken rule', () => {
    expect(
      codes(
        invoice({
          dataNotaFiscalSaida: '2026-03-12',
          quantidadePecasSaida: 1001,
          dataNotaFiscalRetorno: '2026-03-11',
          quantidadePecasRetorno: 1002,
        }),
        context({ invoices: [stored(1, 1, 1, '48213')] }),
      ),
    ).toEqual([
      'dataNotaFiscalSaida subcontractorInvoiceFutureDate',
      'numeroNotaFiscalSaida subcontractorInvoiceDuplicate',
      'quantidadePecasSaida subcontractorInvoicePiecesAboveOrder',
      'numeroNotaFiscalRetorno subcontractorInvoiceReturnIncomplete',
      'dataNotaFiscalRetorno subcontractorInvoiceFutureDate',
      'dataNotaFiscalRetorno subcontractorInvoiceReturnBeforeOutbound',
      'quantidadePecasRetorno subcontractorInvoiceReturnAboveOutbound',
    ]);
  });
});
