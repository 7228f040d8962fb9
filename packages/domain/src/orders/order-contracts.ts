import type { OrderNature, OrderStatus } from './order-status';

/**
 * Shapes of the orders area's GraphQL answers (names are the spec's, Portuguese). The server's SDL
 * declares the same fields; the web selects what each screen needs.
 */
export interface CalendarioComercialDto {
  id: number;
  semanaComercial: number;
  ano: number;
  dataInicial: string;
  dataFinal: string;
}

export interface LocalizacaoFisicaDto {
  id: number;
  nome: string;
  codigo: string;
  bairro: string | null;
  cep: string | null;
  cnpj: string | null;
  ie: string | null;
  email: string | null;
  endereco: string | null;
  numero: string | null;
  telefone: string | null;
  tipoLocalidade: string;
  uf: string;
  cidade: string;
}

export interface FornecedorDto {
  id: number;
  nome: string;
  cnpj: string;
  cidade: string;
  uf: string;
  email: string | null;
  ediPoInd: boolean;
  exigirDeclProdutor: boolean;
}

export interface EmpresaDto {
  id: number;
  codigo: string;
  nome: string;
  exigirDeclProdutor: boolean;
  exigirCertSustentabilidade: boolean;
}

export interface AgendamentoDto {
  id: number;
  dtCriacao: string;
  /** YYYY-MM-DD */
  dtEntrega: string;
  /** HH:mm:ss */
  horaEntrega: string;
  portao: { id: number; nome: string; descricao: string | null } | null;
}

export interface CargaDto {
  id: number;
  dtCriacao: string;
  status: string;
  agendamentos: AgendamentoDto[];
}

export interface ConciliacaoResumoDto {
  id: number;
  statusConciliacaoComercial: { id: number; descricao: string };
  statusConciliacaoFiscal: { id: number; descricao: string };
}

/** One row of listarPedidos and the head of pedidoPorId. */
export interface PedidoDto {
  id: number;
  qtCompra: number;
  qtPacotes: number;
  qtPecas: number;
  qtVolumes: number;
  dtEmissao: string;
  status: OrderStatus;
  naturezaPedido: OrderNature;
  marca: string;
  amostraPedido: boolean;
  origemPedido: number | null;
  amostraStatus: string | null;
  origemStatus: string | null;
  sustentabilidade: string;
  utilizaSubContratado: boolean;
  departamento: string | null;
  departamentoId: number | null;
  observacao: string | null;
  pais: string | null;
  pgCond: string | null;
  pgDiasPrazo: number | null;
  formaPg: string | null;
  promocaoKey: string | null;
  promocaoId: number | null;
  promocaoInicio: string | null;
  promocaoFim: string | null;
  termosFrete: string | null;
  tipoPedido: string | null;
  tipoPedidoDescricao: string | null;
  versao: number;
  dtCancelamento: string | null;
  dtEntregaInicio: string | null;
  dtEntregaFim: string | null;
  dtRecebimentoPo: string | null;
  fastInd: boolean;
  ffdd: string | null;
  cnpjComprador: string;
  utilCode: string | null;
  aceitePor: string | null;
  dtAceite: string | null;
  calendarioComercial: CalendarioComercialDto;
  localizacaoFisica: LocalizacaoFisicaDto;
  fornecedor: FornecedorDto;
  empresa: EmpresaDto;
  cargas: CargaDto[];
  /** Newest first; the grid's dots and the subcontractor lock read the first. */
  conciliacaos: ConciliacaoResumoDto[];
}

export interface ItemDetalheDto {
  classe: string | null;
  subclasse: string | null;
  grupoMaterial: string | null;
  medida: string | null;
  paisOrigem: string | null;
  vpn: string | null;
  caracteristicas: { pais: string; tamanho: string; cor: string }[];
  insumos: { codigo: string; descricao: string; percentual: number }[];
  udas: { id: number; codigo: string; descricao: string }[];
}

export interface ItemPedidoDto {
  id: number;
  codItem: string;
  skuCompra: string;
  descricao: string;
  descricaoCurta: string;
  tamanho: string;
  pantone: string | null;
  cor: string;
  qtCompra: number;
  qtCancelada: number;
  qtRecebida: number;
  qtVolume: number;
  qtItens: number;
  qtCase: number;
  qtPacote: number;
  /** decimal strings, never floats */
  custoUnitario: string;
  custo: string;
  valorVenda: string;
  referencia: string | null;
  ean: string;
  composicao: string | null;
  ncm: string;
  aliquotaIcms: string;
  aliquotaIpi: string;
  formaEnvio: string | null;
  itemPai: string | null;
  packInd: boolean;
  packNo: string | null;
  nivelArredondamento: string | null;
  tamPacoteInterno: number | null;
  tamPacoteSupp: number | null;
  unidadeVarejo: string | null;
  detalhe: ItemDetalheDto | null;
}

export interface PedidoDetalheDto extends PedidoDto {
  itens: ItemPedidoDto[];
}

/** The last conciliation of an order, or null. */
export function lastConciliation(order: Pick<PedidoDto, 'conciliacaos'>): ConciliacaoResumoDto | null {
  return order.conciliacaos[0] ?? null;
}

/** The grid's delivery date and time: the most recent schedule of the order's loads. */
export function lastSchedule(order: Pick<PedidoDto, 'cargas'>): AgendamentoDto | null {
  const all = order.cargas.flatMap((c) => c.agendamentos);
  all.sort((a, b) => `${b.dtEntrega} ${b.horaEntrega}`.localeCompare(`${a.dtEntrega} ${a.horaEntrega}`));
  return all[0] ?? null;
}
