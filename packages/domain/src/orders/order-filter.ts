import { z } from 'zod';
import { LIST_PAGE_MAX } from '../shared/paging';
import { ORDER_NATURES, ORDER_STATUSES } from './order-status';

export const ORDER_PAGE_SIZE = 40;
export const ORDER_DETAILED_REPORT_MAX = 2000;
export const ORDER_DOWNLOAD_ALL_MAX = 1000;
/**
 * The most orders one listarPedidos call answers: the grid's page, which "download all" pages with too (up to
 * ORDER_DOWNLOAD_ALL_MAX orders in all). More in one call is a validation error, and the GraphQL cost limit
 * counts a list of this many orders where `max` comes in a variable.
 */
export const ORDER_LIST_MAX = ORDER_PAGE_SIZE;
export const ORDER_LIST_DEBOUNCE_MS = 100;

/** Sort options of the order inquiry; the default is by order number, descending. */
export const ORDER_SORTS = ['pedido', 'semana', 'emissao', 'entrega'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'isoDate');

/**
 * The order filter of spec 000 §3 (GraphQL `filtro` of listarPedidos). Names are the spec's.
 * Every field is optional; the server adds the supplier restriction from the token, never from here.
 */
export const orderFilterSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    idEmpresa: z.coerce.number().int().positive().optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    naturezaPedido: z.enum(ORDER_NATURES).optional(),
    ordenacao: z.enum(ORDER_SORTS).optional(),
    fornecedor: z.object({ nome: z.string().trim().max(100).optional() }).optional(),
    calendarioComercial: z.object({ semanaComercial: z.coerce.number().int().min(0).max(53).optional() }).optional(),
    /** idLocalizacaoFisica of the DC */
    cd: z.coerce.number().int().positive().optional(),
    /** "YYYY-WW", e.g. "2026-48" */
    anoSemanaComercial: z
      .string()
      .regex(/^\d{4}-(0?[1-9]|[1-4]\d|5[0-3])$/, 'yearWeek')
      .optional(),
    dataAgendamentoInicial: isoDate.optional(),
    dataAgendamentoFinal: isoDate.optional(),
    /** load id */
    carga: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type OrderFilter = z.infer<typeof orderFilterSchema>;

/** query listarPedidos(pagina, filtro, max): pagina from 0, max 1 to ORDER_LIST_MAX (default a page). */
export const listOrdersArgsSchema = z.object({
  pagina: z.number().int().min(0).max(LIST_PAGE_MAX),
  max: z.number().int().min(1).max(ORDER_LIST_MAX).default(ORDER_PAGE_SIZE),
  filtro: orderFilterSchema.default({}),
});

/** Query string of GET /api/pedido/relatorio-detalhado (spec 000 §7), flat. */
export const detailedReportQuerySchema = z
  .object({
    max: z.coerce.number().int().min(1).max(ORDER_DETAILED_REPORT_MAX).default(ORDER_DETAILED_REPORT_MAX),
    anoSemanaComercial: orderFilterSchema.shape.anoSemanaComercial,
    semanaComercial: z.coerce.number().int().min(0).max(53).optional(),
    idCarga: z.coerce.number().int().positive().optional(),
    idLocalizacaoFisica: z.coerce.number().int().positive().optional(),
    dataEntregaInicial: isoDate.optional(),
    dataEntregaFinal: isoDate.optional(),
    fornecedor: z.string().trim().max(100).optional(),
    id: z.coerce.number().int().positive().optional(),
    idEmpresa: z.coerce.number().int().positive().optional(),
    naturezaPedido: z.enum(ORDER_NATURES).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    ordenacao: z.enum(ORDER_SORTS).optional(),
  })
  .strict();
export type DetailedReportQuery = z.infer<typeof detailedReportQuerySchema>;

/** The report's flat query and the grid's nested filter describe the same search. */
export function filterFromReportQuery(q: DetailedReportQuery): OrderFilter {
  return {
    id: q.id,
    idEmpresa: q.idEmpresa,
    status: q.status,
    naturezaPedido: q.naturezaPedido,
    ordenacao: q.ordenacao,
    fornecedor: q.fornecedor ? { nome: q.fornecedor } : undefined,
    calendarioComercial: q.semanaComercial === undefined ? undefined : { semanaComercial: q.semanaComercial },
    cd: q.idLocalizacaoFisica,
    anoSemanaComercial: q.anoSemanaComercial,
    dataAgendamentoInicial: q.dataEntregaInicial,
    dataAgendamentoFinal: q.dataEntregaFinal,
    carga: q.idCarga,
  };
}

export function reportQueryFromFilter(f: OrderFilter, max = ORDER_DETAILED_REPORT_MAX): DetailedReportQuery {
  return {
    max,
    id: f.id,
    idEmpresa: f.idEmpresa,
    status: f.status,
    naturezaPedido: f.naturezaPedido,
    ordenacao: f.ordenacao,
    fornecedor: f.fornecedor?.nome || undefined,
    semanaComercial: f.calendarioComercial?.semanaComercial,
    idLocalizacaoFisica: f.cd,
    anoSemanaComercial: f.anoSemanaComercial,
    dataEntregaInicial: f.dataAgendamentoInicial,
    dataEntregaFinal: f.dataAgendamentoFinal,
    idCarga: f.carga,
  };
}
