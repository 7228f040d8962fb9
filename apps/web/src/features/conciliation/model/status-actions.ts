import {
  canConciliateConditionally,
  canPrintSeal,
  canReconcile,
  hasPermission,
  type ConciliationResultDto,
} from '@portal/domain';

/** Why the seal button is disabled (an i18n key under conciliation.status.actions). */
export type SealBlock = 'sealUnavailable' | 'sealCancelled' | null;

export interface StatusActions {
  /** "Accept conditionally": commercial 2, fiscal 4, btn-conciliate-conditional, not cancelled */
  conditional: boolean;
  /** "Cancel conciliation": cancel-conciliation and not already cancelled */
  cancel: boolean;
  /** "Print seal" is always shown; enabled only for a 2/2 that is not cancelled */
  sealBlock: SealBlock;
  /** "Reconcile again": the order is A, the user holds reconcile, and the conciliation is not a live 2/2 */
  reconcileAgain: boolean;
}

type ResultFacts = Pick<
  ConciliationResultDto,
  'statusConciliacaoComercial' | 'statusConciliacaoFiscal' | 'cancelada' | 'pedido'
>;

/** What the signed-in user may do with the conciliation shown (spec 000 §4 and §6; the domain's rules). */
export function statusActions(result: ResultFacts, permissions: readonly string[]): StatusActions {
  const commercial = result.statusConciliacaoComercial.id;
  const fiscal = result.statusConciliacaoFiscal.id;
  const cancelled = result.cancelada;
  const sides = { statusComercial: commercial, statusFiscal: fiscal };
  return {
    conditional: !cancelled && canConciliateConditionally(commercial, fiscal, permissions),
    cancel: !cancelled && hasPermission(permissions, 'cancel-conciliation'),
    sealBlock: cancelled ? 'sealCancelled' : canPrintSeal(commercial, fiscal) ? null : 'sealUnavailable',
    reconcileAgain:
      hasPermission(permissions, 'reconcile') &&
      result.pedido.status === 'A' &&
      // a cancelled conciliation no longer counts (decisions: the order may be reconciled again)
      canReconcile(cancelled ? null : sides),
  };
}
