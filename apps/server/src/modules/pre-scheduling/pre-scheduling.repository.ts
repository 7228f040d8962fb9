import type { CdDayHours, Reservation } from '@portal/domain';
import { and, asc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  cdOpeningHours,
  companies,
  companyLocations,
  gates,
  physicalLocations,
  preSchedulings,
  suppliers,
} from '../../db/schema/index';
import { likePattern } from '../../db/sql-text';
import type { DbOrTx, Tx } from '../../platform/database';
import type { PreSchedulingRecord } from './pre-scheduling.model';

export type { PreSchedulingRecord };

/**
 * Pre-schedulings: SQL only. A pre-scheduling hangs on no order and its pages are Admin only, so the row scope applies
 * only to the report's company (the service passes it as companyId).
 */

export type PreSchedulingValues = Omit<
  typeof preSchedulings.$inferInsert,
  'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'
>;

const RECORD = {
  id: preSchedulings.id,
  description: preSchedulings.description,
  capacity: preSchedulings.capacity,
  active: preSchedulings.active,
  supplierId: preSchedulings.supplierId,
  supplierName: suppliers.name,
  supplierCnpj: suppliers.cnpj,
  companyId: preSchedulings.companyId,
  companyName: companies.name,
  companyEnabled: companies.enableSupplierPreScheduling,
  cdId: preSchedulings.cdId,
  cdName: physicalLocations.name,
  gateId: preSchedulings.gateId,
  gateName: gates.name,
  timeZoneId: preSchedulings.timeZoneId,
  boxReceiving: preSchedulings.boxReceiving,
  hangerReceiving: preSchedulings.hangerReceiving,
  transfer: preSchedulings.transfer,
  weekdays: preSchedulings.weekdays,
  workHourType: preSchedulings.workHourType,
  startDate: preSchedulings.startDate,
  endDate: preSchedulings.endDate,
  startTime: preSchedulings.startTime,
  endTime: preSchedulings.endTime,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(RECORD)
    .from(preSchedulings)
    .innerJoin(suppliers, eq(suppliers.id, preSchedulings.supplierId))
    .innerJoin(companies, eq(companies.id, preSchedulings.companyId))
    .innerJoin(physicalLocations, eq(physicalLocations.id, preSchedulings.cdId))
    .leftJoin(gates, eq(gates.id, preSchedulings.gateId));
}

/** One pre-scheduling with its names, or null. */
export async function findPreScheduling(db: DbOrTx, id: number): Promise<PreSchedulingRecord | null> {
  const [row] = await selectRecords(db).where(eq(preSchedulings.id, id));
  return row ?? null;
}

/** A provider's pre-schedulings by description ignoring case, then id (pre_schedulings_supplier_idx). */
export function listOfSupplier(db: DbOrTx, supplierId: number, limit: number): Promise<PreSchedulingRecord[]> {
  return selectRecords(db)
    .where(eq(preSchedulings.supplierId, supplierId))
    .orderBy(sql`lower(${preSchedulings.description})`, asc(preSchedulings.id))
    .limit(limit);
}

/** The report's filters once the service applied permissions and normalised the CNPJ. */
export interface ReportSearch {
  supplierName?: string;
  /** the CNPJ normalised (no mask, upper case): contained in the provider's */
  cnpj?: string;
  companyName?: string;
  /** the user's own company when it may not choose one (PS10) */
  companyId: number | null;
  cdName?: string;
  active?: boolean;
}

/** Where the previous batch ended: the provider's name, then the pre-scheduling id. */
export interface ReportCursor {
  supplierName: string;
  id: number;
}

function reportConditions(search: ReportSearch, after: ReportCursor | null): SQL | undefined {
  return and(
    search.supplierName ? ilike(suppliers.name, likePattern(search.supplierName)) : undefined,
    search.cnpj ? ilike(suppliers.cnpj, likePattern(search.cnpj)) : undefined,
    search.companyName ? ilike(companies.name, likePattern(search.companyName)) : undefined,
    search.companyId === null ? undefined : eq(preSchedulings.companyId, search.companyId),
    search.cdName ? ilike(physicalLocations.name, likePattern(search.cdName)) : undefined,
    search.active === undefined ? undefined : eq(preSchedulings.active, search.active),
    after ? sql`(${suppliers.name}, ${preSchedulings.id}) > (${after.supplierName}, ${after.id})` : undefined,
  );
}

/** One batch of the report by provider name, then id, after the cursor. */
export function findReportBatch(
  db: DbOrTx,
  search: ReportSearch,
  after: ReportCursor | null,
  limit: number,
): Promise<PreSchedulingRecord[]> {
  return selectRecords(db)
    .where(reportConditions(search, after))
    .orderBy(asc(suppliers.name), asc(preSchedulings.id))
    .limit(limit);
}

export async function supplierExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id))).length > 0;
}

export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;
}

/**
 * Locks the CD's row until the transaction ends: two saves of one CD's reservations take turns, so both cannot pass
 * the capacity check against what the other has not written yet. False when the id is no CD.
 */
export async function lockCd(tx: Tx, cdId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: physicalLocations.id })
    .from(physicalLocations)
    .where(and(eq(physicalLocations.id, cdId), eq(physicalLocations.locationType, 'CD')))
    .for('update');
  return rows.length > 0;
}

/** Whether the CD serves the company (company_locations' primary key). */
export async function cdServesCompany(db: DbOrTx, cdId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ companyId: companyLocations.companyId })
    .from(companyLocations)
    .where(and(eq(companyLocations.companyId, companyId), eq(companyLocations.locationId, cdId)));
  return rows.length > 0;
}

/** The pre-scheduling locked for an update, or null. */
export async function lockPreScheduling(tx: Tx, id: number): Promise<PreSchedulingValues | null> {
  const [row] = await tx.select().from(preSchedulings).where(eq(preSchedulings.id, id)).for('update');
  if (!row) return null;
  const { id: _id, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...values } = row;
  return values;
}

/** The CD's active reservations but one (pre_schedulings_cd_active_idx), of every company. */
export async function activeReservationsOfCd(
  db: DbOrTx,
  cdId: number,
  exceptId: number | null,
): Promise<Reservation[]> {
  return db
    .select({
      id: preSchedulings.id,
      supplierId: preSchedulings.supplierId,
      capacity: preSchedulings.capacity,
      weekdays: preSchedulings.weekdays,
      startDate: preSchedulings.startDate,
      endDate: preSchedulings.endDate,
      startTime: preSchedulings.startTime,
      endTime: preSchedulings.endTime,
    })
    .from(preSchedulings)
    .where(
      and(
        eq(preSchedulings.cdId, cdId),
        eq(preSchedulings.active, true),
        exceptId === null ? undefined : ne(preSchedulings.id, exceptId),
      ),
    );
}

/** The CD's opening hours per weekday. */
export function cdHoursOf(db: DbOrTx, cdId: number): Promise<CdDayHours[]> {
  return db
    .select({
      idDiaSemana: cdOpeningHours.weekday,
      hrInicial: cdOpeningHours.startTime,
      hrFim: cdOpeningHours.endTime,
    })
    .from(cdOpeningHours)
    .where(eq(cdOpeningHours.locationId, cdId));
}

export async function insertPreScheduling(
  tx: Tx,
  values: PreSchedulingValues & { at: Date; by: number | null },
): Promise<number> {
  const { at, by, ...row } = values;
  const [inserted] = await tx
    .insert(preSchedulings)
    .values({ ...row, createdAt: at, createdBy: by, updatedAt: at, updatedBy: by })
    .returning({ id: preSchedulings.id });
  return inserted!.id;
}

export async function updatePreScheduling(
  tx: Tx,
  id: number,
  values: PreSchedulingValues & { at: Date; by: number | null },
): Promise<void> {
  const { at, by, ...row } = values;
  await tx
    .update(preSchedulings)
    .set({ ...row, updatedAt: at, updatedBy: by })
    .where(eq(preSchedulings.id, id));
}
