import { providerPageSchema, selectionOf, type ProviderPageDto } from '@portal/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';
import type { ProviderFilter } from '../model/provider-filter';
import { PROVIDERS_SERVICE, providerKeys } from './provider-keys';

export const PROVIDER_LIST_QUERY = /* GraphQL */ `
  query fornecedoresFiltrados($nome: String, $cnpj: String, $pagina: Int) {
    fornecedoresFiltrados(nome: $nome, cnpj: $cnpj, pagina: $pagina) ${selectionOf(providerPageSchema)}
  }
`;

export const providerListAnswerSchema = z.object({ fornecedoresFiltrados: providerPageSchema });

/** fornecedoresFiltrados(nome, cnpj, pagina) (provider-list): one page (from 0) of 20 providers by name. */
export async function listProviders(
  filter: ProviderFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<ProviderPageDto> {
  // the screen shows a failure in place, with a retry
  const data = await graphql(
    PROVIDER_LIST_QUERY,
    { ...filter, pagina },
    { service: PROVIDERS_SERVICE, signal, notify: false, schema: providerListAnswerSchema },
  );
  return data.fornecedoresFiltrados;
}

/** The list's pages; another page exists while the last one says temMais. */
export function useProviderList(filter: ProviderFilter) {
  return useInfiniteQuery({
    queryKey: providerKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listProviders(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProviderPageDto) => (last.temMais ? last.pagina + 1 : undefined),
    // the flags change on /provider-details: a visit or a search asks again
    staleTime: 0,
    // a new search keeps the rows on screen (dimmed) until its answer arrives
    placeholderData: keepPreviousData,
  });
}
