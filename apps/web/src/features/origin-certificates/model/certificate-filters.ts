import {
  ORIGIN_CERTIFICATE_CODE_MAX,
  ORIGIN_CERTIFICATE_ORDER_DIGITS,
  originCertificateFilterSchema,
  type OriginCertificateFilter,
} from '@portal/domain';
import { z } from 'zod';
import type { DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** What the filter fields hold: texts, dates as the date fields give them (YYYY-MM-DD or ''). */
export interface CertificateFilterForm {
  codigo: string;
  pedido: string;
  dtPedidoInicial: string;
  dtPedidoFinal: string;
  dtAtualizacaoInicial: string;
  dtAtualizacaoFinal: string;
}

/** The screen opens on every certificate the user sees, newest update first. */
export const EMPTY_FILTER_FORM: CertificateFilterForm = {
  codigo: '',
  pedido: '',
  dtPedidoInicial: '',
  dtPedidoFinal: '',
  dtAtualizacaoInicial: '',
  dtAtualizacaoFinal: '',
};
export const DEFAULT_FILTER: OriginCertificateFilter = {};

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to its default. */
export const FILTER_URL_SCHEMA: UrlFilterSchema<CertificateFilterForm> = z.object({
  codigo: urlText(ORIGIN_CERTIFICATE_CODE_MAX),
  pedido: urlDigits(ORIGIN_CERTIFICATE_ORDER_DIGITS),
  dtPedidoInicial: urlIsoDate,
  dtPedidoFinal: urlIsoDate,
  dtAtualizacaoInicial: urlIsoDate,
  dtAtualizacaoFinal: urlIsoDate,
});

export const DATE_FIELDS = ['dtPedidoInicial', 'dtPedidoFinal', 'dtAtualizacaoInicial', 'dtAtualizacaoFinal'] as const;
type DateField = (typeof DATE_FIELDS)[number];
export type FilterErrors = DateRangeProblems<DateField>;

const isDateField = (field: unknown): field is DateField => DATE_FIELDS.includes(field as DateField);

/** The filter the server reads, parsed with the domain's schema (which the server parses again), or why not. */
export function filterFromForm(form: CertificateFilterForm): FilterParse<OriginCertificateFilter, FilterErrors> {
  const parsed = originCertificateFilterSchema.safeParse(form);
  if (parsed.success) {
    // only what filters: the query key and the query string stay small
    const filter = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as OriginCertificateFilter;
    return { ok: true, filter };
  }
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isDateField(field)) errors[field] = issue.message === 'dateRange' ? 'dateRange' : 'date';
  }
  return { ok: false, problem: errors };
}
