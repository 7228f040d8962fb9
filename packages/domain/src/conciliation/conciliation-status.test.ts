import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions';
import { PROFILE_KEYS } from '../auth/profiles';
import { CONCILIATION_STATUSES, isConciliationApproved } from '../orders/order-actions';
import {
  canConciliateConditionally,
  canPrintSeal,
  canReconcile,
  CONCILIATION_STATUS,
  CONCILIATION_STATUS_KEYS,
  conciliationBadge,
  conciliationSides,
  goesStraightToStatus,
  isConciliationStatus,
  isFullyApproved,
  isSideApproved,
} from './conciliation-status';

const PAIRS = CONCILIATION_STATUSES.flatMap((c) => CONCILIATION_STATUSES.map((f) => [c, f] as const));
const CONDITIONAL = ['btn-conciliate-conditional'];

describe('CONCILIATION_STATUS', () => {
  it('names the ids of spec 000 §4', () => {
    expect(CONCILIATION_STATUS).toEqual({ notSent: 0, sent: 1, reconciled: 2, rejected: 3, conditional: 4 });
    expect(Object.values(CONCILIATION_STATUS)).toEqual([...CONCILIATION_STATUSES]);
    for (const id of CONCILIATION_STATUSES) expect(CONCILIATION_STATUS[CONCILIATION_STATUS_KEYS[id]]).toBe(id);
  });

  it('recognises ids', () => {
    for (const id of CONCILIATION_STATUSES) expect(isConciliationStatus(id)).toBe(true);
    for (const v of [-1, 5, 2.5, '2', null, undefined, NaN]) expect(isConciliationStatus(v)).toBe(false);
  });
});

describe('conciliationSides', () => {
  it('reads an order summary', () => {
    expect(
      conciliationSides({
        statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' },
        statusConciliacaoFiscal: { id: 4, descricao: 'Condicional' },
      }),
    ).toEqual({ statusComercial: 2, statusFiscal: 4 });
  });
});

describe('isSideApproved and conciliationBadge', () => {
  it.each([
    [0, false, 'danger'],
    [1, false, 'danger'],
    [2, true, 'success'],
    [3, false, 'danger'],
    [4, false, 'danger'],
    [null, false, 'danger'],
    [undefined, false, 'danger'],
  ])('%s → %s, %s', (status, approved, badge) => {
    expect(isSideApproved(status)).toBe(approved);
    expect(conciliationBadge(status)).toBe(badge);
  });
});

describe('isFullyApproved and canPrintSeal', () => {
  it.each(PAIRS)('%s/%s is approved only when 2/2', (c, f) => {
    const expected = c === 2 && f === 2;
    expect(isFullyApproved(c, f)).toBe(expected);
    expect(canPrintSeal(c, f)).toBe(expected);
    // agrees with the rule already used by the order page
    expect(isConciliationApproved({ statusComercial: c, statusFiscal: f })).toBe(expected);
  });

  it('is false with a missing side', () => {
    expect(isFullyApproved(2, null)).toBe(false);
    expect(isFullyApproved(undefined, 2)).toBe(false);
    expect(canPrintSeal(null, null)).toBe(false);
  });
});

describe('canConciliateConditionally', () => {
  it.each(PAIRS)('%s/%s with the permission: only 2/4', (c, f) => {
    expect(canConciliateConditionally(c, f, CONDITIONAL)).toBe(c === 2 && f === 4);
  });

  it('needs the permission', () => {
    expect(canConciliateConditionally(2, 4, [])).toBe(false);
    expect(canConciliateConditionally(2, 4, ['cancel-conciliation', 'reconcile'])).toBe(false);
    expect(canConciliateConditionally(null, 4, CONDITIONAL)).toBe(false);
  });

  it('follows the role table: admin, usuario, youcom-usuario, camicado-usuario', () => {
    const allowed = PROFILE_KEYS.filter((p) => canConciliateConditionally(2, 4, permissionsOf(p)));
    expect([...allowed].sort()).toEqual(['admin', 'camicado-usuario', 'usuario', 'youcom-usuario']);
  });
});

describe('canReconcile', () => {
  it.each(PAIRS)('last conciliation %s/%s: disabled only when 2/2', (c, f) => {
    expect(canReconcile({ statusComercial: c, statusFiscal: f })).toBe(!(c === 2 && f === 2));
  });

  it('is enabled without a previous conciliation', () => {
    expect(canReconcile(null)).toBe(true);
    expect(canReconcile(undefined)).toBe(true);
  });
});

describe('goesStraightToStatus', () => {
  it.each(PAIRS)('%s/%s: only 2/2 and 2/4', (c, f) => {
    expect(goesStraightToStatus(c, f)).toBe(c === 2 && (f === 2 || f === 4));
  });

  it('is false with a missing side', () => {
    expect(goesStraightToStatus(2, null)).toBe(false);
    expect(goesStraightToStatus(undefined, 2)).toBe(false);
  });
});
