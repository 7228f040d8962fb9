import type { ConciliationResultDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';
import { reconcileKeys } from './reconcile-keys';

/** What /reconcile reads of the order's newest conciliation: whether it is already 2/2. */
export type ReconcileCurrent = Pick<
  ConciliationResultDto,
  'id' | 'statusConciliacaoComercial' | 'statusConciliacaoFiscal' | 'cancelada' | 'notaFiscal' | 'dataConciliacao'
>;

export const RECONCILE_CURRENT_QUERY = /* GraphQL */ `
  query conciliacaoAtual($pedido: Int!) {
    buscarResultadoConciliacaoPorPedido(pedido: $pedido) {
      id
      statusConciliacaoComercial {
        id
        descricao
      }
      statusConciliacaoFiscal {
        id
        descricao
      }
      cancelada
      notaFiscal
      dataConciliacao
    }
  }
`;

/** buscarResultadoConciliacaoPorPedido: the newest conciliation (cancelled ones too), or null when none. */
export async function getReconcileCurrent(pedido: number, signal?: AbortSignal): Promise<ReconcileCurrent | null> {
  const data = await graphql<{ buscarResultadoConciliacaoPorPedido: ReconcileCurrent | null }>(
    RECONCILE_CURRENT_QUERY,
    { pedido },
    { service: 'conciliation', notify: false, signal },
  );
  return data?.buscarResultadoConciliacaoPorPedido ?? null;
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
