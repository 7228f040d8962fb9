import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import {
  blankAsMissing,
  filterText,
  intSchema as int,
  optionalText,
  positiveIdInput,
  requiredText,
  withDaysInOrder,
} from '../shared/contract-fields';
import { listPageOf, pageArgumentSchema } from '../shared/paging';
import {
  SAMPLE_CONCESSION_FIRST_PAGE,
  SAMPLE_CONCESSION_PAGE_SIZE,
  SAMPLE_CONCESSION_STATUS as STATUS,
  SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX,
  SAMPLE_CONCESSION_TEXT_MAX,
} from './sample-concession-rules';

/**
 * The order-sample concessions' contract (spec 001 §3, §5, §7 "Order samples", §9): GraphQL
 * listarTodasConcessoesFiltradas, buscarConcessaoPorId and salvarConcessao.
 */

/** A number as a form holds it (digits) or GraphQL sends it (Int); blank or null is "not given". */
function digitsAsNumber(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
}

/** An order number. */
const orderNumberInput = z.preprocess(digitsAsNumber, positiveIdInput);
const optionalOrderNumber = z.preprocess(digitsAsNumber, positiveIdInput.optional());

/** A status: 1, 2 or 3. */
const statusIdSchema = z.union(
  [z.literal(STATUS.pending), z.literal(STATUS.approved), z.literal(STATUS.refused)],
  'invalidStatus',
);
const statusValue = z.number().pipe(statusIdSchema);
const statusInput = z.preprocess(digitsAsNumber, statusValue);
const optionalStatus = z.preprocess(digitsAsNumber, statusValue.optional());

/**
 * salvarConcessao(concessao): the form of spec 001 §5. Description (≤ 255), sample order, original order and status
 * are required, the reason is optional (≤ 255); `id` names the concession to update, none creates one. What a save
 * may not change (a new one starts at 1, the keys are locked on edit) is concessionChangeProblems.
 */
export const sampleConcessionInputSchema = z.object({
  id: z.preprocess((value) => (value === null || value === '' ? undefined : value), positiveIdInput.optional()),
  descricao: requiredText(SAMPLE_CONCESSION_TEXT_MAX),
  pedidoAmostra: orderNumberInput,
  pedido: orderNumberInput,
  status: statusInput,
  motivo: optionalText(SAMPLE_CONCESSION_TEXT_MAX),
});
export type SampleConcessionInput = z.infer<typeof sampleConcessionInputSchema>;
/** What the form holds before parsing. */
export type SampleConcessionFormValues = z.input<typeof sampleConcessionInputSchema>;

/** The form's fields in its order; the four required ones of spec 001 §5. */
export const SAMPLE_CONCESSION_FIELDS = ['descricao', 'pedidoAmostra', 'pedido', 'status', 'motivo'] as const;
export const SAMPLE_CONCESSION_REQUIRED_FIELDS = ['descricao', 'pedidoAmostra', 'pedido', 'status'] as const;

/** A registration day, YYYY-MM-DD, that the calendar has (2026-02-30 is refused). */
const optionalDay = z.preprocess(blankAsMissing, z.string().refine(isCalendarDate, 'date').optional());

/**
 * listarTodasConcessoesFiltradas's filters (the spec names none, ambiguity A21: decided from the entity): the
 * supplier by code or name (contains, ignoring case), the original order, the sample order, the status and the
 * registration days (São Paulo, both included; the end not before the start). Blank or null is no filter.
 */
export const sampleConcessionFilterSchema = withDaysInOrder(
  z.object({
    fornecedor: filterText(SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX),
    pedido: optionalOrderNumber,
    pedidoAmostra: optionalOrderNumber,
    status: optionalStatus,
    dataCadastroInicial: optionalDay,
    dataCadastroFinal: optionalDay,
  }),
  'dataCadastroInicial',
  'dataCadastroFinal',
);
export type SampleConcessionFilter = z.infer<typeof sampleConcessionFilterSchema>;
/** The filters as a form or the URL holds them (texts). */
export type SampleConcessionFilterValues = z.input<typeof sampleConcessionFilterSchema>;

/** listarTodasConcessoesFiltradas(filtro, pagina): pages of 10 numbered from 1 (spec 001 §9), 1 when left out. */
export const sampleConcessionListSchema = z.object({
  filtro: z.preprocess((value) => value ?? {}, sampleConcessionFilterSchema),
  pagina: pageArgumentSchema(SAMPLE_CONCESSION_FIRST_PAGE),
});
export type SampleConcessionListInput = z.infer<typeof sampleConcessionListSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `StatusConcessaoAmostra`: 1 Em Aprovação, 2 Aprovado, 3 Reprovado; descricao in the reader's language. */
export const sampleConcessionStatusSchema = z.object({
  id: statusIdSchema,
  descricao: z.string(),
});
export type SampleConcessionStatusDto = z.infer<typeof sampleConcessionStatusSchema>;

/**
 * GraphQL `ConcessaoAmostraPedido` (spec 001 §3 "Order sample concession"): the supplier is the original order's
 * (codigoFornecedor is its ERP code); pedido is the original order, pedidoAmostra the sample order.
 */
export const sampleConcessionSchema = z.object({
  id: int,
  codigoFornecedor: int,
  nomeFornecedor: z.string(),
  pedido: int,
  pedidoAmostra: int,
  descricao: z.string(),
  status: sampleConcessionStatusSchema,
  motivo: z.string().nullable(),
  dataCadastro: z.string().describe('ISO 8601 instant of the registration'),
  dataModificacao: z.string().describe('ISO 8601 instant of the last change'),
});
export type SampleConcessionDto = z.infer<typeof sampleConcessionSchema>;

/** GraphQL `PaginaConcessoesAmostra`: a page (from 1) of at most 10 concessions, newest first. */
export const sampleConcessionPageSchema = listPageOf(sampleConcessionSchema, SAMPLE_CONCESSION_PAGE_SIZE);
export type SampleConcessionPageDto = z.infer<typeof sampleConcessionPageSchema>;
