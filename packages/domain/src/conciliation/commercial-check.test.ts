import { describe, expect, it } from 'vitest';
import {
  type CommercialInvoiceItem,
  type CommercialOrderItem,
  gtinKey,
  invoiceOtherOrderNumber,
  matchInvoiceOrder,
  orderNumberKey,
  rowsWithReason,
  runCommercialCheck,
  saleValueFromInfo,
  summariseRowReasons,
} from './commercial-check';

const ORDER = 4500012345;

function orderItem(i: number, overrides: Partial<CommercialOrderItem> = {}): CommercialOrderItem {
  return {
    id: 100 + i,
    codItem: String(i).padStart(6, '0'),
    descricaoCurta: `CAMISETA ${i}`,
    ean: `789000000${String(i).padStart(4, '0')}`,
    qtCompra: 12,
    ncm: '61091000',
    custoUnitario: '12.3400',
    valorVenda: '49.90',
    aliquotaIcms: '12.00',
    aliquotaIpi: '0.00',
    ...overrides,
  };
}

/** The invoice line that matches orderItem(i) exactly, written the way an NF-e writes it. */
function invoiceItem(i: number, nItem: number, overrides: Partial<CommercialInvoiceItem> = {}): CommercialInvoiceItem {
  return {
    itemNumber: String(nItem),
    code: String(i).padStart(6, '0'),
    ean: `789000000${String(i).padStart(4, '0')}`,
    description: `CAMISETA BASICA ${i}`,
    ncm: '61091000',
    quantity: '12.0000',
    unitValue: '12.3400000000',
    orderNumber: String(ORDER),
    additionalInfo: 'VALOR VENDA: 49.90',
    icmsRate: '12.00',
    ipiRate: undefined,
    icmsCst: undefined,
    icmsCreditRate: undefined,
    ...overrides,
  };
}

function check(orderItems: CommercialOrderItem[], invoiceItems: CommercialInvoiceItem[]) {
  return runCommercialCheck({ orderId: ORDER, orderItems, invoiceItems });
}

describe('runCommercialCheck', () => {
  it('gives 2 with one clean row per item when everything matches (exact decimals)', () => {
    const outcome = check([orderItem(1), orderItem(2)], [invoiceItem(2, 1), invoiceItem(1, 2)]);
    expect(outcome.status).toBe(2);
    expect(outcome.summary).toEqual([]);
    expect(outcome.rows).toHaveLength(2);
    expect(outcome.rows.every((row) => row.reasons.length === 0)).toBe(true);
    expect(outcome.rows[0]).toEqual({
      line: 1,
      orderItemId: 102,
      invoiceItemNumber: '1',
      itemCodePo: '000002',
      itemCodeNf: '000002',
      descriptionPo: 'CAMISETA 2',
      descriptionNf: 'CAMISETA BASICA 2',
      eanPo: '7890000000002',
      eanNf: '7890000000002',
      quantityPo: '12',
      quantityNf: '12.0000',
      ncmPo: '61091000',
      ncmNf: '61091000',
      unitCostPo: '12.3400',
      unitCostNf: '12.3400000000',
      saleValuePo: '49.90',
      saleValueNf: '49.90',
      icmsRatePo: '12.00',
      icmsRateNf: '12.00',
      icmsCstNf: null,
      icmsCreditRateNf: null,
      ipiRatePo: '0.00',
      ipiRateNf: null,
      reasons: [],
    });
  });

  it.each([
    ['quantity', { quantity: '10.0000' }, { po: '12', nf: '10.0000' }],
    ['ncm', { ncm: '61099000' }, { po: '61091000', nf: '61099000' }],
    ['saleValue', { additionalInfo: 'VALOR VENDA: 59,90' }, { po: '49.90', nf: '59.90' }],
    ['unitCost', { unitValue: '12.3401' }, { po: '12.3400', nf: '12.3401' }],
    ['itemCode', { code: '1' }, { po: '000001', nf: '1' }],
  ] as const)('refuses a row whose %s differs', (code, overrides, values) => {
    const outcome = check([orderItem(1)], [invoiceItem(1, 1, overrides)]);
    expect(outcome.status).toBe(3);
    expect(outcome.rows).toHaveLength(1);
    expect(outcome.rows[0]!.reasons).toEqual([{ code, item: '000001', nItem: '1', ...values }]);
    expect(outcome.summary).toEqual([{ code, count: 1 }]);
  });

  it('refuses a line naming another order in xPed, and accepts leading zeros or no xPed', () => {
    const other = check([orderItem(1)], [invoiceItem(1, 1, { orderNumber: '4500099999' })]);
    expect(other.rows[0]!.reasons).toEqual([{ code: 'otherOrder', item: '000001', nItem: '1', order: '4500099999' }]);
    expect(check([orderItem(1)], [invoiceItem(1, 1, { orderNumber: '004500012345' })]).status).toBe(2);
    expect(check([orderItem(1)], [invoiceItem(1, 1, { orderNumber: undefined })]).status).toBe(2);
    expect(check([orderItem(1)], [invoiceItem(1, 1, { orderNumber: ' ' })]).status).toBe(2);
  });

  it('compares the sale value only when the invoice states it', () => {
    expect(check([orderItem(1)], [invoiceItem(1, 1, { additionalInfo: undefined })]).status).toBe(2);
    expect(check([orderItem(1)], [invoiceItem(1, 1, { additionalInfo: 'LOTE 12' })]).status).toBe(2);
    expect(check([orderItem(1)], [invoiceItem(1, 1, { additionalInfo: 'valor de venda R$ 49,9' })]).status).toBe(2);
    const noPoValue = check([orderItem(1, { valorVenda: null })], [invoiceItem(1, 1)]);
    expect(noPoValue.rows[0]!.reasons).toEqual([
      { code: 'saleValue', item: '000001', nItem: '1', po: null, nf: '49.90' },
    ]);
  });

  it('lists every reason of a row, in the contract order', () => {
    const outcome = check(
      [orderItem(1)],
      [
        invoiceItem(1, 1, {
          quantity: '1',
          ncm: '1',
          additionalInfo: 'VALOR VENDA: 1',
          unitValue: '1',
          orderNumber: '9',
        }),
      ],
    );
    expect(outcome.rows[0]!.reasons.map((reason) => reason.code)).toEqual([
      'quantity',
      'ncm',
      'saleValue',
      'unitCost',
      'otherOrder',
    ]);
  });

  it('reports an unknown EAN, a repeated line and a missing order item in their own rows', () => {
    const outcome = check(
      [orderItem(1), orderItem(2), orderItem(3)],
      [invoiceItem(1, 1), invoiceItem(9, 2), invoiceItem(1, 3, { unitValue: '12.50' }), invoiceItem(2, 4)],
    );
    expect(outcome.status).toBe(3);
    expect(outcome.rows.map((row) => [row.line, row.invoiceItemNumber, row.itemCodePo, row.reasons])).toEqual([
      [1, '1', '000001', []],
      [2, '2', null, [{ code: 'notInOrder', item: '000009', nItem: '2', nf: '7890000000009' }]],
      [
        3,
        '3',
        '000001',
        [{ code: 'repeatedItem', item: '000001', nItem: '3', text: '1', po: '12.3400000000', nf: '12.50' }],
      ],
      [4, '4', '000002', []],
      [5, null, '000003', [{ code: 'missingFromInvoice', item: '000003', po: '12' }]],
    ]);
    expect(outcome.rows[4]!.orderItemId).toBe(103);
    expect(outcome.rows[1]!.orderItemId).toBeNull();
    expect(outcome.summary).toEqual([
      { code: 'notInOrder', count: 1 },
      { code: 'repeatedItem', count: 1 },
      { code: 'missingFromInvoice', count: 1 },
    ]);
    expect(rowsWithReason(outcome.rows, 'repeatedItem').map((row) => row.line)).toEqual([3]);
  });

  it("matches an item without GTIN by its code, and a 'SEM GTIN' line by cProd", () => {
    const outcome = check(
      [orderItem(1, { ean: 'SEM GTIN' }), orderItem(2)],
      [invoiceItem(1, 1, { ean: 'SEM GTIN' }), invoiceItem(2, 2, { ean: 'SEM GTIN' })],
    );
    expect(outcome.status).toBe(2);
    const unknown = check([orderItem(1)], [invoiceItem(7, 1, { ean: 'SEM GTIN' })]);
    expect(unknown.rows[0]!.reasons).toEqual([{ code: 'notInOrder', item: '000007', nItem: '1', nf: null }]);
  });

  it('compares GTINs as 14 digits', () => {
    expect(check([orderItem(1)], [invoiceItem(1, 1, { ean: '07890000000001' })]).status).toBe(2);
    expect(gtinKey('7891234567895')).toBe('07891234567895');
  });

  it('an empty order makes every invoice line unknown', () => {
    const outcome = check([], [invoiceItem(1, 1), invoiceItem(2, 2)]);
    expect(outcome.summary).toEqual([{ code: 'notInOrder', count: 2 }]);
  });

  it('handles 990 items quickly (one map lookup per line)', () => {
    const orderItems = Array.from({ length: 990 }, (_, i) => orderItem(i + 1));
    const invoiceItems = Array.from({ length: 990 }, (_, i) => invoiceItem(i + 1, i + 1));
    const outcome = check(orderItems, invoiceItems);
    expect(outcome.status).toBe(2);
    expect(outcome.rows).toHaveLength(990);
  });
});

describe('saleValueFromInfo', () => {
  it.each([
    ['VALOR VENDA: 49.90', '49.90'],
    ['VALOR VENDA: 49,90', '49.90'],
    ['valor de venda 49,9', '49.9'],
    ['LOTE 3 VALOR VENDA: R$ 1.049,90 COR AZUL', '1049.90'],
    ['VALOR VENDA=1,049.90', '1049.90'],
    ['VALOR VENDA: 50', '50'],
    ['VALOR VENDA: abc', null],
    ['PRECO 49.90', null],
    ['', null],
    [null, null],
  ])('%s → %s', (info, expected) => {
    expect(saleValueFromInfo(info)).toBe(expected);
  });
});

describe('invoiceOtherOrderNumber', () => {
  it('names the other order only when no line names this one', () => {
    expect(invoiceOtherOrderNumber(ORDER, [{ orderNumber: '777' }, { orderNumber: undefined }])).toBe('777');
    expect(invoiceOtherOrderNumber(ORDER, [{ orderNumber: '777' }, { orderNumber: String(ORDER) }])).toBeNull();
    expect(invoiceOtherOrderNumber(ORDER, [{ orderNumber: undefined }, { orderNumber: '' }])).toBeNull();
    expect(invoiceOtherOrderNumber('0004500012345', [{ orderNumber: '4500012345' }])).toBeNull();
  });

  it('orderNumberKey ignores blanks and leading zeros', () => {
    expect(orderNumberKey(' 00123 ')).toBe('123');
    expect(orderNumberKey('0')).toBe('0');
    expect(orderNumberKey('abc')).toBe('ABC');
  });
});

describe('summariseRowReasons', () => {
  it('counts per code in the contract order', () => {
    expect(
      summariseRowReasons([
        { reasons: [{ code: 'unitCost' }, { code: 'quantity' }] },
        { reasons: [{ code: 'quantity' }] },
        { reasons: [] },
      ]),
    ).toEqual([
      { code: 'quantity', count: 2 },
      { code: 'unitCost', count: 1 },
    ]);
  });
});

describe('real invoices (issue 13)', () => {
  it('sums one order item split over two lines at the same unit cost (lots, FCI), naming both lines', () => {
    const half = { quantity: '6.0000' };
    const split = check(
      [orderItem(1), orderItem(2)],
      [invoiceItem(1, 1, half), invoiceItem(2, 2), invoiceItem(1, 3, half)],
    );
    expect(split.status).toBe(2);
    expect(split.rows.map((row) => [row.invoiceItemNumber, row.orderItemId, row.quantityNf])).toEqual([
      ['1', 101, '6.0000'],
      ['2', 102, '12.0000'],
      ['3', 101, '6.0000'],
    ]);

    const over = check([orderItem(1)], [invoiceItem(1, 1, half), invoiceItem(1, 3, { quantity: '8' })]);
    expect(over.status).toBe(3);
    expect(over.rows[0]!.reasons).toEqual([{ code: 'quantity', item: '000001', nItem: '1, 3', po: '12', nf: '14' }]);
    expect(over.rows[1]!.reasons).toEqual([]);
  });

  it('refuses a repetition at another unit cost, naming the first line and both costs', () => {
    const outcome = check(
      [orderItem(1)],
      [invoiceItem(1, 5, { quantity: '6' }), invoiceItem(1, 9, { quantity: '6', unitValue: '13' })],
    );
    expect(outcome.status).toBe(3);
    expect(outcome.rows[1]!.reasons).toEqual([
      { code: 'repeatedItem', item: '000001', nItem: '9', text: '5', po: '12.3400000000', nf: '13' },
    ]);
    // the quantity is the first line's alone: the repetition is not summed
    expect(outcome.rows[0]!.reasons).toEqual([{ code: 'quantity', item: '000001', nItem: '5', po: '12', nf: '6' }]);
  });

  it('names lines by det@nItem, not by position', () => {
    const outcome = check([orderItem(1)], [invoiceItem(1, 7, { ncm: '62034200' })]);
    expect(outcome.rows[0]!.reasons).toEqual([
      { code: 'ncm', item: '000001', nItem: '7', po: '61091000', nf: '62034200' },
    ]);
  });

  it.each([
    ['4500012345', '4500012345'],
    ['PED 4500012345', '4500012345'],
    ['Pedido: 004500012345.', '4500012345'],
    ['PO-4500012345', '4500012345'],
    ['4500012345/2025', '4500012345/2025'],
    ['SEM PEDIDO', 'SEM PEDIDO'],
  ])('orderNumberKey(%j) is %j', (written, key) => {
    expect(orderNumberKey(written)).toBe(key);
  });

  it.each([
    ['no order named', null, [null, null], { kind: 'thisOrder' }],
    ['this order at note level', 'PED 4500012345', [null], { kind: 'thisOrder' }],
    ['this order on the items, with text', null, ['PEDIDO 4500012345', '04500012345'], { kind: 'thisOrder' }],
    ['another order at note level, items silent', '4215729', [null, null], { kind: 'otherOrder', order: '4215729' }],
    ['another order at note level with text', 'PED 4215729', [null], { kind: 'otherOrder', order: '4215729' }],
    ['another order on the items', null, ['4215729', '4215729'], { kind: 'otherOrder', order: '4215729' }],
    [
      'two orders on the items',
      null,
      ['4500012345', 'PED 4215729'],
      { kind: 'severalOrders', orders: ['4500012345', '4215729'] },
    ],
    [
      'note and items naming different orders',
      '4215729',
      ['4500012345'],
      { kind: 'severalOrders', orders: ['4215729', '4500012345'] },
    ],
  ] as const)('matchInvoiceOrder: %s', (_, note, xPeds, expected) => {
    expect(
      matchInvoiceOrder(
        ORDER,
        note,
        xPeds.map((xPed) => ({ orderNumber: xPed ?? undefined })),
      ),
    ).toEqual(expected);
  });

  it('invoiceOtherOrderNumber reads the number inside the text', () => {
    expect(invoiceOtherOrderNumber(ORDER, [{ orderNumber: 'PED 4215729' }])).toBe('4215729');
    expect(invoiceOtherOrderNumber(ORDER, [{ orderNumber: 'PED 4500012345' }])).toBeNull();
  });
});
