import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions';
import type { ProfileKey } from '../auth/profiles';
import {
  availableOrderActions,
  canAcceptOrder,
  checkOrderAction,
  conciliationDot,
  isConciliationApproved,
  type OrderAction,
} from './order-actions';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const perms = (p: ProfileKey) => permissionsOf(p);
const one = (status: OrderStatus) => [{ status }];

describe('checkOrderAction: statuses with one selected order (admin holds every permission)', () => {
  const allowed: Record<OrderAction, OrderStatus[]> = {
    boxTag: ['A', 'D'],
    priceTag: ['A', 'D'],
    reconcile: ['A'],
    assembleLoad: ['A', 'W', 'S'],
    exportPoReport: ['A', 'D', 'N', 'M', 'W'],
    importChart: [],
  };
  for (const [action, statuses] of Object.entries(allowed) as [OrderAction, OrderStatus[]][]) {
    if (action === 'importChart') continue;
    it.each(ORDER_STATUSES)(`${action} on %s`, (status) => {
      expect(checkOrderAction(action, one(status), perms('admin')).allowed).toBe(statuses.includes(status));
    });
  }
});

describe('checkOrderAction: selection', () => {
  it('needs exactly one order except to assemble a load', () => {
    const two = [{ status: 'A' as const }, { status: 'A' as const }];
    expect(checkOrderAction('reconcile', [], perms('admin'))).toEqual({ allowed: false, reason: 'selectOne' });
    expect(checkOrderAction('reconcile', two, perms('admin'))).toEqual({ allowed: false, reason: 'selectOne' });
    expect(checkOrderAction('assembleLoad', [], perms('admin'))).toEqual({
      allowed: false,
      reason: 'selectAtLeastOne',
    });
    expect(checkOrderAction('assembleLoad', two, perms('admin')).allowed).toBe(true);
    expect(checkOrderAction('assembleLoad', [{ status: 'A' }, { status: 'C' }], perms('admin'))).toEqual({
      allowed: false,
      reason: 'status',
    });
  });
});

describe('checkOrderAction: permissions', () => {
  it.each([
    // name, action, the status that needs the admin permission, a profile holding it, a status that does not
    ['box label of a delivered order needs the admin print permission', 'boxTag', 'D', 'logistica', 'A'],
    ['export of an order being edited needs the admin export permission', 'exportPoReport', 'W', 'admin', 'N'],
  ] as const)('%s', (_name, action, status, permitted, freeStatus) => {
    expect(checkOrderAction(action, one(status), perms('fornecedor'))).toEqual({
      allowed: false,
      reason: 'adminPermission',
    });
    expect(checkOrderAction(action, one(status), perms(permitted)).allowed).toBe(true);
    expect(checkOrderAction(action, one(freeStatus), perms('fornecedor')).allowed).toBe(true);
  });

  it('import chart is Youcom Usuario only', () => {
    expect(checkOrderAction('importChart', one('A'), perms('youcom-usuario')).allowed).toBe(true);
    expect(checkOrderAction('importChart', one('A'), perms('admin'))).toEqual({
      allowed: false,
      reason: 'permission',
    });
  });

  it('reports every action at once', () => {
    const all = availableOrderActions(one('A'), perms('fornecedor'));
    expect(all.reconcile.allowed).toBe(true);
    expect(all.assembleLoad.allowed).toBe(true);
    expect(all.importChart.allowed).toBe(false);
  });
});

describe('acceptance and conciliation helpers', () => {
  it.each([
    ['N', 'fornecedor', true],
    ['M', 'admin', true],
    ['M', 'logistica', true],
    ['A', 'fornecedor', false],
    ['N', 'usuario', false],
    ['N', 'camicado-usuario', false],
  ] as const)('accept %s as %s: %s', (status, profile, expected) => {
    expect(canAcceptOrder(status, perms(profile))).toBe(expected);
  });

  it.each([
    [2, 'green'],
    [3, 'red'],
    [0, null],
    [1, null],
    [4, null],
    [null, null],
  ] as const)('dot for %s is %s', (status, dot) => {
    expect(conciliationDot(status)).toBe(dot);
  });

  it('is approved only when both sides are 2', () => {
    expect(isConciliationApproved({ statusComercial: 2, statusFiscal: 2 })).toBe(true);
    expect(isConciliationApproved({ statusComercial: 2, statusFiscal: 4 })).toBe(false);
    expect(isConciliationApproved(null)).toBe(false);
  });
});
