import { asc, eq } from 'drizzle-orm';
import { leftoverItems, leftovers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { clock } from '../../platform/clock';

export type LeftoverRow = typeof leftovers.$inferSelect;
export type LeftoverItemRow = typeof leftoverItems.$inferSelect;

export interface StoredLeftover {
  record: LeftoverRow;
  items: LeftoverItemRow[];
}

/** The order's record with its items, or undefined (at most one per order: leftovers_order_uq). */
export async function findByOrder(db: DbOrTx, orderId: number): Promise<StoredLeftover | undefined> {
  const [record] = await db.select().from(leftovers).where(eq(leftovers.orderId, orderId));
  if (!record) return undefined;
  const items = await db
    .select()
    .from(leftoverItems)
    .where(eq(leftoverItems.leftoverId, record.id))
    .orderBy(asc(leftoverItems.id));
  return { record, items };
}

export async function insertLeftover(
  db: DbOrTx,
  record: typeof leftovers.$inferInsert,
  items: readonly { orderItemId: number; qtLeftover: number }[],
): Promise<StoredLeftover> {
  const [saved] = await db
    .insert(leftovers)
    .values({ createdAt: clock.now(), ...record })
    .returning();
  if (!saved) throw new Error('leftover not returned');
  const savedItems = await db
    .insert(leftoverItems)
    .values(items.map((i) => ({ leftoverId: saved.id, orderItemId: i.orderItemId, qtLeftover: i.qtLeftover })))
    .returning();
  return { record: saved, items: savedItems };
}
