import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { physicalLocations } from './cds';
import { commercialCalendar } from './companies';
import { orders } from './orders';
import { suppliers } from './providers';

/** carga: orders of one supplier, one CD and one commercial week travelling together. */
export const loads = pgTable(
  'loads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    cdId: integer('cd_id')
      .notNull()
      .references(() => physicalLocations.id),
    commercialWeekId: integer('commercial_week_id')
      .notNull()
      .references(() => commercialCalendar.id),
    status: text('status').notNull().default('ABERTA'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    // a supplier's loads (/load) and a CD's loads (admin, logistics)
    index('loads_supplier_idx').on(t.supplierId),
    index('loads_cd_week_idx').on(t.cdId, t.commercialWeekId),
  ],
);

export const loadOrders = pgTable(
  'load_orders',
  {
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
  },
  (t) => [
    // an order joins at most one load (errorExistingOrder); also the order grid's load lookup
    uniqueIndex('load_orders_order_uq').on(t.orderId),
    // a load's orders, covering order_id so the scheduling-date filter joins without visiting the table
    index('load_orders_load_order_idx').on(t.loadId, t.orderId),
  ],
);
