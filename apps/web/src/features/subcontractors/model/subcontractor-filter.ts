import {
  CNPJ_INPUT_MAX,
  SUBCONTRACTOR_LIMITS,
  subcontractorFilterSchema,
  type SubcontractorFilter,
} from '@portal/domain';
import { z } from 'zod';
import { urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** What the filter fields of /subcontractor-list hold (spec 001 §3: cnpj, email, nomeFantasia, razaoSocial). */
export interface SubcontractorFilterForm {
  cnpj: string;
  email: string;
  nomeFantasia: string;
  razaoSocial: string;
}

export const EMPTY_SUBCONTRACTOR_FILTER: SubcontractorFilterForm = {
  cnpj: '',
  email: '',
  nomeFantasia: '',
  razaoSocial: '',
};

/** The filters as the URL keeps them: a value the schema refuses falls back to the field's default. */
export const SUBCONTRACTOR_FILTER_URL_SCHEMA: UrlFilterSchema<SubcontractorFilterForm> = z.object({
  cnpj: urlText(CNPJ_INPUT_MAX),
  email: urlText(SUBCONTRACTOR_LIMITS.email),
  nomeFantasia: urlText(SUBCONTRACTOR_LIMITS.nomeFantasia),
  razaoSocial: urlText(SUBCONTRACTOR_LIMITS.razaoSocial),
});

/** What listarSubcontratadosFiltrados is asked: the domain's filter (blank fields left out, CNPJ unmasked). */
export function subcontractorFilterOf(form: SubcontractorFilterForm): SubcontractorFilter {
  const parsed = subcontractorFilterSchema.safeParse(form);
  // blank fields are left out (the type names cnpj always, as possibly undefined)
  if (!parsed.success) return {} as SubcontractorFilter;
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as SubcontractorFilter;
}
