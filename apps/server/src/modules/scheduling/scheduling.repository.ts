import {
  addDays,
  type CdDayHours,
  type CdReservation,
  type SchedulingGate,
  type SlotBooking,
  type SlotHours,
} from '@portal/domain';
import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  auditLog,
  cdExceptions,
  companies,
  cdOpeningHours,
  commercialCalendar,
  gateHours,
  gateVariations,
  gates,
  loadOrders,
  loads,
  orders,
  physicalLocations,
  preSchedulings,
  schedules,
} from '../../db/schema/index';
import { auditRow, type AuditAction, type AuditEntry } from '../../platform/audit';
import type { DbOrTx, Tx } from '../../platform/database';
import { clock } from '../../platform/clock';

/** A load as scheduling needs it: owner, CD and week, its volumes, its orders' statuses and its schedule. */
export interface SchedulingLoad {
  id: number;
  supplierId: number;
  cdId: number;
  cdName: string;
  commercialWeekId: number;
  year: number;
  week: number;
  weekStart: string;
  weekEnd: string;
  volumes: number;
  statuses: string[];
  /** the companies of its orders (a load may mix them): platform/row-scope.ts decides visibility from them */
  companyIds: number[];
  cdHours: CdDayHours[];
  schedule: { id: number; gateId: number; date: string; time: string; volumes: number } | null;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

function jsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return [];
}

/** The load as the booking path needs it: SchedulingLoad without the CD's hours (read later, under the gate lock). */
export type BookingLoad = Omit<SchedulingLoad, 'cdHours'>;

/**
 * The load's own columns over `loads l`, `physical_locations pl` (its CD) and `commercial_calendar cc` (its
 * week): owner, CD, week, the volumes, statuses and companies of its orders (one pass over them) and its current
 * schedule.
 */
const loadColumns = sql`l.id, l.supplier_id, l.cd_id, pl.name as cd_name, l.commercial_week_id,
           cc.year, cc.week, cc.start_date::text as week_start, cc.end_date::text as week_end,
           (select json_build_object('volumes', coalesce(sum(o.qt_volumes), 0),
                   'statuses', coalesce(json_agg(o.status), '[]'::json),
                   'companyIds', coalesce(json_agg(distinct o.company_id), '[]'::json))
              from ${loadOrders} lo join ${orders} o on o.id = lo.order_id where lo.load_id = l.id) as orders,
           (select json_build_object('id', s.id, 'gateId', s.gate_id, 'date', s.delivery_date::text,
                   'time', s.delivery_time::text, 'volumes', s.volumes)
              from ${schedules} s where s.load_id = l.id) as schedule`;

/** The seven weekdays of the load's CD's hours as a JSON array (CdDayHours), over `loads l`. */
const cdHoursJson = sql`(select coalesce(json_agg(json_build_object('idDiaSemana', h.weekday,
           'hrInicial', h.start_time::text, 'hrFim', h.end_time::text)), '[]'::json)
      from ${cdOpeningHours} h where h.location_id = l.cd_id)`;

const loadFrom = sql`from ${loads} l
      join ${physicalLocations} pl on pl.id = l.cd_id
      join ${commercialCalendar} cc on cc.id = l.commercial_week_id`;

function jsonValue<T>(value: unknown): T | null {
  return ((typeof value === 'string' ? JSON.parse(value) : value) as T | null) ?? null;
}

function toBookingLoad(row: Record<string, unknown>): BookingLoad {
  const ofOrders = jsonValue<{ volumes: number | string; statuses: string[]; companyIds: (number | string)[] }>(
    row.orders,
  );
  return {
    id: toNumber(row.id),
    supplierId: toNumber(row.supplier_id),
    cdId: toNumber(row.cd_id),
    cdName: String(row.cd_name),
    commercialWeekId: toNumber(row.commercial_week_id),
    year: toNumber(row.year),
    week: toNumber(row.week),
    weekStart: String(row.week_start),
    weekEnd: String(row.week_end),
    volumes: toNumber(ofOrders?.volumes),
    statuses: ofOrders?.statuses ?? [],
    companyIds: (ofOrders?.companyIds ?? []).map(toNumber),
    schedule: jsonValue<NonNullable<SchedulingLoad['schedule']>>(row.schedule),
  };
}

type Rows = { rows: Record<string, unknown>[] };

const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes as a named prepared statement (node-postgres parses it once per
 * connection and PostgreSQL keeps its plan), for the statements of every booking: planning them each time cost
 * more than running them. `name` must be unique to the text. PGlite runs it as any other statement.
 */
async function executePrepared(db: DbOrTx, name: string, query: SQL): Promise<Rows> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as Rows;
}

/**
 * One query, no lock (the free places): the load, its CD (name and seven weekdays of hours), its week, the
 * volumes and statuses of its orders and its current schedule.
 */
export async function findSchedulingLoad(db: DbOrTx, loadId: number): Promise<SchedulingLoad | null> {
  const result = (await db.execute(sql`
    select ${loadColumns}, ${cdHoursJson} as cd_hours
      ${loadFrom}
     where l.id = ${loadId}`)) as unknown as Rows;
  const row = result.rows[0];
  if (!row) return null;
  return { ...toBookingLoad(row), cdHours: jsonArray<CdDayHours>(row.cd_hours) };
}

/**
 * Lock 1 of every change to a load's booking: select … for update on the load row, in a statement of its own.
 * Under READ COMMITTED a statement sees what was committed when it began, so what the lock protects (the load's
 * schedule, its orders) is read by the next statement, begun after the previous holder of the lock committed: a
 * select … for update that also read the schedule would read it from before the wait. False when no such load.
 */
export async function lockLoad(tx: Tx, loadId: number): Promise<boolean> {
  const result = await executePrepared(
    tx,
    'scheduling_lock_load',
    sql`select l.id from ${loads} l where l.id = ${loadId} for update`,
  );
  return result.rows.length > 0;
}

/**
 * The CD-wide lock of one slot start (decision A15): a transaction-scoped advisory lock on (CD, date and time),
 * taken after the load's and gates' locks, in a statement of its own, by every booking (the new place) and every
 * growing refit. With reservations, bookings at different gates of one CD at the same date and time race on the
 * CD's capacity at that time (C(T), B(T), what the providers still hold); bookings at other times do not touch
 * it, so they keep running side by side. A transaction takes at most one such lock and takes it after its row
 * locks (load → gates → slot), so no cycle can form; the CD area's locks (CD row, then gates) never wait for it.
 */
export async function lockCdSlot(tx: Tx, cdId: number, date: string, time: string): Promise<void> {
  await executePrepared(
    tx,
    'scheduling_lock_cd_slot',
    sql`select pg_advisory_xact_lock(${cdId}::int,
           ((${date}::date - date '2000-01-01') * 1440 + extract(epoch from ${time}::time)::int / 60)::int)`,
  );
}

/**
 * After lockLoad, one statement: the load (as findSchedulingLoad, without the CD's hours) and lock 2, the gate
 * rows (select … for update, ascending id: the locking happens after the sort) of `gateId` and of the load's
 * current booking. The load's data is read from this statement's snapshot, taken after lock 1, so it is current;
 * a locked gate row is returned in its latest version even when the lock had to wait. What the gate locks
 * protect (bookings, hours, variations, the CD's hours and exceptions) is read by the next statement
 * (findSlotContext), never by this one. Null when the load is gone.
 */
export async function findLoadLockingGates(
  tx: Tx,
  loadId: number,
  gateId: number | null,
): Promise<{ load: BookingLoad; gates: GateRow[] } | null> {
  const result = await executePrepared(
    tx,
    'scheduling_load_locking_gates',
    sql`
    with locked as materialized (
      select g.id, g.cd_id, g.name, g.dynamic_capacity, g.deleted_at is not null as deleted
        from ${gates} g
       where g.id in (${gateId}::int, (select s.gate_id from ${schedules} s where s.load_id = ${loadId}))
       order by g.id
         for update
    )
    select ${loadColumns},
           (select coalesce(json_agg(json_build_object('id', k.id, 'cdId', k.cd_id, 'name', k.name,
                   'dynamicCapacity', k.dynamic_capacity, 'deleted', k.deleted) order by k.id), '[]'::json)
              from locked k) as gates
      ${loadFrom}
     where l.id = ${loadId}`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return { load: toBookingLoad(row), gates: jsonArray<GateRow>(row.gates) };
}

export interface GateRow {
  id: number;
  cdId: number;
  name: string;
  dynamicCapacity: boolean;
  deleted: boolean;
}

/** Locks gate rows (select … for update) in ascending id: every change to a gate's bookings starts here. */
export async function lockGates(tx: Tx, gateIds: readonly number[]): Promise<GateRow[]> {
  const ids = [...new Set(gateIds)].sort((a, b) => a - b);
  const locked: GateRow[] = [];
  // one statement per gate keeps the locking order explicit (ascending id)
  for (const id of ids) {
    const [row] = await tx
      .select({
        id: gates.id,
        cdId: gates.cdId,
        name: gates.name,
        dynamicCapacity: gates.dynamicCapacity,
        deletedAt: gates.deletedAt,
      })
      .from(gates)
      .where(eq(gates.id, id))
      .for('update');
    if (row)
      locked.push({
        id: row.id,
        cdId: row.cdId,
        name: row.name,
        dynamicCapacity: row.dynamicCapacity,
        deleted: row.deletedAt !== null,
      });
  }
  return locked;
}

// the CD's gates with their hours: findGatesWithHours in db/gates-with-hours.ts (pre-scheduling reads them too)
export { findGatesWithHours } from '../../db/gates-with-hours';

export interface VariationRow {
  gateId: number;
  startDate: string;
  endDate: string;
  hours: SlotHours[];
}

/** Variations of these gates overlapping [from, to] (gate_variations_gate_start_uq). */
export async function findVariations(
  db: DbOrTx,
  gateIds: readonly number[],
  from: string,
  to: string,
): Promise<VariationRow[]> {
  if (gateIds.length === 0) return [];
  const rows = await db
    .select({
      gateId: gateVariations.gateId,
      startDate: gateVariations.startDate,
      endDate: gateVariations.endDate,
      hours: gateVariations.hours,
    })
    .from(gateVariations)
    .where(
      and(
        inArray(gateVariations.gateId, [...gateIds]),
        lte(gateVariations.startDate, to),
        gte(gateVariations.endDate, from),
      ),
    );
  return rows.map((r) => ({ ...r, hours: r.hours as SlotHours[] }));
}

/** The CD's exception dates in [from, to] (cd_exceptions_cd_date_uq). */
export async function findExceptionDates(db: DbOrTx, cdId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: cdExceptions.date })
    .from(cdExceptions)
    .where(and(eq(cdExceptions.cdId, cdId), gte(cdExceptions.date, from), lte(cdExceptions.date, to)));
  return rows.map((r) => r.date);
}

/**
 * Pre-schedulings that reserve capacity (decision A15) at a CD on dates in [from, to]: active, of a company with
 * enable_supplier_pre_scheduling, their date range touching [from, to] (pre_schedulings_cd_active_idx). Weekdays
 * and hours are left to the domain (reservationCovers).
 */
const countingReservations = (cdId: number | SQL, from: string | SQL, to: string | SQL) => sql`
    select p.id, p.supplier_id, p.capacity, p.weekdays, p.start_date, p.end_date, p.start_time, p.end_time
      from ${preSchedulings} p join ${companies} c on c.id = p.company_id and c.enable_supplier_pre_scheduling
     where p.cd_id = ${cdId} and p.active and p.start_date <= ${to}::date
       and (p.end_date is null or p.end_date >= ${from}::date)`;

/** The reservation columns of countingReservations as JSON objects (the booking statement sends them as one). */
const reservationJson = (r: SQL) => sql`json_build_object('id', ${r}.id, 'supplierId', ${r}.supplier_id,
       'capacity', ${r}.capacity, 'weekdays', ${r}.weekdays, 'startDate', ${r}.start_date::text,
       'endDate', ${r}.end_date::text, 'startTime', ${r}.start_time::text, 'endTime', ${r}.end_time::text,
       'active', true, 'companyEnabled', true)`;

/**
 * The bookings of the gates in `gateIds` over [from, to] (at most a week) as one text, the given load's own booking
 * left out: gate, day of the range, time, volumes and supplier of each, read from the covering index
 * schedules_gate_date_idx alone. One text rather than rows: a busy week holds thousands of bookings and this is the
 * free-places answer's biggest read. Not summed per slot in the database: a week of 5,000 bookings falls in about
 * 4,000 (gate, slot, supplier) groups, and grouping them cost more than it saved (docs/performance.md). The
 * booking's supplier (kept on the schedule) is given only for the providers holding a reservation at the CD in
 * [from, to] (their bookings use it up, decision A15), 0 for the others.
 */
function occupationText(gateIds: SQL, from: SQL, to: SQL, exceptLoadId: number, cdId: SQL): SQL {
  return sql`
    select string_agg(concat_ws(' ', s.gate_id, s.delivery_date - ${from}::date, s.delivery_time, s.volumes,
             case when s.supplier_id in (select r.supplier_id from (${countingReservations(cdId, from, to)}) r)
                  then s.supplier_id else 0 end), ' ') as slots
      from ${schedules} s
     where s.gate_id in (${gateIds})
       and s.delivery_date between ${from}::date and ${to}::date and s.load_id <> ${exceptLoadId}`;
}

/** The bookings of occupationText's text, `from` being the range's first date. */
function parseOccupation(text: unknown, from: string): SlotBooking[] {
  if (typeof text !== 'string' || text === '') return [];
  const parts = text.split(' ');
  const dates: string[] = [];
  const out: SlotBooking[] = [];
  for (let i = 0; i + 4 < parts.length; i += 5) {
    const day = Number(parts[i + 1]);
    const supplierId = Number(parts[i + 4]);
    const booking: SlotBooking = {
      gateId: Number(parts[i]),
      date: (dates[day] ??= addDays(from, day)),
      time: parts[i + 2]!,
      volumes: Number(parts[i + 3]),
      loadId: 0,
    };
    if (supplierId) booking.supplierId = supplierId;
    out.push(booking);
  }
  return out;
}

/** The CD's week as free places read it for a load: its gates' variations, exceptions, bookings and reservations. */
export interface CdWeek {
  variations: VariationRow[];
  exceptions: string[];
  bookings: SlotBooking[];
  reservations: CdReservation[];
}

/**
 * The CD's week of a load, in one statement run beside the load's own read (findSchedulingLoad) and its gates'
 * (findGatesWithHours): over the load's week, the variations of the CD's live gates, its exception dates, its
 * counting reservations and the gates' occupation (the load's own booking left out). One statement instead of four,
 * and in the same round as the load's: each statement costs the server more to build, send and parse than these
 * small sets cost the database. Prepared: its text never changes and planning it cost as much as running it. Nothing
 * of it is shown before the load's visibility is checked. Empty when no such load.
 */
export async function findCdWeek(db: DbOrTx, loadId: number): Promise<CdWeek> {
  const from = sql`(select w.start_date from w)`;
  const to = sql`(select w.end_date from w)`;
  const cdId = sql`(select w.cd_id from w)`;
  const cdGates = sql`select g.id from ${gates} g where g.cd_id = ${cdId} and g.deleted_at is null`;
  const result = await executePrepared(
    db,
    'scheduling_cd_week',
    sql`
    with w as materialized (
      select l.cd_id, cc.start_date, cc.end_date from ${loads} l
        join ${commercialCalendar} cc on cc.id = l.commercial_week_id
       where l.id = ${loadId})
    select (select w.start_date::text from w) as week_start,
           (select coalesce(json_agg(json_build_object('gateId', v.gate_id, 'startDate', v.start_date::text,
                   'endDate', v.end_date::text, 'hours', v.hours)), '[]'::json)
              from ${gateVariations} v
             where v.gate_id in (${cdGates}) and v.start_date <= ${to} and v.end_date >= ${from}) as variations,
           (select coalesce(json_agg(e.date::text), '[]'::json)
              from ${cdExceptions} e
             where e.cd_id = ${cdId} and e.date between ${from} and ${to}) as exceptions,
           (select coalesce(json_agg(${reservationJson(sql`r`)}), '[]'::json)
              from (${countingReservations(cdId, from, to)}) r) as reservations,
           (${occupationText(cdGates, from, to, loadId, cdId)}) as slots`,
  );
  const row = result.rows[0] ?? {};
  return {
    variations: jsonArray<VariationRow>(row.variations),
    exceptions: jsonArray<string>(row.exceptions),
    bookings: typeof row.week_start === 'string' ? parseOccupation(row.slots, row.week_start) : [],
    reservations: jsonArray<CdReservation>(row.reservations),
  };
}

/**
 * Inside a booking, load, CD and gate rows locked: what the single-slot check needs about one gate on one date, in
 * one round trip: the gate's regular hours of that weekday, its variations covering the date, the CD's hours (its
 * edits lock every gate of the CD, so they are read here, under the gate lock), whether the date is a CD
 * exception and the gate's bookings of that date. When a reservation counts at the CD at that date and time (decision
 * A15), also the CD's other live gates with their hours and variations, and the bookings of the CD's gates that
 * date whose slot may start at `time` (from it to before it plus the gate's longest step), with their suppliers
 * (CD-wide check, read under the CD slot lock); otherwise none of that is read.
 */
export interface SlotContext {
  hours: SlotHours | null;
  variations: VariationRow[];
  cdHours: CdDayHours[];
  exception: boolean;
  bookings: SlotBooking[];
  reservations: CdReservation[];
  otherGates: SchedulingGate[];
}

export async function findSlotContext(
  db: DbOrTx,
  gateId: number,
  cdId: number,
  date: string,
  time: string,
): Promise<SlotContext> {
  const weekday = sql`(extract(dow from ${date}::date)::int + 1)`;
  const result = await executePrepared(
    db,
    'scheduling_slot_context_cd',
    sql`
    with res as materialized (
      select r.* from (${countingReservations(cdId, date, date)}) r
       where ${weekday} = any(r.weekdays) and r.start_time <= ${time}::time and ${time}::time < r.end_time
    ), cd_gates as materialized (
      -- step: the longest hours between slot starts the gate may have that date (regular or variation), so only
      -- the bookings whose slot may start at the time asked are read
      select g.id, g.name, g.dynamic_capacity,
             greatest(1, (select max(h.interval_hours) from ${gateHours} h where h.gate_id = g.id and h.weekday = ${weekday}),
                      (select max((e->>'intervalo')::numeric) from ${gateVariations} v, jsonb_array_elements(v.hours) e
                        where v.gate_id = g.id and v.start_date <= ${date}::date and v.end_date >= ${date}::date)) as step
        from ${gates} g
       where g.cd_id = ${cdId} and g.deleted_at is null and g.id <> ${gateId} and exists (select 1 from res)
    )
    select (select json_build_object('idDiaSemana', h.weekday, 'hrInicial', h.start_time::text,
                   'hrFim', h.end_time::text, 'intervalo', h.interval_hours, 'capacidade', h.capacity,
                   'carga', h.loads_per_slot)
              from ${gateHours} h where h.gate_id = ${gateId} and h.weekday = ${weekday}) as hours,
           (select coalesce(json_agg(json_build_object('gateId', v.gate_id, 'startDate', v.start_date::text,
                   'endDate', v.end_date::text, 'hours', v.hours)), '[]'::json)
              from ${gateVariations} v
             where v.gate_id = ${gateId} and v.start_date <= ${date}::date and v.end_date >= ${date}::date) as variations,
           (select coalesce(json_agg(json_build_object('idDiaSemana', c.weekday, 'hrInicial', c.start_time::text,
                   'hrFim', c.end_time::text)), '[]'::json)
              from ${cdOpeningHours} c where c.location_id = ${cdId}) as cd_hours,
           exists (select 1 from ${cdExceptions} e where e.cd_id = ${cdId} and e.date = ${date}::date) as exception,
           (select coalesce(json_agg(json_build_object('gateId', s.gate_id, 'date', s.delivery_date::text,
                   'time', s.delivery_time::text, 'volumes', s.volumes, 'loadId', s.load_id,
                   'supplierId', case when exists (select 1 from res) then s.supplier_id end)),
                   '[]'::json)
              from (select * from ${schedules} o where o.gate_id = ${gateId} and o.delivery_date = ${date}::date
                    union all
                    select o.* from cd_gates k join ${schedules} o on o.gate_id = k.id and o.delivery_date = ${date}::date
                       and o.delivery_time >= ${time}::time
                       and o.delivery_time - ${time}::time < make_interval(hours => ceil(k.step)::int)) s
           ) as bookings,
           (select coalesce(json_agg(${reservationJson(sql`r`)}), '[]'::json) from res r) as reservations,
           (select coalesce(json_agg(json_build_object('id', k.id, 'nome', k.name, 'capacidadeDinamica', k.dynamic_capacity,
                   'horarios', (select coalesce(json_agg(json_build_object('idDiaSemana', h.weekday,
                           'hrInicial', h.start_time::text, 'hrFim', h.end_time::text, 'intervalo', h.interval_hours,
                           'capacidade', h.capacity, 'carga', h.loads_per_slot)), '[]'::json)
                      from ${gateHours} h where h.gate_id = k.id and h.weekday = ${weekday}),
                   'variacoes', (select coalesce(json_agg(json_build_object('dataInicial', v.start_date::text,
                           'dataFinal', v.end_date::text, 'horarios', v.hours)), '[]'::json)
                      from ${gateVariations} v
                     where v.gate_id = k.id and v.start_date <= ${date}::date and v.end_date >= ${date}::date))),
                   '[]'::json)
              from cd_gates k) as other_gates`,
  );
  const row = result.rows[0] ?? {};
  return {
    hours: jsonValue<SlotHours>(row.hours),
    variations: jsonArray<VariationRow>(row.variations),
    cdHours: jsonArray<CdDayHours>(row.cd_hours),
    exception: row.exception === true || row.exception === 't',
    bookings: jsonArray<SlotBooking & { supplierId: number | null }>(row.bookings).map(
      ({ supplierId, ...b }) => (supplierId ? { ...b, supplierId } : b) as SlotBooking,
    ),
    reservations: jsonArray<CdReservation>(row.reservations),
    otherGates: jsonArray<SchedulingGate>(row.other_gates),
  };
}

export interface ScheduleRow {
  id: number;
  gateId: number;
  date: string;
  time: string;
  volumes: number;
  /** the load's supplier (its own reservations are free to it) and CD */
  supplierId: number;
  cdId: number;
}

/** The load's schedule (schedules_load_uq), if any. */
export async function findScheduleOfLoad(db: DbOrTx, loadId: number): Promise<ScheduleRow | null> {
  const [row] = await db
    .select({
      id: schedules.id,
      gateId: schedules.gateId,
      date: schedules.deliveryDate,
      time: schedules.deliveryTime,
      volumes: schedules.volumes,
      supplierId: loads.supplierId,
      cdId: loads.cdId,
    })
    .from(schedules)
    .innerJoin(loads, eq(loads.id, schedules.loadId))
    .where(eq(schedules.loadId, loadId));
  return row ?? null;
}

/** The audit row of a schedule change, as platform/audit.ts's AuditEntry (entity 'schedules', id the schedule's). */
export type ScheduleAudit = Pick<AuditEntry, 'user' | 'before' | 'after' | 'requestId'>;

/**
 * Runs `change` (an insert, update or delete of schedules returning "id") and writes its audit row in the same
 * statement (a data-modifying CTE), so a booking costs one round trip less. The row is platform/audit.ts's
 * auditRow, with the schedule id the change returns. Answers the schedule id, or null when no row changed.
 */
async function changeWithAudit(
  tx: Tx,
  action: AuditAction,
  change: SQLWrapper,
  audit: ScheduleAudit,
): Promise<number | null> {
  const row = auditRow({ ...audit, action, entity: 'schedules', entityId: '' });
  if (!row) {
    const result = (await tx.execute(change.getSQL())) as unknown as Rows;
    return result.rows[0] ? toNumber(result.rows[0].id) : null;
  }
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  const result = (await tx.execute(sql`
    with changed as (${change.getSQL()})
    insert into ${auditLog} (${column(auditLog.userId)}, ${column(auditLog.userLogin)}, ${column(auditLog.action)},
           ${column(auditLog.entity)}, ${column(auditLog.entityId)}, ${column(auditLog.changes)},
           ${column(auditLog.requestId)})
    select ${row.userId ?? null}::int, ${row.userLogin ?? null}::text, ${row.action}::text,
           ${row.entity}::text, changed.id::text, ${JSON.stringify(row.changes)}::jsonb, ${row.requestId ?? null}::text
      from changed
    returning ${column(auditLog.entityId)} as id`)) as unknown as Rows;
  return result.rows[0] ? toNumber(result.rows[0].id) : null;
}

/** Books: the schedule row and its audit row ('create') in one statement. Answers the new schedule's id. */
export async function insertSchedule(
  tx: Tx,
  values: typeof schedules.$inferInsert,
  audit: Omit<ScheduleAudit, 'before'>,
): Promise<number> {
  const id = await changeWithAudit(
    tx,
    'create',
    tx
      .insert(schedules)
      .values({ createdAt: clock.now(), ...values })
      .returning({ id: schedules.id }),
    audit,
  );
  return id!;
}

/** Changes a schedule; with `audit`, its audit row ('update', none when nothing changes) in the same statement. */
export async function updateSchedule(
  tx: Tx,
  id: number,
  values: Partial<Pick<typeof schedules.$inferInsert, 'gateId' | 'deliveryDate' | 'deliveryTime' | 'volumes'>>,
  audit?: ScheduleAudit,
): Promise<void> {
  const change = tx.update(schedules).set(values).where(eq(schedules.id, id));
  if (audit) await changeWithAudit(tx, 'update', change.returning({ id: schedules.id }), audit);
  else await change;
}

/** Cancels: deletes the schedule and writes its audit row ('delete') in one statement. */
export async function deleteSchedule(tx: Tx, id: number, audit: Omit<ScheduleAudit, 'after'>): Promise<void> {
  await changeWithAudit(
    tx,
    'delete',
    tx.delete(schedules).where(eq(schedules.id, id)).returning({ id: schedules.id }),
    audit,
  );
}
