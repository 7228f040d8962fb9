import { and, asc, eq } from 'drizzle-orm';
import { cdExceptions } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/database';
import { clock } from '../../platform/clock';

export interface ExceptionRow {
  id: number;
  cdId: number;
  date: string;
  description: string;
}

const columns = {
  id: cdExceptions.id,
  cdId: cdExceptions.cdId,
  date: cdExceptions.date,
  description: cdExceptions.description,
};

/** The CD's exceptions by date. */
export async function listExceptions(db: DbOrTx, cdId: number): Promise<ExceptionRow[]> {
  return db
    .select(columns)
    .from(cdExceptions)
    .where(eq(cdExceptions.cdId, cdId))
    .orderBy(asc(cdExceptions.date), asc(cdExceptions.id));
}

export async function findException(db: DbOrTx, id: number): Promise<ExceptionRow | null> {
  const [row] = await db.select(columns).from(cdExceptions).where(eq(cdExceptions.id, id));
  return row ?? null;
}

export async function findExceptionOn(db: DbOrTx, cdId: number, date: string): Promise<ExceptionRow | null> {
  const [row] = await db
    .select(columns)
    .from(cdExceptions)
    .where(and(eq(cdExceptions.cdId, cdId), eq(cdExceptions.date, date)));
  return row ?? null;
}

export async function insertException(
  tx: Tx,
  row: { cdId: number; date: string; description: string; createdBy: number | null },
): Promise<ExceptionRow> {
  const [saved] = await tx
    .insert(cdExceptions)
    .values({ createdAt: clock.now(), ...row })
    .returning(columns);
  return saved!;
}

export async function deleteException(tx: Tx, id: number): Promise<void> {
  await tx.delete(cdExceptions).where(eq(cdExceptions.id, id));
}
