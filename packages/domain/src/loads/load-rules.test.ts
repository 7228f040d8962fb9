import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status';
import { assembleLoadSchema, loadOrdersChangeSchema } from './load-contracts';
import {
  LOADABLE_STATUSES,
  checkLoadAssembly,
  checkOrdersJoinLoad,
  loadActions,
  type LoadAssemblyError,
  type LoadCandidate,
} from './load-rules';

const order = (over: Partial<LoadCandidate> = {}): LoadCandidate => ({
  status: 'A',
  commercialWeekId: 202650,
  cdId: 2,
  supplierId: 104512,
  loadId: null,
  ...over,
});

describe('checkLoadAssembly (spec 000 §5)', () => {
  it('accepts one order or several of one status set, week, CD and supplier, in no load', () => {
    expect(checkLoadAssembly([order()])).toBeNull();
    expect(checkLoadAssembly([order(), order({ status: 'W' }), order({ status: 'S' })])).toBeNull();
  });

  it('refuses an empty selection as a status error', () => {
    expect(checkLoadAssembly([])).toBe('errorStatus');
  });

  it.each(ORDER_STATUSES.map((status) => [status, LOADABLE_STATUSES.includes(status) ? null : 'errorStatus']))(
    'status %s → %s',
    (status, expected) => {
      expect(checkLoadAssembly([order(), order({ status })])).toBe(expected);
      // wherever the order stands in the selection
      expect(checkLoadAssembly([order({ status }), order()])).toBe(expected);
    },
  );

  it.each<[string, Partial<LoadCandidate>, LoadAssemblyError]>([
    ['another week', { commercialWeekId: 202651 }, 'errorDeliverWeek'],
    ['another CD', { cdId: 4 }, 'errorDistributionCenter'],
    ['another supplier', { supplierId: 108733 }, 'errorProvider'],
    ['already in a load', { loadId: 7 }, 'errorExistingOrder'],
  ])('an order of %s → %s', (_label, over, expected) => {
    expect(checkLoadAssembly([order(), order(over)])).toBe(expected);
    expect(checkLoadAssembly([order(over), order()])).toBe(expected);
    expect(checkLoadAssembly([order(over)])).toBe(expected === 'errorExistingOrder' ? expected : null);
  });

  it('reports the first rule broken, in the spec order: status, week, CD, supplier, existing load', () => {
    const all = { status: 'D', commercialWeekId: 202651, cdId: 4, supplierId: 108733, loadId: 7 };
    const { status: _s, ...noStatus } = all;
    const { commercialWeekId: _w, ...noWeek } = noStatus;
    const { cdId: _c, ...noCd } = noWeek;
    const { supplierId: _p, ...onlyLoad } = noCd;
    expect(checkLoadAssembly([order(), order(all)])).toBe('errorStatus');
    expect(checkLoadAssembly([order(), order(noStatus)])).toBe('errorDeliverWeek');
    expect(checkLoadAssembly([order(), order(noWeek)])).toBe('errorDistributionCenter');
    expect(checkLoadAssembly([order(), order(noCd)])).toBe('errorProvider');
    expect(checkLoadAssembly([order(), order(onlyLoad)])).toBe('errorExistingOrder');
  });

  it('compares every order with the first, not only neighbours', () => {
    expect(checkLoadAssembly([order(), order(), order({ cdId: 3 })])).toBe('errorDistributionCenter');
    expect(checkLoadAssembly([order(), order({ loadId: 1 }), order({ loadId: 1 })])).toBe('errorExistingOrder');
  });
});

describe('loadActions (spec 000 §4)', () => {
  it.each<[string[], { remove: boolean; delete: boolean; add: boolean; schedule: boolean }]>([
    [['A'], { remove: true, delete: true, add: true, schedule: true }],
    [['A', 'A'], { remove: true, delete: true, add: true, schedule: true }],
    [['A', 'W'], { remove: true, delete: true, add: true, schedule: false }],
    [['S'], { remove: true, delete: true, add: true, schedule: false }],
    [['A', 'C'], { remove: true, delete: true, add: false, schedule: false }],
    [['A', 'D'], { remove: false, delete: false, add: false, schedule: false }],
    [['D'], { remove: false, delete: false, add: false, schedule: false }],
    [['C', 'D'], { remove: false, delete: false, add: false, schedule: false }],
    [['N'], { remove: true, delete: true, add: true, schedule: false }],
    [[], { remove: true, delete: true, add: true, schedule: false }],
  ])('orders %j → %j', (statuses, expected) => {
    expect(loadActions({ statuses, scheduled: false })).toEqual(expected);
    // being scheduled changes none of them (joining orders are checked by checkOrdersJoinLoad)
    expect(loadActions({ statuses, scheduled: true })).toEqual(expected);
  });
});

describe('checkOrdersJoinLoad', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))('an order %s joining', (status) => {
    const loadable = LOADABLE_STATUSES.includes(status);
    expect(checkOrdersJoinLoad([status], false)).toBe(loadable ? null : 'errorStatus');
    expect(checkOrdersJoinLoad([status], true)).toBe(status === 'A' ? null : 'loadDetails011');
  });

  it('judges the whole selection', () => {
    expect(checkOrdersJoinLoad(['A', 'W', 'S'], false)).toBeNull();
    expect(checkOrdersJoinLoad(['A', 'W'], true)).toBe('loadDetails011');
    expect(checkOrdersJoinLoad(['A', 'C'], false)).toBe('errorStatus');
    expect(checkOrdersJoinLoad(['A', 'A'], true)).toBeNull();
    expect(checkOrdersJoinLoad([], true)).toBeNull();
  });
});

describe('load contracts', () => {
  it('needs at least one order id, each a positive integer, at most 500', () => {
    expect(assembleLoadSchema.parse({ idPedidos: ['12', 3] })).toEqual({ idPedidos: [12, 3] });
    expect(assembleLoadSchema.safeParse({ idPedidos: [] }).success).toBe(false);
    expect(assembleLoadSchema.safeParse({ idPedidos: [0] }).success).toBe(false);
    expect(assembleLoadSchema.safeParse({ idPedidos: [1.5] }).success).toBe(false);
    expect(assembleLoadSchema.safeParse({ idPedidos: Array.from({ length: 501 }, (_, i) => i + 1) }).success).toBe(
      false,
    );
    expect(loadOrdersChangeSchema.parse({ idCarga: '4', idPedidos: [1] })).toEqual({ idCarga: 4, idPedidos: [1] });
    expect(loadOrdersChangeSchema.safeParse({ idPedidos: [1] }).success).toBe(false);
  });
});
