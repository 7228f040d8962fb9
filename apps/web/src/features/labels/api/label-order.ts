import type { EmpresaDto, FornecedorDto, LocalizacaoFisicaDto, PedidoDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, graphql } from '../../../lib/api-client';
import { labelKeys } from './label-keys';

/** The order's head as the label pages show it and as their rules read it. */
export type LabelOrder = Pick<PedidoDto, 'id' | 'status' | 'naturezaPedido'> & {
  empresa: Pick<EmpresaDto, 'id' | 'nome'>;
  fornecedor: Pick<FornecedorDto, 'id' | 'nome'>;
  localizacaoFisica: Pick<LocalizacaoFisicaDto, 'nome'>;
};

export const LABEL_ORDER_QUERY = /* GraphQL */ `
  query pedidoParaEtiqueta($idPedido: ID!) {
    pedidoPorId(idPedido: $idPedido) {
      id
      status
      naturezaPedido
      empresa {
        id
        nome
      }
      fornecedor {
        id
        nome
      }
      localizacaoFisica {
        nome
      }
    }
  }
`;

/** pedidoPorId: null (an unknown order, or another supplier's) becomes notFound. The page shows errors inline. */
export async function getLabelOrder(idPedido: number, signal?: AbortSignal): Promise<LabelOrder> {
  const data = await graphql<{ pedidoPorId: LabelOrder | null }>(
    LABEL_ORDER_QUERY,
    { idPedido: String(idPedido) },
    { service: 'orders', notify: false, signal },
  );
  if (!data?.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

export function useLabelOrder(idPedido: number | null) {
  return useQuery({
    queryKey: labelKeys.order(idPedido ?? 0),
    queryFn: ({ signal }) => getLabelOrder(idPedido!, signal),
    enabled: idPedido !== null,
    retry: false,
  });
}
