import { and, asc, eq, ilike, inArray, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import { lockRowById, rowById } from '../../db/row-by-id';
import { containsAll, likePattern } from '../../db/sql-text';
import { subcontractorsByTradeName } from '../../db/trade-name-order';
import { providerSubcontractors, subcontractors, suppliers } from '../../db/schema/index';
import type { PageWindow } from '../../platform/paging';
import type { DbOrTx, Tx } from '../../platform/database';

/** Providers (table suppliers) and their links to subcontractors: SQL only. */

export type ProviderRow = typeof suppliers.$inferSelect;

export interface SubcontractorSummaryRow {
  id: number;
  cnpj: string;
  tradeName: string;
  legalName: string;
  status: number;
}

/** The columns a provider's flags are stored in. */
export type ProviderFlagColumn = 'isSubcontractor' | 'requireProducerDeclaration' | 'requireOriginCertificate';

export interface ProviderSearch {
  /** Name contains, ignoring case. */
  name?: string;
  /** Normalised CNPJ contains. */
  cnpj?: string;
}

function searchConditions(search: ProviderSearch): SQL | undefined {
  return containsAll([
    [suppliers.name, search.name],
    [suppliers.cnpj, search.cnpj],
  ]);
}

/** A page of providers by name (then id); limit is one more than the page to tell whether another exists. */
export async function listProviders(db: DbOrTx, search: ProviderSearch, page: PageWindow): Promise<ProviderRow[]> {
  return db
    .select()
    .from(suppliers)
    .where(searchConditions(search))
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findProvider(db: DbOrTx, id: number): Promise<ProviderRow | null> {
  return rowById(db, suppliers, id);
}

/** Locks a provider's row for a flag change: two admins toggling the same flag take turns, each audited. */
export function lockProvider(tx: Tx, id: number): Promise<ProviderRow | null> {
  return lockRowById(tx, suppliers, id);
}

export async function updateProviderFlag(
  tx: Tx,
  id: number,
  column: ProviderFlagColumn,
  value: boolean,
): Promise<ProviderRow> {
  const [row] = await tx
    .update(suppliers)
    .set({ [column]: value })
    .where(eq(suppliers.id, id))
    .returning();
  return row!;
}

const summaryColumns = {
  id: subcontractors.id,
  cnpj: subcontractors.cnpj,
  tradeName: subcontractors.tradeName,
  legalName: subcontractors.legalName,
  status: subcontractors.status,
};

export async function findSubcontractorSummary(db: DbOrTx, id: number): Promise<SubcontractorSummaryRow | null> {
  const [row] = await db.select(summaryColumns).from(subcontractors).where(eq(subcontractors.id, id));
  return row ?? null;
}

/** Some subcontractors by id, in no particular order. */
export async function findSubcontractorSummaries(
  db: DbOrTx,
  ids: readonly number[],
): Promise<SubcontractorSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(subcontractors)
    .where(inArray(subcontractors.id, [...ids]));
}

/** The subcontractors linked to a provider, by trade name ignoring case. */
export async function subcontractorsOfProvider(db: DbOrTx, supplierId: number): Promise<SubcontractorSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(providerSubcontractors)
    .innerJoin(subcontractors, eq(subcontractors.id, providerSubcontractors.subcontractorId))
    .where(eq(providerSubcontractors.supplierId, supplierId))
    .orderBy(...subcontractorsByTradeName([]));
}

/** No link between the provider and the subcontractor: each given as an id or as the outer query's column. */
function notLinked(db: DbOrTx, supplierId: number | Column, subcontractorId: number | Column): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(providerSubcontractors)
      .where(
        and(
          eq(providerSubcontractors.supplierId, supplierId),
          eq(providerSubcontractors.subcontractorId, subcontractorId),
        ),
      ),
  );
}

/**
 * The pick list of a provider's add-subcontractor modal: active subcontractors not linked to it yet, by trade name,
 * the text in the trade or legal name or the CNPJ (trigram indexes of migration 0013), at most `limit`.
 */
export async function subcontractorsNotLinkedTo(
  db: DbOrTx,
  supplierId: number,
  search: { activeStatus: number; text?: string; cnpj?: string; limit: number },
): Promise<SubcontractorSummaryRow[]> {
  const text = search.text
    ? or(
        ilike(subcontractors.tradeName, likePattern(search.text)),
        ilike(subcontractors.legalName, likePattern(search.text)),
        search.cnpj ? ilike(subcontractors.cnpj, likePattern(search.cnpj)) : undefined,
      )
    : undefined;
  return db
    .select(summaryColumns)
    .from(subcontractors)
    .where(and(eq(subcontractors.status, search.activeStatus), text, notLinked(db, supplierId, subcontractors.id)))
    .orderBy(...subcontractorsByTradeName([search.text, search.cnpj]))
    .limit(search.limit);
}

/** The providers linked to a subcontractor, by name. */
export async function providersOfSubcontractor(db: DbOrTx, subcontractorId: number): Promise<ProviderRow[]> {
  const rows = await db
    .select({ supplier: suppliers })
    .from(providerSubcontractors)
    .innerJoin(suppliers, eq(suppliers.id, providerSubcontractors.supplierId))
    .where(eq(providerSubcontractors.subcontractorId, subcontractorId))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map((r) => r.supplier);
}

/** The add-provider modal's choices: providers not linked to the subcontractor, by name, the text in name or CNPJ. */
export async function providersNotLinkedTo(
  db: DbOrTx,
  subcontractorId: number,
  search: { text?: string; cnpj?: string; limit: number },
): Promise<ProviderRow[]> {
  const text = search.text
    ? or(
        ilike(suppliers.name, likePattern(search.text)),
        search.cnpj ? ilike(suppliers.cnpj, likePattern(search.cnpj)) : undefined,
      )
    : undefined;
  return db
    .select()
    .from(suppliers)
    .where(and(text, notLinked(db, suppliers.id, subcontractorId)))
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(search.limit);
}

/** Links a provider and a subcontractor; false when they were linked already. */
export async function insertLink(
  tx: Tx,
  link: { supplierId: number; subcontractorId: number; createdAt: Date; createdBy: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(providerSubcontractors)
    .values(link)
    .onConflictDoNothing()
    .returning({ supplierId: providerSubcontractors.supplierId });
  return rows.length > 0;
}

/** Unlinks them; false when they were not linked. */
export async function deleteLink(tx: Tx, link: { supplierId: number; subcontractorId: number }): Promise<boolean> {
  const rows = await tx
    .delete(providerSubcontractors)
    .where(
      and(
        eq(providerSubcontractors.supplierId, link.supplierId),
        eq(providerSubcontractors.subcontractorId, link.subcontractorId),
      ),
    )
    .returning({ supplierId: providerSubcontractors.supplierId });
  return rows.length > 0;
}
