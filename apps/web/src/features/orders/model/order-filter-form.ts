import {
  COMPANIES,
  ORDER_NATURES,
  ORDER_SORTS,
  ORDER_STATUSES,
  orderFilterSchema,
  parseWeek,
  parseWeekNumber,
  yearWeekKey,
  type OrderFilter,
  type OrderNature,
  type OrderSort,
  type OrderStatus,
} from '@portal/domain';
import { z } from 'zod';
import { urlChoice, urlDigits, urlIsoDate, urlText, type UrlFilterSchema } from '../../../lib/use-url-filters';

/** What the filter panel holds: texts as typed, selects as chosen ('' when empty). */
export interface OrderFilterForm {
  id: string;
  semanaComercial: string;
  anoSemanaComercial: string;
  status: OrderStatus | '';
  naturezaPedido: OrderNature | '';
  cd: string;
  carga: string;
  dataAgendamentoInicial: string;
  dataAgendamentoFinal: string;
  fornecedor: string;
  idEmpresa: string;
  ordenacao: OrderSort;
}

export const EMPTY_ORDER_FILTER_FORM: OrderFilterForm = {
  id: '',
  semanaComercial: '',
  anoSemanaComercial: '',
  status: '',
  naturezaPedido: '',
  cd: '',
  carga: '',
  dataAgendamentoInicial: '',
  dataAgendamentoFinal: '',
  fornecedor: '',
  idEmpresa: '',
  ordenacao: 'pedido',
};

/**
 * The filters of /main as the URL keeps them (lib/use-url-filters.ts): each field's shape, so a hand-edited
 * address falls back field by field; what the search accepts is still decided by filterFromForm.
 */
export const ORDER_FILTER_URL_SCHEMA: UrlFilterSchema<OrderFilterForm> = z.object({
  id: urlDigits(12),
  semanaComercial: urlDigits(2),
  anoSemanaComercial: z.string().regex(/^[\d/-]{0,7}$/),
  status: urlChoice(ORDER_STATUSES, true),
  naturezaPedido: urlChoice(ORDER_NATURES, true),
  cd: urlDigits(12),
  carga: urlDigits(12),
  dataAgendamentoInicial: urlIsoDate,
  dataAgendamentoFinal: urlIsoDate,
  fornecedor: urlText(100),
  idEmpresa: urlChoice(
    COMPANIES.map((c) => String(c.id)),
    true,
  ),
  ordenacao: urlChoice(ORDER_SORTS),
});

/** The default search of /main: every order the user may see, by order number descending. */
export const DEFAULT_ORDER_FILTER: OrderFilter = { ordenacao: 'pedido' };

export type OrderFilterField = keyof OrderFilterForm;

export type FilterFormResult =
  { ok: true; filter: OrderFilter } | { ok: false; errors: Partial<Record<OrderFilterField, 'invalid' | 'dateRange'>> };

/** Form field ← path of the zod issue, so an error lands under the right input. */
const ISSUE_FIELD: Record<string, OrderFilterField> = {
  id: 'id',
  idEmpresa: 'idEmpresa',
  status: 'status',
  naturezaPedido: 'naturezaPedido',
  ordenacao: 'ordenacao',
  fornecedor: 'fornecedor',
  calendarioComercial: 'semanaComercial',
  cd: 'cd',
  anoSemanaComercial: 'anoSemanaComercial',
  dataAgendamentoInicial: 'dataAgendamentoInicial',
  dataAgendamentoFinal: 'dataAgendamentoFinal',
  carga: 'carga',
};

const text = (value: string): string | undefined => value.trim() || undefined;

/** "2026-10" or "10/2026" as the API's key "2026-10" (checked before: a week of that year). */
function yearWeekOf(value: string): string | undefined {
  const week = parseWeek(value);
  return week ? yearWeekKey(week) : undefined;
}

/**
 * The GraphQL `filtro` of a form: empty fields are left out, numbers parsed, and the result checked
 * with the domain's schema (the server parses it with the same one). Provider and company are sent
 * only when the user may filter by them.
 */
export function filterFromForm(
  form: OrderFilterForm,
  allowed: { provider: boolean; company: boolean },
): FilterFormResult {
  const week = text(form.semanaComercial);
  const yearWeek = text(form.anoSemanaComercial);
  // the commercial calendar's weeks (calendar/week-format.ts): "77" or "0" is no week, "2026-53" not one of 2026's
  const errors: Partial<Record<OrderFilterField, 'invalid'>> = {};
  if (week !== undefined && parseWeekNumber(week) === null) errors.semanaComercial = 'invalid';
  if (yearWeek !== undefined && parseWeek(yearWeek) === null) errors.anoSemanaComercial = 'invalid';
  const provider = allowed.provider ? text(form.fornecedor) : undefined;
  const candidate = {
    id: text(form.id),
    idEmpresa: allowed.company ? text(form.idEmpresa) : undefined,
    status: form.status || undefined,
    naturezaPedido: form.naturezaPedido || undefined,
    ordenacao: form.ordenacao,
    fornecedor: provider ? { nome: provider } : undefined,
    calendarioComercial: week === undefined ? undefined : { semanaComercial: week },
    cd: text(form.cd),
    anoSemanaComercial: yearWeekOf(form.anoSemanaComercial),
    dataAgendamentoInicial: text(form.dataAgendamentoInicial),
    dataAgendamentoFinal: text(form.dataAgendamentoFinal),
    carga: text(form.carga),
  };
  const parsed = orderFilterSchema.safeParse(candidate);
  if (!parsed.success || Object.keys(errors).length > 0) {
    for (const issue of parsed.error?.issues ?? []) {
      const field = ISSUE_FIELD[String(issue.path[0])];
      if (field) errors[field] = 'invalid';
    }
    return { ok: false, errors };
  }
  const filter = parsed.data;
  if (
    filter.dataAgendamentoInicial &&
    filter.dataAgendamentoFinal &&
    filter.dataAgendamentoInicial > filter.dataAgendamentoFinal
  ) {
    return { ok: false, errors: { dataAgendamentoFinal: 'dateRange' } };
  }
  // drop the keys zod kept as undefined so the request and the cache key stay small
  return { ok: true, filter: JSON.parse(JSON.stringify(filter)) as OrderFilter };
}
