import {
  declarationVerdict,
  EXPIRY_WARNING_DAYS,
  roadDocumentState,
  validityStateOf,
  addDays,
  type ExpiringDocumentDto,
  type RoadDocumentState,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/database';
import type { RowScope } from '../../platform/row-scope';
import * as repo from './declarations.repository';

/**
 * The producer declaration on the road to a conciliation (decision A20, issue 16), for the conciliation area: where
 * each order's declaration stands, and the declarations about to lapse or lapsed that a supplier is warned about.
 */

/**
 * The state of each order's latest declaration on `today`: none is missing; status 1 awaiting, 2 approved,
 * 3 rejected as road-document.ts reads them (a lapsed one is expired). Every asked order has an entry.
 */
export async function declarationStatesOf(
  db: DbOrTx,
  orderIds: readonly number[],
  today: string,
): Promise<Map<number, RoadDocumentState>> {
  const states = new Map<number, RoadDocumentState>(orderIds.map((id) => [id, roadDocumentState(null, today)]));
  for (const latest of await repo.latestOfOrders(db, orderIds)) {
    states.set(
      latest.orderId,
      roadDocumentState({ verdict: declarationVerdict(latest.status), validUntil: latest.validUntil }, today),
    );
  }
  return states;
}

/**
 * The latest declaration of each order the scope lets through, when not rejected and valid until a day from
 * today − EXPIRY_WARNING_DAYS to today + EXPIRY_WARNING_DAYS: soonest first, at most `limit`.
 */
export async function expiringDeclarationsOf(
  db: DbOrTx,
  scope: RowScope,
  today: string,
  limit: number,
): Promise<ExpiringDocumentDto[]> {
  const rows = await repo.expiringLatest(
    db,
    scope,
    addDays(today, -EXPIRY_WARNING_DAYS),
    addDays(today, EXPIRY_WARNING_DAYS),
    limit,
  );
  return rows.map((row) => ({
    tipo: 'declaracaoProdutor',
    idDocumento: row.id,
    idPedido: row.orderId,
    numeroPedido: String(row.orderId),
    dataValidade: row.validUntil!,
    situacao: validityStateOf(row.validUntil, today) === 'expired' ? 'expired' : 'expiring',
  }));
}
