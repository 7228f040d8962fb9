import { and, asc, count, eq, gte, lte, max, ne, type SQL } from 'drizzle-orm';
import { gateVariations, schedules, users, type VariationHours } from '../../db/schema/index';
import { insertReturningId } from '../../db/insert-id';
import type { DbOrTx, Tx } from '../../platform/database';
import { clock } from '../../platform/clock';

export interface VariationRow {
  id: number;
  gateId: number;
  reason: string;
  startDate: string;
  endDate: string;
  hours: VariationHours[];
  /** login of the creator or last editor */
  userLogin: string | null;
}

const columns = {
  id: gateVariations.id,
  gateId: gateVariations.gateId,
  reason: gateVariations.reason,
  startDate: gateVariations.startDate,
  endDate: gateVariations.endDate,
  hours: gateVariations.hours,
  userLogin: users.login,
};

async function select(db: DbOrTx, where: SQL | undefined): Promise<VariationRow[]> {
  return db
    .select(columns)
    .from(gateVariations)
    .leftJoin(users, eq(users.id, gateVariations.createdBy))
    .where(where)
    .orderBy(asc(gateVariations.startDate), asc(gateVariations.id));
}

/** The gate's variations by start date. */
export async function listVariations(db: DbOrTx, gateId: number): Promise<VariationRow[]> {
  return select(db, eq(gateVariations.gateId, gateId));
}

export async function findVariation(db: DbOrTx, id: number): Promise<VariationRow | null> {
  const [row] = await select(db, eq(gateVariations.id, id));
  return row ?? null;
}

/** Another variation of the gate starting that Sunday (one per gate and week). */
export async function findVariationOfWeek(
  db: DbOrTx,
  gateId: number,
  start: string,
  exceptId?: number,
): Promise<number | null> {
  const conditions = [eq(gateVariations.gateId, gateId), eq(gateVariations.startDate, start)];
  if (exceptId !== undefined) conditions.push(ne(gateVariations.id, exceptId));
  const [row] = await db
    .select({ id: gateVariations.id })
    .from(gateVariations)
    .where(and(...conditions));
  return row?.id ?? null;
}

/** The last day any of the gate's variations covers, or null. */
export async function lastVariationDay(db: DbOrTx, gateId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: max(gateVariations.endDate) })
    .from(gateVariations)
    .where(eq(gateVariations.gateId, gateId));
  return row?.last ?? null;
}

/** Bookings at the gate between two dates (inclusive). */
export async function countBookingsBetween(db: DbOrTx, gateId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schedules)
    .where(and(eq(schedules.gateId, gateId), gte(schedules.deliveryDate, from), lte(schedules.deliveryDate, to)));
  return row?.n ?? 0;
}

export interface VariationFields {
  reason: string;
  startDate: string;
  endDate: string;
  hours: VariationHours[];
  /** the creator, then the last editor (usuario) */
  createdBy: number | null;
}

export async function insertVariation(tx: Tx, gateId: number, fields: VariationFields): Promise<number> {
  return insertReturningId(tx, gateVariations, { gateId, createdAt: clock.now(), ...fields });
}

export async function updateVariation(tx: Tx, id: number, fields: VariationFields): Promise<void> {
  await tx
    .update(gateVariations)
    .set({ ...fields, updatedAt: clock.now() })
    .where(eq(gateVariations.id, id));
}

export async function deleteVariation(tx: Tx, id: number): Promise<void> {
  await tx.delete(gateVariations).where(eq(gateVariations.id, id));
}
