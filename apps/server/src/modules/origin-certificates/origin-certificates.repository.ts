import { and, desc, eq, gte, ilike, isNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { insertReturningId } from '../../db/insert-id';
import { originCertificates, orders, storedFiles, suppliers } from '../../db/schema/index';
import { eqIfGiven, givenConditions, onDaysIfGiven } from '../../db/search-filters';
import { likePattern } from '../../db/sql-text';
import type { DbOrTx, Tx } from '../../platform/database';
import type { PageWindow } from '../../platform/paging';
import { visibleOrderRows, visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * Origin certificates: SQL only. A certificate is visible when its order is (platform/row-scope.ts): a supplier
 * sees its own orders' certificates, a logistics user its CD's, a company user its company's.
 */

/** The list's filters, already validated. */
export interface CertificateSearch {
  /** contains, ignoring case */
  code?: string;
  orderId?: number;
  /** the order's issue days (YYYY-MM-DD, both included) */
  orderFrom?: string;
  orderTo?: string;
  /** São Paulo days of updated_at, both included */
  updatedFrom?: string;
  updatedTo?: string;
}

const rowColumns = {
  id: originCertificates.id,
  code: originCertificates.code,
  createdAt: originCertificates.createdAt,
  updatedAt: originCertificates.updatedAt,
  supplierId: originCertificates.supplierId,
  supplierName: suppliers.name,
  orderId: originCertificates.orderId,
  orderIssuedAt: orders.issuedAt,
  fileId: originCertificates.fileId,
};

/**
 * The filters' conditions. The code is read through origin_certificates_code_trgm_idx (ilike with 3 characters or
 * more); the order days on the certificate's own copy of its order's issue day (order_issued_at, kept by the database).
 */
function searchConditions(search: CertificateSearch): SQL[] {
  return givenConditions([
    search.code === undefined ? undefined : ilike(originCertificates.code, likePattern(search.code)),
    eqIfGiven(originCertificates.orderId, search.orderId),
    search.orderFrom === undefined ? undefined : gte(originCertificates.orderIssuedAt, search.orderFrom),
    search.orderTo === undefined ? undefined : lte(originCertificates.orderIssuedAt, search.orderTo),
    ...onDaysIfGiven(originCertificates.updatedAt, search.updatedFrom, search.updatedTo),
  ]);
}

/** The certificates with their order and supplier, restricted to the orders the scope lets through. */
function scopedCertificates(db: DbOrTx, scope: RowScope, where: readonly (SQL | undefined)[]) {
  return db
    .select(rowColumns)
    .from(originCertificates)
    .innerJoin(orders, eq(orders.id, originCertificates.orderId))
    .innerJoin(suppliers, eq(suppliers.id, originCertificates.supplierId))
    .where(and(visibleOrderRows(scope, originCertificates.supplierId), ...where));
}

/** The update instant exactly as stored (microseconds: a JavaScript Date keeps milliseconds), for the CSV's cursor. */
const exactUpdatedAt = sql<string>`${originCertificates.updatedAt}::text`;

/**
 * The list's order: newest update first, the id breaking ties (origin_certificates_updated_idx). The index also holds
 * the order's issue day, so an order-day range is checked while walking it: no certificate outside the range is read.
 */
const newestUpdateFirst = [desc(originCertificates.updatedAt), desc(originCertificates.id)];

/** A page of the list, newest update first. */
export async function listCertificates(db: DbOrTx, scope: RowScope, search: CertificateSearch, page: PageWindow) {
  return scopedCertificates(db, scope, searchConditions(search))
    .orderBy(...newestUpdateFirst)
    .limit(page.limit)
    .offset(page.offset);
}
export type CertificateRow = Awaited<ReturnType<typeof listCertificates>>[number];

/** Where the previous CSV batch ended (keyset on the list's order): the update instant as stored, and the id. */
export interface CertificateCursor {
  updatedAt: string;
  id: number;
}

/** One batch of the CSV, in the list's order, after the cursor (keyset: never an offset over 10,000 rows). */
export async function certificateBatch(
  db: DbOrTx,
  scope: RowScope,
  search: CertificateSearch,
  after: CertificateCursor | null,
  limit: number,
) {
  const afterCursor =
    after === null
      ? undefined
      : sql`(${originCertificates.updatedAt}, ${originCertificates.id}) < (${after.updatedAt}::timestamptz, ${after.id})`;
  return db
    .select({ ...rowColumns, cursorAt: exactUpdatedAt })
    .from(originCertificates)
    .innerJoin(orders, eq(orders.id, originCertificates.orderId))
    .innerJoin(suppliers, eq(suppliers.id, originCertificates.supplierId))
    .where(and(visibleOrderRows(scope, originCertificates.supplierId), ...searchConditions(search), afterCursor))
    .orderBy(...newestUpdateFirst)
    .limit(limit);
}

/** One certificate the scope lets through, or null. */
export async function findCertificate(db: DbOrTx, scope: RowScope, id: number): Promise<CertificateRow | null> {
  const [row] = await scopedCertificates(db, scope, [eq(originCertificates.id, id)]);
  return row ?? null;
}

/** The certificate locked until the transaction ends (two edits of one certificate serialise here), or null. */
export async function lockCertificate(tx: Tx, scope: RowScope, id: number): Promise<CertificateRow | null> {
  const [row] = await scopedCertificates(tx, scope, [eq(originCertificates.id, id)]).for('update', {
    of: originCertificates,
  });
  return row ?? null;
}

/** A stored file's name and size (not its bytes). */
export async function fileInfo(db: DbOrTx, fileId: string): Promise<{ name: string; size: number } | null> {
  const [row] = await db
    .select({ name: storedFiles.name, size: storedFiles.size })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row ?? null;
}

/** An order the scope lets through, with its supplier: the order of a new certificate. */
export async function findVisibleOrder(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await db
    .select({ id: orders.id, supplierId: orders.supplierId })
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(scope)));
  return row ?? null;
}

/** The certificate of an order with this code (ignoring case; origin_certificates_order_code_key), but `except`. */
export async function certificateWithCode(
  db: DbOrTx,
  orderId: number,
  code: string,
  except?: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: originCertificates.id })
    .from(originCertificates)
    .where(
      and(
        eq(originCertificates.orderId, orderId),
        sql`lower(${originCertificates.code}) = lower(${code})`,
        except === undefined ? undefined : ne(originCertificates.id, except),
      ),
    );
  return row?.id ?? null;
}

export interface NewCertificate {
  orderId: number;
  supplierId: number;
  code: string;
  fileId: string;
  at: Date;
  by: number | null;
}

export async function insertCertificate(tx: Tx, values: NewCertificate): Promise<number> {
  const { at, by, ...row } = values;
  return insertReturningId(tx, originCertificates, {
    ...row,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
    updatedBy: by,
  });
}

export async function updateCertificate(
  tx: Tx,
  id: number,
  values: { code: string; fileId: string; at: Date; by: number | null },
): Promise<void> {
  await tx
    .update(originCertificates)
    .set({ code: values.code, fileId: values.fileId, updatedAt: values.at, updatedBy: values.by })
    .where(eq(originCertificates.id, id));
}

/**
 * The newest orders (issued on or after `since`, not cancelled) of suppliers that require origin certificates
 * (suppliers.require_origin_certificate, exigirCertifOrigem) that have none yet, within the scope.
 */
export async function ordersLackingCertificate(db: DbOrTx, scope: RowScope, since: string, limit: number) {
  return db
    .select({ id: orders.id, issuedAt: orders.issuedAt, supplierName: suppliers.name })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(
      and(
        visibleOrders(scope),
        eq(suppliers.requireOriginCertificate, true),
        gte(orders.issuedAt, since),
        isNull(orders.cancelledAt),
        ne(orders.status, 'C'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(originCertificates)
            .where(eq(originCertificates.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(desc(orders.issuedAt), desc(orders.id))
    .limit(limit);
}
