import { auditLog } from '../db/schema/index';
import type { AuthUser } from './auth';
import type { ServiceContext } from './context';
import type { DbOrTx } from './database';
import { clock } from './clock';

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditEntry {
  user: AuthUser | null;
  action: AuditAction;
  /** Table or business name of the record, e.g. 'users'. */
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
}

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value ?? null);
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  return value ?? null;
}

/** Only the fields whose value changed; a create lists every field of after, a delete every field of before. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    if (comparable(from) !== comparable(to)) changes[key] = { from: jsonValue(from), to: jsonValue(to) };
  }
  return changes;
}

/** The values of an entry's audit row, or null for an update that changes nothing (no row is written). */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert | null {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return null;
  return {
    userId: entry.user ? Number(entry.user.sub) : null,
    // the token identifies people by their corporate number (chapa)
    userLogin: entry.user?.chapa ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    changes,
    requestId: entry.requestId ?? null,
  };
}

/**
 * Writes one audit row. Always pass the transaction of the change itself, so a change is never
 * stored without its trail nor a trail without its change. Updates that change nothing are skipped.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const row = auditRow(entry);
  if (row) await tx.insert(auditLog).values({ at: clock.now(), ...row });
}

/**
 * Writes the audit row of a service's write: who made it and in which request come from the service's context.
 * Pass the transaction of the change itself, as for recordAudit.
 */
export function auditWrite(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'user' | 'requestId'>,
  entry: Omit<AuditEntry, 'user' | 'requestId'>,
): Promise<void> {
  return recordAudit(tx, { ...entry, user: ctx.user, requestId: ctx.requestId ?? null });
}
