import {
  addDays,
  EXPIRY_WARNING_DAYS,
  roadDocumentState,
  type ExpiringDocumentDto,
  type RoadDocument,
  type RoadDocumentState,
} from '@portal/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { orders, sustainabilityCertificates } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/database';
import { visibleOrders, type RowScope } from '../../platform/row-scope';

/**
 * The sustainability certificate on the road to a conciliation (reconcile-road.service.ts) and in the expiry
 * warnings: the order's latest certificate of slot 1 decides (status 0 awaiting, 1 approved, 2 rejected).
 */

const VERDICT: Record<number, RoadDocument['verdict']> = { 0: 'awaiting', 1: 'approved', 2: 'rejected' };

/** Where each order's certificate stands ('missing' when it has none). */
export async function certificateStatesOf(
  db: DbOrTx,
  orderIds: readonly number[],
  today: string,
): Promise<Map<number, RoadDocumentState>> {
  const states = new Map<number, RoadDocumentState>(orderIds.map((id) => [id, 'missing']));
  if (orderIds.length === 0) return states;
  const latest = await db
    .selectDistinctOn([sustainabilityCertificates.orderId], {
      orderId: sustainabilityCertificates.orderId,
      status: sustainabilityCertificates.status,
      validUntil: sustainabilityCertificates.validUntil,
    })
    .from(sustainabilityCertificates)
    .where(and(inArray(sustainabilityCertificates.orderId, [...orderIds]), eq(sustainabilityCertificates.slot, 1)))
    .orderBy(
      sustainabilityCertificates.orderId,
      desc(sustainabilityCertificates.createdAt),
      desc(sustainabilityCertificates.id),
    );
  for (const row of latest)
    states.set(
      row.orderId,
      roadDocumentState({ verdict: VERDICT[row.status] ?? 'awaiting', validUntil: row.validUntil }, today),
    );
  return states;
}

/**
 * The latest certificate of each visible order and slot that is not rejected and lapses within the warning window
 * or lapsed in the last as many days, soonest first.
 */
export async function expiringCertificatesOf(
  db: DbOrTx,
  scope: RowScope,
  today: string,
  limit: number,
  windowDays = EXPIRY_WARNING_DAYS,
): Promise<ExpiringDocumentDto[]> {
  const c = sustainabilityCertificates;
  const rows = await db
    .select({ id: c.id, orderId: c.orderId, validUntil: c.validUntil })
    .from(c)
    .innerJoin(orders, eq(orders.id, c.orderId))
    .where(
      and(
        visibleOrders(scope),
        ne(c.status, 2),
        sql`${c.validUntil} between ${addDays(today, -windowDays)} and ${addDays(today, windowDays)}`,
        // the order's latest of its slot: a newer upload replaced it
        sql`not exists (select 1 from ${c} newer where newer.order_id = ${c.orderId} and newer.slot = ${c.slot}
              and (newer.created_at, newer.id) > (${c.createdAt}, ${c.id}))`,
      ),
    )
    .orderBy(c.validUntil, c.id)
    .limit(limit);
  return rows.map((r) => ({
    tipo: 'certificadoSustentabilidade',
    idDocumento: r.id,
    idPedido: r.orderId,
    numeroPedido: String(r.orderId),
    dataValidade: r.validUntil!,
    situacao: r.validUntil! < today ? 'expired' : 'expiring',
  }));
}
