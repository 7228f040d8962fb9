import { addDays, APP_TIME_ZONE } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conciliations, loadOrders, loads, orders, schedules, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { visibleLoads, visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * What the IDGF report reads (docs/decisions.md "IDGF"). Each figure is one statement over the scope's orders,
 * grouped by the inputs of its definition (packages/domain idgf/idgf-figures.ts), so a supplier of 20,000 orders
 * comes back as a few hundred groups the service classifies. Dates are São Paulo days; the period is
 * [inicio, fim] as calendar days.
 */

interface Rows<T> {
  rows: T[];
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The scope as a condition, `true` when it lets every order through (never the case here: a supplier is named). */
function where(condition: SQL | undefined): SQL {
  return condition ?? sql`true`;
}

/** The São Paulo day of a timestamptz column, as yyyy-mm-dd text. */
function spDay(column: SQL | AnyPgColumn): SQL {
  return sql`to_char(${column} at time zone ${APP_TIME_ZONE}, 'YYYY-MM-DD')`;
}

/** The first instant of a São Paulo day and of the day after the period: created_at ranges stay index ranges. */
function spStart(day: string): SQL {
  return sql`(${day}::timestamp at time zone ${APP_TIME_ZONE})`;
}

export async function supplierName(db: DbOrTx, supplierId: number): Promise<string | null> {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row?.name ?? null;
}

export interface DeliveryGroup {
  day: string;
  win_start: string | null;
  win_end: string | null;
  n: number;
}

/** Booked deliveries of the period: each order of a booked load, by delivery day and the order's window. */
export function deliveries(db: DbOrTx, scope: RowScope, inicio: string, fim: string): Promise<DeliveryGroup[]> {
  return rowsOf(
    db,
    sql`select to_char(${schedules.deliveryDate}, 'YYYY-MM-DD') as day,
               ${spDay(orders.deliveryStart)} as win_start, ${spDay(orders.deliveryEnd)} as win_end, count(*)::int as n
          from ${schedules}
          join ${loads} on ${loads.id} = ${schedules.loadId}
          join ${loadOrders} on ${loadOrders.loadId} = ${loads.id}
          join ${orders} on ${orders.id} = ${loadOrders.orderId}
         where ${where(and(visibleLoads(scope), visibleOrders(scope)))}
           and ${schedules.deliveryDate} between ${inicio} and ${fim}
         group by 1, 2, 3`,
  );
}

export interface AcceptanceGroup {
  received: string;
  accepted: string | null;
  waiting: boolean;
  n: number;
}

/** Orders that reached the supplier in the period and waited (or wait) for its acceptance. */
export function acceptances(db: DbOrTx, scope: RowScope, inicio: string, fim: string): Promise<AcceptanceGroup[]> {
  const received = sql`coalesce(${orders.poReceivedAt}, ${orders.issuedAt})`;
  return rowsOf(
    db,
    sql`select to_char(${received}, 'YYYY-MM-DD') as received, ${spDay(orders.acceptedAt)} as accepted,
               ${orders.status} in ('N', 'M') as waiting, count(*)::int as n
          from ${orders}
         where ${where(visibleOrders(scope))}
           and ${received} between ${inicio} and ${fim}
           and (${orders.acceptedAt} is not null or ${orders.status} in ('N', 'M'))
         group by 1, 2, 3`,
  );
}

export interface FirstUploadGroup {
  day: string;
  commercial: number;
  fiscal: number;
  cancelled: boolean;
  n: number;
}

/** Orders whose first upload (first conciliation by created_at, then id) was made in the period, by its result. */
export function firstUploads(db: DbOrTx, scope: RowScope, inicio: string, fim: string): Promise<FirstUploadGroup[]> {
  return rowsOf(
    db,
    sql`select ${spDay(sql`c.created_at`)} as day, c.commercial_status as commercial, c.fiscal_status as fiscal,
               c.cancelled_at is not null as cancelled, count(*)::int as n
          from ${conciliations} c
          join ${orders} on ${orders.id} = c.order_id
         where ${where(visibleOrders(scope))}
           and c.created_at >= ${spStart(inicio)} and c.created_at < ${spStart(addDays(fim, 1))}
           and not exists (select 1 from ${conciliations} p
                            where p.order_id = c.order_id and (p.created_at, p.id) < (c.created_at, c.id))
         group by 1, 2, 3, 4`,
  );
}

/** The reasons named by the uploads of the period: how many uploads name each code. */
export function reasonCounts(
  db: DbOrTx,
  scope: RowScope,
  inicio: string,
  fim: string,
): Promise<{ code: string; uploads: number }[]> {
  return rowsOf(
    db,
    sql`select r.code, count(distinct c.id)::int as uploads
          from ${conciliations} c
          join ${orders} on ${orders.id} = c.order_id
          cross join lateral (select distinct e ->> 'code' as code
                                from jsonb_array_elements(coalesce(c.rejection, '[]'::jsonb)) e) r
         where ${where(visibleOrders(scope))}
           and c.created_at >= ${spStart(inicio)} and c.created_at < ${spStart(addDays(fim, 1))}
           and c.rejection is not null
         group by r.code`,
  );
}

export interface LatestConciliation {
  id: number;
  order_id: number;
  invoice_number: string | null;
  commercial: number;
  fiscal: number;
  accepted: boolean;
  created_at: string;
}

/**
 * Each order's latest conciliation that is not cancelled, when it is not 2/2 (2/2 never awaits action), oldest
 * upload first, at most `limit`.
 */
export function latestOpenConciliations(db: DbOrTx, scope: RowScope, limit: number): Promise<LatestConciliation[]> {
  return rowsOf(
    db,
    sql`select * from (
          select distinct on (c.order_id) c.id::int as id, c.order_id::int as order_id, c.invoice_number,
                 c.commercial_status as commercial, c.fiscal_status as fiscal, c.conditional_at is not null as accepted,
                 to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
            from ${conciliations} c
            join ${orders} on ${orders.id} = c.order_id
           where ${where(visibleOrders(scope))} and c.cancelled_at is null
           order by c.order_id, c.id desc) latest
         where not (commercial = 2 and fiscal = 2)
         order by created_at, id
         limit ${limit}`,
  );
}
