import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/database';
import { createEmptyTestDatabase, createTestDatabase } from './test-database';

const count = async (database: Database, table: string): Promise<number> => {
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};

describe('test database harness', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('gives each caller its own copy of the seeded database', async () => {
    const before = await count(second, 'suppliers');
    expect(before).toBeGreaterThanOrEqual(40);
    await first.db.execute(
      sql`insert into suppliers (id, name, cnpj, city, state) values (999999, 'Têxtil Isolamento Ltda', '11222333000181', 'Blumenau', 'SC')`,
    );
    await first.db.execute(sql`delete from order_item_details`);
    expect(await count(first, 'suppliers')).toBe(before + 1);
    expect(await count(second, 'suppliers')).toBe(before);
    expect(await count(first, 'order_item_details')).toBe(0);
    expect(await count(second, 'order_item_details')).toBeGreaterThan(0);
  });

  it('is already migrated: migrate() has nothing left to do', async () => {
    await expect(second.migrate()).resolves.toBeUndefined();
  });

  it('offers an empty copy with reference data and no demo data', async () => {
    const empty = await createEmptyTestDatabase();
    try {
      expect(await count(empty, 'companies')).toBe(3);
      expect(await count(empty, 'profiles')).toBe(6);
      expect(await count(empty, 'commercial_calendar')).toBeGreaterThan(200);
      expect(await count(empty, 'suppliers')).toBe(0);
      expect(await count(empty, 'orders')).toBe(0);
      expect(await count(empty, 'users')).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
