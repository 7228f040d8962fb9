import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  cdOpeningHours,
  companies,
  companyLocations,
  gateHours,
  gates,
  gateVariations,
  physicalLocations,
  schedules,
  type VariationHours,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/database';

export interface CdRow {
  id: number;
  code: string;
  name: string;
  city: string;
  state: string;
}

export interface CompanyOfCd {
  locationId: number;
  id: number;
  name: string;
}

export interface CdHourRow {
  weekday: number;
  startTime: string;
  endTime: string;
}

const cdColumns = {
  id: physicalLocations.id,
  code: physicalLocations.code,
  name: physicalLocations.name,
  city: physicalLocations.city,
  state: physicalLocations.state,
};

/** Distribution centres only (location_type CD), by code. */
export async function listCds(db: DbOrTx): Promise<CdRow[]> {
  return db
    .select(cdColumns)
    .from(physicalLocations)
    .where(eq(physicalLocations.locationType, 'CD'))
    .orderBy(asc(physicalLocations.code));
}

export async function findCd(db: DbOrTx, id: number): Promise<CdRow | null> {
  const [row] = await db
    .select(cdColumns)
    .from(physicalLocations)
    .where(and(eq(physicalLocations.id, id), eq(physicalLocations.locationType, 'CD')));
  return row ?? null;
}

/** Locks a CD's row: CD-hour edits and gate creation at that CD take turns (then gates, in ascending id). */
export async function lockCd(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: physicalLocations.id })
    .from(physicalLocations)
    .where(and(eq(physicalLocations.id, id), eq(physicalLocations.locationType, 'CD')))
    .for('update');
  return rows.length > 0;
}

/** The companies each CD serves, by company id. */
export async function companiesOf(db: DbOrTx, cdIds: readonly number[]): Promise<CompanyOfCd[]> {
  if (cdIds.length === 0) return [];
  return db
    .select({ locationId: companyLocations.locationId, id: companies.id, name: companies.name })
    .from(companyLocations)
    .innerJoin(companies, eq(companies.id, companyLocations.companyId))
    .where(inArray(companyLocations.locationId, [...cdIds]))
    .orderBy(asc(companies.id));
}

export async function cdHours(db: DbOrTx, cdId: number): Promise<CdHourRow[]> {
  return db
    .select({ weekday: cdOpeningHours.weekday, startTime: cdOpeningHours.startTime, endTime: cdOpeningHours.endTime })
    .from(cdOpeningHours)
    .where(eq(cdOpeningHours.locationId, cdId))
    .orderBy(asc(cdOpeningHours.weekday));
}

/** Replaces the given weekdays of a CD's hours in place (one row per CD and weekday). */
export async function upsertCdHours(tx: Tx, cdId: number, rows: readonly CdHourRow[]): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) {
    await tx
      .insert(cdOpeningHours)
      .values({ locationId: cdId, weekday: row.weekday, startTime: row.startTime, endTime: row.endTime })
      .onConflictDoUpdate({
        target: [cdOpeningHours.locationId, cdOpeningHours.weekday],
        set: { startTime: row.startTime, endTime: row.endTime },
      });
  }
}

/** Locks the CD's live gates in ascending id: no booking nor gate edit at that CD runs meanwhile. */
export async function lockGatesOfCd(tx: Tx, cdId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: gates.id })
    .from(gates)
    .where(and(eq(gates.cdId, cdId), isNull(gates.deletedAt)))
    .orderBy(asc(gates.id))
    .for('update');
  return rows.map((r) => r.id);
}

export interface GateHourOfCd {
  gateId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  capacity: number;
}

/** Regular hours of the CD's live gates. */
export async function gateHoursOfCd(db: DbOrTx, cdId: number): Promise<GateHourOfCd[]> {
  return db
    .select({
      gateId: gateHours.gateId,
      weekday: gateHours.weekday,
      startTime: gateHours.startTime,
      endTime: gateHours.endTime,
      capacity: gateHours.capacity,
    })
    .from(gateHours)
    .innerJoin(gates, eq(gates.id, gateHours.gateId))
    .where(and(eq(gates.cdId, cdId), isNull(gates.deletedAt)))
    .orderBy(asc(gateHours.gateId), asc(gateHours.weekday));
}

/** Hours of the variations of the CD's live gates that end today or later. */
export async function variationHoursOfCdFrom(db: DbOrTx, cdId: number, from: string): Promise<VariationHours[][]> {
  const rows = await db
    .select({ hours: gateVariations.hours })
    .from(gateVariations)
    .innerJoin(gates, eq(gates.id, gateVariations.gateId))
    .where(and(eq(gates.cdId, cdId), isNull(gates.deletedAt), gte(gateVariations.endDate, from)));
  return rows.map((r) => r.hours);
}

/** Bookings at any gate of the CD from a date on. */
export async function bookingsOfCdFrom(
  db: DbOrTx,
  cdId: number,
  from: string,
): Promise<{ date: string; time: string }[]> {
  return db
    .select({ date: schedules.deliveryDate, time: schedules.deliveryTime })
    .from(schedules)
    .innerJoin(gates, eq(gates.id, schedules.gateId))
    .where(and(eq(gates.cdId, cdId), gte(schedules.deliveryDate, from)));
}
