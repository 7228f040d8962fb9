import { providerSchema, selectionOf, type ProviderDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

export const PROVIDER_QUERY = /* GraphQL */ `
  query buscarFornecedorPorId($idFornecedor: Int!) {
    buscarFornecedorPorId(idFornecedor: $idFornecedor) ${selectionOf(providerSchema)}
  }
`;

export const providerAnswerSchema = z.object({ buscarFornecedorPorId: providerSchema });

/** buscarFornecedorPorId (provider-details): one provider; 404 when unknown. The page shows failures inline. */
export async function getProvider(idFornecedor: number, signal?: AbortSignal): Promise<ProviderDto> {
  const data = await graphql(
    PROVIDER_QUERY,
    { idFornecedor },
    { service: PROVIDERS_SERVICE, signal, notify: false, schema: providerAnswerSchema },
  );
  return data.buscarFornecedorPorId;
}

/** The provider; nothing is asked while there is no id. */
export function useProvider(idFornecedor: number | null) {
  return useQuery({
    queryKey: providerKeys.detail(idFornecedor ?? 0),
    queryFn: ({ signal }) => getProvider(idFornecedor!, signal),
    enabled: idFornecedor !== null,
    staleTime: 0,
  });
}
