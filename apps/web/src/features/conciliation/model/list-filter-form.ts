import {
  CONCILIATION_ORDER_BY,
  CONCILIATION_STATUSES,
  conciliationFilterSchema,
  RFM_STATUSES,
  type ConciliationFilter,
  type ConciliationOrderBy,
} from '@portal/domain';
import { z } from 'zod';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/**
 * The filters of /conciliation-list and /conciliation-report as typed: texts as entered, selects as chosen
 * ('' when empty). One model for both screens; the CD only counts on the report.
 */
export interface ConciliationFilterForm {
  conciliacao: string;
  pedido: string;
  nomeFornecedor: string;
  /** YYYY-MM-DD from the date inputs */
  dataConciliacaoInicial: string;
  dataConciliacaoFinal: string;
  /** '' or a side status id '0'…'4' */
  statusComercial: string;
  statusFiscal: string;
  /** '' or '0' / '1' */
  statusRFM: string;
  notaFiscal: string;
  /** '' = every CD the user may see (report only) */
  idCd: string;
  orderBy: ConciliationOrderBy;
}

export const EMPTY_FILTER_FORM: ConciliationFilterForm = {
  conciliacao: '',
  pedido: '',
  nomeFornecedor: '',
  dataConciliacaoInicial: '',
  dataConciliacaoFinal: '',
  statusComercial: '',
  statusFiscal: '',
  statusRFM: '',
  notaFiscal: '',
  idCd: '',
  orderBy: 'pedido',
};

/** What the list shows on arrival: every conciliation the user may see, by order ascending (spec 000 §3). */
export const DEFAULT_FILTER: ConciliationFilter = { orderBy: 'pedido' };

export type FilterField = keyof ConciliationFilterForm;
export type FilterError = 'invalid' | 'dateRange';
export type FilterErrors = Partial<Record<FilterField, FilterError>>;

export type FilterFormResult = { ok: true; filter: ConciliationFilter } | { ok: false; errors: FilterErrors };

/** The longest texts the schema takes; the inputs stop there. */
export const FILTER_MAX_LENGTH = { id: 12, nomeFornecedor: 100, notaFiscal: 20 } as const;

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to ''. */
export const FILTER_URL_SCHEMA: UrlFilterSchema<ConciliationFilterForm> = z.object({
  conciliacao: urlDigits(FILTER_MAX_LENGTH.id),
  pedido: urlDigits(FILTER_MAX_LENGTH.id),
  nomeFornecedor: urlText(FILTER_MAX_LENGTH.nomeFornecedor),
  dataConciliacaoInicial: urlIsoDate,
  dataConciliacaoFinal: urlIsoDate,
  statusComercial: urlChoice(CONCILIATION_STATUSES.map(String), true),
  statusFiscal: urlChoice(CONCILIATION_STATUSES.map(String), true),
  statusRFM: urlChoice(RFM_STATUSES.map(String), true),
  notaFiscal: urlText(FILTER_MAX_LENGTH.notaFiscal),
  idCd: urlDigits(12),
  orderBy: urlChoice(CONCILIATION_ORDER_BY),
});

const FIELDS = Object.keys(EMPTY_FILTER_FORM) as FilterField[];

const text = (value: string): string | undefined => value.trim() || undefined;

function isField(value: unknown): value is FilterField {
  return typeof value === 'string' && (FIELDS as string[]).includes(value);
}

export function isOrderBy(value: unknown): value is ConciliationOrderBy {
  return typeof value === 'string' && (CONCILIATION_ORDER_BY as readonly string[]).includes(value);
}

/**
 * The filter of a form, checked with the domain's conciliationFilterSchema (the server parses the same
 * one): empty fields are left out, texts trimmed, ids and statuses become numbers, the date range must not
 * run backwards. The CD is kept only when `withCd` (the report).
 */
export function filterFromForm(form: ConciliationFilterForm, options: { withCd: boolean }): FilterFormResult {
  const candidate = {
    conciliacao: text(form.conciliacao),
    pedido: text(form.pedido),
    nomeFornecedor: text(form.nomeFornecedor),
    dataConciliacaoInicial: text(form.dataConciliacaoInicial),
    dataConciliacaoFinal: text(form.dataConciliacaoFinal),
    statusComercial: text(form.statusComercial),
    statusFiscal: text(form.statusFiscal),
    statusRFM: text(form.statusRFM),
    notaFiscal: text(form.notaFiscal),
    idCd: options.withCd ? text(form.idCd) : undefined,
    orderBy: form.orderBy,
  };
  const parsed = conciliationFilterSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: FilterErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isField(field) || errors[field]) continue;
      errors[field] = issue.message === 'dateRange' ? 'dateRange' : 'invalid';
    }
    // an issue the form cannot place (none expected) still refuses the search, under the first field
    if (Object.keys(errors).length === 0) errors.conciliacao = 'invalid';
    return { ok: false, errors };
  }
  // keys zod kept as undefined go, so the request and the cache key stay small
  const filter = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as ConciliationFilter;
  return { ok: true, filter };
}

/**
 * The query of GET /api/relatorios/Reports/conciliacao.pdf: every filter as text, plus the user's profile
 * (perfil; the server trusts the token) and the language the PDF is written in (userLocale).
 */
export function reportQueryOf(filter: ConciliationFilter, perfil: string, userLocale: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (perfil) query.perfil = perfil;
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  query.userLocale = userLocale;
  return query;
}
