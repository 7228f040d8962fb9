import {
  REGISTER_REQUEST_KINDS,
  REGISTER_REQUEST_STATUSES,
  REGISTER_REQUEST_TEXT_MAX,
  type RegisterRequestFilter,
  type RegisterRequestKind,
} from '@portal/domain';
import { z } from 'zod';
import { dateRangeProblems, type DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlChoice, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

export type StatusChoice = RegisterRequestFilter['status'];
export const STATUS_CHOICES: readonly StatusChoice[] = [...REGISTER_REQUEST_STATUSES, 'all'];
export const KIND_CHOICES: readonly RegisterRequestKind[] = REGISTER_REQUEST_KINDS;

/** What the filter fields hold; dates as the date inputs give them (YYYY-MM-DD or ''). */
export interface RequestFilterForm {
  status: StatusChoice;
  texto: string;
  tipo: RegisterRequestKind | '';
  de: string;
  ate: string;
}

/** The screen opens on the requests that await a decision. */
export const EMPTY_FILTER_FORM: RequestFilterForm = { status: 'pending', texto: '', tipo: '', de: '', ate: '' };
export const DEFAULT_FILTER: RegisterRequestFilter = { status: 'pending' };

/** The filters as the URL keeps them (lib/use-url-filters.ts): a field the schema refuses falls back to its default. */
export const FILTER_URL_SCHEMA: UrlFilterSchema<RequestFilterForm> = z.object({
  status: urlChoice(STATUS_CHOICES),
  texto: urlText(REGISTER_REQUEST_TEXT_MAX),
  tipo: urlChoice(KIND_CHOICES, true),
  de: urlIsoDate,
  ate: urlIsoDate,
});

export type FilterErrors = DateRangeProblems<'de' | 'ate'>;

/** The filter the server reads, or why the form cannot be searched (the server refuses the same). */
export function filterFromForm(form: RequestFilterForm): FilterParse<RegisterRequestFilter, FilterErrors> {
  const problem = dateRangeProblems(form, ['de', 'ate']);
  if (Object.keys(problem).length > 0) return { ok: false, problem };
  const filter: RegisterRequestFilter = { status: form.status };
  const texto = form.texto.trim();
  if (texto) filter.texto = texto;
  if (form.tipo) filter.tipo = form.tipo;
  if (form.de) filter.de = form.de;
  if (form.ate) filter.ate = form.ate;
  return { ok: true, filter };
}
