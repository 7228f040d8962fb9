import { conciliationResultSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
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
const getReconcileCurrent = (pedido: number, signal: AbortSignal): Promise<ReconcileCurrent | null> =>
  askField(
    RECONCILE_CURRENT_QUERY,
    { pedido },
    { service: 'conciliation', signal, schema: reconcileCurrentAnswerSchema },
  );

export function useReconcileCurrent(pedido: number | null) {
  return useIdQuery(reconcileKeys.current(pedido ?? 0), pedido, (id, { signal }) => getReconcileCurrent(id, signal), {
    retry: false,
    staleTime: 0,
  });
}
