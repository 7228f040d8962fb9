import { LOAD_LIST_STATUSES, LOAD_LIST_SUPPLIER_MAX, type LoadListFilter, type LoadListStatus } from '@portal/domain';
import { z } from 'zod';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** A load number as typed: digits, at most nine (a 32-bit id). */
export const LOAD_NUMBER_MAX_DIGITS = 9;

/** What /load's filter fields hold; dates as the date fields give them (YYYY-MM-DD or ''). */
export interface LoadFilterForm {
  idCarga: string;
  /** internal users only: part of the supplier's name, or its code */
  fornecedor: string;
  status: LoadListStatus | '';
  dtEntregaIni: string;
  dtEntregaFim: string;
}

export const EMPTY_LOAD_FILTER_FORM: LoadFilterForm = {
  idCarga: '',
  fornecedor: '',
  status: '',
  dtEntregaIni: '',
  dtEntregaFim: '',
};

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to its default. */
export const LOAD_FILTER_URL_SCHEMA: UrlFilterSchema<LoadFilterForm> = z.object({
  idCarga: urlDigits(LOAD_NUMBER_MAX_DIGITS),
  fornecedor: urlText(LOAD_LIST_SUPPLIER_MAX),
  status: urlChoice(LOAD_LIST_STATUSES, true),
  dtEntregaIni: urlIsoDate,
  dtEntregaFim: urlIsoDate,
});

export type LoadFilterErrors = DateRangeProblems<'dtEntregaIni' | 'dtEntregaFim'>;

/** The filter the server reads (GET /api/carga/listarpaginado), or why the form cannot be searched (it refuses the same). */
export function loadFilterFromForm(form: LoadFilterForm): FilterParse<LoadListFilter, LoadFilterErrors> {
  const problem = dateRangeProblems(form, ['dtEntregaIni', 'dtEntregaFim']);
  if (Object.keys(problem).length > 0) return { ok: false, problem };
  const filter: LoadListFilter = {};
  const id = Number(form.idCarga);
  if (form.idCarga && id > 0) filter.idCarga = id;
  const fornecedor = form.fornecedor.trim();
  if (fornecedor) filter.fornecedor = fornecedor;
  if (form.status) filter.status = form.status;
  if (form.dtEntregaIni) filter.dtEntregaIni = form.dtEntregaIni;
  if (form.dtEntregaFim) filter.dtEntregaFim = form.dtEntregaFim;
  return { ok: true, filter };
}
