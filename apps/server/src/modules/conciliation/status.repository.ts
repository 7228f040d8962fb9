import type { ConciliationReason } from '@portal/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conciliationHistory, conciliationItems, conciliations, orders, suppliers, users } from '../../db/schema/index';
import { selectConciliationsWithOrder } from '../../db/order-parties';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';
import { currentConciliationFirst, currentConciliationOf } from '../../db/current-conciliation';

/**
 * SQL of one conciliation (the status page): the result of an order, its history, and the writes of cancel,
 * observation and RFM. A conciliation is visible when its order is (platform/row-scope.ts): every read joins
 * the order and applies visibleOrders.
 */

// ---------------------------------------------------------------------------------------------------------
// One order's conciliation

const conciliationColumns = {
  id: conciliations.id,
  orderId: conciliations.orderId,
  commercialStatus: conciliations.commercialStatus,
  fiscalStatus: conciliations.fiscalStatus,
  invoiceNumber: conciliations.invoiceNumber,
  invoiceSeries: conciliations.invoiceSeries,
  accessKey: conciliations.accessKey,
  invoiceIssuedAt: conciliations.invoiceIssuedAt,
  issuerCnpj: conciliations.issuerCnpj,
  issuerName: conciliations.issuerName,
  recipientCnpj: conciliations.recipientCnpj,
  invoiceTotal: conciliations.invoiceTotal,
  invoiceFileId: conciliations.invoiceFileId,
  rejection: conciliations.rejection,
  observation: conciliations.observation,
  conditionalAt: conciliations.conditionalAt,
  cancelledAt: conciliations.cancelledAt,
  cancelReason: conciliations.cancelReason,
  rfmStatus: conciliations.rfmStatus,
  rfmAt: conciliations.rfmAt,
  createdAt: conciliations.createdAt,
};

/** Who cancelled a conciliation (a second join on users). */
const canceller = alias(users, 'canceller');

/**
 * A visible order with the conciliation the status page shows (its approved one, else its newest, cancelled ones
 * too) and the names of who accepted it conditionally and who cancelled it, in one query. null: the order is not
 * visible; conciliation null: it has none.
 */
export async function findOrderWithShownConciliation(db: DbOrTx, scope: RowScope, orderId: number) {
  const shown = alias(conciliations, 'c2');
  const rows = await db
    .select({
      order: { id: orders.id, status: orders.status },
      supplier: { id: suppliers.id, name: suppliers.name, cnpj: suppliers.cnpj },
      conciliation: conciliationColumns,
      conditionalBy: users.name,
      cancelledBy: canceller.name,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    // conciliations_order_idx: the order's conciliations, approved first, then newest
    .leftJoin(
      conciliations,
      eq(
        conciliations.id,
        sql`(${db
          .select({ id: shown.id })
          .from(shown)
          .where(eq(shown.orderId, orders.id))
          .orderBy(...currentConciliationFirst(shown))
          .limit(1)})`,
      ),
    )
    .leftJoin(users, eq(users.id, conciliations.conditionalBy))
    .leftJoin(canceller, eq(canceller.id, conciliations.cancelledBy))
    .where(and(eq(orders.id, orderId), visibleOrders(scope)));
  return rows[0] ?? null;
}
export type OrderConciliationRow = NonNullable<Awaited<ReturnType<typeof findOrderWithShownConciliation>>>;
export type ConciliationRow = NonNullable<OrderConciliationRow['conciliation']>;

/** Whether the scope lets the user see the order. */
export async function isOrderVisible(db: DbOrTx, scope: RowScope, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleOrders(scope)));
  return rows.length > 0;
}

/** A conciliation's rows, in display order. */
export async function findItems(db: DbOrTx, conciliationId: number) {
  return db
    .select()
    .from(conciliationItems)
    .where(eq(conciliationItems.conciliationId, conciliationId))
    .orderBy(asc(conciliationItems.line), asc(conciliationItems.id));
}
export type ConciliationItemRow = Awaited<ReturnType<typeof findItems>>[number];

/** A conciliation by id whose order the scope lets the user see, with the order's supplier. */
export async function findVisibleConciliation(db: DbOrTx, scope: RowScope, id: number) {
  const rows = await selectConciliationsWithOrder(db, {
    conciliation: conciliationColumns,
    supplier: { id: suppliers.id, name: suppliers.name, cnpj: suppliers.cnpj },
  }).where(and(eq(conciliations.id, id), visibleOrders(scope)));
  return rows[0] ?? null;
}
export type VisibleConciliation = NonNullable<Awaited<ReturnType<typeof findVisibleConciliation>>>;

/** The id of the order's current conciliation: its approved one, else its newest that is not cancelled. */
export async function findCurrentConciliationId(db: DbOrTx, orderId: number): Promise<number | null> {
  const rows = await currentConciliationOf(db.select({ id: conciliations.id }).from(conciliations).$dynamic(), orderId);
  return rows[0]?.id ?? null;
}

/** The id of the conciliation the status page shows: the order's approved one, else its newest, cancelled or not. */
export async function findShownConciliationId(db: DbOrTx, orderId: number): Promise<number | null> {
  const rows = await db
    .select({ id: conciliations.id })
    .from(conciliations)
    .where(eq(conciliations.orderId, orderId))
    .orderBy(...currentConciliationFirst(conciliations))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Locks one conciliation until the transaction ends and reads its state again (after any concurrent write). */
export async function lockConciliation(tx: Tx, id: number) {
  const rows = await tx
    .select({
      id: conciliations.id,
      orderId: conciliations.orderId,
      commercialStatus: conciliations.commercialStatus,
      fiscalStatus: conciliations.fiscalStatus,
      accessKey: conciliations.accessKey,
      observation: conciliations.observation,
      cancelledAt: conciliations.cancelledAt,
      rfmStatus: conciliations.rfmStatus,
    })
    .from(conciliations)
    .where(eq(conciliations.id, id))
    .for('update');
  return rows[0] ?? null;
}
export type LockedConciliation = NonNullable<Awaited<ReturnType<typeof lockConciliation>>>;

export async function updateConciliation(
  tx: Tx,
  id: number,
  patch: Partial<
    Pick<
      typeof conciliations.$inferInsert,
      'cancelledAt' | 'cancelledBy' | 'cancelReason' | 'observation' | 'rfmStatus' | 'rfmAt' | 'rfmBy'
    >
  >,
): Promise<void> {
  await tx.update(conciliations).set(patch).where(eq(conciliations.id, id));
}

export async function insertHistory(
  tx: Tx,
  entry: {
    conciliationId: number;
    kind: 'cancel' | 'observation' | 'rfm';
    at: Date;
    userId: number | null;
    reasons?: ConciliationReason[] | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(conciliationHistory).values({
    conciliationId: entry.conciliationId,
    kind: entry.kind,
    at: entry.at,
    userId: entry.userId,
    reasons: entry.reasons ?? null,
    note: entry.note ?? null,
  });
}

// ---------------------------------------------------------------------------------------------------------
// History

/**
 * Every rejection (commercial 3, fiscal 3 or 4), conditional acceptance and cancellation of all the order's
 * conciliations, newest first, with the conciliation's observation and the user's name.
 */
export async function findRejectionHistory(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: conciliationHistory.id,
      conciliationId: conciliationHistory.conciliationId,
      kind: conciliationHistory.kind,
      at: conciliationHistory.at,
      status: conciliationHistory.status,
      reasons: conciliationHistory.reasons,
      note: conciliationHistory.note,
      observation: conciliations.observation,
      userName: users.name,
    })
    .from(conciliationHistory)
    .innerJoin(conciliations, eq(conciliations.id, conciliationHistory.conciliationId))
    .leftJoin(users, eq(users.id, conciliationHistory.userId))
    .where(
      and(
        eq(conciliations.orderId, orderId),
        or(
          and(eq(conciliationHistory.kind, 'commercial'), eq(conciliationHistory.status, 3)),
          and(eq(conciliationHistory.kind, 'fiscal'), inArray(conciliationHistory.status, [3, 4])),
          inArray(conciliationHistory.kind, ['conditional', 'cancel']),
        ),
      ),
    )
    .orderBy(desc(conciliationHistory.at), desc(conciliationHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof findRejectionHistory>>[number];
