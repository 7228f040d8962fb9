import type {
  CalendarioComercialDto,
  EmpresaDto,
  FornecedorDto,
  LocalizacaoFisicaDto,
  PedidoDto,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, graphql } from '../../../lib/api-client';
import { reconcileKeys } from './reconcile-keys';

/** The order as /reconcile shows it above the upload. */
export type ReconcileOrder = Pick<PedidoDto, 'id' | 'status' | 'naturezaPedido' | 'marca'> & {
  fornecedor: Pick<FornecedorDto, 'id' | 'nome'>;
  empresa: Pick<EmpresaDto, 'id' | 'codigo' | 'nome'>;
  localizacaoFisica: Pick<LocalizacaoFisicaDto, 'id' | 'codigo' | 'nome'>;
  calendarioComercial: Pick<CalendarioComercialDto, 'semanaComercial' | 'ano'>;
};

export const RECONCILE_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaConciliar($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) {
      id
      status
      naturezaPedido
      marca
      fornecedor {
        id
        nome
      }
      empresa {
        id
        codigo
        nome
      }
      localizacaoFisica {
        id
        codigo
        nome
      }
      calendarioComercial {
        semanaComercial
        ano
      }
    }
  }
`;

/** pedidoPorId: null (an unknown or invisible order) becomes notFound. The page shows errors inline. */
export async function getReconcileOrder(idPedido: number, signal?: AbortSignal): Promise<ReconcileOrder> {
  const data = await graphql<{ pedidoPorId: ReconcileOrder | null }>(
    RECONCILE_ORDER_QUERY,
    { idPedido: String(idPedido) },
    { service: 'orders', notify: false, signal },
  );
  if (!data?.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

export function useReconcileOrder(idPedido: number | null) {
  return useQuery({
    queryKey: reconcileKeys.order(idPedido ?? 0),
    queryFn: ({ signal }) => getReconcileOrder(idPedido!, signal),
    enabled: idPedido !== null,
    retry: false,
  });
}
