import { z } from 'zod';
import { statusSchema } from '../conciliation/conciliation-contracts';
import { decimalTextSchema as decimal, intSchema as int } from '../shared/contract-fields';
import { isConciliationApproved } from './order-actions';
import { ORDER_NATURES, ORDER_STATUSES } from './order-status';

/**
 * Shapes of the orders area's GraphQL answers (names are the spec's, Portuguese). The server writes the SDL's
 * types from them (orders.graphql.ts names them) and the web asks for picks of them with `selectionOf`.
 * Int fields are `int()`, Float fields plain numbers; `.describe()` is the SDL's field description.
 */

export const calendarioComercialSchema = z.object({
  id: int,
  semanaComercial: int,
  ano: int,
  dataInicial: z.string(),
  dataFinal: z.string(),
});
export type CalendarioComercialDto = z.infer<typeof calendarioComercialSchema>;

export const localizacaoFisicaSchema = z.object({
  id: int,
  nome: z.string(),
  codigo: z.string(),
  bairro: z.string().nullable(),
  cep: z.string().nullable(),
  cnpj: z.string().nullable(),
  ie: z.string().nullable(),
  email: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  telefone: z.string().nullable(),
  tipoLocalidade: z.string(),
  uf: z.string(),
  cidade: z.string(),
});
export type LocalizacaoFisicaDto = z.infer<typeof localizacaoFisicaSchema>;

/** GraphQL `Fornecedor`: the orders area reads it on an order, the providers area lists and edits it (providerSchema). */
export const fornecedorSchema = z.object({
  id: int,
  nome: z.string(),
  /** Normalised, 14 characters. */
  cnpj: z.string(),
  cidade: z.string(),
  uf: z.string(),
  email: z.string().nullable(),
  ediPoInd: z.boolean(),
  exigirDeclProdutor: z.boolean(),
  exigirCertifOrigem: z.boolean(),
  isSubcontratado: z.boolean(),
});
export type FornecedorDto = z.infer<typeof fornecedorSchema>;

/** GraphQL `Empresa` (declared by the auth area, used by the orders area). */
export const empresaSchema = z.object({
  id: int,
  codigo: z.string(),
  nome: z.string(),
  exigirDeclProdutor: z.boolean(),
  exigirCertSustentabilidade: z.boolean(),
});
export type EmpresaDto = z.infer<typeof empresaSchema>;

export const portaoResumoSchema = z.object({ id: int, nome: z.string(), descricao: z.string().nullable() });

export const agendamentoSchema = z.object({
  id: int,
  dtCriacao: z.string(),
  dtEntrega: z.string().describe('YYYY-MM-DD'),
  horaEntrega: z.string().describe('HH:mm:ss'),
  portao: portaoResumoSchema.nullable(),
});
export type AgendamentoDto = z.infer<typeof agendamentoSchema>;

export const cargaResumoSchema = z.object({
  id: int,
  dtCriacao: z.string(),
  status: z.string(),
  agendamentos: z.array(agendamentoSchema),
});
export type CargaDto = z.infer<typeof cargaResumoSchema>;

/** An order's conciliation in the grid: its two sides' statuses (the conciliation area's StatusConciliacao). */
export const conciliacaoResumoSchema = z.object({
  id: int,
  statusConciliacaoComercial: statusSchema,
  statusConciliacaoFiscal: statusSchema,
});
export type ConciliacaoResumoDto = z.infer<typeof conciliacaoResumoSchema>;

/** One row of listarPedidos and the head of pedidoPorId (GraphQL `Pedido`). */
export const pedidoSchema = z.object({
  id: int,
  qtCompra: int,
  qtPacotes: int,
  qtPecas: int,
  qtVolumes: int,
  dtEmissao: z.string(),
  status: z.enum(ORDER_STATUSES),
  naturezaPedido: z.enum(ORDER_NATURES),
  marca: z.string(),
  amostraPedido: z.boolean(),
  origemPedido: int.nullable(),
  amostraStatus: z.string().nullable(),
  origemStatus: z.string().nullable(),
  sustentabilidade: z.string(),
  utilizaSubContratado: z.boolean(),
  departamento: z.string().nullable(),
  departamentoId: int.nullable(),
  observacao: z.string().nullable(),
  pais: z.string().nullable(),
  pgCond: z.string().nullable(),
  pgDiasPrazo: int.nullable(),
  formaPg: z.string().nullable(),
  promocaoKey: z.string().nullable(),
  promocaoId: int.nullable(),
  promocaoInicio: z.string().nullable(),
  promocaoFim: z.string().nullable(),
  termosFrete: z.string().nullable(),
  tipoPedido: z.string().nullable(),
  tipoPedidoDescricao: z.string().nullable(),
  versao: int,
  dtCancelamento: z.string().nullable(),
  dtEntregaInicio: z.string().nullable(),
  dtEntregaFim: z.string().nullable(),
  dtRecebimentoPo: z.string().nullable(),
  fastInd: z.boolean(),
  ffdd: z.string().nullable(),
  cnpjComprador: z.string(),
  utilCode: z.string().nullable(),
  aceitePor: z.string().nullable(),
  dtAceite: z.string().nullable(),
  calendarioComercial: calendarioComercialSchema,
  localizacaoFisica: localizacaoFisicaSchema,
  fornecedor: fornecedorSchema,
  empresa: empresaSchema,
  cargas: z.array(cargaResumoSchema),
  conciliacaos: z
    .array(conciliacaoResumoSchema)
    .describe("Newest first: the grid's dots and the subcontractor lock read the first."),
});
export type PedidoDto = z.infer<typeof pedidoSchema>;

export const itemCaracteristicaSchema = z.object({ pais: z.string(), tamanho: z.string(), cor: z.string() });
export const itemInsumoSchema = z.object({ codigo: z.string(), descricao: z.string(), percentual: z.number() });
export const itemUdaSchema = z.object({ id: int, codigo: z.string(), descricao: z.string() });

export const itemDetalheSchema = z.object({
  classe: z.string().nullable(),
  subclasse: z.string().nullable(),
  grupoMaterial: z.string().nullable(),
  medida: z.string().nullable(),
  paisOrigem: z.string().nullable(),
  vpn: z.string().nullable(),
  caracteristicas: z.array(itemCaracteristicaSchema),
  insumos: z.array(itemInsumoSchema),
  udas: z.array(itemUdaSchema),
});
export type ItemDetalheDto = z.infer<typeof itemDetalheSchema>;

export const itemPedidoSchema = z.object({
  id: int,
  codItem: z.string(),
  skuCompra: z.string(),
  descricao: z.string(),
  descricaoCurta: z.string(),
  tamanho: z.string(),
  pantone: z.string().nullable(),
  cor: z.string(),
  qtCompra: int,
  qtCancelada: int,
  qtRecebida: int,
  qtVolume: int,
  qtItens: int,
  qtCase: int,
  qtPacote: int,
  custoUnitario: decimal,
  custo: decimal,
  valorVenda: decimal,
  referencia: z.string().nullable(),
  ean: z.string(),
  composicao: z.string().nullable(),
  ncm: z.string(),
  aliquotaIcms: decimal,
  aliquotaIpi: decimal,
  formaEnvio: z.string().nullable(),
  itemPai: z.string().nullable(),
  packInd: z.boolean(),
  packNo: z.string().nullable(),
  nivelArredondamento: z.string().nullable(),
  tamPacoteInterno: int.nullable(),
  tamPacoteSupp: int.nullable(),
  unidadeVarejo: z.string().nullable(),
  detalhe: itemDetalheSchema.nullable(),
});
export type ItemPedidoDto = z.infer<typeof itemPedidoSchema>;

/** pedidoPorId (GraphQL `PedidoDetalhe`): the order with its items. */
export const pedidoDetalheSchema = pedidoSchema.extend({ itens: z.array(itemPedidoSchema) });
export type PedidoDetalheDto = z.infer<typeof pedidoDetalheSchema>;

/** The last conciliation of an order, or null. */
export function lastConciliation(order: Pick<PedidoDto, 'conciliacaos'>): ConciliacaoResumoDto | null {
  return order.conciliacaos[0] ?? null;
}

/**
 * Whether the order's current conciliation (the first of `conciliacaos`) is approved, 2/2: its subcontractor use
 * and its subcontractor invoices no longer change (spec 001 §4 "Order options"; the server's rule is the same).
 */
export function isLastConciliationApproved(order: {
  conciliacaos: readonly Pick<ConciliacaoResumoDto, 'statusConciliacaoComercial' | 'statusConciliacaoFiscal'>[];
}): boolean {
  const last = order.conciliacaos[0];
  return isConciliationApproved(
    last && { statusComercial: last.statusConciliacaoComercial.id, statusFiscal: last.statusConciliacaoFiscal.id },
  );
}

/** The grid's delivery date and time: the most recent schedule of the order's loads. */
export function lastSchedule(order: Pick<PedidoDto, 'cargas'>): AgendamentoDto | null {
  const all = order.cargas.flatMap((c) => c.agendamentos);
  all.sort((a, b) => `${b.dtEntrega} ${b.horaEntrega}`.localeCompare(`${a.dtEntrega} ${a.horaEntrega}`));
  return all[0] ?? null;
}
