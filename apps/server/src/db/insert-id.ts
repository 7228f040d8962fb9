import { getTableName } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/database';
import type { TableWithId } from './row-by-id';

/** Inserts one row and answers the id the database gave it. */
export async function insertReturningId<T extends TableWithId>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error(`${getTableName(table)}: the insert returned no row`);
  return row.id as number;
}
