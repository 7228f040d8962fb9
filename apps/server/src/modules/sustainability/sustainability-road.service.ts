import {
  expiringDocumentOf,
  expiryWindowOf,
  roadDocumentStates,
  type ExpiringDocumentDto,
  type RoadDocument,
  type RoadDocumentState,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/database';
import type { RowScope } from '../../platform/row-scope';
import * as repo from './sustainability.repository';

/**
 * What the reconcile road and the expiry warnings read of the sustainability certificates (issue 16): the lead's
 * road guard and the supplier's /main call these; they take the caller's database (a transaction inside an upload)
 * and, for the warnings, the caller's row scope.
 */

const VERDICTS: Readonly<Record<number, RoadDocument['verdict']>> = { 0: 'awaiting', 1: 'approved', 2: 'rejected' };

/**
 * Where each order's certificate stands on the road: its newest slot-1 certificate (status 0 awaiting, 1 approved,
 * 2 rejected, and its validity as of today) through roadDocumentState; an order without one is 'missing'.
 */
export async function certificateStatesOf(
  db: DbOrTx,
  orderIds: readonly number[],
  today: string,
): Promise<Map<number, RoadDocumentState>> {
  const latest = await repo.latestSlotOneOf(db, orderIds);
  const documents = latest.map((row) => ({ ...row, verdict: VERDICTS[row.status] ?? 'awaiting' }));
  return roadDocumentStates(orderIds, documents, today);
}

/**
 * The certificates about to lapse or lapsed: the newest certificate of each visible order and slot, not rejected,
 * whose dataValidade lies from today − 30 to today + 30 days, soonest first, at most `limit`.
 */
export async function expiringCertificatesOf(
  db: DbOrTx,
  scope: RowScope,
  today: string,
  limit: number,
): Promise<ExpiringDocumentDto[]> {
  const { from, to } = expiryWindowOf(today);
  const rows = await repo.expiringCertificates(db, scope, from, to, limit);
  return rows.map((row) =>
    expiringDocumentOf('certificadoSustentabilidade', { ...row, validUntil: row.validUntil! }, today),
  );
}
