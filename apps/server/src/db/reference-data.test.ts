import { COMPANIES, PERMISSION_PROFILES, PROFILES, ALL_PERMISSIONS, commercialWeeksOfYear } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testToday, useTestDatabase } from '../../test/support/test-database';
import { commercialWeekId, syncReferenceData } from './reference-data';
import { commercialCalendar, companies, permissions, profilePermissions, profiles } from './schema/index';

describe('syncReferenceData', () => {
  const database = useTestDatabase({ empty: true });

  it('stores the companies with their document flags', async () => {
    const rows = await database.db.select().from(companies).orderBy(companies.id);
    expect(rows.map((c) => [c.id, c.code, c.name])).toEqual(COMPANIES.map((c) => [c.id, c.code, c.name]));
    expect(rows.map((c) => [c.requireProducerDeclaration, c.requireSustainabilityCertificate])).toEqual([
      [true, true],
      [false, false],
      [false, true],
    ]);
  });

  it('mirrors the profiles and the permission matrix of the domain', async () => {
    expect((await database.db.select().from(profiles)).length).toBe(PROFILES.length);
    const perms = await database.db.select().from(permissions);
    expect(perms.length).toBe(ALL_PERMISSIONS.length);
    expect(perms.find((p) => p.key === 'cd-list')?.kind).toBe('route');
    expect(perms.find((p) => p.key === 'aceite-pedido')?.kind).toBe('action');
    const matrix = await database.db.select().from(profilePermissions);
    const expected = ALL_PERMISSIONS.reduce((n, p) => n + PERMISSION_PROFILES[p].length, 0);
    expect(matrix.length).toBe(expected);
  });

  it('covers the previous, current and next two years of the calendar', async () => {
    const year = Number(testToday().slice(0, 4));
    const rows = await database.db
      .select({ id: commercialCalendar.id, year: commercialCalendar.year })
      .from(commercialCalendar);
    for (const y of [year - 1, year, year + 1, year + 2]) {
      expect(rows.filter((r) => r.year === y).length).toBe(commercialWeeksOfYear(y).length);
    }
    const w = commercialWeeksOfYear(year)[9]!;
    expect(rows.some((r) => r.id === commercialWeekId(w.year, w.week))).toBe(true);
  });

  it('is idempotent, removes rows the domain dropped and keeps an operator-changed company flag', async () => {
    const db = database.db;
    await db.insert(permissions).values({ key: 'obsolete-screen', kind: 'route' });
    await db.insert(profilePermissions).values({ profileKey: 'fornecedor', permissionKey: 'obsolete-screen' });
    await db.insert(profilePermissions).values({ profileKey: 'fornecedor', permissionKey: 'cd-list' }); // not in the matrix
    await db.insert(profiles).values({ key: 'gerente', name: 'NPFornec_Renner_Gerente' });
    await db.update(companies).set({ requireProducerDeclaration: false }).where(eq(companies.id, 1));
    await db
      .update(commercialCalendar)
      .set({ endDate: '2000-01-01' })
      .where(eq(commercialCalendar.id, commercialWeekId(Number(testToday().slice(0, 4)), 10)));

    await syncReferenceData(db, { today: testToday() });
    await syncReferenceData(db, { today: testToday() });

    expect(await db.select().from(permissions).where(eq(permissions.key, 'obsolete-screen'))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.key, 'gerente'))).toEqual([]);
    const fornecedor = await db
      .select()
      .from(profilePermissions)
      .where(eq(profilePermissions.profileKey, 'fornecedor'));
    expect(fornecedor.map((r) => r.permissionKey).sort()).toEqual(
      ALL_PERMISSIONS.filter((p) => PERMISSION_PROFILES[p].includes('fornecedor')).sort(),
    );
    const [renner] = await db.select().from(companies).where(eq(companies.id, 1));
    expect(renner!.requireProducerDeclaration).toBe(false);
    const stale = (await db.execute(
      sql`select count(*)::int as n from commercial_calendar where end_date = '2000-01-01'`,
    )) as { rows: { n: number }[] };
    expect(stale.rows[0]!.n).toBe(0);
  });
});
