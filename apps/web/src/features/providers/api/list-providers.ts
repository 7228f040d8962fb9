import { providerPageSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';
import type { ProviderFilter } from '../model/provider-filter';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

export const PROVIDER_LIST_QUERY = /* GraphQL */ `
  query fornecedoresFiltrados($nome: String, $cnpj: String, $pagina: Int) {
    fornecedoresFiltrados(nome: $nome, cnpj: $cnpj, pagina: $pagina) ${selectionOf(providerPageSchema)}
  }
`;

export const providerListAnswerSchema = z.object({ fornecedoresFiltrados: providerPageSchema });

/** fornecedoresFiltrados(nome, cnpj, pagina) (provider-list): one page (from 0) of 20 providers by name. */
const listProviders = (filter: ProviderFilter, pagina: number, signal: AbortSignal) =>
  askField(
    PROVIDER_LIST_QUERY,
    { ...filter, pagina },
    { service: PROVIDERS_SERVICE, signal, schema: providerListAnswerSchema },
  );

/** The list's pages; the flags change on /provider-details. */
export function useProviderList(filter: ProviderFilter) {
  return usePagedList(providerKeys.list(filter), (pagina, signal) => listProviders(filter, pagina, signal));
}
