import { cdWeekOrderSchema, selectionOf, type CdWeekOrderDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { loadKeys } from './load-keys';

export const QUERY = /* GraphQL */ `
  query buscarPedidosPorFornecedorCdSemana($idFornecedor: Int!, $idCd: Int!, $idCalendarioComercial: Int!) {
    buscarPedidosPorFornecedorCdSemana(
      idFornecedor: $idFornecedor
      idCd: $idCd
      idCalendarioComercial: $idCalendarioComercial
    ) ${selectionOf(cdWeekOrderSchema)}
  }
`;

export const cdWeekOrdersAnswerSchema = z.object({ buscarPedidosPorFornecedorCdSemana: z.array(cdWeekOrderSchema) });

export interface CdWeekKey {
  idFornecedor: number;
  idCd: number;
  idCalendarioComercial: number;
}

/** The supplier's orders of that CD and week that are in no load: those that may join the load. */
export async function getCdWeekOrders(key: CdWeekKey, signal?: AbortSignal): Promise<CdWeekOrderDto[]> {
  const data = await graphql(QUERY, { ...key }, { service: 'loads', signal, schema: cdWeekOrdersAnswerSchema });
  return data.buscarPedidosPorFornecedorCdSemana;
}

export function useCdWeekOrders(key: CdWeekKey, enabled: boolean) {
  return useQuery({
    queryKey: loadKeys.cdWeekOrders(key.idFornecedor, key.idCd, key.idCalendarioComercial),
    queryFn: ({ signal }) => getCdWeekOrders(key, signal),
    enabled,
    staleTime: 0,
  });
}
