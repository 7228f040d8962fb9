import { asc, eq, sql } from 'drizzle-orm';
import { lockRowById, rowById } from '../../db/row-by-id';
import { norms } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/database';

/** Norms: SQL only. A norm hangs on no order, so no row scope applies. */

export type NormRow = typeof norms.$inferSelect;
export type NormValues = Pick<typeof norms.$inferInsert, 'code' | 'description' | 'active'>;

/** The norms by code ignoring case, then id; only the active ones when asked (norms_active_code_idx). */
export function listNorms(db: DbOrTx, onlyActive: boolean, limit: number): Promise<NormRow[]> {
  return db
    .select()
    .from(norms)
    .where(onlyActive ? eq(norms.active, true) : undefined)
    .orderBy(sql`lower(${norms.code})`, asc(norms.id))
    .limit(limit);
}

export function findNorm(db: DbOrTx, id: number): Promise<NormRow | null> {
  return rowById(db, norms, id);
}

/** Locks a norm for an update: two saves of one norm take turns, each audited. */
export function lockNorm(tx: Tx, id: number): Promise<NormRow | null> {
  return lockRowById(tx, norms, id);
}

/** The id of the norm holding a code, ignoring case (norms_code_key), or null. */
export async function idOfCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: norms.id })
    .from(norms)
    .where(sql`lower(${norms.code}) = lower(${code})`);
  return row?.id ?? null;
}

export async function insertNorm(tx: Tx, values: NormValues & { at: Date; by: number | null }): Promise<NormRow> {
  const { at, by, ...row } = values;
  const [inserted] = await tx
    .insert(norms)
    .values({ ...row, createdAt: at, createdBy: by, updatedAt: at, updatedBy: by })
    .returning();
  return inserted!;
}

export async function updateNorm(
  tx: Tx,
  id: number,
  values: NormValues & { at: Date; by: number | null },
): Promise<NormRow> {
  const { at, by, ...row } = values;
  const [updated] = await tx
    .update(norms)
    .set({ ...row, updatedAt: at, updatedBy: by })
    .where(eq(norms.id, id))
    .returning();
  return updated!;
}
