import { providerSchema, selectionOf, type ProviderDto } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

export const PROVIDER_QUERY = /* GraphQL */ `
  query buscarFornecedorPorId($idFornecedor: Int!) {
    buscarFornecedorPorId(idFornecedor: $idFornecedor) ${selectionOf(providerSchema)}
  }
`;

export const providerAnswerSchema = z.object({ buscarFornecedorPorId: providerSchema });

/** buscarFornecedorPorId (provider-details): one provider; 404 when unknown. The page shows failures inline. */
const getProvider = (idFornecedor: number, signal: AbortSignal): Promise<ProviderDto> =>
  askField(PROVIDER_QUERY, { idFornecedor }, { service: PROVIDERS_SERVICE, signal, schema: providerAnswerSchema });

/** The provider; nothing is asked while there is no id. */
export function useProvider(idFornecedor: number | null) {
  return useIdQuery(providerKeys.detail(idFornecedor ?? 0), idFornecedor, (id, { signal }) => getProvider(id, signal), {
    staleTime: 0,
  });
}
