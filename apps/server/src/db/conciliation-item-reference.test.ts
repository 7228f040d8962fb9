import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';

/**
 * conciliation_items.order_item_id refers to order_items through triggers (migration 0010, issue 13), checked once
 * per statement instead of per row: they must refuse what the foreign key refused, on PGlite and PostgreSQL.
 */

const database = useTestDatabase();
let conciliationId: number;
let orderItemId: number;
let otherItemId: number;

/** The rows a query answers (PGlite and node-postgres both answer { rows }). */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE of what a statement threw (drizzle wraps the driver's error), or null when it succeeded. */
async function sqlStateOf(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
}

beforeAll(async () => {
  const [order] = await rows<{ order_id: number; id: number }>(
    sql`select order_id, id from order_items order by order_id, id limit 1`,
  );
  const [other] = await rows<{ id: number }>(
    sql`select id from order_items where id <> ${order!.id} order by id limit 1`,
  );
  orderItemId = order!.id;
  otherItemId = other!.id;
  const [conciliation] = await rows<{ id: number }>(sql`
    insert into conciliations (order_id, commercial_status, fiscal_status, created_at, commercial_at)
    values (${order!.order_id}, 3, 0, now(), now()) returning id`);
  conciliationId = conciliation!.id;
});

const insertRows = (...itemIds: (number | null)[]) =>
  database.db.execute(sql`
    insert into conciliation_items (conciliation_id, line, order_item_id)
    select ${conciliationId}, x.line, x.item
    from json_to_recordset(${JSON.stringify(itemIds.map((item, i) => ({ line: i + 1, item })))}::json)
      as x(line smallint, item integer)`);

describe('conciliation rows and the order items they refer to', () => {
  it('takes rows that refer to existing order items, or to none', async () => {
    expect(await sqlStateOf(insertRows(orderItemId, null, otherItemId))).toBeNull();
  });

  it('refuses a statement in which one row of many refers to a missing order item, writing none of them', async () => {
    const before = await rows(sql`select count(*)::int as n from conciliation_items`);
    expect(await sqlStateOf(insertRows(orderItemId, 2_000_000_000, otherItemId))).toBe('23503');
    expect(await rows(sql`select count(*)::int as n from conciliation_items`)).toEqual(before);
  });

  it('refuses changing a row to a missing order item, and takes an existing one', async () => {
    const change = (item: number) =>
      database.db.execute(sql`
        update conciliation_items set order_item_id = ${item}
        where conciliation_id = ${conciliationId} and order_item_id = ${orderItemId}`);
    expect(await sqlStateOf(change(2_000_000_000))).toBe('23503');
    expect(await sqlStateOf(change(otherItemId))).toBeNull();
  });

  it('keeps an order item that rows refer to from being deleted or renumbered', async () => {
    expect(await sqlStateOf(database.db.execute(sql`delete from order_items where id = ${otherItemId}`))).toBe('23503');
    expect(
      await sqlStateOf(database.db.execute(sql`update order_items set id = 2000000001 where id = ${otherItemId}`)),
    ).toBe('23503');
  });

  it('lets an order item go once no row refers to it (deleting the conciliation takes its rows)', async () => {
    await database.db.execute(sql`delete from conciliations where id = ${conciliationId}`);
    const [unreferenced] = await rows<{ id: number }>(sql`
      select oi.id from order_items oi
      where not exists (select 1 from leftover_items l where l.order_item_id = oi.id)
        and not exists (select 1 from conciliation_items ci where ci.order_item_id = oi.id)
      order by oi.id limit 1`);
    const id = unreferenced?.id;
    expect(id).toBeDefined();
    expect(await sqlStateOf(database.db.execute(sql`delete from order_items where id = ${id!}`))).toBeNull();
  });
});
