import { COMPANIES, PROFILE_KEYS, permissionsOf, profileByKey, type ProfileKey } from '@portal/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import {
  loadOrders,
  loads,
  orders,
  originCertificates,
  producerDeclarations,
  sustainabilityCertificates,
} from '../db/schema/index';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../db/seed/index';
import type { AuthUser } from './auth';
import {
  loadIsVisible,
  loadIsWhollyVisible,
  rowScopeOf,
  scopeExcludes,
  visibleLoads,
  visibleOrderRows,
  visibleOrders,
  type RowScope,
  type ScopedLoad,
} from './row-scope';

const COMPANY_ID = Object.fromEntries(COMPANIES.map((c) => [c.key, c.id])) as Record<string, number>;

function userWith(profile: ProfileKey, ids: Partial<Pick<AuthUser, 'idFornecedor' | 'idCd' | 'idEmpresa'>>): AuthUser {
  return {
    sub: '1',
    chapa: '1',
    name: 'Test',
    perfis: profileByKey(profile).name,
    idFornecedor: null,
    idCd: null,
    idEmpresa: null,
    admin: profile === 'admin' ? 1 : 0,
    permissions: permissionsOf(profile),
    ...ids,
  };
}

const ALL: RowScope = { supplierId: null, cdId: null, companyId: null };

describe('rowScopeOf', () => {
  it.each<[ProfileKey, Partial<AuthUser>, RowScope]>([
    ['admin', { idEmpresa: 1 }, ALL],
    ['admin', {}, ALL],
    ['fornecedor', { idFornecedor: 7 }, { ...ALL, supplierId: 7 }],
    // only the profile's own axis counts: a supplier's stray CD or company restricts nothing more, and
    // never stands in for the supplier
    ['fornecedor', { idFornecedor: 7, idCd: 2, idEmpresa: 1 }, { ...ALL, supplierId: 7 }],
    ['logistica', { idCd: 2 }, { ...ALL, cdId: 2 }],
    ['usuario', { idEmpresa: 1 }, { ...ALL, companyId: 1 }],
    ['youcom-usuario', { idEmpresa: 4 }, { ...ALL, companyId: 4 }],
    ['camicado-usuario', { idEmpresa: 3 }, { ...ALL, companyId: 3 }],
  ])('%s with %j sees %j', (profile, ids, scope) => {
    expect(rowScopeOf(userWith(profile, ids))).toEqual(scope);
  });

  it.each<[ProfileKey, Partial<AuthUser>]>([
    ['fornecedor', {}],
    ['fornecedor', { idCd: 2, idEmpresa: 1 }],
    ['logistica', {}],
    ['logistica', { idFornecedor: 7, idEmpresa: 1 }],
    ['usuario', {}],
    ['youcom-usuario', { idCd: 2 }],
    ['camicado-usuario', { idFornecedor: 7 }],
  ])('%s with %j is incomplete: 403 tokenIncomplete, never every row', (profile, ids) => {
    expect(() => rowScopeOf(userWith(profile, ids))).toThrow(
      expect.objectContaining({ code: 'tokenIncomplete', status: 403 }),
    );
  });

  it('a token of no known profile sees nothing, even with admin 1', () => {
    const stranger = { ...userWith('admin', {}), perfis: 'NPFornec_Renner_Gerente' };
    expect(() => rowScopeOf(stranger)).toThrow(expect.objectContaining({ code: 'tokenIncomplete' }));
  });

  it('covers every profile', () => {
    for (const profile of PROFILE_KEYS) expect(profileByKey(profile).rowScope).toMatch(/^(all|supplier|cd|company)$/);
  });
});

describe('scopeExcludes', () => {
  it.each<[RowScope, { supplierId?: number; cdId?: number }, boolean]>([
    [ALL, { supplierId: 7 }, false],
    [ALL, { cdId: 2 }, false],
    [{ ...ALL, supplierId: 7 }, { supplierId: 7 }, false],
    [{ ...ALL, supplierId: 7 }, { supplierId: 8 }, true],
    [{ ...ALL, supplierId: 7 }, { cdId: 2 }, false],
    [{ ...ALL, cdId: 2 }, { cdId: 2 }, false],
    [{ ...ALL, cdId: 2 }, { cdId: 3 }, true],
    [{ ...ALL, cdId: 2 }, { supplierId: 7 }, false],
    [{ ...ALL, companyId: 4 }, { supplierId: 7 }, false],
    [{ ...ALL, companyId: 4 }, { cdId: 2 }, false],
  ])('%j naming %j: %s', (scope, named, expected) => {
    expect(scopeExcludes(scope, named)).toBe(expected);
  });
});

describe('visibleOrders and visibleLoads (seeded database)', () => {
  let t: TestApp;
  /** Every load with its supplier, CD and the companies of its orders. */
  let everyLoad: (ScopedLoad & { id: number })[];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .select({
        id: loads.id,
        supplierId: loads.supplierId,
        cdId: loads.cdId,
        companyIds: sql<number[]>`coalesce(array_agg(distinct ${orders.companyId}), '{}')`,
      })
      .from(loads)
      .leftJoin(loadOrders, eq(loadOrders.loadId, loads.id))
      .leftJoin(orders, eq(orders.id, loadOrders.orderId))
      .groupBy(loads.id)
      .orderBy(asc(loads.id));
    everyLoad = rows.map((r) => ({ ...r, companyIds: (r.companyIds ?? []).map(Number) }));
  });

  afterAll(async () => {
    await t?.close();
  });

  const SCOPES: [string, RowScope][] = [
    ['every row', ALL],
    ['supplier A', { ...ALL, supplierId: DEMO_SUPPLIER_A_ID }],
    ['supplier B', { ...ALL, supplierId: DEMO_SUPPLIER_B_ID }],
    ['the demo CD', { ...ALL, cdId: DEMO_CD_ID }],
    ['Renner', { ...ALL, companyId: COMPANY_ID.Renner! }],
    ['Youcom', { ...ALL, companyId: COMPANY_ID.Youcom! }],
    ['Camicado', { ...ALL, companyId: COMPANY_ID.Camicado! }],
  ];

  it.each(SCOPES)(
    'visibleOrders for %s lets through exactly the orders of that supplier, CD or company',
    async (_, scope) => {
      const seen = await t.database.db
        .select({ supplierId: orders.supplierId, cdId: orders.cdId, companyId: orders.companyId })
        .from(orders)
        .where(visibleOrders(scope));
      const [total] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      expect(seen.length).toBeGreaterThan(0);
      for (const row of seen) {
        if (scope.supplierId !== null) expect(row.supplierId).toBe(scope.supplierId);
        if (scope.cdId !== null) expect(row.cdId).toBe(scope.cdId);
        if (scope.companyId !== null) expect(row.companyId).toBe(scope.companyId);
      }
      if (scope === ALL) expect(seen.length).toBe(total!.n);
      else expect(seen.length).toBeLessThan(total!.n);
    },
  );

  it.each(SCOPES)(
    'visibleOrderRows for %s lets through exactly the documents of the orders visibleOrders lets through',
    async (_, scope) => {
      let seen = 0;
      for (const table of [originCertificates, sustainabilityCertificates, producerDeclarations]) {
        const ids = async (where: SQL | undefined) =>
          (
            await t.database.db
              .select({ id: table.id })
              .from(table)
              .innerJoin(orders, eq(orders.id, table.orderId))
              .where(where)
              .orderBy(asc(table.id))
          ).map((r) => r.id);
        const expected = await ids(visibleOrders(scope));
        expect(await ids(visibleOrderRows(scope, table.supplierId))).toEqual(expected);
        seen += expected.length;
      }
      // Camicado asks for no document, so its orders may have none
      if (scope.companyId !== COMPANY_ID.Camicado) expect(seen).toBeGreaterThan(0);
    },
  );

  it.each(SCOPES)('visibleLoads for %s agrees with loadIsVisible on every load', async (_, scope) => {
    const rows = await t.database.db
      .select({ id: loads.id })
      .from(loads)
      .where(visibleLoads(scope))
      .orderBy(asc(loads.id));
    const expected = everyLoad.filter((l) => loadIsVisible(scope, l)).map((l) => l.id);
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('a company sees a load that mixes companies, but not wholly', async () => {
    const mixed = everyLoad.filter((l) => l.companyIds.length > 1);
    expect(mixed.length).toBeGreaterThan(0);
    for (const load of mixed) {
      for (const companyId of load.companyIds) {
        const scope = { ...ALL, companyId };
        expect(loadIsVisible(scope, load)).toBe(true);
        expect(loadIsWhollyVisible(scope, load)).toBe(false);
      }
      expect(loadIsWhollyVisible(ALL, load)).toBe(true);
    }
  });

  it('the company condition on loads does not disturb a query that joins orders itself', async () => {
    const youcom = { ...ALL, companyId: COMPANY_ID.Youcom! };
    const rows = await t.database.db
      .select({ loadId: loads.id, orderId: orders.id, companyId: orders.companyId })
      .from(loads)
      .innerJoin(loadOrders, eq(loadOrders.loadId, loads.id))
      .innerJoin(orders, eq(orders.id, loadOrders.orderId))
      .where(and(visibleLoads(youcom), visibleOrders(youcom)));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([COMPANY_ID.Youcom]));
  });
});
