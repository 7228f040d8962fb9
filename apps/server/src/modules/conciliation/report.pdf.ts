import {
  conciliationStatusName,
  formatDateIn,
  formatInstantIn,
  rfmStatusName,
  type ConciliationFilter,
  type ConciliationReason,
  type Language,
} from '@portal/domain';
import { formatInteger, renderTableReport, type PdfColumn } from '../../platform/pdf';
import { fillText } from '../../platform/document-texts';
import { CONCILIATION_PRINT_TEXTS, type ConciliationPrintTexts } from './report.texts';
import { shortReasons } from './list.mapper';

type ReportTexts = ConciliationPrintTexts['report'];

/** One conciliation as the report prints it (the list's row, read by the service). */
export interface ConciliationReportRow {
  id: number;
  orderId: number;
  supplierId: number;
  supplierName: string;
  createdAt: Date;
  rejection: readonly ConciliationReason[] | null;
  commercialStatus: number;
  fiscalStatus: number;
  rfmStatus: number;
  invoiceNumber: string | null;
  invoiceSeries: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
}

/** The filters line printed under the title: every filter applied, the CD actually applied and the sort. */
export function filtersLine(
  filter: ConciliationFilter,
  cd: number | null,
  texts: ReportTexts,
  language: Language,
): string {
  const parts = [
    filter.conciliacao !== undefined && `${texts.conciliation}: ${filter.conciliacao}`,
    filter.pedido !== undefined && `${texts.order}: ${filter.pedido}`,
    filter.nomeFornecedor && `${texts.supplier}: ${filter.nomeFornecedor}`,
    filter.dataConciliacaoInicial && `${texts.dateFrom}: ${formatDateIn(language, filter.dataConciliacaoInicial)}`,
    filter.dataConciliacaoFinal && `${texts.dateTo}: ${formatDateIn(language, filter.dataConciliacaoFinal)}`,
    filter.statusComercial !== undefined &&
      `${texts.commercial}: ${conciliationStatusName(filter.statusComercial, language)}`,
    filter.statusFiscal !== undefined && `${texts.fiscal}: ${conciliationStatusName(filter.statusFiscal, language)}`,
    filter.statusRFM !== undefined && `${texts.rfm}: ${rfmStatusName(filter.statusRFM, language)}`,
    filter.notaFiscal && `${texts.invoiceFilter}: ${filter.notaFiscal}`,
    cd !== null && `${texts.cd}: ${cd}`,
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  const applied = parts.length > 0 ? parts.join(' · ') : texts.noFilters;
  return `${texts.filters}: ${applied}   |   ${texts.orderBy}: ${texts.sort[filter.orderBy]}`;
}

/** A4 landscape: 770 points between the margins; the reason takes what the others leave. */
function columnsOf(texts: ReportTexts, width: number): PdfColumn[] {
  const fixed: PdfColumn[] = [
    { header: texts.order, width: 50, align: 'right' },
    { header: texts.conciliation, width: 56, align: 'right' },
    { header: texts.supplier, width: 150, wraps: true },
    { header: texts.date, width: 66 },
    { header: texts.commercial, width: 54 },
    { header: texts.fiscal, width: 54 },
    { header: texts.rfm, width: 52 },
    { header: texts.invoice, width: 62 },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return [...fixed, { header: texts.reason, width: width - used, wraps: true }];
}

export function reportCells(row: ConciliationReportRow, texts: ReportTexts, language: Language): string[] {
  const invoice = row.invoiceNumber ? `${row.invoiceNumber}${row.invoiceSeries ? `/${row.invoiceSeries}` : ''}` : '—';
  const rejection = shortReasons(row.rejection, language);
  const reason = row.cancelledAt
    ? [`${texts.cancelled}${row.cancelReason ? `: ${row.cancelReason}` : ''}`, rejection].filter(Boolean).join(' — ')
    : (rejection ?? '');
  return [
    String(row.orderId),
    String(row.id),
    `${row.supplierId} - ${row.supplierName}`,
    formatInstantIn(language, row.createdAt),
    conciliationStatusName(row.commercialStatus, language),
    conciliationStatusName(row.fiscalStatus, language),
    rfmStatusName(row.rfmStatus, language),
    invoice,
    reason,
  ];
}

export interface ConciliationReportDocument {
  rows: readonly ConciliationReportRow[];
  filter: ConciliationFilter;
  /** the CD actually applied (chosen, or the logistics user's own), null for every CD */
  cd: number | null;
  /** more rows matched than the PDF prints (maxRows) */
  truncated: boolean;
  maxRows: number;
  language: Language;
  /** the generation time in the footer */
  now: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/**
 * The conciliation report as a PDF (platform renderTableReport): the title, the filters applied, how many
 * conciliations, then a table of them (cancelled ones too). A row is one or two lines high (longer texts end in
 * '…'), so the page count is known before drawing. Pure: rows and texts in, bytes out.
 */
export async function renderConciliationReportPdf(input: ConciliationReportDocument): Promise<Buffer> {
  const { language, rows } = input;
  const texts = CONCILIATION_PRINT_TEXTS[language].report;
  return renderTableReport({
    texts,
    language,
    now: input.now,
    compress: input.compress,
    lines: [
      filtersLine(input.filter, input.cd, texts, language),
      fillText(texts.count, { count: formatInteger(rows.length, language) }),
      ...(input.truncated ? [fillText(texts.truncated, { count: formatInteger(input.maxRows, language) })] : []),
    ],
    columns: (width) => columnsOf(texts, width),
    rows: rows.map((row) => reportCells(row, texts, language)),
    maxLines: 2,
  });
}
