import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/database';
import {
  cdExceptions,
  cdOpeningHours,
  commercialCalendar,
  companyLocations,
  conciliationHistory,
  conciliationItems,
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
  storedFiles,
  suppliers,
  users,
} from '../schema/index';
import type { DemoInvoiceFile, GeneratedConciliations } from './conciliations.seed';
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

/**
 * Invoice XMLs into stored_files: the text travels once in the JSON parameter and becomes its UTF-8 bytes in
 * the database (a bytea in JSON would be hex, twice the size). Batches of about 4 MB.
 */
async function insertInvoiceFiles(
  tx: Tx,
  files: readonly DemoInvoiceFile[],
  userId: (login: string | null) => number | null,
): Promise<void> {
  const name = sql.identifier(getTableName(storedFiles));
  for (let i = 0; i < files.length;) {
    const batch: Record<string, unknown>[] = [];
    for (let bytes = 0; i < files.length && bytes < 4_000_000; i++) {
      const f = files[i]!;
      const content = Buffer.from(f.xml, 'utf8');
      bytes += content.length;
      batch.push({
        id: f.id,
        name: f.name,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        mime_type: f.mimeType,
        xml: f.xml,
        created_at: f.createdAt.toISOString(),
        created_by: userId(f.createdByLogin),
      });
    }
    await tx.execute(sql`
      insert into ${name} (id, name, size, sha256, mime_type, content, created_at, created_by)
      select id, name, size, sha256, mime_type, convert_to(xml, 'UTF8'), created_at, created_by
      from json_to_recordset(${JSON.stringify(batch)}::json)
        as f(id uuid, name text, size integer, sha256 text, mime_type text, xml text, created_at timestamptz, created_by integer)`);
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

  /** A generated row's year and week replaced by its commercial_calendar id. */
  const withWeekId = <R extends { year: number; week: number }>({ year, week, ...row }: R) => {
    const commercialWeekId = weekIds.get(`${year}-${week}`);
    if (commercialWeekId === undefined) throw new Error(`commercial week ${year}-${week} is missing from the calendar`);
    return { ...row, commercialWeekId };
  };
  const orderRows = data.orders.map(withWeekId);
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
  await bulkInsert(tx, loads, logistics.loads.map(withWeekId));
  await resetIdentity(tx, 'loads');
  await bulkInsert(tx, loadOrders, logistics.loadOrders);
  await bulkInsert(tx, schedules, logistics.schedules);
  await resetIdentity(tx, 'schedules');

  // users before the conciliations, which name who uploaded, accepted, cancelled and issued the RFM
  const inserted = await tx
    .insert(users)
    .values([...userRows])
    .returning({ id: users.id, login: users.login });
  const userIds = new Map(inserted.map((u) => [u.login, u.id]));
  const userId = (login: string | null): number | null => {
    if (login === null) return null;
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`demo user ${login} is missing`);
    return id;
  };
  await writeConciliations(tx, data.conciliations, userId);
}

/** The conciliations with their invoice files, items and history; `userId` resolves a demo login. */
export async function writeConciliations(
  tx: Tx,
  generated: GeneratedConciliations,
  userId: (login: string | null) => number | null,
): Promise<void> {
  await insertInvoiceFiles(tx, generated.files, userId);
  await bulkInsert(
    tx,
    conciliations,
    generated.conciliations.map(({ createdByLogin, conditionalByLogin, cancelledByLogin, rfmByLogin, ...c }) => ({
      ...c,
      createdBy: userId(createdByLogin),
      conditionalBy: userId(conditionalByLogin),
      cancelledBy: userId(cancelledByLogin),
      rfmBy: userId(rfmByLogin),
    })),
  );
  await resetIdentity(tx, 'conciliations');
  await bulkInsert(tx, conciliationItems, generated.items);
  await resetIdentity(tx, 'conciliation_items');
  await bulkInsert(
    tx,
    conciliationHistory,
    generated.history.map(({ userLogin, ...h }) => ({ ...h, userId: userId(userLogin) })),
  );
  await resetIdentity(tx, 'conciliation_history');
}
