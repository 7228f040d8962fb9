import { z } from 'zod';

const id = z.coerce.number().int().positive();

/** POST /api/carga/montarcarga/: the orders selected on /main. Answer: LoadDetailDto of the new load. */
export const assembleLoadSchema = z.object({ idPedidos: z.array(id).min(1).max(500) });
export type AssembleLoadInput = z.infer<typeof assembleLoadSchema>;

/** POST /api/carga/adicionarpedido and /api/carga/removerpedido. */
export const loadOrdersChangeSchema = z.object({ idCarga: id, idPedidos: z.array(id).min(1).max(500) });
export type LoadOrdersChangeInput = z.infer<typeof loadOrdersChangeSchema>;

/** GET /api/carga/listar/{type}/{id}: fornecedor/{idFornecedor} or cd/{idCd}. */
export const LOAD_LIST_TYPES = ['fornecedor', 'cd'] as const;
export type LoadListType = (typeof LOAD_LIST_TYPES)[number];

export interface LoadOrderDto {
  numero: number;
  qtCompra: number;
  qtPecas: number;
  qtVolumes: number;
  status: string;
  fornecedorId: number;
}

/** GET /api/carga/detalhe/{id} (Load detail view of spec 000 §3). portao null = not scheduled. */
export interface LoadDetailDto {
  idCarga: number;
  semanaComercial: number;
  anoSemanaComercial: string;
  idCalendarioComercial: number;
  centroDistribuicao: string;
  idCd: number;
  idFornecedor: number;
  nomeFornecedor: string;
  idAgendamento: number | null;
  portao: number | null;
  nomePortao: string | null;
  dtEntrega: string | null;
  horaEntrega: string | null;
  totalPecas: number;
  totalVolumes: number;
  dtCriacao: string;
  pedidos: LoadOrderDto[];
}

/** A row of /load (GET /api/carga/listar/{type}/{id}). */
export interface LoadListItemDto {
  idCarga: number;
  semanaComercial: number;
  anoSemanaComercial: string;
  idCd: number;
  centroDistribuicao: string;
  idFornecedor: number;
  nomeFornecedor: string;
  qtPedidos: number;
  totalPecas: number;
  totalVolumes: number;
  idAgendamento: number | null;
  nomePortao: string | null;
  dtEntrega: string | null;
  horaEntrega: string | null;
  /** ABERTA (not scheduled) or AGENDADA */
  status: 'ABERTA' | 'AGENDADA';
  dtCriacao: string;
}

/** buscarPedidosPorFornecedorCdSemana: orders that could join a load (CD orders-by-week item). */
export interface CdWeekOrderDto {
  id: number;
  qtCompra: number;
  qtVolumes: number;
  dtEmissao: string;
  naturezaPedido: string;
  status: string;
}
