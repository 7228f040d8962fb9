import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { users } from './auth';
import { orderItems, orderReference } from './orders';

/** resto/sobra: the leftover quantities a supplier declares for an order's items, once per order. */
export const leftovers = pgTable(
  'leftovers',
  {
    id: identityId(),
    orderId: orderReference('order_id'),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    leftoverOrderId: bigint('leftover_order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one record per order: a second save is refused, the modal then shows the record read-only
    uniqueIndex('leftovers_order_uq').on(t.orderId),
  ],
);

export const leftoverItems = pgTable(
  'leftover_items',
  {
    id: identityId(),
    leftoverId: requiredReference('leftover_id', () => leftovers.id, { onDelete: 'cascade' }),
    orderItemId: requiredReference('order_item_id', () => orderItems.id),
    qtLeftover: integer('qt_leftover').notNull(),
  },
  (t) => [
    // a record's items
    index('leftover_items_leftover_idx').on(t.leftoverId),
  ],
);
