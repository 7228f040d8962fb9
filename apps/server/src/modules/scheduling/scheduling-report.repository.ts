import { sql, type SQL } from 'drizzle-orm';
import { loads, orders } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { visibleLoads, visibleOrders, type RowScope } from '../../platform/row-scope';
import { likePattern } from '../../db/sql-text';
import type { ReportRow } from './scheduling-report.model';

/** The report's filters once the service applied permissions. */
export interface ReportSearch {
  /** the user's row scope: loads it may see, and of them only the orders it may see */
  scope: RowScope;
  /** the company chosen with scheduling-report-change-company: loads with orders of it, counting only those */
  companyId: number | null;
  supplierName?: string;
  gateName?: string;
  /** one booking, by the id its reference carries */
  scheduleId?: number;
  from?: string;
  to?: string;
}

/** Where the previous batch ended (keyset: date, time, schedule id). */
export interface ReportCursor {
  date: string;
  time: string;
  id: number;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function conditions(search: ReportSearch, after: ReportCursor | null): SQL {
  const where: SQL[] = [sql`true`];
  // schedules_date_idx
  if (search.from) where.push(sql`s.delivery_date >= ${search.from}`);
  if (search.to) where.push(sql`s.delivery_date <= ${search.to}`);
  const visible = visibleLoads(search.scope);
  if (visible) where.push(visible);
  if (search.supplierName) where.push(sql`sup.name ilike ${likePattern(search.supplierName)}`);
  if (search.gateName) where.push(sql`g.name ilike ${likePattern(search.gateName)}`);
  if (search.scheduleId !== undefined) where.push(sql`s.id = ${search.scheduleId}`);
  if (search.companyId !== null) where.push(sql`agg.orders is not null`);
  if (after)
    where.push(sql`(s.delivery_date, s.delivery_time, s.id) > (${after.date}::date, ${after.time}::time, ${after.id})`);
  return sql.join(where, sql` and `);
}

/**
 * One batch of the report in delivery order (date, time, id), after the cursor. Orders, volumes, pieces and
 * companies come from the load's orders (only the chosen company's when restricted), in one lateral join.
 */
export async function findReportBatch(
  db: DbOrTx,
  search: ReportSearch,
  after: ReportCursor | null,
  limit: number,
): Promise<ReportRow[]> {
  const companyFilter = search.companyId !== null ? sql`and ${orders.companyId} = ${search.companyId}` : sql``;
  const visibleFilter = visibleOrders(search.scope);
  const scopeFilter = visibleFilter ? sql`and ${visibleFilter}` : sql``;
  const result = (await db.execute(sql`
    select s.id, s.delivery_date::text as date, s.delivery_time::text as time, pl.name as cd_name,
           g.name as gate_name, ${loads.id} as load_id, cc.year, cc.week, sup.id as supplier_id,
           sup.name as supplier_name, agg.orders, agg.volumes, agg.pieces, agg.companies
      from schedules s
      join ${loads} on ${loads.id} = s.load_id
      join gates g on g.id = s.gate_id
      join physical_locations pl on pl.id = ${loads.cdId}
      join suppliers sup on sup.id = ${loads.supplierId}
      join commercial_calendar cc on cc.id = ${loads.commercialWeekId}
      cross join lateral (
        select json_agg(${orders.id} order by ${orders.id}) as orders,
               coalesce(sum(${orders.qtVolumes}), 0) as volumes,
               coalesce(sum(${orders.qtPieces}), 0) as pieces,
               json_agg(distinct c.code || ' - ' || c.name) as companies
          from load_orders lo
          join ${orders} on ${orders.id} = lo.order_id
          join companies c on c.id = ${orders.companyId}
         where lo.load_id = ${loads.id} ${companyFilter} ${scopeFilter}
      ) agg
     where ${conditions(search, after)}
     order by s.delivery_date, s.delivery_time, s.id
     limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: toNumber(r.id),
    date: String(r.date),
    time: String(r.time),
    cdName: String(r.cd_name),
    gateName: String(r.gate_name),
    loadId: toNumber(r.load_id),
    year: toNumber(r.year),
    week: toNumber(r.week),
    supplierId: toNumber(r.supplier_id),
    supplierName: String(r.supplier_name),
    orders: jsonList(r.orders).map(toNumber),
    volumes: toNumber(r.volumes),
    pieces: toNumber(r.pieces),
    companies: jsonList(r.companies).map(String),
  }));
}

function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return JSON.parse(value) as unknown[];
  return [];
}
