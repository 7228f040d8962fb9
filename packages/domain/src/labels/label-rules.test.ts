import { describe, expect, it } from 'vitest';
import { ORDER_NATURES, type OrderNature } from '../orders/order-status';
import {
  boxStampBarcode,
  boxStampDefault,
  boxStampPlan,
  boxStampTolerance,
  boxStampWarnings,
  canGeneratePriceTags,
  capPriceTagQuantity,
  digitsOnly,
  formatTagPrice,
  isBoxStampQuantityAllowed,
  priceTagQuantityProblem,
  tagDownloadName,
  tagOutputOfModel,
  tagOutputsFor,
} from './label-rules';

describe('digitsOnly', () => {
  it.each([
    ['12a3', '123'],
    ['  4 5 ', '45'],
    ['-7', '7'],
    ['1.000', '1000'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (typed, digits) => expect(digitsOnly(typed)).toBe(digits));
});

describe('price tag quantities (at most qtCompra)', () => {
  const item = { qtCompra: 10 };
  it.each([
    [1, null],
    [10, null],
    [11, 'exceeds'],
    [0, 'required'],
    [-1, 'required'],
    [1.5, 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [Number.NaN, 'required'],
  ] as const)('quantity %s → %s', (quantity, problem) => {
    expect(priceTagQuantityProblem(item, quantity)).toBe(problem);
  });

  it.each([
    ['5', '5'],
    ['10', '10'],
    ['11', '10'],
    ['999999', '10'],
    ['007', '7'],
    ['0', '0'],
    ['1a2', '10'],
    ['x', ''],
    ['', ''],
  ])('typing %j shows %j', (typed, shown) => expect(capPriceTagQuantity(item, typed)).toBe(shown));

  it('generate needs at least one selected item, each with an allowed quantity', () => {
    const items = [
      { id: 1, qtCompra: 10 },
      { id: 2, qtCompra: 3 },
    ];
    expect(canGeneratePriceTags(items, new Map())).toBe(false);
    expect(canGeneratePriceTags(items, new Map([[1, 10]]))).toBe(true);
    expect(
      canGeneratePriceTags(
        items,
        new Map([
          [1, 1],
          [2, 3],
        ]),
      ),
    ).toBe(true);
    expect(
      canGeneratePriceTags(
        items,
        new Map([
          [1, 1],
          [2, null],
        ]),
      ),
    ).toBe(false);
    expect(canGeneratePriceTags(items, new Map([[2, 4]]))).toBe(false);
    expect(canGeneratePriceTags(items, new Map([[3, 1]]))).toBe(false);
  });
});

describe('box stamp tolerance (5 % of the default, rounded down)', () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [100, 5],
    [119, 5],
    [120, 6],
    [1_000_000, 50_000],
  ])('default %i → ±%i', (expected, tolerance) => expect(boxStampTolerance(expected)).toBe(tolerance));

  it('the default is qtCompra, or whole packs for a multipack stamp', () => {
    expect(boxStampDefault({ qtCompra: 100, qtItens: 3 }, false)).toBe(100);
    expect(boxStampDefault({ qtCompra: 100, qtItens: 3 }, true)).toBe(33);
    expect(boxStampDefault({ qtCompra: 60, qtItens: 3 }, true)).toBe(20);
    expect(boxStampDefault({ qtCompra: 60, qtItens: 1 }, true)).toBe(60);
    expect(boxStampDefault({ qtCompra: 60, qtItens: 0 }, true)).toBe(60);
  });

  const item = { qtCompra: 100, qtItens: 1 };
  it.each([
    [94, false],
    [95, true],
    [100, true],
    [105, true],
    [106, false],
    [0, false],
    [null, false],
    [undefined, false],
    [100.5, false],
  ] as const)('qtCompra 100: quantity %s allowed %s', (quantity, allowed) => {
    expect(isBoxStampQuantityAllowed(item, false, quantity)).toBe(allowed);
  });

  it.each([
    [18, false],
    [19, true],
    [20, true],
    [21, true],
    [22, false],
    [60, false],
  ])('multipack 60 of 3 (default 20 ± 1): quantity %i allowed %s', (quantity, allowed) => {
    expect(isBoxStampQuantityAllowed({ qtCompra: 60, qtItens: 3 }, true, quantity)).toBe(allowed);
  });

  it('a default below 20 allows exactly the default', () => {
    expect(isBoxStampQuantityAllowed({ qtCompra: 19, qtItens: 1 }, false, 19)).toBe(true);
    expect(isBoxStampQuantityAllowed({ qtCompra: 19, qtItens: 1 }, false, 18)).toBe(false);
    expect(isBoxStampQuantityAllowed({ qtCompra: 19, qtItens: 1 }, false, 20)).toBe(false);
  });

  it('warns about the typed items outside the tolerance, in item order', () => {
    const items = [
      { id: 1, qtCompra: 100, qtItens: 1 },
      { id: 2, qtCompra: 100, qtItens: 1 },
      { id: 3, qtCompra: 100, qtItens: 1 },
      { id: 4, qtCompra: 100, qtItens: 1 },
    ];
    const quantities = new Map<number, number | null>([
      [3, 200],
      [1, 90],
      [2, 100],
    ]);
    expect(boxStampWarnings(items, false, quantities)).toEqual([1, 3]);
    expect(boxStampWarnings(items, false, new Map())).toEqual([]);
    expect(boxStampWarnings(items, false, new Map([[4, null]]))).toEqual([4]);
  });
});

describe('boxStampPlan', () => {
  const sum = (plan: { quantity: number }[]) => plan.reduce((s, b) => s + b.quantity, 0);

  it.each([
    // qtCompra, qtVolume, quantity, expected quantities per box
    [100, 4, 100, [25, 25, 25, 25]],
    [100, 4, 95, [24, 24, 24, 23]],
    [100, 4, 103, [26, 26, 26, 25]],
    [50, 3, 50, [17, 17, 16]],
    [50, 3, 52, [18, 17, 17]],
    [10, 1, 10, [10]],
    [10, 0, 10, [10]],
    [5, 10, 5, [1, 1, 1, 1, 1]],
  ])('qtCompra %i in %i boxes, %i typed → %j', (qtCompra, qtVolume, quantity, expected) => {
    const plan = boxStampPlan({ qtVolume }, quantity);
    expect(plan.map((b) => b.quantity)).toEqual(expected);
    expect(sum(plan)).toBe(quantity);
    expect(plan.map((b) => b.box)).toEqual(expected.map((_, i) => i + 1));
    expect(plan.every((b) => b.boxes === expected.length)).toBe(true);
  });

  it('plans packs for a multipack stamp', () => {
    const plan = boxStampPlan({ qtVolume: 2 }, 20);
    expect(plan.map((b) => b.quantity)).toEqual([10, 10]);
  });
});

describe('boxStampBarcode', () => {
  it.each([
    [123456, '500123', 1, '1234565001230001'],
    [123456, '500123', 12, '1234565001230012'],
    [7, 'AB-12/3', 3, '7AB1230003'],
    [7, 'X', 12345, '7X12345'],
  ])('order %i item %j box %i → %j', (order, item, box, code) => expect(boxStampBarcode(order, item, box)).toBe(code));

  it('is printable ASCII only (Code 128 B or C)', () => {
    expect(boxStampBarcode(1, 'ÇÃO ç', 1)).toMatch(/^[0-9A-Za-z]+$/);
  });
});

describe('tagOutputsFor (who gets which output)', () => {
  const natures = ORDER_NATURES;
  const saleable = (n: OrderNature) => n === 'Normal' || n === 'Importado';

  it.each(natures)('box stamps are zpl/txt for every company (%s)', (nature) => {
    for (const company of [1, 3, 4]) expect(tagOutputsFor('selo', company, nature)).toEqual(['zpl', 'txt']);
  });

  it.each(natures)('price tags of %s', (nature) => {
    expect(tagOutputsFor('etiqueta', 1, nature)).toEqual(['zpl', 'txt']);
    expect(tagOutputsFor('etiqueta', 3, nature)).toEqual(saleable(nature) ? ['pdf'] : []);
    expect(tagOutputsFor('etiqueta', 4, nature)).toEqual(saleable(nature) ? ['zpl', 'txt'] : []);
  });

  it('model 1 is ZPL and 2 TXT', () => {
    expect(tagOutputOfModel(1)).toBe('zpl');
    expect(tagOutputOfModel(2)).toBe('txt');
  });
});

describe('tagDownloadName', () => {
  it.each([
    ['etiquetas.zpl', 'etiquetas_123.txt'],
    ['etiquetas.txt', 'etiquetas_123.txt'],
    ['Etiquetas.ZPL', 'Etiquetas_123.txt'],
    ['  selos.zpl  ', 'selos_123.txt'],
    ['etiquetas', 'etiquetas_123.txt'],
    ['relatorio.txt.zpl', 'relatorio.txt_123.txt'],
    ['zpl', 'etiquetas_123.txt'],
    ['.txt', 'etiquetas_123.txt'],
    ['etiquetas.prn', 'etiquetas_123.prn'],
    ['minhas etiquetas.csv', 'minhas etiquetas_123.csv'],
    ['.oculto', '.oculto_123.txt'],
  ])('%j → %j', (name, saved) => expect(tagDownloadName(name, 123)).toBe(saved));
});

describe('formatTagPrice', () => {
  it.each([
    ['129.90', 'R$ 129,90'],
    ['129.9', 'R$ 129,90'],
    ['129', 'R$ 129,00'],
    ['1234.5', 'R$ 1.234,50'],
    ['1234567.89', 'R$ 1.234.567,89'],
    ['0.99', 'R$ 0,99'],
    ['0', 'R$ 0,00'],
    ['000012.30', 'R$ 12,30'],
    ['.5', 'R$ 0,50'],
    ['12.345', 'R$ 12,34'],
    ['-1234.5', 'R$ -1.234,50'],
    [' 79.90 ', 'R$ 79,90'],
  ])('%j → %j', (value, shown) => expect(formatTagPrice(value)).toBe(shown));
});
