import {
  SAMPLE_CONCESSION_STATUSES,
  SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX,
  sampleConcessionFilterSchema,
  type SampleConcessionFilter,
} from '@portal/domain';
import { z } from 'zod';
import type { DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** A status choice of the filter: one of the three, or '' for all. */
export const STATUS_CHOICES = SAMPLE_CONCESSION_STATUSES.map(String) as ('1' | '2' | '3')[];
export type StatusChoice = (typeof STATUS_CHOICES)[number] | '';

/** What the filter fields hold: texts, dates as the date fields give them (YYYY-MM-DD or ''). */
export interface ConcessionFilterForm {
  fornecedor: string;
  pedido: string;
  pedidoAmostra: string;
  status: StatusChoice;
  dataCadastroInicial: string;
  dataCadastroFinal: string;
}

/** The screen opens on every concession, newest first. */
export const EMPTY_FILTER_FORM: ConcessionFilterForm = {
  fornecedor: '',
  pedido: '',
  pedidoAmostra: '',
  status: '',
  dataCadastroInicial: '',
  dataCadastroFinal: '',
};
export const DEFAULT_FILTER: SampleConcessionFilter = {};

/** Order numbers: the digits a field takes. */
export const ORDER_DIGITS = 10;

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to its default. */
export const FILTER_URL_SCHEMA: UrlFilterSchema<ConcessionFilterForm> = z.object({
  fornecedor: urlText(SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX),
  pedido: urlDigits(ORDER_DIGITS),
  pedidoAmostra: urlDigits(ORDER_DIGITS),
  status: urlChoice(STATUS_CHOICES, true),
  dataCadastroInicial: urlIsoDate,
  dataCadastroFinal: urlIsoDate,
});

export type FilterErrors = DateRangeProblems<'dataCadastroInicial' | 'dataCadastroFinal'>;

/** The filter the server reads, parsed with the domain's schema (which the server parses again), or why not. */
export function filterFromForm(form: ConcessionFilterForm): FilterParse<SampleConcessionFilter, FilterErrors> {
  const parsed = sampleConcessionFilterSchema.safeParse(form);
  if (parsed.success) {
    // only what filters: the query key and the variables stay small
    const filter = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as SampleConcessionFilter;
    return { ok: true, filter };
  }
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'dataCadastroInicial' || field === 'dataCadastroFinal')
      errors[field] = issue.message === 'dateRange' ? 'dateRange' : 'date';
  }
  return { ok: false, problem: errors };
}
