import { eq, type SQL } from 'drizzle-orm';
import { lockRowById, rowById } from '../../db/row-by-id';
import { containsAll } from '../../db/sql-text';
import { subcontractorsByTradeName } from '../../db/trade-name-order';
import { subcontractors } from '../../db/schema/index';
import type { PageWindow } from '../../platform/paging';
import type { DbOrTx, Tx } from '../../platform/database';

/** Subcontractors: SQL only. */

export type SubcontractorRow = typeof subcontractors.$inferSelect;
export type SubcontractorValues = Omit<typeof subcontractors.$inferInsert, 'id' | 'createdAt' | 'createdBy'>;

export interface SubcontractorSearch {
  /** Each "contains", ignoring case; cnpj normalised. */
  cnpj?: string;
  email?: string;
  tradeName?: string;
  legalName?: string;
}

function searchConditions(search: SubcontractorSearch): SQL | undefined {
  return containsAll([
    [subcontractors.cnpj, search.cnpj],
    [subcontractors.email, search.email],
    [subcontractors.tradeName, search.tradeName],
    [subcontractors.legalName, search.legalName],
  ]);
}

/** A page by trade name ignoring case, then id (subcontractorsByTradeName); limit one more than the page. */
export async function listSubcontractors(
  db: DbOrTx,
  search: SubcontractorSearch,
  page: PageWindow,
): Promise<SubcontractorRow[]> {
  return db
    .select()
    .from(subcontractors)
    .where(searchConditions(search))
    .orderBy(...subcontractorsByTradeName([search.cnpj, search.email, search.tradeName, search.legalName]))
    .limit(page.limit)
    .offset(page.offset);
}

export function findSubcontractor(db: DbOrTx, id: number): Promise<SubcontractorRow | null> {
  return rowById(db, subcontractors, id);
}

/** Locks a subcontractor's row for an update: two saves of the same one take turns, each audited. */
export function lockSubcontractor(tx: Tx, id: number): Promise<SubcontractorRow | null> {
  return lockRowById(tx, subcontractors, id);
}

/** The id of the subcontractor holding a CNPJ, or null. */
export async function idOfCnpj(db: DbOrTx, cnpj: string): Promise<number | null> {
  const [row] = await db.select({ id: subcontractors.id }).from(subcontractors).where(eq(subcontractors.cnpj, cnpj));
  return row?.id ?? null;
}

export async function insertSubcontractor(
  tx: Tx,
  values: SubcontractorValues & { createdAt: Date; createdBy: number | null },
): Promise<SubcontractorRow> {
  const [row] = await tx.insert(subcontractors).values(values).returning();
  return row!;
}

export async function updateSubcontractor(tx: Tx, id: number, values: SubcontractorValues): Promise<SubcontractorRow> {
  const [row] = await tx.update(subcontractors).set(values).where(eq(subcontractors.id, id)).returning();
  return row!;
}
