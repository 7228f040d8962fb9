import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql-text';
import { eqIfGiven, givenConditions, onDaysIfGiven } from '../../db/search-filters';
import { orders, sampleConcessions, suppliers } from '../../db/schema/index';
import type { PageWindow } from '../../platform/paging';
import { insertReturningId } from '../../db/insert-id';
import type { DbOrTx, Tx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * Order-sample concessions: SQL only. A concession is visible when its original order is (platform/row-scope.ts):
 * a logistics user sees the concessions of its CD's orders.
 */

/** The list's filters, already validated. */
export interface ConcessionSearch {
  /** The supplier: its code (digits) or its name (contains, ignoring case). */
  supplier?: string;
  originalOrderId?: number;
  sampleOrderId?: number;
  status?: number;
  /** São Paulo days of created_at, both included (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const concessionColumns = {
  id: sampleConcessions.id,
  originalOrderId: sampleConcessions.originalOrderId,
  sampleOrderId: sampleConcessions.sampleOrderId,
  supplierId: sampleConcessions.supplierId,
  supplierName: suppliers.name,
  description: sampleConcessions.description,
  status: sampleConcessions.status,
  reason: sampleConcessions.reason,
  createdAt: sampleConcessions.createdAt,
  updatedAt: sampleConcessions.updatedAt,
};

/** The suppliers a supplier filter names: its code (digits) or a name that contains the text, ignoring case. */
function supplierMatch(text: string): SQL {
  const byName = ilike(suppliers.name, likePattern(text));
  return /^\d{1,9}$/.test(text) ? or(eq(suppliers.id, Number(text)), byName)! : byName;
}

/** The filters other than the supplier's (listConcessions reads that one supplier by supplier). */
function searchConditions(search: ConcessionSearch): SQL[] {
  return givenConditions([
    eqIfGiven(sampleConcessions.originalOrderId, search.originalOrderId),
    eqIfGiven(sampleConcessions.sampleOrderId, search.sampleOrderId),
    eqIfGiven(sampleConcessions.status, search.status),
    ...onDaysIfGiven(sampleConcessions.createdAt, search.from, search.to),
  ]);
}

/** The concessions with their supplier, restricted to those whose original order the scope lets through. */
function scopedConcessions(db: DbOrTx, scope: RowScope, where: (SQL | undefined)[]) {
  return db
    .select(concessionColumns)
    .from(sampleConcessions)
    .innerJoin(orders, eq(orders.id, sampleConcessions.originalOrderId))
    .innerJoin(suppliers, eq(suppliers.id, sampleConcessions.supplierId))
    .where(and(visibleOrders(scope), ...where));
}

/** The list's order: newest first by registration, the id breaking ties (order_sample_concessions_created_idx). */
const newestFirst = [desc(sampleConcessions.createdAt), desc(sampleConcessions.id)];

/**
 * How many suppliers a supplier filter may name for the list to read each one's newest rows: beyond that, reading
 * the list newest first and keeping the named suppliers' rows meets a page sooner (many suppliers, many rows).
 */
const SUPPLIER_BY_SUPPLIER_MAX = 20;

/**
 * A page of the list, newest first; limit one more than the page to know whether another follows. A supplier
 * filter first reads the suppliers it names. Up to SUPPLIER_BY_SUPPLIER_MAX, each one's newest rows up to the
 * page's end come from order_sample_concessions_supplier_idx (a lateral join) and the page is their merge: a name
 * matching busy suppliers no longer joins and sorts all of their concessions (docs/performance.md, issue 15). A
 * broader name ("Ltda") is read along the list's order, which meets its rows early.
 */
export async function listConcessions(db: DbOrTx, scope: RowScope, search: ConcessionSearch, page: PageWindow) {
  const where = searchConditions(search);
  const named =
    search.supplier === undefined
      ? undefined
      : await db
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(supplierMatch(search.supplier))
          .limit(SUPPLIER_BY_SUPPLIER_MAX + 1);
  if (named?.length === 0) return [];
  if (named === undefined || named.length > SUPPLIER_BY_SUPPLIER_MAX) {
    const bySupplier = search.supplier === undefined ? undefined : supplierMatch(search.supplier);
    return scopedConcessions(db, scope, [...where, bySupplier])
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
  }
  const ids = db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      inArray(
        suppliers.id,
        named.map((supplier) => supplier.id),
      ),
    )
    .as('named');
  const newestOfSupplier = scopedConcessions(db, scope, [...where, eq(sampleConcessions.supplierId, ids.id)])
    .orderBy(...newestFirst)
    .limit(page.offset + page.limit)
    .as('newest');
  const rows = await db
    .select()
    .from(ids)
    .innerJoinLateral(newestOfSupplier, sql`true`)
    .orderBy(desc(newestOfSupplier.createdAt), desc(newestOfSupplier.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.newest);
}
export type ConcessionRow = Awaited<ReturnType<typeof listConcessions>>[number];

export async function findConcession(db: DbOrTx, scope: RowScope, id: number): Promise<ConcessionRow | null> {
  const [row] = await scopedConcessions(db, scope, [eq(sampleConcessions.id, id)]);
  return row ?? null;
}

/** The concession locked until the transaction ends: two saves of one concession serialise here. */
export async function lockConcession(tx: Tx, scope: RowScope, id: number): Promise<ConcessionRow | null> {
  const [row] = await scopedConcessions(tx, scope, [eq(sampleConcessions.id, id)]).for('update', {
    of: sampleConcessions,
  });
  return row ?? null;
}

/** An order the scope lets through, with its supplier: the original order of a new concession. */
export async function findVisibleOrder(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await db
    .select({ id: orders.id, supplierId: orders.supplierId })
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(scope)));
  return row ?? null;
}

/** Whether an order is a sample order made from `originalOrderId` (orders.is_sample, sample_origin_order_id). */
export async function isSampleOf(db: DbOrTx, sampleOrderId: number, originalOrderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.id, sampleOrderId), eq(orders.isSample, true), eq(orders.sampleOriginOrderId, originalOrderId)),
    );
  return row !== undefined;
}

/** The concession already registered for a sample order (order_sample_concessions_sample_order_key), or null. */
export async function concessionIdOfSample(db: DbOrTx, sampleOrderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: sampleConcessions.id })
    .from(sampleConcessions)
    .where(eq(sampleConcessions.sampleOrderId, sampleOrderId));
  return row?.id ?? null;
}

export type ConcessionValues = Pick<
  typeof sampleConcessions.$inferInsert,
  'originalOrderId' | 'sampleOrderId' | 'supplierId' | 'description' | 'status' | 'reason'
>;

export async function insertConcession(
  tx: Tx,
  values: ConcessionValues & { at: Date; by: number | null },
): Promise<number> {
  const { at, by, ...row } = values;
  return insertReturningId(tx, sampleConcessions, {
    ...row,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
    updatedBy: by,
  });
}

export async function updateConcession(
  tx: Tx,
  id: number,
  values: Pick<ConcessionValues, 'description' | 'status' | 'reason'> & { at: Date; by: number | null },
): Promise<void> {
  const { at, by, ...row } = values;
  await tx
    .update(sampleConcessions)
    .set({ ...row, updatedAt: at, updatedBy: by })
    .where(eq(sampleConcessions.id, id));
}

/**
 * The sample orders made from an order, each with its concession if any: one query for the sample validation
 * (orders_sample_origin_idx, then order_sample_concessions_sample_order_key per sample).
 */
export async function samplesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orders.id,
      erpStatus: orders.sampleStatus,
      concessionStatus: sampleConcessions.status,
      concessionReason: sampleConcessions.reason,
    })
    .from(orders)
    .leftJoin(sampleConcessions, eq(sampleConcessions.sampleOrderId, orders.id))
    .where(eq(orders.sampleOriginOrderId, orderId))
    .orderBy(asc(orders.id));
}
