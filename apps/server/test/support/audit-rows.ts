import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import type { TestApp } from './test-app';

/**
 * The audit trail of one record as the tests read it: the rows of `audit_log` whose entity (the table's name) and
 * entity id (stored as text: a number, or `supplier:subcontractor` for a link) are the given ones, oldest first.
 */
export async function auditRows(t: TestApp, entity: string, entityId: number | string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

/** How many audit rows one record has (see auditRows). */
export async function auditCount(t: TestApp, entity: string, entityId: number | string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
  return row?.n ?? 0;
}
