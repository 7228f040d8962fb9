import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../platform/database';

/** A table numbered by the database: its `id` column is the integer identity. */
export type TableWithId = PgTable & { id: AnyPgColumn<{ data: number }> };

function selectById(db: DbOrTx, table: TableWithId, id: number) {
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
}

/** One row by its id, or null. */
export async function rowById<T extends TableWithId>(db: DbOrTx, table: T, id: number) {
  const [row] = await selectById(db, table, id);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** One row by its id, locked until the transaction ends (FOR UPDATE): a second writer waits for the first. */
export async function lockRowById<T extends TableWithId>(tx: Tx, table: T, id: number) {
  const [row] = await selectById(tx, table, id).for('update');
  return (row as T['$inferSelect'] | undefined) ?? null;
}
