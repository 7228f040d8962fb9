import {
  DECLARATION_LIMITS,
  DECLARATION_SORTS,
  DECLARATION_STATUSES,
  declarationFilterSchema,
  type DeclarationFilter,
  type DeclarationSort,
} from '@portal/domain';
import { z } from 'zod';
import type { DateRangeProblems } from '../../../lib/date-text';
import type { FilterParse } from '../../../lib/use-list-search';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

export const STATUS_CHOICES = DECLARATION_STATUSES.map(String) as ('1' | '2' | '3')[];
export type StatusChoice = (typeof STATUS_CHOICES)[number] | '';

/** What the filter fields hold (dates YYYY-MM-DD or ''). */
export interface DeclarationFilterForm {
  pedido: string;
  fornecedor: string;
  status: StatusChoice;
  dataPedidoInicial: string;
  dataPedidoFinal: string;
  dataCadastroInicial: string;
  dataCadastroFinal: string;
  orderBy: DeclarationSort;
}

export const EMPTY_FILTER_FORM: DeclarationFilterForm = {
  pedido: '',
  fornecedor: '',
  status: '',
  dataPedidoInicial: '',
  dataPedidoFinal: '',
  dataCadastroInicial: '',
  dataCadastroFinal: '',
  orderBy: 'cadastroDesc',
};
export const DEFAULT_FILTER: DeclarationFilter = { orderBy: 'cadastroDesc' };

export const ORDER_DIGITS = 10;

export const FILTER_URL_SCHEMA: UrlFilterSchema<DeclarationFilterForm> = z.object({
  pedido: urlDigits(ORDER_DIGITS),
  fornecedor: urlText(DECLARATION_LIMITS.fornecedor),
  status: urlChoice(STATUS_CHOICES, true),
  dataPedidoInicial: urlIsoDate,
  dataPedidoFinal: urlIsoDate,
  dataCadastroInicial: urlIsoDate,
  dataCadastroFinal: urlIsoDate,
  orderBy: urlChoice(DECLARATION_SORTS),
});

type DateField = 'dataPedidoInicial' | 'dataPedidoFinal' | 'dataCadastroInicial' | 'dataCadastroFinal';
export type FilterErrors = DateRangeProblems<DateField>;
const DATE_FIELDS: readonly string[] = [
  'dataPedidoInicial',
  'dataPedidoFinal',
  'dataCadastroInicial',
  'dataCadastroFinal',
];

/** The filter the server reads (the domain's schema, which the server parses again), or the dates' problems. */
export function filterFromForm(form: DeclarationFilterForm): FilterParse<DeclarationFilter, FilterErrors> {
  const parsed = declarationFilterSchema.safeParse(form);
  if (parsed.success) {
    const filter = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as DeclarationFilter;
    return { ok: true, filter };
  }
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && DATE_FIELDS.includes(field))
      errors[field as DateField] = issue.message === 'dateRange' ? 'dateRange' : 'date';
  }
  return { ok: false, problem: errors };
}
