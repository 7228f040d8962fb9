import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/database';
import {
  cdExceptions,
  cdOpeningHours,
  commercialCalendar,
  companyLocations,
  conciliations,
  gateHours,
  gates,
  gateVariations,
  loadOrders,
  loads,
  orderItemDetails,
  orderItems,
  orders,
  physicalLocations,
  schedules,
  suppliers,
  users,
} from '../schema/index';
import type { DemoData } from './demo-data';
import type { UserRow } from './users.seed';

const BATCH = 2000;

/**
 * Inserts rows as one JSON parameter per batch (json_populate_recordset): about three times faster
 * than a multi-row VALUES on PGlite, whose cost is per bound parameter. Only the columns present in
 * the first row are written, so the others keep their defaults; rows of one table share their keys.
 */
async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const list = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = (row as Record<string, unknown>)[key];
        record[column.name] = value instanceof Date ? value.toISOString() : value;
      }
      return record;
    });
    await tx.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** Identity columns given explicit ids must have their sequence moved past them. */
async function resetIdentity(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    ),
  );
}

export async function writeDemoData(tx: Tx, data: DemoData, userRows: readonly UserRow[]): Promise<void> {
  const weeks = await tx
    .select({ id: commercialCalendar.id, year: commercialCalendar.year, week: commercialCalendar.week })
    .from(commercialCalendar);
  const weekIds = new Map(weeks.map((w) => [`${w.year}-${w.week}`, w.id]));

  await bulkInsert(tx, physicalLocations, data.locations);
  await resetIdentity(tx, 'physical_locations');
  await bulkInsert(tx, companyLocations, data.companyLocations);
  await bulkInsert(tx, cdOpeningHours, data.openingHours);
  await bulkInsert(
    tx,
    suppliers,
    data.suppliers.map((s) => s.row),
  );

  const orderRows = data.orders.map(({ year, week, ...order }) => {
    const commercialWeekId = weekIds.get(`${year}-${week}`);
    if (commercialWeekId === undefined) throw new Error(`commercial week ${year}-${week} is missing from the calendar`);
    return { ...order, commercialWeekId };
  });
  await bulkInsert(tx, orders, orderRows);
  await bulkInsert(tx, orderItems, data.items);
  await resetIdentity(tx, 'order_items');
  await bulkInsert(tx, orderItemDetails, data.details);

  const { logistics } = data;
  await bulkInsert(tx, gates, logistics.gates);
  await resetIdentity(tx, 'gates');
  await bulkInsert(tx, gateHours, logistics.gateHours);
  await bulkInsert(tx, gateVariations, logistics.gateVariations);
  await resetIdentity(tx, 'gate_variations');
  await bulkInsert(tx, cdExceptions, logistics.cdExceptions);
  await resetIdentity(tx, 'cd_exceptions');
  await bulkInsert(
    tx,
    loads,
    logistics.loads.map(({ year, week, ...load }) => {
      const commercialWeekId = weekIds.get(`${year}-${week}`);
      if (commercialWeekId === undefined)
        throw new Error(`commercial week ${year}-${week} is missing from the calendar`);
      return { ...load, commercialWeekId };
    }),
  );
  await resetIdentity(tx, 'loads');
  await bulkInsert(tx, loadOrders, logistics.loadOrders);
  await bulkInsert(tx, schedules, logistics.schedules);
  await resetIdentity(tx, 'schedules');
  await bulkInsert(tx, conciliations, logistics.conciliations);
  await resetIdentity(tx, 'conciliations');
  await tx.insert(users).values([...userRows]);
}
