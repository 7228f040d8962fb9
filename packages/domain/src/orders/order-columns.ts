import { formatWeek } from '../calendar/week-format';
import type { Language } from '../i18n/languages';
import { formatDateBr, formatDateTimeBr } from '../calendar/date-format';
import type { CsvValue } from '../shared/csv';
import {
  lastConciliation,
  lastSchedule,
  type CalendarioComercialDto,
  type FornecedorDto,
  type LocalizacaoFisicaDto,
  type PedidoDto,
} from './order-contracts';
import { ORDER_COLUMN_HEADERS, YES_NO, orderNatureName, type OrderColumnKey } from './order-column-texts';
import { isConciliationStatus } from '../conciliation/conciliation-status';
import { conciliationStatusName, orderStatusLabel } from './order-status-names';

/**
 * The order inquiry's columns (spec 000 §2), defined once: the grid shows them, the CSV and the PDF of the list
 * write them, and the server's detailed report writes them before its own further columns. A cell's value is
 * plain data in the portal's formats (dd/mm/yyyy, weeks as 02/2027); null or undefined is an empty cell.
 */
export interface OrderColumn<Row> {
  key: OrderColumnKey;
  value: (row: Row, language: Language) => CsvValue;
  /** How a document aligns the cell (numbers to the right). */
  align?: 'left' | 'right' | 'center';
  /** Share of a document's width, relative to the other columns. */
  width: number;
}

/** What the list's columns read of an order: the fields the grid's query selects. */
export type OrderListRow = Pick<
  PedidoDto,
  'id' | 'qtPecas' | 'dtEmissao' | 'status' | 'naturezaPedido' | 'marca' | 'origemPedido' | 'cargas' | 'conciliacaos'
> & {
  calendarioComercial: Pick<CalendarioComercialDto, 'semanaComercial' | 'ano'>;
  localizacaoFisica: Pick<LocalizacaoFisicaDto, 'nome'>;
  fornecedor: Pick<FornecedorDto, 'nome'>;
};

/**
 * A conciliation side's status as the files write it: its name in the language, or the server's descricao for an
 * id the portal does not know.
 */
export function conciliationSideText(
  status: { id: number; descricao: string } | undefined,
  language: Language,
): string | undefined {
  if (!status) return undefined;
  return isConciliationStatus(status.id) ? conciliationStatusName(status.id, language) : status.descricao;
}

/** The order's commercial week, "02/2027". */
export function orderWeek(order: Pick<OrderListRow, 'calendarioComercial'>): string {
  return formatWeek(order.calendarioComercial.semanaComercial, order.calendarioComercial.ano);
}

/** The delivery date and time of the order's booking, dd/mm/yyyy hh:mm, or ''. */
export function orderDelivery(order: Pick<OrderListRow, 'cargas'>): string {
  const schedule = lastSchedule(order);
  return schedule ? formatDateTimeBr(schedule.dtEntrega, schedule.horaEntrega) : '';
}

/**
 * The ids of the order's loads, "12, 15": the grid shows each id (a link to the load), so the files write the
 * ids too (the detailed report once wrote a count under this header, and the ids again under "Carga").
 */
export function orderLoads(order: Pick<OrderListRow, 'cargas'>): string {
  return order.cargas.map((load) => load.id).join(', ');
}

/** The grid's columns, in its order, with the conciliation dots written as the two statuses. */
export const ORDER_LIST_COLUMNS: readonly OrderColumn<OrderListRow>[] = [
  { key: 'order', value: (o) => o.id, align: 'right', width: 6 },
  { key: 'parts', value: (o) => o.qtPecas, align: 'right', width: 5 },
  { key: 'issueDate', value: (o) => formatDateBr(o.dtEmissao), width: 7 },
  { key: 'status', value: (o, language) => orderStatusLabel(o.status, language), width: 9 },
  { key: 'nature', value: (o, language) => orderNatureName(o.naturezaPedido, language), width: 8 },
  { key: 'sampleOrigin', value: (o) => o.origemPedido, align: 'right', width: 7 },
  { key: 'weekYear', value: orderWeek, align: 'center', width: 6 },
  { key: 'dc', value: (o) => o.localizacaoFisica.nome, width: 10 },
  { key: 'brand', value: (o) => o.marca, width: 7 },
  { key: 'loads', value: orderLoads, width: 7 },
  { key: 'delivery', value: orderDelivery, width: 9 },
  { key: 'provider', value: (o) => o.fornecedor.nome, width: 14 },
  {
    key: 'commercial',
    value: (o, language) => conciliationSideText(lastConciliation(o)?.statusConciliacaoComercial, language),
    width: 9,
  },
  {
    key: 'fiscal',
    value: (o, language) => conciliationSideText(lastConciliation(o)?.statusConciliacaoFiscal, language),
    width: 9,
  },
];

/** The detailed report's columns after the list's (spec 000 §7). */
export const ORDER_DETAIL_COLUMNS: readonly OrderColumn<PedidoDto>[] = [
  { key: 'supplierCode', value: (o) => o.fornecedor.id, width: 6 },
  { key: 'supplierCnpj', value: (o) => o.fornecedor.cnpj, width: 9 },
  { key: 'company', value: (o) => `${o.empresa.codigo} - ${o.empresa.nome}`, width: 8 },
  { key: 'quantityBought', value: (o) => o.qtCompra, align: 'right', width: 6 },
  { key: 'packages', value: (o) => o.qtPacotes, align: 'right', width: 5 },
  { key: 'volumes', value: (o) => o.qtVolumes, align: 'right', width: 5 },
  { key: 'department', value: (o) => o.departamento, width: 8 },
  { key: 'orderType', value: (o) => o.tipoPedidoDescricao, width: 8 },
  { key: 'country', value: (o) => o.pais, width: 6 },
  { key: 'paymentTerms', value: (o) => o.pgCond, width: 8 },
  { key: 'paymentMethod', value: (o) => o.formaPg, width: 8 },
  { key: 'freightTerms', value: (o) => o.termosFrete, width: 6 },
  { key: 'deliveryStart', value: (o) => formatDateBr(o.dtEntregaInicio), width: 7 },
  { key: 'deliveryEnd', value: (o) => formatDateBr(o.dtEntregaFim), width: 7 },
  { key: 'cancellationDate', value: (o) => formatDateBr(o.dtCancelamento), width: 7 },
  { key: 'gate', value: (o) => lastSchedule(o)?.portao?.nome, width: 8 },
  {
    key: 'usesSubcontractor',
    value: (o, language) => YES_NO[language][o.utilizaSubContratado ? 'yes' : 'no'],
    width: 5,
  },
  { key: 'sustainability', value: (o) => o.sustentabilidade, width: 6 },
  { key: 'version', value: (o) => o.versao, align: 'right', width: 4 },
  { key: 'acceptedBy', value: (o) => o.aceitePor, width: 8 },
  { key: 'acceptedAt', value: (o) => formatDateBr(o.dtAceite), width: 7 },
  { key: 'notes', value: (o) => o.observacao, width: 14 },
];

/** Every column of the detailed report: the list's, then the detail's. */
export const ORDER_REPORT_COLUMNS: readonly OrderColumn<PedidoDto>[] = [...ORDER_LIST_COLUMNS, ...ORDER_DETAIL_COLUMNS];

/** The header of a column in a language. */
export function orderColumnHeader(key: OrderColumnKey, language: Language): string {
  return ORDER_COLUMN_HEADERS[language][key];
}

/** The headers of columns in a language. */
export function orderHeaders<Row>(columns: readonly OrderColumn<Row>[], language: Language): string[] {
  return columns.map((column) => ORDER_COLUMN_HEADERS[language][column.key]);
}

/** The cells of one order in columns' order. */
export function orderCells<Row>(columns: readonly OrderColumn<Row>[], row: Row, language: Language): CsvValue[] {
  return columns.map((column) => column.value(row, language));
}
