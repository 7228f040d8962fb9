import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredReference } from './column-builders';
import { creationColumns, supplierCdWeekColumns } from './columns';
import { orderReference } from './orders';

/** carga: orders of one supplier, one CD and one commercial week travelling together. */
export const loads = pgTable(
  'loads',
  {
    id: identityId(),
    ...supplierCdWeekColumns(),
    status: text('status').notNull().default('ABERTA'),
    ...creationColumns(),
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
    loadId: requiredReference('load_id', () => loads.id, { onDelete: 'cascade' }),
    orderId: orderReference('order_id'),
  },
  (t) => [
    // an order joins at most one load (errorExistingOrder); also the order grid's load lookup
    uniqueIndex('load_orders_order_uq').on(t.orderId),
    // a load's orders, covering order_id so the scheduling-date filter joins without visiting the table
    index('load_orders_load_order_idx').on(t.loadId, t.orderId),
  ],
);
