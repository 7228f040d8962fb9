import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import { orders, subcontractorInvoices, suppliers } from '../../db/schema/index';
import { insertReturningId } from '../../db/insert-id';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/** Subcontractor invoices: SQL only. An invoice is seen through its order (platform/row-scope.ts). */

/** An invoice with its provider's name. */
export type InvoiceRow = typeof subcontractorInvoices.$inferSelect & { supplierName: string };

/** What a save writes: the subcontractor and the six invoice fields. */
export type InvoiceValues = Pick<
  typeof subcontractorInvoices.$inferInsert,
  | 'subcontractorId'
  | 'outboundDate'
  | 'outboundNumber'
  | 'outboundPieces'
  | 'returnDate'
  | 'returnNumber'
  | 'returnPieces'
>;

const invoiceColumns = { ...getTableColumns(subcontractorInvoices), supplierName: suppliers.name };

/** Invoices joined to their order (for the row scope) and provider (for its name). */
function scopedInvoices(db: DbOrTx, scope: RowScope, where: ReturnType<typeof eq>) {
  return db
    .select(invoiceColumns)
    .from(subcontractorInvoices)
    .innerJoin(orders, eq(orders.id, subcontractorInvoices.orderId))
    .innerJoin(suppliers, eq(suppliers.id, subcontractorInvoices.supplierId))
    .where(and(where, visibleOrders(scope)));
}

/** An order's invoices in the order they were registered (index subcontractor_invoices_order_idx). */
export async function invoicesOfOrder(db: DbOrTx, scope: RowScope, orderId: number): Promise<InvoiceRow[]> {
  return scopedInvoices(db, scope, eq(subcontractorInvoices.orderId, orderId)).orderBy(asc(subcontractorInvoices.id));
}

/** How many invoices an order has (the reconcile road's check; the caller has found the order visible). */
export async function countInvoicesOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ invoices: count() })
    .from(subcontractorInvoices)
    .where(eq(subcontractorInvoices.orderId, orderId));
  return row?.invoices ?? 0;
}

/** One invoice, when its order is in the scope. */
export async function findInvoice(db: DbOrTx, scope: RowScope, id: number): Promise<InvoiceRow | null> {
  const [row] = await scopedInvoices(db, scope, eq(subcontractorInvoices.id, id));
  return row ?? null;
}

export async function insertInvoice(
  tx: Tx,
  values: InvoiceValues & {
    orderId: number;
    supplierId: number;
    createdAt: Date;
    createdBy: number | null;
    updatedAt: Date;
    updatedBy: number | null;
  },
): Promise<number> {
  return insertReturningId(tx, subcontractorInvoices, values);
}

export async function updateInvoice(
  tx: Tx,
  id: number,
  values: InvoiceValues & { updatedAt: Date; updatedBy: number | null },
): Promise<void> {
  await tx.update(subcontractorInvoices).set(values).where(eq(subcontractorInvoices.id, id));
}

export async function deleteInvoice(tx: Tx, id: number): Promise<void> {
  await tx.delete(subcontractorInvoices).where(eq(subcontractorInvoices.id, id));
}
