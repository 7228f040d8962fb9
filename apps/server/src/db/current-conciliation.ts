import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { conciliations } from './schema/index';

/** The columns it reads: the conciliations table's, or an alias's. */
type ConciliationColumns = Record<'id' | 'commercialStatus' | 'fiscalStatus' | 'cancelledAt', AnyPgColumn>;

/**
 * The order of an order's conciliations in which the first is the one the screens show (grid dots, Reconcile,
 * subcontractor lock, /conciliation-status): an approved one (2/2, not cancelled) first, then the newest.
 * Uploads for one order are one at a time, so an approved conciliation is normally the newest too; this
 * keeps it shown should a newer one exist anyway (data from before issue 13). Pass an alias of the table
 * for a correlated subquery. An order has few conciliations: conciliations_order_idx finds them, the sort is cheap.
 */
export function currentConciliationFirst(c: ConciliationColumns): SQL[] {
  return [desc(sql`(${c.commercialStatus} = 2 and ${c.fiscalStatus} = 2 and ${c.cancelledAt} is null)`), desc(c.id)];
}

/**
 * Narrows a dynamic select over `conciliations` to the order's current conciliation: of its conciliations that still
 * count (not cancelled), the first by currentConciliationFirst. `currentConciliationOf(db.select({…}).from(conciliations).$dynamic(), id)`.
 */
export function currentConciliationOf<Query extends PgSelect>(query: Query, orderId: number): Query {
  return query
    .where(and(eq(conciliations.orderId, orderId), isNull(conciliations.cancelledAt)))
    .orderBy(...currentConciliationFirst(conciliations))
    .limit(1);
}
