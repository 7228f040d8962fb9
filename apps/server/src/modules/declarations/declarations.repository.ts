import type { DeclarationSort } from '@portal/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { insertReturningId } from '../../db/insert-id';
import { eqIfGiven, givenConditions, onDaysIfGiven } from '../../db/search-filters';
import {
  companies,
  norms,
  orderItems,
  orders,
  producerDeclarations as declarations,
  storedFiles,
  suppliers,
} from '../../db/schema/index';
import { likePattern } from '../../db/sql-text';
import type { DbOrTx, Tx } from '../../platform/database';
import type { PageWindow } from '../../platform/paging';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * Producer declarations: SQL only. A declaration is visible when its order is (platform/row-scope.ts): a supplier
 * sees its own, a company user its company's, a logistics user its CD's; another's answers like a missing one.
 */

/** The list's filters, already validated. */
export interface DeclarationSearch {
  orderId?: number;
  /** The provider's name: contains, ignoring case. */
  supplierName?: string;
  status?: number;
  /** The order's issue days, both included (YYYY-MM-DD). */
  orderFrom?: string;
  orderTo?: string;
  /** São Paulo days of the upload, both included. */
  createdFrom?: string;
  createdTo?: string;
  sort: DeclarationSort;
}

const declarationColumns = {
  id: declarations.id,
  orderId: declarations.orderId,
  orderIssuedAt: orders.issuedAt,
  supplierId: declarations.supplierId,
  supplierName: suppliers.name,
  status: declarations.status,
  fecomercioStatus: declarations.fecomercioStatus,
  rmsStatus: declarations.rmsStatus,
  rmsError: declarations.rmsError,
  normId: declarations.normId,
  normCode: norms.code,
  normDescription: norms.description,
  normActive: norms.active,
  normCreatedAt: norms.createdAt,
  itemFobMin: declarations.itemFobMin,
  itemFobMax: declarations.itemFobMax,
  declaredOn: declarations.declaredOn,
  validUntil: declarations.validUntil,
  djoNumber: declarations.djoNumber,
  djoDate: declarations.djoDate,
  currency: declarations.currency,
  protocol: declarations.protocol,
  note: declarations.note,
  fileName: storedFiles.name,
  createdAt: declarations.createdAt,
};

/** The declarations with their order, supplier, norm and file name, restricted to the orders the scope lets through. */
function scopedDeclarations(db: DbOrTx, scope: RowScope, where: (SQL | undefined)[]) {
  return db
    .select(declarationColumns)
    .from(declarations)
    .innerJoin(orders, eq(orders.id, declarations.orderId))
    .innerJoin(suppliers, eq(suppliers.id, declarations.supplierId))
    .innerJoin(storedFiles, eq(storedFiles.id, declarations.fileId))
    .leftJoin(norms, eq(norms.id, declarations.normId))
    .where(and(visibleOrders(scope), ...where));
}
export type DeclarationRow = Awaited<ReturnType<typeof scopedDeclarations>>[number];

/**
 * The filters' conditions, all on the declaration's own columns: the provider as the suppliers whose name matches
 * (its supplier_id is its order's), the order days on its copy of its order's issue day (order_issued_at, kept by the
 * database: migration 0017), which the list's indexes hold after their sort keys.
 */
function searchConditions(db: DbOrTx, search: DeclarationSearch): SQL[] {
  return givenConditions([
    eqIfGiven(declarations.orderId, search.orderId),
    eqIfGiven(declarations.status, search.status),
    search.supplierName === undefined
      ? undefined
      : inArray(
          declarations.supplierId,
          db
            .select({ id: suppliers.id })
            .from(suppliers)
            .where(ilike(suppliers.name, likePattern(search.supplierName))),
        ),
    search.orderFrom === undefined ? undefined : gte(declarations.orderIssuedAt, search.orderFrom),
    search.orderTo === undefined ? undefined : lte(declarations.orderIssuedAt, search.orderTo),
    ...onDaysIfGiven(declarations.createdAt, search.createdFrom, search.createdTo),
  ]);
}

/** The list's orders, each ending on the id so pages never overlap (producer_declarations_created_idx serves the default). */
const SORTS: Record<DeclarationSort, SQL[]> = {
  cadastroDesc: [desc(declarations.createdAt), desc(declarations.id)],
  cadastroAsc: [asc(declarations.createdAt), asc(declarations.id)],
  pedidoAsc: [asc(declarations.orderId), desc(declarations.createdAt), desc(declarations.id)],
  validadeAsc: [sql`${declarations.validUntil} asc nulls last`, desc(declarations.id)],
};

/**
 * A window of the filtered list in its order (a page reads one row more than it shows; the CSV reads windows of 1,000).
 * The window is found first on the declarations alone, along the sort's index (the order read only for a CD's or a
 * company's scope), and only its rows are joined to their order, supplier, norm and file: joined first, every row
 * the window skips was joined too (the CSV's last window, 10,000 of them).
 */
export function listDeclarations(
  db: DbOrTx,
  scope: RowScope,
  search: DeclarationSearch,
  window: PageWindow,
): Promise<DeclarationRow[]> {
  const page = windowIds(db, scope, search, window).as('page');
  return db
    .select(declarationColumns)
    .from(page)
    .innerJoin(declarations, eq(declarations.id, page.id))
    .innerJoin(orders, eq(orders.id, declarations.orderId))
    .innerJoin(suppliers, eq(suppliers.id, declarations.supplierId))
    .innerJoin(storedFiles, eq(storedFiles.id, declarations.fileId))
    .leftJoin(norms, eq(norms.id, declarations.normId))
    .orderBy(...SORTS[search.sort]);
}

/** The ids of a window of the filtered list, in its order, read on the declarations alone (see listDeclarations). */
function windowIds(db: DbOrTx, scope: RowScope, search: DeclarationSearch, window: PageWindow) {
  const scoped = visibleOrders(scope);
  const ids = db.select({ id: declarations.id }).from(declarations).$dynamic();
  return (scoped === undefined ? ids : ids.innerJoin(orders, eq(orders.id, declarations.orderId)))
    .where(and(scoped, ...searchConditions(db, search)))
    .orderBy(...SORTS[search.sort])
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The CSV's ids: the first `limit` of the filtered list, in one walk of the sort's index. Windows by offset walked
 * the skipped rows again for each window, and for a CD's or company's scope read each one's order again (the
 * logistics user's 10,000 rows: 2.2 s).
 */
export async function exportIds(
  db: DbOrTx,
  scope: RowScope,
  search: DeclarationSearch,
  limit: number,
): Promise<number[]> {
  return (await windowIds(db, scope, search, { offset: 0, limit })).map((row) => row.id);
}

/** The declarations of these ids the scope lets through, with their order, supplier, norm and file, in the ids' order. */
export async function declarationsByIds(
  db: DbOrTx,
  scope: RowScope,
  ids: readonly number[],
): Promise<DeclarationRow[]> {
  if (ids.length === 0) return [];
  const rows = await scopedDeclarations(db, scope, [inArray(declarations.id, [...ids])]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findDeclaration(db: DbOrTx, scope: RowScope, id: number): Promise<DeclarationRow | null> {
  const [row] = await scopedDeclarations(db, scope, [eq(declarations.id, id)]);
  return row ?? null;
}

/** The declaration's row locked until the transaction ends (two audits of one declaration take turns), if visible. */
export async function lockDeclaration(tx: Tx, scope: RowScope, id: number) {
  const [row] = await tx
    .select({
      id: declarations.id,
      status: declarations.status,
      normId: declarations.normId,
      itemFobMin: declarations.itemFobMin,
      itemFobMax: declarations.itemFobMax,
      declaredOn: declarations.declaredOn,
      validUntil: declarations.validUntil,
      djoNumber: declarations.djoNumber,
      djoDate: declarations.djoDate,
      currency: declarations.currency,
      note: declarations.note,
    })
    .from(declarations)
    .innerJoin(orders, eq(orders.id, declarations.orderId))
    .where(and(eq(declarations.id, id), visibleOrders(scope)))
    .for('update', { of: declarations });
  return row ?? null;
}
export type LockedDeclaration = NonNullable<Awaited<ReturnType<typeof lockDeclaration>>>;

/** An order's declarations, newest first (producer_declarations_order_idx). */
export function declarationsOfOrder(db: DbOrTx, scope: RowScope, orderId: number, limit: number) {
  return scopedDeclarations(db, scope, [eq(declarations.orderId, orderId)])
    .orderBy(desc(declarations.createdAt), desc(declarations.id))
    .limit(limit);
}

/** The stored file of a visible declaration, or null. */
export async function fileOfDeclaration(db: DbOrTx, scope: RowScope, id: number): Promise<string | null> {
  const [row] = await db
    .select({ fileId: declarations.fileId })
    .from(declarations)
    .innerJoin(orders, eq(orders.id, declarations.orderId))
    .where(and(eq(declarations.id, id), visibleOrders(scope)));
  return row?.fileId ?? null;
}

/**
 * A visible order with what needsProducerDeclaration reads (its nature, its supplier's and its company's flags),
 * its row locked when `lock` (an upload serialises with the order's other writes), or null.
 */
export async function findOrderForDeclaration(db: DbOrTx, scope: RowScope, orderId: number, lock = false) {
  const query = db
    .select({
      id: orders.id,
      supplierId: orders.supplierId,
      nature: orders.nature,
      supplierRequires: suppliers.requireProducerDeclaration,
      companyRequires: companies.requireProducerDeclaration,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.id, orderId), visibleOrders(scope)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

/** The order's items, as the audit form lists them. */
export function itemsOfOrder(db: DbOrTx, orderId: number, limit: number) {
  return db
    .select({
      itemCode: orderItems.itemCode,
      description: orderItems.description,
      colour: orderItems.colour,
      size: orderItems.size,
      ncm: orderItems.ncm,
      composition: orderItems.composition,
      qtPurchase: orderItems.qtPurchase,
      unitCost: orderItems.unitCost,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.itemCode), asc(orderItems.id))
    .limit(limit);
}
export type DeclarationItemRow = Awaited<ReturnType<typeof itemsOfOrder>>[number];

export type NewDeclaration = Pick<typeof declarations.$inferInsert, 'orderId' | 'supplierId' | 'fileId'>;

/** A new upload: awaiting evaluation, not sent to Fecomercio (the table's defaults). */
export function insertDeclaration(tx: Tx, values: NewDeclaration & { at: Date; by: number | null }): Promise<number> {
  const { at, by, ...row } = values;
  return insertReturningId(tx, declarations, { ...row, createdAt: at, createdBy: by, updatedAt: at, updatedBy: by });
}

export type AuditValues = Pick<
  typeof declarations.$inferInsert,
  | 'status'
  | 'normId'
  | 'itemFobMin'
  | 'itemFobMax'
  | 'declaredOn'
  | 'validUntil'
  | 'djoNumber'
  | 'djoDate'
  | 'currency'
  | 'note'
>;

export async function updateAudit(tx: Tx, id: number, values: AuditValues & { at: Date; by: number | null }) {
  const { at, by, ...row } = values;
  await tx
    .update(declarations)
    .set({ ...row, updatedAt: at, updatedBy: by })
    .where(eq(declarations.id, id));
}

/** The latest declaration of each of the orders (status and validity), for the road. */
export function latestOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([declarations.orderId], {
      orderId: declarations.orderId,
      status: declarations.status,
      validUntil: declarations.validUntil,
    })
    .from(declarations)
    .where(inArray(declarations.orderId, [...orderIds]))
    .orderBy(declarations.orderId, desc(declarations.createdAt), desc(declarations.id));
}

/**
 * The latest declaration of each visible order when it is not rejected and its validity date falls within
 * [from, to], soonest first (then by order), at most `limit`.
 */
export async function expiringLatest(db: DbOrTx, scope: RowScope, from: string, to: string, limit: number) {
  const latest = db
    .selectDistinctOn([declarations.orderId], {
      id: declarations.id,
      orderId: declarations.orderId,
      status: declarations.status,
      validUntil: declarations.validUntil,
    })
    .from(declarations)
    .innerJoin(orders, eq(orders.id, declarations.orderId))
    .where(visibleOrders(scope))
    .orderBy(declarations.orderId, desc(declarations.createdAt), desc(declarations.id))
    .as('latest');
  return db
    .select({ id: latest.id, orderId: latest.orderId, validUntil: latest.validUntil })
    .from(latest)
    .where(and(ne(latest.status, 3), gte(latest.validUntil, from), lte(latest.validUntil, to)))
    .orderBy(asc(latest.validUntil), asc(latest.orderId))
    .limit(limit);
}
