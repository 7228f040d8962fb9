import { asc, eq, sql } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index';
import { DEMO_SUPPLIER_A_ID } from '../../src/db/seed/suppliers.seed';
import type { DbOrTx } from '../../src/platform/database';

/**
 * Fresh orders for tests: copies of one of the supplier's seeded orders under new ids, so that their status, CD,
 * company and items are what the test needs and no other test has touched them. The area's test-support sets what
 * its tests vary (records, loads, labels).
 */

export type OrderRow = typeof orders.$inferSelect;

/** The supplier's first order, which the copies start from. */
export async function templateOrder(db: DbOrTx, supplierId: number): Promise<OrderRow> {
  const [template] = await db
    .select()
    .from(orders)
    .where(eq(orders.supplierId, supplierId))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!template) throw new Error(`supplier ${supplierId} has no order to copy`);
  return template;
}

/**
 * New order ids, counting up from `offset` above the seed's highest id: each test-support module takes its own
 * range, so the fixtures of two areas never collide in one database.
 */
export function orderIdsFrom(offset: number): (db: DbOrTx, count: number) => Promise<number[]> {
  let next = 0;
  return async (db, count) => {
    if (next === 0) {
      const [max] = await db.select({ id: sql<number>`max(${orders.id})::bigint` }).from(orders);
      next = Number(max?.id ?? 0) + offset;
    }
    return Array.from({ length: count }, () => next++);
  };
}

/** A copy of the template under a new id: status A (or the given one), accepted by no one, no sample origin. */
export function orderCopy(
  template: OrderRow,
  id: number,
  fixture: { status?: string; companyId?: number } = {},
): OrderRow {
  return {
    ...template,
    id,
    status: fixture.status ?? 'A',
    companyId: fixture.companyId ?? template.companyId,
    sampleOriginOrderId: null,
    acceptedBy: null,
    acceptedAt: null,
  };
}

/** What every area's copies may vary: whose order is copied (supplier A's unless told), its status, company and CD. */
export interface OrderCopyFixture {
  supplierId?: number;
  status?: string;
  companyId?: number;
  cdId?: number;
}

/**
 * An area's maker of fresh orders, ids from the area's own range: it inserts `count` copies of the supplier's template
 * order, at the area's CD unless told, with the columns the area's tests vary laid over them, and answers the new ids.
 */
export function orderMaker(
  offset: number,
  area: { cdId: number },
): (db: DbOrTx, count: number, copy?: OrderCopyFixture, columns?: Partial<OrderRow>) => Promise<number[]> {
  const newOrderIds = orderIdsFrom(offset);
  return async (db, count, copy = {}, columns = {}) => {
    const template = await templateOrder(db, copy.supplierId ?? DEMO_SUPPLIER_A_ID);
    const rows = (await newOrderIds(db, count)).map((id) => ({
      ...orderCopy(template, id, copy),
      cdId: copy.cdId ?? area.cdId,
      ...columns,
    }));
    await db.insert(orders).values(rows);
    return rows.map((r) => r.id);
  };
}
