import type { EmpresaDto, FornecedorDto, PedidoDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, graphql } from '../../../lib/api-client';
import { chartKeys } from './chart-keys';

/** The order as /import-chart names it in its header. */
export type ChartOrder = Pick<PedidoDto, 'id' | 'status'> & {
  fornecedor: Pick<FornecedorDto, 'id' | 'nome'>;
  empresa: Pick<EmpresaDto, 'id' | 'nome'>;
};

export const CHART_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaTabelaMedida($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) {
      id
      status
      fornecedor {
        id
        nome
      }
      empresa {
        id
        nome
      }
    }
  }
`;

/** pedidoPorId: null (an unknown or invisible order) becomes notFound. The page shows errors inline. */
export async function getChartOrder(idPedido: number, signal?: AbortSignal): Promise<ChartOrder> {
  const data = await graphql<{ pedidoPorId: ChartOrder | null }>(
    CHART_ORDER_QUERY,
    { idPedido: String(idPedido) },
    { service: 'orders', notify: false, signal },
  );
  if (!data?.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

export function useChartOrder(idPedido: number | null) {
  return useQuery({
    queryKey: chartKeys.order(idPedido ?? 0),
    queryFn: ({ signal }) => getChartOrder(idPedido!, signal),
    enabled: idPedido !== null,
    retry: false,
  });
}
