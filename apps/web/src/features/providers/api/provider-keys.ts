import type { ProviderFilter } from '../model/provider-filter';

/** Routing header of the provider calls. */
export const PROVIDERS_SERVICE = 'providers';

/** Query keys of the provider screens (one place, so a change refreshes exactly what it touched). */
export const providerKeys = {
  all: ['providers'] as const,
  list: (filter: ProviderFilter) => ['providers', 'list', filter] as const,
  detail: (idFornecedor: number) => ['providers', 'detail', idFornecedor] as const,
  linked: (idFornecedor: number) => ['providers', 'linked', idFornecedor] as const,
  /** every search's pick list of the provider (a link change asks them again) */
  toLinkAll: (idFornecedor: number) => ['providers', 'to-link', idFornecedor] as const,
  toLink: (idFornecedor: number, nome: string) => ['providers', 'to-link', idFornecedor, nome] as const,
};
