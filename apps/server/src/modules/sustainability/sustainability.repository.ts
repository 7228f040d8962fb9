import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { insertReturningId } from '../../db/insert-id';
import { eqIfGiven, givenConditions, onDaysIfGiven } from '../../db/search-filters';
import { likePattern } from '../../db/sql-text';
import {
  commercialCalendar,
  companies,
  orderItemDetails,
  orderItems,
  orders,
  storedFiles,
  suppliers,
  sustainabilityCertificates as certificates,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/database';
import type { PageWindow } from '../../platform/paging';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * Sustainability certificates: SQL only. A certificate is visible when its order is (platform/row-scope.ts): a
 * supplier sees its own orders' certificates, a logistics user its CD's, a company user its company's.
 */

/** The list's and the report's filters, already validated. */
export interface CertificateSearch {
  /** The provider: its code (digits) or a name that contains the text, ignoring case. */
  supplier?: string;
  orderId?: number;
  certificateType?: number;
  status?: number;
  createdFrom?: string;
  createdTo?: string;
  /** The order's issue days (orders.issued_at), both included. */
  orderedFrom?: string;
  orderedTo?: string;
  orderBy?: 'dataCriacao' | 'dataModificacao';
}

const certificateColumns = {
  id: certificates.id,
  orderId: certificates.orderId,
  supplierId: certificates.supplierId,
  slot: certificates.slot,
  certificateCode: certificates.certificateCode,
  certificateType: certificates.certificateType,
  materialCode: certificates.materialCode,
  expeditionDate: certificates.expeditionDate,
  udaId: certificates.udaId,
  udaCode: certificates.udaCode,
  udaDescription: certificates.udaDescription,
  status: certificates.status,
  certificateValid: certificates.certificateValid,
  activeValidityPeriod: certificates.activeValidityPeriod,
  validUntil: certificates.validUntil,
  conciliationApproved: certificates.conciliationApproved,
  rating: certificates.rating,
  notes: certificates.notes,
  buyerIdMatchesStore: certificates.buyerIdMatchesStore,
  bccuQuantity: certificates.bccuQuantity,
  bccuWithinMargin: certificates.bccuWithinMargin,
  odnCodeRepeated: certificates.odnCodeRepeated,
  odnCertificateCode: certificates.odnCertificateCode,
  createdAt: certificates.createdAt,
  updatedAt: certificates.updatedAt,
  fileId: certificates.fileId,
  fileName: storedFiles.name,
};

/** Certificates with their file name, restricted to those whose order the scope lets through. */
function scopedCertificates(db: DbOrTx, scope: RowScope, where: (SQL | undefined)[]) {
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .innerJoin(storedFiles, eq(storedFiles.id, certificates.fileId))
    .where(and(visibleOrders(scope), ...where));
}

const newestFirst = [desc(certificates.createdAt), desc(certificates.id)];

export async function findCertificate(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await scopedCertificates(db, scope, [eq(certificates.id, id)]);
  return row ?? null;
}
export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

/** The certificate locked until the transaction ends: two audits of one certificate serialise here. */
export async function lockCertificate(tx: Tx, scope: RowScope, id: number): Promise<CertificateRow | null> {
  const [row] = await scopedCertificates(tx, scope, [eq(certificates.id, id)]).for('update', { of: certificates });
  return row ?? null;
}

/** Every certificate of an order, newest first (sustainability_certificates_order_idx). */
export function certificatesOfOrder(db: DbOrTx, scope: RowScope, orderId: number, limit: number) {
  return scopedCertificates(db, scope, [eq(certificates.orderId, orderId)])
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest certificate of an order of a type, or of the order's first slot when no type is named. */
export async function latestCertificate(
  db: DbOrTx,
  scope: RowScope,
  orderId: number,
  type: number | undefined,
): Promise<CertificateRow | null> {
  const [row] = await scopedCertificates(db, scope, [
    eq(certificates.orderId, orderId),
    type === undefined ? eq(certificates.slot, 1) : eq(certificates.certificateType, type),
  ])
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

/** What the upload and the audit page read of an order (visible to the scope), with its supplier and company. */
export async function findVisibleOrder(db: DbOrTx, scope: RowScope, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      supplierId: orders.supplierId,
      supplierName: suppliers.name,
      nature: orders.nature,
      sustainability: orders.sustainability,
      pieces: orders.qtPieces,
      requireSustainabilityCertificate: companies.requireSustainabilityCertificate,
      year: commercialCalendar.year,
      week: commercialCalendar.week,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(commercialCalendar, eq(commercialCalendar.id, orders.commercialWeekId))
    .where(and(eq(orders.id, orderId), visibleOrders(scope)));
  return row ?? null;
}
export type CertificateOrderRow = NonNullable<Awaited<ReturnType<typeof findVisibleOrder>>>;

/** The order row locked: two uploads for one order serialise (the code is numbered after the insert). */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The distinct UDAs of the order's items (order_item_details.udas), by id. */
export async function udasOfOrder(db: DbOrTx, orderId: number) {
  const result = (await db.execute(sql`
    select distinct (uda->>'id')::int as id, uda->>'code' as code, uda->>'description' as description
    from ${orderItems} i
    join ${orderItemDetails} d on d.item_id = i.id
    cross join lateral jsonb_array_elements(d.udas) as uda
    where i.order_id = ${orderId}
    order by 1, 2, 3`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({ id: Number(r.id), code: String(r.code), description: String(r.description) }));
}

export type NewCertificate = Pick<
  typeof certificates.$inferInsert,
  | 'orderId'
  | 'supplierId'
  | 'slot'
  | 'fileId'
  | 'certificateType'
  | 'materialCode'
  | 'expeditionDate'
  | 'udaId'
  | 'udaCode'
  | 'udaDescription'
>;

/** A new upload, awaiting approval; its code (codigoCertificado) is CS<year>-<id, 6 digits>. */
export async function insertCertificate(
  tx: Tx,
  values: NewCertificate & { at: Date; by: number | null; year: string },
): Promise<number> {
  const { at, by, year, ...row } = values;
  const id = await insertReturningId(tx, certificates, {
    ...row,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
    updatedBy: by,
  });
  await tx
    .update(certificates)
    .set({ certificateCode: `CS${year}-${String(id).padStart(6, '0')}` })
    .where(eq(certificates.id, id));
  return id;
}

export type CertificateAudit = Pick<
  typeof certificates.$inferInsert,
  | 'status'
  | 'certificateValid'
  | 'conciliationApproved'
  | 'rating'
  | 'notes'
  | 'buyerIdMatchesStore'
  | 'bccuQuantity'
  | 'bccuWithinMargin'
  | 'odnCodeRepeated'
  | 'odnCertificateCode'
  | 'validUntil'
  | 'activeValidityPeriod'
>;

export async function updateAudit(tx: Tx, id: number, values: CertificateAudit & { at: Date; by: number | null }) {
  const { at, by, ...row } = values;
  await tx
    .update(certificates)
    .set({ ...row, updatedAt: at, updatedBy: by })
    .where(eq(certificates.id, id));
}

/** The file of a visible certificate, with the order it belongs to. */
export async function findCertificateFile(db: DbOrTx, scope: RowScope, id: number) {
  const [row] = await db
    .select({ orderId: certificates.orderId, slot: certificates.slot, content: storedFiles.content })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .innerJoin(storedFiles, eq(storedFiles.id, certificates.fileId))
    .where(and(eq(certificates.id, id), visibleOrders(scope)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// The list and the report

/** The provider a filter names: its code (digits) or a name containing the text, ignoring case. */
function supplierMatch(text: string): SQL {
  const byName = ilike(suppliers.name, likePattern(text));
  return /^\d{1,9}$/.test(text) ? or(eq(suppliers.id, Number(text)), byName)! : byName;
}

/**
 * The filters' conditions, all on the certificate's own columns: the provider as the suppliers that match (its
 * supplier_id is its order's), the order days on its copy of its order's issue day (order_issued_at, kept by the
 * database: migration 0017), which the list's indexes hold after their sort keys.
 */
function searchConditions(db: DbOrTx, search: CertificateSearch): SQL[] {
  return givenConditions([
    eqIfGiven(certificates.orderId, search.orderId),
    eqIfGiven(certificates.certificateType, search.certificateType),
    eqIfGiven(certificates.status, search.status),
    ...onDaysIfGiven(certificates.createdAt, search.createdFrom, search.createdTo),
    search.orderedFrom === undefined ? undefined : gte(certificates.orderIssuedAt, search.orderedFrom),
    search.orderedTo === undefined ? undefined : lte(certificates.orderIssuedAt, search.orderedTo),
    search.supplier === undefined
      ? undefined
      : inArray(
          certificates.supplierId,
          db.select({ id: suppliers.id }).from(suppliers).where(supplierMatch(search.supplier)),
        ),
  ]);
}

const listColumns = {
  id: certificates.id,
  certificateCode: certificates.certificateCode,
  status: certificates.status,
  certificateType: certificates.certificateType,
  slot: certificates.slot,
  orderId: certificates.orderId,
  orderNature: orders.nature,
  supplierId: certificates.supplierId,
  supplierName: suppliers.name,
  createdAt: certificates.createdAt,
  updatedAt: certificates.updatedAt,
  certificateValid: certificates.certificateValid,
  validUntil: certificates.validUntil,
};

function listOrder(search: CertificateSearch) {
  return search.orderBy === 'dataModificacao'
    ? [desc(certificates.updatedAt), desc(certificates.id)]
    : [desc(certificates.createdAt), desc(certificates.id)];
}

/**
 * A page of the list (one more row than the page, to know whether another follows). The page is found first on the
 * certificates alone, along the sort's index (the order read only for a CD's or a company's scope), and only its
 * rows are joined to their order and supplier: joined first, every row the page skips was joined too.
 */
export function listCertificates(db: DbOrTx, scope: RowScope, search: CertificateSearch, window: PageWindow) {
  const scoped = visibleOrders(scope);
  const ids = db.select({ id: certificates.id }).from(certificates).$dynamic();
  const page = (scoped === undefined ? ids : ids.innerJoin(orders, eq(orders.id, certificates.orderId)))
    .where(and(scoped, ...searchConditions(db, search)))
    .orderBy(...listOrder(search))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(certificates, eq(certificates.id, page.id))
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .innerJoin(suppliers, eq(suppliers.id, certificates.supplierId))
    .orderBy(...listOrder(search));
}
export type CertificateListRow = Awaited<ReturnType<typeof listCertificates>>[number];

const reportColumns = {
  id: certificates.id,
  orderId: certificates.orderId,
  certificateCode: certificates.certificateCode,
  status: certificates.status,
  certificateType: certificates.certificateType,
  orderNature: orders.nature,
  certificateValid: certificates.certificateValid,
  udaId: certificates.udaId,
  udaCode: certificates.udaCode,
  udaDescription: certificates.udaDescription,
  conciliationApproved: certificates.conciliationApproved,
  rating: certificates.rating,
  notes: certificates.notes,
  createdAt: certificates.createdAt,
  updatedAt: certificates.updatedAt,
  expeditionDate: certificates.expeditionDate,
  validUntil: certificates.validUntil,
  activeValidityPeriod: certificates.activeValidityPeriod,
  bccuQuantity: certificates.bccuQuantity,
  odnCodeRepeated: certificates.odnCodeRepeated,
  odnCertificateCode: certificates.odnCertificateCode,
  bccuWithinMargin: certificates.bccuWithinMargin,
  supplierName: suppliers.name,
  year: commercialCalendar.year,
  week: commercialCalendar.week,
  pieces: orders.qtPieces,
};

/** The report's position after a batch: the list's order is (created_at, id) descending. */
export interface ReportCursor {
  createdAt: Date;
  id: number;
}

/** One batch of the report, newest first by creation, after the cursor (keyset: no offset). */
export function reportBatch(
  db: DbOrTx,
  scope: RowScope,
  search: CertificateSearch,
  after: ReportCursor | null,
  limit: number,
) {
  return db
    .select(reportColumns)
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .innerJoin(suppliers, eq(suppliers.id, certificates.supplierId))
    .innerJoin(commercialCalendar, eq(commercialCalendar.id, orders.commercialWeekId))
    .where(
      and(
        visibleOrders(scope),
        ...searchConditions(db, search),
        // a row comparison, which the index (created_at, id, …) starts at; written as "before, or the same instant
        // and a smaller id" it was a filter, and each batch walked again every row the earlier ones had read
        after === null
          ? undefined
          : sql`(${certificates.createdAt}, ${certificates.id}) < (${after.createdAt}, ${after.id})`,
      ),
    )
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .limit(limit);
}
export type CertificateReportRow = Awaited<ReturnType<typeof reportBatch>>[number];

// ---------------------------------------------------------------------------------------------------------
// The road (sustainability.road.ts)

/** The newest slot-1 certificate of each order: status and validity. */
export async function latestSlotOneOf(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([certificates.orderId], {
      orderId: certificates.orderId,
      status: certificates.status,
      validUntil: certificates.validUntil,
    })
    .from(certificates)
    .where(and(inArray(certificates.orderId, [...orderIds]), eq(certificates.slot, 1)))
    .orderBy(asc(certificates.orderId), desc(certificates.createdAt), desc(certificates.id));
}

/**
 * The newest certificate of each visible order and slot, when it is not rejected and its validity date lies
 * between the two days (both included), soonest first.
 */
export async function expiringCertificates(db: DbOrTx, scope: RowScope, from: string, to: string, limit: number) {
  const latest = db
    .selectDistinctOn([certificates.orderId, certificates.slot], {
      id: certificates.id,
      orderId: certificates.orderId,
      status: certificates.status,
      validUntil: certificates.validUntil,
    })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(visibleOrders(scope))
    .orderBy(asc(certificates.orderId), asc(certificates.slot), desc(certificates.createdAt), desc(certificates.id))
    .as('latest');
  return db
    .select({ id: latest.id, orderId: latest.orderId, validUntil: latest.validUntil })
    .from(latest)
    .where(and(ne(latest.status, 2), gte(latest.validUntil, from), lte(latest.validUntil, to)))
    .orderBy(asc(latest.validUntil), asc(latest.id))
    .limit(limit);
}
