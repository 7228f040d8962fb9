import { addDays, declarationAuditInputSchema, DECLARATION_PAGE_SIZE, validityStateOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { demoDeclarations } from './declarations.seed';
import { generateDemoData } from './demo-data';
import { DEMO_NORMS } from './norms.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

const data = generateDemoData(TEST_TODAY);
const declarations = demoDeclarations(data);
const orderById = new Map(data.orders.map((o) => [o.id, o]));

describe('demoDeclarations', () => {
  it('is a pure function of the day', () => {
    expect(demoDeclarations(generateDemoData(TEST_TODAY))).toEqual(declarations);
  });

  it('declares Renner Normal orders of suppliers that ask for it (and two of B’s from before), enough to page', () => {
    expect(declarations.length).toBeGreaterThan(2 * DECLARATION_PAGE_SIZE);
    const asking = new Set(data.suppliers.filter((s) => s.row.requireProducerDeclaration).map((s) => s.row.id));
    for (const d of declarations) {
      const order = orderById.get(d.orderId)!;
      expect([order.companyId, order.nature, order.supplierId]).toEqual([1, 'Normal', d.supplierId]);
      if (d.supplierId !== DEMO_SUPPLIER_B_ID) expect(asking.has(d.supplierId)).toBe(true);
    }
    expect(declarations.some((d) => d.supplierId === DEMO_SUPPLIER_A_ID)).toBe(true);
    expect(declarations.some((d) => d.supplierId === DEMO_SUPPLIER_B_ID)).toBe(true);
  });

  it('leaves supplier A’s open approved orders that need a declaration without one (the road’s journeys)', () => {
    const reconciled = new Set(data.conciliations.conciliations.map((c) => c.orderId));
    const declared = new Set(declarations.map((d) => d.orderId));
    const open = data.orders.filter(
      (o) =>
        o.supplierId === DEMO_SUPPLIER_A_ID &&
        o.companyId === 1 &&
        o.nature === 'Normal' &&
        o.status === 'A' &&
        !reconciled.has(o.id),
    );
    expect(open.length).toBeGreaterThan(5);
    expect(open.filter((o) => declared.has(o.id))).toEqual([]);
  });

  it('has every status, every Fecomercio state, expiring and expired ones, and an order sent twice', () => {
    expect(new Set(declarations.map((d) => d.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(declarations.map((d) => d.fecomercioStatus)).size).toBe(10);
    const states = new Set(declarations.map((d) => validityStateOf(d.validUntil, TEST_TODAY)));
    expect(states).toEqual(new Set(['valid', 'expiring', 'expired']));
    const ofA = declarations.filter((d) => d.supplierId === DEMO_SUPPLIER_A_ID);
    expect(ofA.some((d) => d.validUntil! >= addDays(TEST_TODAY, -30) && d.validUntil! <= addDays(TEST_TODAY, 30))).toBe(
      true,
    );
    const orders = declarations.map((d) => d.orderId);
    expect(new Set(orders).size).toBeLessThan(orders.length);
    expect(new Set(declarations.map((d) => d.format))).toEqual(new Set(['pdf', 'docx']));
  });

  it('passes the audit form: known norms, FOB min ≤ max, validity not before the declaration, notes on rejections', () => {
    const codes = new Set(DEMO_NORMS.map((n) => n.code));
    for (const d of declarations) {
      if (d.normCode !== null) expect(codes.has(d.normCode)).toBe(true);
      if (d.itemFobMin !== null) expect(Number(d.itemFobMin)).toBeLessThanOrEqual(Number(d.itemFobMax));
      if (d.validUntil !== null && d.declaredOn !== null) expect(d.validUntil >= d.declaredOn).toBe(true);
      expect(d.note !== null).toBe(d.status === 3);
      expect(
        declarationAuditInputSchema.safeParse({
          status: d.status,
          itemFOBMin: d.itemFobMin,
          itemFOBMax: d.itemFobMax,
          dataDeclaracao: d.declaredOn,
          dataValidade: d.validUntil,
          numeroDJO: d.djoNumber,
          dataDJO: d.djoDate,
          moeda: d.currency,
          observacao: d.note,
        }).success,
      ).toBe(true);
    }
  });
});
