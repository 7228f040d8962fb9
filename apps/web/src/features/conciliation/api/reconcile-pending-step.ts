import { reconcilePendingStepSchema, selectionOf, type ReconcilePendingStepDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
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
export async function getReconcilePendingStep(
  idPedido: number,
  signal?: AbortSignal,
): Promise<ReconcilePendingStepDto | null> {
  const data = await graphql(
    RECONCILE_PENDING_STEP_QUERY,
    { idPedido },
    { service: 'conciliation', notify: false, signal, schema: reconcilePendingStepAnswerSchema },
  );
  return data.pendenciaConciliacao;
}

export function useReconcilePendingStep(idPedido: number | null) {
  return useQuery({
    queryKey: reconcileKeys.pendingStep(idPedido ?? 0),
    queryFn: ({ signal }) => getReconcilePendingStep(idPedido!, signal),
    enabled: idPedido !== null,
    retry: false,
    staleTime: 0,
  });
}
