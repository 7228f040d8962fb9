import { and, asc, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import { gateHours, gates, gateVariations, schedules } from '../../db/schema/index';
import { insertReturningId } from '../../db/insert-id';
import type { DbOrTx, Tx } from '../../platform/database';

export type GateRow = Pick<typeof gates.$inferSelect, 'id' | 'cdId' | 'name' | 'description' | 'dynamicCapacity'>;
export type GateHourRow = Omit<typeof gateHours.$inferSelect, 'gateId'> & { gateId: number };
export type NewGateHour = Omit<typeof gateHours.$inferInsert, 'id' | 'gateId'> & { weekday: number };

const gateColumns = {
  id: gates.id,
  cdId: gates.cdId,
  name: gates.name,
  description: gates.description,
  dynamicCapacity: gates.dynamicCapacity,
};

/** The CD's live gates by name. */
export async function listGates(db: DbOrTx, cdId: number): Promise<GateRow[]> {
  return db
    .select(gateColumns)
    .from(gates)
    .where(and(eq(gates.cdId, cdId), isNull(gates.deletedAt)))
    .orderBy(asc(gates.name), asc(gates.id));
}

/** A live gate (deleted gates are gone for administration). */
export async function findGate(db: DbOrTx, id: number): Promise<GateRow | null> {
  const [row] = await db
    .select(gateColumns)
    .from(gates)
    .where(and(eq(gates.id, id), isNull(gates.deletedAt)));
  return row ?? null;
}

/** select … for update on a live gate's row: every change to its hours or bookings starts here. */
export async function lockGate(tx: Tx, id: number): Promise<GateRow | null> {
  const [row] = await tx
    .select(gateColumns)
    .from(gates)
    .where(and(eq(gates.id, id), isNull(gates.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function hoursOf(db: DbOrTx, gateIds: readonly number[]): Promise<GateHourRow[]> {
  if (gateIds.length === 0) return [];
  return db
    .select()
    .from(gateHours)
    .where(inArray(gateHours.gateId, [...gateIds]))
    .orderBy(asc(gateHours.gateId), asc(gateHours.weekday));
}

export async function insertGate(
  tx: Tx,
  gate: { cdId: number; name: string; description: string | null; dynamicCapacity: boolean },
): Promise<number> {
  return insertReturningId(tx, gates, gate);
}

export async function updateGate(
  tx: Tx,
  id: number,
  gate: { name: string; description: string | null; dynamicCapacity: boolean },
): Promise<void> {
  await tx.update(gates).set(gate).where(eq(gates.id, id));
}

/** Writes a gate's seven weekdays in place (one row per gate and weekday). */
export async function upsertGateHours(tx: Tx, gateId: number, rows: readonly NewGateHour[]): Promise<void> {
  for (const row of rows) {
    const values = {
      startTime: row.startTime,
      endTime: row.endTime,
      intervalHours: row.intervalHours,
      capacity: row.capacity,
      loadsPerSlot: row.loadsPerSlot,
    };
    await tx
      .insert(gateHours)
      .values({ gateId, weekday: row.weekday, ...values })
      .onConflictDoUpdate({ target: [gateHours.gateId, gateHours.weekday], set: values });
  }
}

export async function softDeleteGate(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(gates).set({ deletedAt: at }).where(eq(gates.id, id));
}

export interface BookingRow {
  date: string;
  time: string;
  volumes: number;
}

/** The gate's bookings from a date on. */
export async function bookingsOfGateFrom(db: DbOrTx, gateId: number, from: string): Promise<BookingRow[]> {
  return db
    .select({ date: schedules.deliveryDate, time: schedules.deliveryTime, volumes: schedules.volumes })
    .from(schedules)
    .where(and(eq(schedules.gateId, gateId), gte(schedules.deliveryDate, from)));
}

export async function countBookingsOfGateFrom(db: DbOrTx, gateId: number, from: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schedules)
    .where(and(eq(schedules.gateId, gateId), gte(schedules.deliveryDate, from)));
  return row?.n ?? 0;
}

/** The periods of the gate's variations that end on or after a date. */
export async function variationPeriodsFrom(
  db: DbOrTx,
  gateId: number,
  from: string,
): Promise<{ start: string; end: string }[]> {
  return db
    .select({ start: gateVariations.startDate, end: gateVariations.endDate })
    .from(gateVariations)
    .where(and(eq(gateVariations.gateId, gateId), gte(gateVariations.endDate, from)));
}
