import { hasPermission, type Permission } from '../auth/permissions';
import { CONCILIATION_STATUSES, type ConciliationStatus, isConciliationApproved } from '../orders/order-actions';
import type { ConciliacaoResumoDto } from '../orders/order-contracts';

/**
 * The reconciliation flow of spec 000 §4, one rule per button or redirect, so the web and the server
 * decide alike. The status ids, their type, the grid's dots and the 2/2 check already live in
 * orders/order-actions (CONCILIATION_STATUSES, ConciliationStatus, conciliationDot,
 * isConciliationApproved); this module names the ids and builds on them.
 *
 * Statuses arrive from the server as plain numbers (possibly null for a side never sent), so the
 * functions accept `number | null | undefined` and treat anything unknown as "not approved".
 */
export const CONCILIATION_STATUS = {
  notSent: 0,
  sent: 1,
  reconciled: 2,
  rejected: 3,
  conditional: 4,
} as const satisfies Record<string, ConciliationStatus>;

/** i18n keys of each id, under "conciliationStatus". */
export const CONCILIATION_STATUS_KEYS: Readonly<Record<ConciliationStatus, keyof typeof CONCILIATION_STATUS>> = {
  0: 'notSent',
  1: 'sent',
  2: 'reconciled',
  3: 'rejected',
  4: 'conditional',
};

/** The permission that offers the conditional conciliation. */
export const CONDITIONAL_CONCILIATION_PERMISSION: Permission = 'btn-conciliate-conditional';

type SideStatus = number | null | undefined;

/** Both sides of a conciliation, in the shape isConciliationApproved takes. */
export interface ConciliationSides {
  statusComercial: number;
  statusFiscal: number;
}

export function isConciliationStatus(value: unknown): value is ConciliationStatus {
  return typeof value === 'number' && (CONCILIATION_STATUSES as readonly number[]).includes(value);
}

/** The sides of an order's conciliation summary (pedido.conciliacaos[n]). */
export function conciliationSides(
  c: Pick<ConciliacaoResumoDto, 'statusConciliacaoComercial' | 'statusConciliacaoFiscal'>,
): ConciliationSides {
  return { statusComercial: c.statusConciliacaoComercial.id, statusFiscal: c.statusConciliacaoFiscal.id };
}

/** One side is approved when reconciled (2); conditional (4) is not an approval. */
export function isSideApproved(status: SideStatus): boolean {
  return status === CONCILIATION_STATUS.reconciled;
}

/** The status badge of one side: success when 2, danger otherwise (spec 000 §4). */
export function conciliationBadge(status: SideStatus): 'success' | 'danger' {
  return isSideApproved(status) ? 'success' : 'danger';
}

/** Both sides reconciled (2/2); same rule as isConciliationApproved. */
export function isFullyApproved(commercial: SideStatus, fiscal: SideStatus): boolean {
  if (commercial == null || fiscal == null) return false;
  return isConciliationApproved({ statusComercial: commercial, statusFiscal: fiscal });
}

/** Conditional conciliation: commercial 2, fiscal 4 and permission btn-conciliate-conditional. */
export function canConciliateConditionally(
  commercial: SideStatus,
  fiscal: SideStatus,
  permissions: readonly string[],
): boolean {
  return (
    commercial === CONCILIATION_STATUS.reconciled &&
    fiscal === CONCILIATION_STATUS.conditional &&
    hasPermission(permissions, CONDITIONAL_CONCILIATION_PERMISSION)
  );
}

/**
 * Reconcile is disabled when the order's last conciliation is already 2/2; an order with no
 * conciliation, or whose last one was rejected, conditional or cancelled, may be reconciled again.
 */
export function canReconcile(lastConciliation: ConciliationSides | null | undefined): boolean {
  return !isConciliationApproved(lastConciliation);
}

/** After the checks, go straight to /conciliation-status when commercial is 2 and fiscal 2 or 4. */
export function goesStraightToStatus(commercial: SideStatus, fiscal: SideStatus): boolean {
  return (
    commercial === CONCILIATION_STATUS.reconciled &&
    (fiscal === CONCILIATION_STATUS.reconciled || fiscal === CONCILIATION_STATUS.conditional)
  );
}

/** The seal (Selo da Conciliacao.pdf) only when both sides are reconciled. */
export function canPrintSeal(commercial: SideStatus, fiscal: SideStatus): boolean {
  return isFullyApproved(commercial, fiscal);
}
