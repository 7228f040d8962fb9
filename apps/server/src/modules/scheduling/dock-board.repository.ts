import type { BoardBooking } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { loads } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { visibleLoads, type RowScope } from '../../platform/row-scope';

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return JSON.parse(value) as unknown[];
  return [];
}

/**
 * The bookings at a CD's gates on [from, to] that the scope lets through (visibleLoads), with the load's supplier and
 * its orders (schedules_gate_date_idx per gate of the CD).
 */
export async function findBoardBookings(
  db: DbOrTx,
  cdId: number,
  from: string,
  to: string,
  scope: RowScope,
): Promise<BoardBooking[]> {
  const visible = visibleLoads(scope);
  const result = (await db.execute(sql`
    select s.id, s.gate_id, s.delivery_date::text as date, s.delivery_time::text as time, ${loads.id} as load_id,
           sup.id as supplier_id, sup.name as supplier_name, s.volumes,
           (select coalesce(json_agg(lo.order_id order by lo.order_id), '[]'::json)
              from load_orders lo where lo.load_id = ${loads.id}) as orders
      from schedules s
      join gates g on g.id = s.gate_id
      join ${loads} on ${loads.id} = s.load_id
      join suppliers sup on sup.id = ${loads.supplierId}
     where g.cd_id = ${cdId} and s.delivery_date between ${from}::date and ${to}::date
       ${visible ? sql`and ${visible}` : sql``}
     order by s.delivery_date, s.delivery_time, s.gate_id, s.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    scheduleId: toNumber(r.id),
    gateId: toNumber(r.gate_id),
    date: String(r.date),
    time: String(r.time),
    loadId: toNumber(r.load_id),
    supplierId: toNumber(r.supplier_id),
    supplierName: String(r.supplier_name),
    volumes: toNumber(r.volumes),
    orders: jsonList(r.orders).map(toNumber),
  }));
}
