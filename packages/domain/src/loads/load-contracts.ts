import { z } from 'zod';
import { idInputSchema as id, intSchema as int } from '../shared/contract-fields';

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
