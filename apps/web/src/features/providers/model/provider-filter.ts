import { CNPJ_INPUT_MAX, PROVIDER_NAME_FILTER_MAX, providerListSchema } from '@portal/domain';
import { z } from 'zod';
import { urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** What the filter fields of /provider-list hold. */
export interface ProviderFilterForm {
  nome: string;
  cnpj: string;
}

export const EMPTY_PROVIDER_FILTER: ProviderFilterForm = { nome: '', cnpj: '' };

/** The filters as the URL keeps them: a value the schema refuses falls back to the field's default. */
export const PROVIDER_FILTER_URL_SCHEMA: UrlFilterSchema<ProviderFilterForm> = z.object({
  nome: urlText(PROVIDER_NAME_FILTER_MAX),
  cnpj: urlText(CNPJ_INPUT_MAX),
});

/** What fornecedoresFiltrados is asked: blank fields left out, the name trimmed, the CNPJ without its mask. */
export type ProviderFilter = { nome?: string; cnpj?: string };

export function providerFilterOf(form: ProviderFilterForm): ProviderFilter {
  const parsed = providerListSchema.safeParse({ nome: form.nome, cnpj: form.cnpj });
  if (!parsed.success) return {};
  const filter: ProviderFilter = {};
  if (parsed.data.nome) filter.nome = parsed.data.nome;
  if (parsed.data.cnpj) filter.cnpj = parsed.data.cnpj;
  return filter;
}
