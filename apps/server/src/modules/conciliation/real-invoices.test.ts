import { formatCnpj } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { NfeItemInput } from '../../../test/support/nfe-builder';
import {
  SUPPLIER_A,
  COMMERCIAL_MUTATION,
  conciliationRow,
  fiscalStep,
  graphqlCall,
  historyRows,
  invoiceForOrder,
  itemRows,
  orderForInvoice,
  pickFreeOrder,
  uploadInvoice,
  writtenCounts,
  type InvoiceOverrides,
  useReconcileApp,
} from './reconcile.test-support';

/**
 * Issue 13: invoices shaped like the real ones suppliers send (public fixtures and published production
 * invoices: empty GTIN, namespace declarations, leading blanks, note-level xPed, Simples Nacional and
 * substitution groups, lots split over lines …), through the real upload and fiscal step, with the status
 * and the reason the user reads, in pt-BR and one more language.
 */

const { t, tokens, db } = useReconcileApp();
const OTHER_COMPANY = '11222333000181';

async function freeOrder(minItems = 1) {
  return pickFreeOrder(db(), SUPPLIER_A, { minItems, maxItems: 6 });
}

/** Every line of the invoice changed the same way. */
function everyLine(change: (item: NfeItemInput, index: number) => NfeItemInput): InvoiceOverrides['items'] {
  return (items) => items.map(change);
}

/** Uploads (pt-BR and another language: the same invoice twice would be a new conciliation, so two orders). */
async function upload(orderId: number, overrides: InvoiceOverrides, language = 'pt-BR') {
  const invoice = await invoiceForOrder(db(), orderId, overrides);
  return { invoice, answer: await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file, language) };
}

/** Upload then fiscal step; expects the commercial side 2. */
async function throughFiscal(orderId: number, overrides: InvoiceOverrides, language = 'pt-BR') {
  const { answer } = await upload(orderId, overrides, language);
  expect(answer.code, JSON.stringify(answer.details)).toBeNull();
  expect(answer.result!.statusConciliacaoComercial.id).toBe(2);
  const fiscal = await fiscalStep(t, tokens.fornecedor, answer.result!.id, language);
  expect(fiscal.status).toBe(200);
  return { id: answer.result!.id, fiscal: fiscal.body };
}

describe('real documents the reader must accept', () => {
  it('an empty <cEAN/> (no GTIN), namespace declarations on the root and blank lines before the document', async () => {
    const orderId = await freeOrder();
    const { answer, invoice } = await upload(orderId, {
      items: everyLine((item) => ({ ...item, ean: '' })),
      options: {
        leading: '\r\n  \n',
        rootNamespaces: { xsi: 'http://www.w3.org/2001/XMLSchema-instance', ds: 'http://www.w3.org/2000/09/xmldsig#' },
      },
    });
    expect(invoice.xml).toContain('<cEAN/>');
    expect(answer.code, JSON.stringify(answer.details)).toBeNull();
    expect(answer.result!.statusConciliacaoComercial.id).toBe(2);
    // a line without GTIN is matched by its code and shown as SEM GTIN, not as an EAN divergence
    const rows = await itemRows(db(), answer.result!.id);
    expect(rows.every((row) => row.reasons.length === 0 && row.orderItemId !== null)).toBe(true);
  });
});

describe('the order number: note-level compra/xPed and text around the number', () => {
  it('refuses an invoice whose note-level xPed names another order (items silent), creating nothing', async () => {
    const orderId = await freeOrder();
    const before = await writtenCounts(db());
    const { answer } = await upload(orderId, {
      items: everyLine((item) => ({ ...item, orderNumber: undefined })),
      input: { orderNumber: '4215729' },
    });
    expect(answer.code).toBe('invoiceOtherOrder');
    expect(answer.details).toMatchObject({ pedido: orderId, pedidoNota: '4215729' });
    expect(await writtenCounts(db())).toEqual(before);
  });

  it("reads 'PED 4215729' as order 4215729, never quoting the text as the order number", async () => {
    const orderId = await freeOrder();
    const other = await graphqlCall<unknown>(
      t,
      tokens.fornecedor,
      COMMERCIAL_MUTATION,
      {
        id: orderId,
        file: (await invoiceForOrder(db(), orderId, { input: { orderNumber: 'PED 4215729' } })).file,
      },
      'pt-BR',
    );
    // the items name this order and the note another: two orders
    expect(other.errors?.[0]?.extensions?.code).toBe('invoiceSeveralOrders');

    const { answer } = await upload(orderId, {
      items: everyLine((item) => ({ ...item, orderNumber: 'PED 4215729' })),
    });
    expect(answer.code).toBe('invoiceOtherOrder');
    expect(answer.details).toMatchObject({ pedidoNota: '4215729' });

    const own = await upload(orderId, {
      items: everyLine((item) => ({ ...item, orderNumber: `PEDIDO: ${orderId}` })),
      input: { orderNumber: `PED ${orderId}` },
    });
    expect(own.answer.code, JSON.stringify(own.answer.details)).toBeNull();
    expect(own.answer.result!.statusConciliacaoComercial.id).toBe(2);
  });

  it('refuses one invoice for two orders, saying so in pt-BR and en-US, creating nothing', async () => {
    const orderId = await freeOrder(2);
    const invoice = await invoiceForOrder(db(), orderId, {
      items: everyLine((item, i) => (i === 0 ? { ...item, orderNumber: '4215729' } : item)),
    });
    const before = await writtenCounts(db());
    const pt = await graphqlCall<unknown>(t, tokens.fornecedor, COMMERCIAL_MUTATION, {
      id: orderId,
      file: invoice.file,
    });
    expect(pt.errors?.[0]?.extensions).toMatchObject({
      code: 'invoiceSeveralOrders',
      details: { pedido: orderId, pedidosNota: `4215729, ${orderId}` },
    });
    expect(pt.errors?.[0]?.message).toBe(
      `Esta nota fiscal cobre os pedidos 4215729, ${orderId}; o portal precisa de uma nota fiscal por pedido.`,
    );
    const en = await graphqlCall<unknown>(
      t,
      tokens.fornecedor,
      COMMERCIAL_MUTATION,
      { id: orderId, file: invoice.file },
      'en-US',
    );
    expect(en.errors?.[0]?.message).toBe(
      `This invoice covers orders 4215729, ${orderId}; the portal needs one invoice per order.`,
    );
    expect(await writtenCounts(db())).toEqual(before);
  });
});

describe('the document before its items: issuer, recipient, authorisation', () => {
  it('refuses an invoice of another issuer at the commercial step, naming both CNPJs (not "N items not in the order")', async () => {
    const orderId = await freeOrder();
    const order = await orderForInvoice(db(), orderId);
    const { answer } = await upload(orderId, { input: { issuerCnpj: OTHER_COMPANY } });
    expect(answer.result!.statusConciliacaoComercial).toEqual({ id: 3, descricao: 'Reprovado' });
    expect(answer.result!.motivoReprovacao).toBe(
      `Emitente 11.222.333/0001-81 não é o fornecedor do pedido (${formatCnpj(order.supplierCnpj)})`,
    );
    const id = answer.result!.id;
    expect(await itemRows(db(), id)).toEqual([]);
    expect(await historyRows(db(), [id])).toMatchObject([
      { kind: 'commercial', status: 3, reasons: [{ code: 'issuerNotSupplier', nf: OTHER_COMPANY }] },
    ]);
  });

  it('refuses an invoice addressed to another company, in en-US', async () => {
    const orderId = await freeOrder();
    const order = await orderForInvoice(db(), orderId);
    const { answer } = await upload(orderId, { input: { recipientCnpj: OTHER_COMPANY } }, 'en-US');
    expect(answer.result!.statusConciliacaoComercial).toEqual({ id: 3, descricao: 'Rejected' });
    expect(answer.result!.motivoReprovacao).toBe(
      `Recipient 11.222.333/0001-81 is not the order's buyer (${formatCnpj(order.buyerCnpj)})`,
    );
  });

  it.each([
    ['101', 'Cancelamento de NF-e homologado'],
    ['110', 'Uso Denegado'],
    ['301', 'Uso Denegado: Irregularidade fiscal do emitente'],
    ['302', 'Uso Denegado: Irregularidade fiscal do destinatario'],
  ])(
    'stops a cancelled or denied invoice (cStat %s) at the commercial step with SEFAZ reason',
    async (cStat, reason) => {
      const orderId = await freeOrder();
      const pt = await upload(orderId, { options: { status: cStat } });
      expect(pt.answer.result!.statusConciliacaoComercial.id).toBe(3);
      expect(pt.answer.result!.motivoReprovacao).toBe(`Nota não autorizada pela SEFAZ (situação ${cStat}: ${reason})`);
      const row = await conciliationRow(db(), pt.answer.result!.id);
      expect(row).toMatchObject({ commercialStatus: 3, fiscalStatus: 0, protocolStatus: cStat });
      expect(await itemRows(db(), row.id)).toEqual([]);
      // no fiscal step after it
      expect((await fiscalStep(t, tokens.fornecedor, row.id)).error.code).toBe('conciliationStepNotAllowed');

      const en = await upload(await freeOrder(), { options: { status: cStat } }, 'en-US');
      expect(en.answer.result!.motivoReprovacao).toBe(`Invoice not authorised by SEFAZ (status ${cStat}: ${reason})`);
    },
  );
});

describe('Simples Nacional and substitution: the ICMS rate by CST / CSOSN', () => {
  it.each([
    ['ICMSSN102 (no credit)', { icmsGroup: 'ICMSSN102' }],
    ['ICMSSN102 with CSOSN 400', { icmsGroup: 'ICMSSN102', csosn: '400' }],
    ['ICMSSN202 (substitution, no credit)', { icmsGroup: 'ICMSSN202' }],
    ['ICMSSN500 (ICMS collected earlier)', { icmsGroup: 'ICMSSN500' }],
    ['ICMS60 (ICMS collected earlier)', { icmsGroup: 'ICMS60' }],
    ['ICMS40 (exempt)', { icmsGroup: 'ICMS40' }],
  ] as const)('%s has no rate of its own: fiscal 2, no divergence to accept by hand', async (_, group) => {
    const orderId = await freeOrder(2);
    const { id, fiscal } = await throughFiscal(orderId, {
      items: everyLine((item) => ({ ...item, ean: '', ...group })),
    });
    expect(fiscal.statusConciliacaoFiscal.id).toBe(2);
    expect(fiscal.divergencias).toEqual([]);
    const rows = await itemRows(db(), id);
    expect(rows.every((row) => row.reasons.length === 0)).toBe(true);
  });

  it('ICMSSN101 crediting the order rate: fiscal 2', async () => {
    const orderId = await freeOrder();
    const { fiscal } = await throughFiscal(orderId, {
      items: everyLine((item) => ({ ...item, icmsGroup: 'ICMSSN101', icmsCreditRate: item.icmsRate ?? '0' })),
    });
    expect(fiscal.statusConciliacaoFiscal.id).toBe(2);
  });

  it('ICMSSN101 crediting less than the order rate: fiscal 4, the reason names the CSOSN (pt-BR, en-US)', async () => {
    const orderId = await freeOrder();
    const order = await orderForInvoice(db(), orderId);
    const first = order.items[0]!;
    expect(Number(first.aliquotaIcms)).not.toBe(1.25);
    const rate = String(Number(first.aliquotaIcms)).replace('.', ',');
    const overrides: InvoiceOverrides = {
      items: everyLine((item, i) => ({
        ...item,
        ean: '',
        icmsGroup: 'ICMSSN101',
        icmsCreditRate: i === 0 ? '1.25' : (item.icmsRate ?? '0'),
      })),
    };
    const { id, fiscal } = await throughFiscal(orderId, overrides);
    expect(fiscal.statusConciliacaoFiscal.id).toBe(4);
    expect(fiscal.divergencias).toEqual([
      {
        codigo: 'icmsRate',
        gravidade: 'conditional',
        texto: `Item ${first.codItem} (linha 1): alíquota de ICMS ${rate} no pedido, 1,25 na nota (CSOSN 101: crédito do Simples Nacional)`,
      },
    ]);
    expect((await itemRows(db(), id))[0]).toMatchObject({ icmsCstNf: '101', icmsCreditRateNf: '1.25' });

    const en = await throughFiscal(await freeOrder(), overrides, 'en-US');
    expect(en.fiscal.divergencias.map((d) => d.texto)).toEqual([
      expect.stringMatching(
        /: ICMS rate .* on the order, 1\.25 on the invoice \(CSOSN 101: Simples Nacional credit\)$/,
      ),
    ]);
  });
});

describe('one order item split over two invoice lines (lots, FCI)', () => {
  it('sums the lines at the same unit cost: commercial 2, one row per invoice line', async () => {
    const orderId = await freeOrder();
    const { answer } = await upload(orderId, {
      items: (items) => {
        const [a, ...rest] = items;
        const half = String(Number(a!.quantity) / 2);
        return [{ ...a!, quantity: half }, ...rest, { ...a!, quantity: half, description: `${a!.description} LOTE 2` }];
      },
    });
    expect(answer.code, JSON.stringify(answer.details)).toBeNull();
    expect(answer.result!.statusConciliacaoComercial.id).toBe(2);
    const rows = await itemRows(db(), answer.result!.id);
    expect(rows[0]!.orderItemId).toBe(rows[rows.length - 1]!.orderItemId);
  });

  it('names both lines when the sum differs, and refuses a repetition at another unit cost (pt-BR, en-US)', async () => {
    const orderId = await freeOrder();
    const order = await orderForInvoice(db(), orderId);
    const a = order.items[0]!;
    const more = await upload(orderId, { items: (items) => [...items, { ...items[0]!, quantity: '1' }] }, 'en-US');
    const last = order.items.length + 1;
    expect(more.answer.result!.statusConciliacaoComercial.id).toBe(3);
    expect(more.answer.result!.motivoReprovacao).toBe('1 item with a different quantity');
    const rows = await itemRows(db(), more.answer.result!.id);
    expect(rows[0]!.reasons).toEqual([
      {
        code: 'quantity',
        item: a.codItem,
        nItem: `1, ${last}`,
        po: String(a.qtCompra),
        nf: expect.any(String),
      },
    ]);

    const other = await freeOrder();
    const otherOrder = await orderForInvoice(db(), other);
    const b = otherOrder.items[0]!;
    const cost = await upload(other, {
      items: (items) => [...items, { ...items[0]!, quantity: '1', unitCost: '0.0100' }],
    });
    expect(cost.answer.result!.motivoReprovacao).toBe('1 item repetido na nota');
    const costRows = await itemRows(db(), cost.answer.result!.id);
    const n = otherOrder.items.length + 1;
    const status = await graphqlCall<{
      buscarResultadoConciliacaoPorPedido: { conciliacaoItems: { motivoReprovacao: string | null }[] };
    }>(
      t,
      tokens.fornecedor,
      'query ($p: Int!) { buscarResultadoConciliacaoPorPedido(pedido: $p) { conciliacaoItems { motivoReprovacao } } }',
      { p: other },
    );
    expect(costRows[n - 1]!.reasons).toMatchObject([{ code: 'repeatedItem', nItem: String(n), text: '1' }]);
    expect(status.data!.buscarResultadoConciliacaoPorPedido.conciliacaoItems[n - 1]!.motivoReprovacao).toMatch(
      new RegExp(
        `^Item ${b.codItem} \\(linha ${n}\\): repete o item da linha 1 com outro custo unitário \\(0,01 nesta linha, `,
      ),
    );
  });
});
