import {
  CSV_BOM,
  csvRow,
  formatDateBr,
  formatDateTimeBr,
  lastConciliation,
  lastSchedule,
  type CsvValue,
  type OrderStatus,
  type PedidoDto,
} from '@portal/domain';

/** Portuguese status names (the report's language is the portal's default). */
const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  A: 'Aprovado',
  W: 'Em edição',
  S: 'Submetido',
  C: 'Cancelado',
  D: 'Entregue',
  I: 'Excluído',
  N: 'Novo',
  M: 'Modificado',
};

/** The grid's columns in the grid's order, then the detail columns. */
const COLUMNS: readonly (readonly [string, (p: PedidoDto) => CsvValue])[] = [
  ['Pedido', (p) => p.id],
  ['Peças', (p) => p.qtPecas],
  ['Data de emissão', (p) => formatDateBr(p.dtEmissao)],
  ['Status', (p) => `${p.status} - ${STATUS_TEXT[p.status]}`],
  ['Natureza', (p) => p.naturezaPedido],
  ['Pedido origem amostra', (p) => p.origemPedido],
  ['Semana/Ano', (p) => `${p.calendarioComercial.semanaComercial}/${p.calendarioComercial.ano}`],
  ['Centro de distribuição', (p) => p.localizacaoFisica.nome],
  ['Marca', (p) => p.marca],
  ['Cargas', (p) => p.cargas.length],
  [
    'Data e hora de entrega',
    (p) => {
      const s = lastSchedule(p);
      return s ? formatDateTimeBr(s.dtEntrega, s.horaEntrega) : null;
    },
  ],
  ['Fornecedor', (p) => p.fornecedor.nome],
  ['Conciliação comercial', (p) => lastConciliation(p)?.statusConciliacaoComercial.descricao],
  ['Conciliação fiscal', (p) => lastConciliation(p)?.statusConciliacaoFiscal.descricao],
  // details
  ['Código do fornecedor', (p) => p.fornecedor.id],
  ['CNPJ do fornecedor', (p) => p.fornecedor.cnpj],
  ['Empresa', (p) => `${p.empresa.codigo} - ${p.empresa.nome}`],
  ['Quantidade comprada', (p) => p.qtCompra],
  ['Pacotes', (p) => p.qtPacotes],
  ['Volumes', (p) => p.qtVolumes],
  ['Departamento', (p) => p.departamento],
  ['Tipo de pedido', (p) => p.tipoPedidoDescricao],
  ['País', (p) => p.pais],
  ['Condição de pagamento', (p) => p.pgCond],
  ['Forma de pagamento', (p) => p.formaPg],
  ['Termos de frete', (p) => p.termosFrete],
  ['Início da entrega', (p) => formatDateBr(p.dtEntregaInicio && saoPauloDate(p.dtEntregaInicio))],
  ['Fim da entrega', (p) => formatDateBr(p.dtEntregaFim && saoPauloDate(p.dtEntregaFim))],
  ['Data de cancelamento', (p) => formatDateBr(p.dtCancelamento)],
  ['Carga', (p) => p.cargas.map((c) => c.id).join(', ')],
  ['Portão', (p) => lastSchedule(p)?.portao?.nome],
  ['Utiliza subcontratado', (p) => p.utilizaSubContratado],
  ['Sustentabilidade', (p) => p.sustentabilidade],
  ['Versão', (p) => p.versao],
  ['Aceite por', (p) => p.aceitePor],
  ['Data do aceite', (p) => formatDateBr(p.dtAceite && saoPauloDate(p.dtAceite))],
  ['Observação', (p) => p.observacao],
];

/** YYYY-MM-DD in São Paulo of an ISO instant (UTC-3, no daylight saving since 2019). */
function saoPauloDate(isoInstant: string): string {
  return new Date(Date.parse(isoInstant) - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** BOM and the header row. */
export function csvHeader(): string {
  return CSV_BOM + csvRow(COLUMNS.map(([title]) => title));
}

export function csvOrderRow(order: PedidoDto): string {
  return csvRow(COLUMNS.map(([, value]) => value(order)));
}
