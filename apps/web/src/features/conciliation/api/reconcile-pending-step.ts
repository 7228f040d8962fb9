import { reconcilePendingStepSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { reconcileKeys } from './reconcile-keys';

export const RECONCILE_PENDING_STEP_QUERY = /* GraphQL */ `
  query pendenciaConciliacao($idPedido: Int!) {
    pendenciaConciliacao(idPedido: $idPedido) ${selectionOf(reconcilePendingStepSchema)}
  }
`;

export const reconcilePendingStepAnswerSchema = z.object({
  pendenciaConciliacao: reconcilePendingStepSchema.nullable(),
});

/**
 * pendenciaConciliacao: the step the order still lacks before it can be reconciled (its sample, its subcontractor
 * invoice), with the server's message in the user's language, or null. The page shows a failure inline.
 */
const getReconcilePendingStep = (idPedido: number, signal: AbortSignal) =>
  askField(
    RECONCILE_PENDING_STEP_QUERY,
    { idPedido },
    { service: 'conciliation', signal, schema: reconcilePendingStepAnswerSchema },
  );

export function useReconcilePendingStep(idPedido: number | null) {
  return useIdQuery(
    reconcileKeys.pendingStep(idPedido ?? 0),
    idPedido,
    (id, { signal }) => getReconcilePendingStep(id, signal),
    {
      retry: false,
      staleTime: 0,
    },
  );
}
