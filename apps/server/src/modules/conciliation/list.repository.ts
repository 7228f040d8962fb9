import { type ConciliationOrderBy } from '@portal/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { conciliations, orders, suppliers } from '../../db/schema/index';
import { selectConciliationsWithOrder } from '../../db/order-parties';
import type { DbOrTx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';
import { likePattern } from '../../db/sql-text';
import { eqIfGiven, givenConditions, onDaysIfGiven } from '../../db/search-filters';

/**
 * SQL of the conciliation list (and of the report, which prints the list's rows): the filters, the sorts, a page
 * or a keyset batch. A conciliation is visible when its order is (platform/row-scope.ts).
 */

/** The list's and the report's filters, already validated. */
export interface ConciliationSearch {
  conciliationId?: number;
  orderId?: number;
  supplierName?: string;
  /** São Paulo days of created_at, both included (YYYY-MM-DD). */
  from?: string;
  to?: string;
  commercialStatus?: number;
  fiscalStatus?: number;
  rfmStatus?: number;
  /** invoice_number exactly, and invoice_series when given ("123/1" or "123-1"). */
  invoiceNumber?: string;
  invoiceSeries?: string;
  cdId?: number;
}

function searchConditions(search: ConciliationSearch): SQL[] {
  return givenConditions([
    eqIfGiven(conciliations.id, search.conciliationId),
    eqIfGiven(conciliations.orderId, search.orderId),
    search.supplierName ? sql`${suppliers.name} ilike ${likePattern(search.supplierName)}` : undefined,
    // conciliations_created_idx serves the range
    ...onDaysIfGiven(conciliations.createdAt, search.from, search.to),
    eqIfGiven(conciliations.commercialStatus, search.commercialStatus),
    eqIfGiven(conciliations.fiscalStatus, search.fiscalStatus),
    eqIfGiven(conciliations.rfmStatus, search.rfmStatus),
    eqIfGiven(conciliations.invoiceNumber, search.invoiceNumber),
    eqIfGiven(conciliations.invoiceSeries, search.invoiceSeries),
    eqIfGiven(orders.cdId, search.cdId),
  ]);
}

type SortBase = 'pedido' | 'conciliacao' | 'dataConciliacao' | 'nomeFornecedor';

/** The sort's key, and the type its text form is cast back to in a keyset condition. */
const SORT_KEYS: Readonly<Record<SortBase, { key: SQL; cast: SQL }>> = {
  pedido: { key: sql`${conciliations.orderId}`, cast: sql`bigint` },
  conciliacao: { key: sql`${conciliations.id}`, cast: sql`integer` },
  dataConciliacao: { key: sql`${conciliations.createdAt}`, cast: sql`timestamptz` },
  nomeFornecedor: { key: sql`${suppliers.name}`, cast: sql`text` },
};

function sortOf(orderBy: ConciliationOrderBy): { key: SQL; cast: SQL; descending: boolean } {
  const descending = orderBy.startsWith('-');
  const base = (descending ? orderBy.slice(1) : orderBy) as SortBase;
  return { ...SORT_KEYS[base], descending };
}

/** Where the previous batch ended: the sort key as text (exact, microseconds included) and the id. */
export interface ListCursor {
  key: string;
  id: number;
}

/**
 * Conciliations (cancelled ones too) that the scope and the search let through, sorted by orderBy; ties by
 * the conciliation id in the same direction. Either a page (offset) or a batch after a cursor (keyset).
 */
export async function findListRows(
  db: DbOrTx,
  scope: RowScope,
  search: ConciliationSearch,
  orderBy: ConciliationOrderBy,
  page: { limit: number; offset?: number; after?: ListCursor | null },
) {
  const sort = sortOf(orderBy);
  const where = [visibleOrders(scope), ...searchConditions(search)];
  if (page.after) {
    const op = sort.descending ? sql`<` : sql`>`;
    where.push(sql`(${sort.key}, ${conciliations.id}) ${op} (${page.after.key}::${sort.cast}, ${page.after.id})`);
  }
  const direction = sort.descending ? sql`desc` : sql`asc`;
  return selectConciliationsWithOrder(db, {
    id: conciliations.id,
    orderId: conciliations.orderId,
    supplierId: suppliers.id,
    supplierName: suppliers.name,
    createdAt: conciliations.createdAt,
    rejection: conciliations.rejection,
    commercialStatus: conciliations.commercialStatus,
    fiscalStatus: conciliations.fiscalStatus,
    rfmStatus: conciliations.rfmStatus,
    invoiceNumber: conciliations.invoiceNumber,
    invoiceSeries: conciliations.invoiceSeries,
    cancelledAt: conciliations.cancelledAt,
    cancelReason: conciliations.cancelReason,
    sortKey: sql<string>`(${sort.key})::text`,
  })
    .where(and(...where))
    .orderBy(sql`${sort.key} ${direction}`, sql`${conciliations.id} ${direction}`)
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type ListRow = Awaited<ReturnType<typeof findListRows>>[number];

/** How many conciliations the scope and the search let through. */
export async function countListRows(db: DbOrTx, scope: RowScope, search: ConciliationSearch): Promise<number> {
  const [row] = await selectConciliationsWithOrder(db, { n: sql<number>`count(*)::int` }).where(
    and(visibleOrders(scope), ...searchConditions(search)),
  );
  return Number(row?.n ?? 0);
}
