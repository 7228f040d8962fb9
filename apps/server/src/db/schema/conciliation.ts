import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';

/**
 * conciliacao: one reconciliation of an order against an NF-e. Per side: 0 not sent, 1 sent,
 * 2 reconciled, 3 rejected, 4 conditional. The conciliation area adds the invoice, items and history.
 */
export const conciliations = pgTable(
  'conciliations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    commercialStatus: smallint('commercial_status').notNull().default(0),
    fiscalStatus: smallint('fiscal_status').notNull().default(0),
    invoiceNumber: text('invoice_number'),
    invoiceSeries: text('invoice_series'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    // an order's last conciliation (grid dots, subcontractor lock): newest id per order
    index('conciliations_order_idx').on(t.orderId, t.id),
  ],
);
