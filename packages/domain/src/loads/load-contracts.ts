import { z } from 'zod';
import {
  filterText,
  idInputSchema as id,
  intSchema as int,
  isoDateInputSchema as isoDate,
  withDaysInOrder,
} from '../shared/contract-fields';
import { listPageOf, pageIndexQuerySchema, pageSizeQuerySchema } from '../shared/paging';

/** POST /api/carga/montarcarga/: the orders selected on /main. Answer: LoadDetailDto of the new load. */
export const assembleLoadSchema = z.object({ idPedidos: z.array(id).min(1).max(500) });
export type AssembleLoadInput = z.infer<typeof assembleLoadSchema>;

/** POST /api/carga/adicionarpedido and /api/carga/removerpedido. */
export const loadOrdersChangeSchema = z.object({ idCarga: id, idPedidos: z.array(id).min(1).max(500) });
export type LoadOrdersChangeInput = z.infer<typeof loadOrdersChangeSchema>;

/** GET /api/carga/listar/{type}/{id}: fornecedor/{idFornecedor} or cd/{idCd}. */
export const LOAD_LIST_TYPES = ['fornecedor', 'cd'] as const;
export type LoadListType = (typeof LOAD_LIST_TYPES)[number];

/** An order of a load (GET /api/carga/detalhe/{id}'s pedidos). */
export const loadOrderSchema = z.object({
  numero: int,
  qtCompra: int,
  qtPecas: int,
  qtVolumes: int,
  status: z.string(),
  fornecedorId: int,
});
export type LoadOrderDto = z.infer<typeof loadOrderSchema>;

/** The schedule fields of a load: all null when the load is not scheduled. */
const scheduleFields = {
  idAgendamento: int.nullable().describe('null when the load is not scheduled'),
  nomePortao: z.string().nullable(),
  dtEntrega: z.string().nullable().describe('YYYY-MM-DD'),
  horaEntrega: z.string().nullable().describe('HH:MM:SS'),
};

/** GET /api/carga/detalhe/{id} (Load detail view of spec 000 §3). portao null = not scheduled. */
export const loadDetailSchema = z
  .object({
    idCarga: int,
    semanaComercial: int,
    anoSemanaComercial: z.string().describe('YYYY-WW'),
    idCalendarioComercial: int,
    centroDistribuicao: z.string(),
    idCd: int,
    idFornecedor: int,
    nomeFornecedor: z.string(),
    ...scheduleFields,
    portao: int.nullable().describe('gate id; null when the load is not scheduled'),
    totalPecas: int,
    totalVolumes: int,
    dtCriacao: z.string(),
    pedidos: z.array(loadOrderSchema),
  })
  .describe('LoadDetailDto');
export type LoadDetailDto = z.infer<typeof loadDetailSchema>;

/** A row of /load (GET /api/carga/listar/{type}/{id}). */
export const loadListItemSchema = z
  .object({
    idCarga: int,
    semanaComercial: int,
    anoSemanaComercial: z.string(),
    idCd: int,
    centroDistribuicao: z.string(),
    idFornecedor: int,
    nomeFornecedor: z.string(),
    qtPedidos: int,
    totalPecas: int,
    totalVolumes: int,
    ...scheduleFields,
    /** ABERTA (not scheduled) or AGENDADA */
    status: z.enum(['ABERTA', 'AGENDADA']),
    dtCriacao: z.string(),
  })
  .describe('LoadListItemDto');
export type LoadListItemDto = z.infer<typeof loadListItemSchema>;

/** buscarPedidosPorFornecedorCdSemana (GraphQL `PedidoCdSemana`): orders that could join a load. */
export const cdWeekOrderSchema = z.object({
  id: int,
  qtCompra: int,
  qtVolumes: int,
  dtEmissao: z.string().describe('YYYY-MM-DD'),
  naturezaPedido: z.string(),
  status: z.string(),
});
export type CdWeekOrderDto = z.infer<typeof cdWeekOrderSchema>;

/** A load on /load: ABERTA until it is booked, AGENDADA once it has a schedule. */
export const LOAD_LIST_STATUSES = ['ABERTA', 'AGENDADA'] as const;
export type LoadListStatus = (typeof LOAD_LIST_STATUSES)[number];

/** /load shows its loads in pages of 20 (GET /api/carga/listarpaginado/{type}/{id}). */
export const LOAD_LIST_PAGE_SIZE = 20;
/** The supplier filter: part of the name, or the supplier's code. */
export const LOAD_LIST_SUPPLIER_MAX = 100;

/** The filters of /load, every one optional (the spec's GET /api/carga/listar/{type}/{id} takes them too). */
const loadListFilterFields = {
  /** one load by its number */
  idCarga: id.max(2_147_483_647).optional(),
  /** part of the supplier's name, or its code (internal users; a supplier only ever sees its own loads) */
  fornecedor: filterText(LOAD_LIST_SUPPLIER_MAX),
  status: z.enum(LOAD_LIST_STATUSES).optional(),
  /** São Paulo delivery days of the booking, both ends included (a load without booking has none) */
  dtEntregaIni: isoDate.optional(),
  dtEntregaFim: isoDate.optional(),
};

export const loadListFilterSchema = withDaysInOrder(z.object(loadListFilterFields), 'dtEntregaIni', 'dtEntregaFim');
export type LoadListFilter = z.infer<typeof loadListFilterSchema>;

/** GET /api/carga/listarpaginado/{type}/{id}: the filters and a page (from 0) of at most `max` (≤ 20) loads. */
export const loadListPageQuerySchema = withDaysInOrder(
  z.object({
    ...loadListFilterFields,
    pagina: pageIndexQuerySchema,
    max: pageSizeQuerySchema(LOAD_LIST_PAGE_SIZE),
  }),
  'dtEntregaIni',
  'dtEntregaFim',
);
export type LoadListPageQuery = z.infer<typeof loadListPageQuerySchema>;

export const loadListPageSchema = listPageOf(loadListItemSchema, LOAD_LIST_PAGE_SIZE).describe('LoadListPage');
export type LoadListPageDto = z.infer<typeof loadListPageSchema>;
