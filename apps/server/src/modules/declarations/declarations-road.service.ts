import {
  declarationVerdict,
  expiringDocumentOf,
  expiryWindowOf,
  roadDocumentStates,
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
  const latest = await repo.latestOfOrders(db, orderIds);
  const documents = latest.map((row) => ({ ...row, verdict: declarationVerdict(row.status) }));
  return roadDocumentStates(orderIds, documents, today);
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
  const { from, to } = expiryWindowOf(today);
  const rows = await repo.expiringLatest(db, scope, from, to, limit);
  return rows.map((row) => expiringDocumentOf('declaracaoProdutor', { ...row, validUntil: row.validUntil! }, today));
}
