import { addDays } from '../calendar/commercial-week';

/**
 * The validity of a compliance document (sustainability certificate, producer declaration), one rule for both
 * (issue 16 "Expiry"): lists flag documents that lapse within EXPIRY_WARNING_DAYS and those already lapsed, the
 * supplier's /main warns about them, and a lapsed document counts as missing for a new conciliation. Dates are
 * calendar days in São Paulo (yyyy-mm-dd); a document is valid through its dataValidade, inclusive.
 */

/** How many days ahead a document's expiry is announced. */
export const EXPIRY_WARNING_DAYS = 30;

/** none: no validity date recorded; valid; expiring: within EXPIRY_WARNING_DAYS; expired: dataValidade has passed. */
export const VALIDITY_STATES = ['none', 'valid', 'expiring', 'expired'] as const;
export type ValidityState = (typeof VALIDITY_STATES)[number];

export function validityStateOf(validUntil: string | null | undefined, today: string): ValidityState {
  if (!validUntil) return 'none';
  if (validUntil < today) return 'expired';
  if (validUntil <= addDays(today, EXPIRY_WARNING_DAYS)) return 'expiring';
  return 'valid';
}

/**
 * Whether a document lets its order go on to reconcile: a rejected or expired one counts as missing. One awaiting
 * its audit counts (decision: the supplier goes on and the retailer audits later; the conciliation list shows it).
 */
export function documentCounts(document: { rejected: boolean; validUntil: string | null }, today: string): boolean {
  return !document.rejected && validityStateOf(document.validUntil, today) !== 'expired';
}
