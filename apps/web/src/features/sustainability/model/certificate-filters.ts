import {
  SUSTAINABILITY_PROVIDER_FILTER_MAX,
  sustainabilityFilterSchema,
  type SustainabilityFilter,
} from '@portal/domain';
import { z } from 'zod';
import type { DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

export const TYPE_CHOICES = ['1', '2'] as const;
export const STATUS_CHOICES = ['0', '1', '2'] as const;

/** What the filter fields hold: texts, dates as the date fields give them (YYYY-MM-DD or ''). */
export interface CertificateFilterForm {
  numeroPedido: string;
  fornecedor: string;
  tipoCertificado: (typeof TYPE_CHOICES)[number] | '';
  statusAuditoria: (typeof STATUS_CHOICES)[number] | '';
  dataCriacaoInicial: string;
  dataCriacaoFinal: string;
  dataPedidoInicial: string;
  dataPedidoFinal: string;
}

export const EMPTY_FILTER_FORM: CertificateFilterForm = {
  numeroPedido: '',
  fornecedor: '',
  tipoCertificado: '',
  statusAuditoria: '',
  dataCriacaoInicial: '',
  dataCriacaoFinal: '',
  dataPedidoInicial: '',
  dataPedidoFinal: '',
};
export const DEFAULT_FILTER: SustainabilityFilter = {};
export const ORDER_DIGITS = 10;

export const FILTER_URL_SCHEMA: UrlFilterSchema<CertificateFilterForm> = z.object({
  numeroPedido: urlDigits(ORDER_DIGITS),
  fornecedor: urlText(SUSTAINABILITY_PROVIDER_FILTER_MAX),
  tipoCertificado: urlChoice(TYPE_CHOICES, true),
  statusAuditoria: urlChoice(STATUS_CHOICES, true),
  dataCriacaoInicial: urlIsoDate,
  dataCriacaoFinal: urlIsoDate,
  dataPedidoInicial: urlIsoDate,
  dataPedidoFinal: urlIsoDate,
});

export const DATE_FIELDS = ['dataCriacaoInicial', 'dataCriacaoFinal', 'dataPedidoInicial', 'dataPedidoFinal'] as const;
export type FilterErrors = DateRangeProblems<(typeof DATE_FIELDS)[number]>;

/** The filter the server reads, parsed with the domain's schema (the server parses it again), or why not. */
export function filterFromForm(form: CertificateFilterForm): FilterParse<SustainabilityFilter, FilterErrors> {
  const parsed = sustainabilityFilterSchema.safeParse(form);
  if (parsed.success) {
    const filter = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as SustainabilityFilter;
    return { ok: true, filter };
  }
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((DATE_FIELDS as readonly unknown[]).includes(field))
      errors[field as (typeof DATE_FIELDS)[number]] = issue.message === 'dateRange' ? 'dateRange' : 'date';
  }
  return { ok: false, problem: errors };
}
