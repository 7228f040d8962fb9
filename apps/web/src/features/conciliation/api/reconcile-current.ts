import { conciliationResultSchema, selectionOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readOrderConciliation } from './conciliation-read';
import { reconcileKeys } from './reconcile-keys';

/** What /reconcile reads of the order's newest conciliation: whether it is already 2/2. */
export const reconcileCurrentSchema = conciliationResultSchema.pick({
  id: true,
  statusConciliacaoComercial: true,
  statusConciliacaoFiscal: true,
  cancelada: true,
  notaFiscal: true,
  dataConciliacao: true,
});
export type ReconcileCurrent = z.infer<typeof reconcileCurrentSchema>;

export const RECONCILE_CURRENT_QUERY = /* GraphQL */ `
  query conciliacaoAtual($pedido: Int!) {
    buscarResultadoConciliacaoPorPedido(pedido: $pedido) ${selectionOf(reconcileCurrentSchema)}
  }
`;

export const reconcileCurrentAnswerSchema = z.object({
  buscarResultadoConciliacaoPorPedido: reconcileCurrentSchema.nullable(),
});

/** buscarResultadoConciliacaoPorPedido: the newest conciliation (cancelled ones too), or null when none. */
export async function getReconcileCurrent(pedido: number, signal?: AbortSignal): Promise<ReconcileCurrent | null> {
  const data = await readOrderConciliation(RECONCILE_CURRENT_QUERY, reconcileCurrentAnswerSchema, pedido, signal);
  return data.buscarResultadoConciliacaoPorPedido;
}

export function useReconcileCurrent(pedido: number | null) {
  return useQuery({
    queryKey: reconcileKeys.current(pedido ?? 0),
    queryFn: ({ signal }) => getReconcileCurrent(pedido!, signal),
    enabled: pedido !== null,
    retry: false,
    staleTime: 0,
  });
}
