import { isConciliationApproved } from '../orders/order-actions';

/**
 * One conciliation per order at a time (issue 13). A conciliation whose commercial side is 2 and fiscal side 0
 * is running: the web sends the fiscal step a few seconds after the commercial answer (RECONCILE_PAUSES_MS).
 * While it runs, a new upload for the order is refused (reconcileInProgress); once it is 2/2 too
 * (reconcileAlreadyApproved). A run whose fiscal step has not come within the limit was abandoned (the browser
 * closed after the commercial step): a new upload replaces it, and it is cancelled so its fiscal step can no
 * longer run (docs/decisions.md).
 */
export const CONCILIATION_RUN_LIMIT_MINUTES = 5;
const LIMIT_MS = CONCILIATION_RUN_LIMIT_MINUTES * 60_000;

/** What a new upload needs to know of the order's current conciliation. */
export interface CurrentConciliationRun {
  commercialStatus: number;
  fiscalStatus: number;
  cancelled: boolean;
  /** When the commercial step wrote it (null for rows written before it was recorded: counted as long ago). */
  commercialAt: Date | null;
}

/**
 * What the current conciliation means for a new upload: 'free' (none, rejected, conditional or cancelled),
 * 'approved' (2/2), 'running' (2/0 younger than the limit), 'abandoned' (2/0 older: the upload replaces it).
 */
export type UploadVerdict = 'free' | 'approved' | 'running' | 'abandoned';

export function uploadVerdict(current: CurrentConciliationRun | null | undefined, now: Date): UploadVerdict {
  if (!current || current.cancelled) return 'free';
  if (isConciliationApproved({ statusComercial: current.commercialStatus, statusFiscal: current.fiscalStatus })) {
    return 'approved';
  }
  if (current.commercialStatus !== 2 || current.fiscalStatus !== 0) return 'free';
  const startedAt = current.commercialAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  // a start in the future (clocks of two instances) counts as just started
  return now.getTime() - startedAt < LIMIT_MS ? 'running' : 'abandoned';
}

/** A 2/0 conciliation not cancelled: its fiscal step is still to come (the web offers to run it). */
export function awaitsFiscalStep(
  c: { statusComercial: number; statusFiscal: number; cancelada?: boolean | null } | null | undefined,
): boolean {
  return !!c && !c.cancelada && c.statusComercial === 2 && c.statusFiscal === 0;
}
