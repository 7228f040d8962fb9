import {
  ORDER_FILTER_LABELS,
  ORDER_LIST_COLUMNS,
  ORDER_SORT_NAMES,
  companyById,
  formatDateBr,
  formatInstantBr,
  formatWeekKey,
  orderCells,
  orderHeaders,
  orderNatureName,
  orderStatusLabel,
  type CsvValue,
  type Language,
  type OrderFilter,
  type OrderFilterLabelKey,
  type OrderListRow,
} from '@portal/domain';
import {
  contentWidth,
  createReportPdf,
  drawHeading,
  drawPagedTable,
  generatedOn,
  pageOfPages,
  type PdfColumn,
} from '../../platform/pdf';
import { ORDERS_LIST_PDF_TEXTS } from './orders-list-pdf.texts';

export interface OrdersListPdfInput {
  /** The orders in the list's order, as the grid shows them. */
  rows: readonly OrderListRow[];
  /** The filter as applied (what the user's permissions drop is already gone). */
  filter: OrderFilter;
  /** The name of the filter's distribution centre, when it has one. */
  cdName?: string;
  language: Language;
  now: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/** "Label: value" of each filter applied; the sort is always named. */
export function orderFilterLines(filter: OrderFilter, language: Language, cdName?: string): string[] {
  const labels = ORDER_FILTER_LABELS[language];
  const lines: string[] = [];
  const add = (key: OrderFilterLabelKey, value: string | number | undefined) => {
    if (value !== undefined && value !== '') lines.push(`${labels[key]}: ${value}`);
  };
  add('order', filter.id);
  add('week', filter.calendarioComercial?.semanaComercial);
  add('yearWeek', filter.anoSemanaComercial && formatWeekKey(filter.anoSemanaComercial));
  add('status', filter.status && orderStatusLabel(filter.status, language));
  add('nature', filter.naturezaPedido && orderNatureName(filter.naturezaPedido, language));
  add('dc', filter.cd === undefined ? undefined : (cdName ?? filter.cd));
  add('load', filter.carga);
  add('scheduledFrom', formatDateBr(filter.dataAgendamentoInicial));
  add('scheduledTo', formatDateBr(filter.dataAgendamentoFinal));
  add('provider', filter.fornecedor?.nome);
  add(
    'company',
    filter.idEmpresa === undefined ? undefined : (companyById(filter.idEmpresa)?.name ?? filter.idEmpresa),
  );
  add('sort', ORDER_SORT_NAMES[language][filter.ordenacao ?? 'pedido']);
  return lines;
}

function text(value: CsvValue): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The order list as a PDF (spec 000 §2: the grid in A3 landscape): title, the filters applied, the grid's columns
 * (packages/domain order-columns.ts) with the header on every page, "page x of y" and the time it was made.
 * Pure: rows and texts in, bytes out, no database.
 */
export async function renderOrdersListPdf(input: OrdersListPdfInput): Promise<Buffer> {
  const { language } = input;
  const texts = ORDERS_LIST_PDF_TEXTS[language];
  const { doc, bytes } = createReportPdf(texts, { size: 'A3', language, compress: input.compress });
  // dd/mm/yyyy as in the table's cells: this document is the grid, written as the screen writes it
  const generated = generatedOn(language, formatInstantBr(input.now));
  drawHeading(doc, texts.title, [orderFilterLines(input.filter, language, input.cdName).join('   ·   '), generated]);

  const headers = orderHeaders(ORDER_LIST_COLUMNS, language);
  const scale = contentWidth(doc) / ORDER_LIST_COLUMNS.reduce((sum, c) => sum + c.width, 0);
  const columns: PdfColumn[] = ORDER_LIST_COLUMNS.map((c, i) => ({
    header: headers[i]!,
    width: c.width * scale,
    align: c.align,
  }));
  await drawPagedTable(doc, {
    columns,
    rows: input.rows.map((row) => orderCells(ORDER_LIST_COLUMNS, row, language).map(text)),
    fontSize: 8,
    zebra: true,
    empty: texts.empty,
    footer: (page, pages) => ({ left: texts.title, center: generated, right: pageOfPages(language, page, pages) }),
  });
  doc.end();
  return bytes;
}
