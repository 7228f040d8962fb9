import {
  addDays,
  EXPIRY_WARNING_DAYS,
  roadDocumentState,
  type ExpiringDocumentDto,
  type RoadDocument,
  type RoadDocumentState,
} from '@portal/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { orders, producerDeclarations } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * The producer declaration on the road to a conciliation (reconcile-road.service.ts) and in the expiry
 * warnings: the order's latest declaration decides (status 1 awaiting, 2 approved, 3 rejected).
 */

const VERDICT: Record<number, RoadDocument['verdict']> = { 1: 'awaiting', 2: 'approved', 3: 'rejected' };

/** Where each order's declaration stands ('missing' when it has none). */
export async function declarationStatesOf(
  db: DbOrTx,
  orderIds: readonly number[],
  today: string,
): Promise<Map<number, RoadDocumentState>> {
  const states = new Map<number, RoadDocumentState>(orderIds.map((id) => [id, 'missing']));
  if (orderIds.length === 0) return states;
  const latest = await db
    .selectDistinctOn([producerDeclarations.orderId], {
      orderId: producerDeclarations.orderId,
      status: producerDeclarations.status,
      validUntil: producerDeclarations.validUntil,
    })
    .from(producerDeclarations)
    .where(inArray(producerDeclarations.orderId, [...orderIds]))
    .orderBy(producerDeclarations.orderId, desc(producerDeclarations.createdAt), desc(producerDeclarations.id));
  for (const row of latest)
    states.set(
      row.orderId,
      roadDocumentState({ verdict: VERDICT[row.status] ?? 'awaiting', validUntil: row.validUntil }, today),
    );
  return states;
}

/**
 * The latest declaration of each visible order that is not rejected and lapses within the warning window
 * or lapsed in the last as many days, soonest first.
 */
export async function expiringDeclarationsOf(
  db: DbOrTx,
  scope: RowScope,
  today: string,
  limit: number,
  windowDays = EXPIRY_WARNING_DAYS,
): Promise<ExpiringDocumentDto[]> {
  const c = producerDeclarations;
  const rows = await db
    .select({ id: c.id, orderId: c.orderId, validUntil: c.validUntil })
    .from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .where(
      and(
        visibleOrders(scope),
        ne(c.status, 3),
        sql`${c.validUntil} between ${addDays(today, -windowDays)} and ${addDays(today, windowDays)}`,
        // the order's latest: a newer upload replaced it
        sql`not exists (select 1 from ${c} newer where newer.order_id = ${c.orderId}
              and (newer.created_at, newer.id) > (${c.createdAt}, ${c.id}))`,
      ),
    )
    .orderBy(c.validUntil, c.id)
    .limit(limit);
  return rows.map((r) => ({
    tipo: 'declaracaoProdutor',
    idDocumento: r.id,
    idPedido: r.orderId,
    numeroPedido: String(r.orderId),
    dataValidade: r.validUntil!,
    situacao: r.validUntil! < today ? 'expired' : 'expiring',
  }));
}
