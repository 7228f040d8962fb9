import {
  APP_TIME_ZONE,
  conciliationStatusText,
  rfmStatusText,
  type ConciliationFilter,
  type Language,
} from '@portal/domain';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentBottom,
  contentWidth,
  createPdf,
  stampFooters,
  type PdfDocument,
} from '../../platform/pdf';
import { CONCILIATION_PRINT_TEXTS, fillText, type ConciliationPrintTexts } from './conciliation-report.texts';
import { shortReasons } from './records.mapper';
import { findListRows, type ConciliationSearch, type ListCursor, type ListRow } from './records.repository';
import { reportFilterOf, searchOf, type RecordsContext } from './records.service';
import { clock } from '../../platform/clock';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';

/** Rows read per round trip (keyset, in the report's order). */
export const REPORT_BATCH = 500;
/** The PDF prints at most this many conciliations, with a note beyond (about 700 pages). */
export const REPORT_PDF_MAX_ROWS = 20_000;

const FONT_SIZE = 7;
const PADDING = 3;
/** Rows are one line high, or two when the supplier or the reason needs it; longer texts end in '…'. */
const MAX_LINES = 2;

type ReportTexts = ConciliationPrintTexts['report'];

/** Reads the matching rows batch by batch, in the report's order, at most `max` (plus one to tell truncation). */
export async function* reportBatches(
  ctx: Pick<RecordsContext, 'db'>,
  scope: RowScope,
  search: ConciliationSearch,
  filter: ConciliationFilter,
  max: number,
  batch: number = REPORT_BATCH,
): AsyncGenerator<ListRow[]> {
  let after: ListCursor | null = null;
  let read = 0;
  while (read <= max) {
    const limit = Math.min(batch, max + 1 - read);
    const rows = await findListRows(ctx.db, scope, search, filter.orderBy, { limit, after });
    if (rows.length > 0) yield rows;
    read += rows.length;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
  }
}

function dateFormat(language: Language, withTime: boolean, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone,
  });
}

/** A calendar date (YYYY-MM-DD) in the language's order. */
function formatDay(iso: string, language: Language): string {
  return dateFormat(language, false, 'UTC').format(new Date(`${iso}T12:00:00Z`));
}

/** The filters line printed under the title: every filter applied, the CD actually applied and the sort. */
export function filtersLine(
  filter: ConciliationFilter,
  scope: RowScope,
  texts: ReportTexts,
  language: Language,
): string {
  const cd = filter.idCd ?? scope.cdId;
  const parts = [
    filter.conciliacao !== undefined && `${texts.conciliation}: ${filter.conciliacao}`,
    filter.pedido !== undefined && `${texts.order}: ${filter.pedido}`,
    filter.nomeFornecedor && `${texts.supplier}: ${filter.nomeFornecedor}`,
    filter.dataConciliacaoInicial && `${texts.dateFrom}: ${formatDay(filter.dataConciliacaoInicial, language)}`,
    filter.dataConciliacaoFinal && `${texts.dateTo}: ${formatDay(filter.dataConciliacaoFinal, language)}`,
    filter.statusComercial !== undefined &&
      `${texts.commercial}: ${conciliationStatusText(filter.statusComercial, language)}`,
    filter.statusFiscal !== undefined && `${texts.fiscal}: ${conciliationStatusText(filter.statusFiscal, language)}`,
    filter.statusRFM !== undefined && `${texts.rfm}: ${rfmStatusText(filter.statusRFM, language)}`,
    filter.notaFiscal && `${texts.invoiceFilter}: ${filter.notaFiscal}`,
    cd !== null && cd !== undefined && `${texts.cd}: ${cd}`,
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  const applied = parts.length > 0 ? parts.join(' · ') : texts.noFilters;
  return `${texts.filters}: ${applied}   |   ${texts.orderBy}: ${texts.sort[filter.orderBy]}`;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** May take a second line (the others are short and fit one). */
  wraps?: boolean;
}

/** A4 landscape: 770 points between the margins. */
function columnsOf(texts: ReportTexts, width: number): Column[] {
  const fixed: Column[] = [
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

export function reportCells(row: ListRow, texts: ReportTexts, language: Language, dates: Intl.DateTimeFormat) {
  const invoice = row.invoiceNumber ? `${row.invoiceNumber}${row.invoiceSeries ? `/${row.invoiceSeries}` : ''}` : '—';
  const rejection = shortReasons(row.rejection, language);
  const reason = row.cancelledAt
    ? [`${texts.cancelled}${row.cancelReason ? `: ${row.cancelReason}` : ''}`, rejection].filter(Boolean).join(' — ')
    : (rejection ?? '');
  return [
    String(row.orderId),
    String(row.id),
    `${row.supplierId} - ${row.supplierName}`,
    dates.format(row.createdAt),
    conciliationStatusText(row.commercialStatus, language),
    conciliationStatusText(row.fiscalStatus, language),
    rfmStatusText(row.rfmStatus, language),
    invoice,
    reason,
  ];
}

function drawRow(
  doc: PdfDocument,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  height: number,
  fill: string | null,
): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (fill) doc.save().rect(left, y, width, height).fill(fill).restore();
  let x = left;
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const room = column.width - 2 * PADDING;
    const textWidth = doc.widthOfString(text);
    if (textWidth <= room) {
      // one line that fits: placed directly, without pdfkit's line wrapper (most cells; the report's speed)
      const left = column.align === 'right' ? x + PADDING + room - textWidth : x + PADDING;
      doc.text(text, left, y + PADDING, { lineBreak: false });
    } else {
      doc.text(text, x + PADDING, y + PADDING, {
        width: room,
        height: height - 2 * PADDING,
        align: column.align ?? 'left',
        ellipsis: true,
      });
    }
    x += column.width;
  });
  doc
    .save()
    .moveTo(left, y + height)
    .lineTo(left + width, y + height)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke()
    .restore();
}

export interface ReportPdfOptions {
  now?: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
  maxRows?: number;
}

/** Rows measured between two turns of the event loop. */
const YIELD_EVERY_ROWS = 1000;

/** Lets other requests run: a long report is drawn page by page, never in one blocking stretch. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Lines a row takes: one, or two when a wrapping cell is wider than its column (measured on one line, cheap). */
function linesOf(doc: PdfDocument, columns: readonly Column[], cells: readonly string[], all = false): number {
  for (const [i, column] of columns.entries()) {
    if (!all && !column.wraps) continue;
    if (doc.widthOfString(cells[i] ?? '') > column.width - 2 * PADDING) return MAX_LINES;
  }
  return 1;
}

/**
 * Where the pages break, from the rows' heights alone: the page count is known before drawing, so every page
 * can be numbered "x of y" and flushed at once. Returns the index of each page's first row.
 */
export function pageStarts(heights: readonly number[], firstTop: number, top: number, bottom: number): number[] {
  const starts = [0];
  let y = firstTop;
  heights.forEach((height, i) => {
    if (y + height > bottom && i > starts[starts.length - 1]!) {
      starts.push(i);
      y = top;
    }
    y += height;
  });
  return starts;
}

/** The document's bytes once it ends (listening before the first page is flushed). */
function collect(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * GET /relatorios/Reports/conciliacao.pdf: A4 landscape, the title, the filters applied, how many conciliations,
 * then a table of every matching one (cancelled ones too) with its header on each page, and "page x of y" in the
 * footer. Rows are read in keyset batches; a row is one or two lines high (measured on one line, no wrapping), so
 * the page count is known before drawing and each page leaves pdfkit's buffer as soon as it is complete. A logistics user sees its CD only.
 */
export async function conciliationReportPdf(
  ctx: RecordsContext,
  query: Record<string, unknown>,
  options: ReportPdfOptions = {},
): Promise<Buffer> {
  const filter = reportFilterOf(query);
  const scope = rowScopeOf(ctx.user);
  const search = searchOf(filter);
  const { language } = ctx;
  const texts = CONCILIATION_PRINT_TEXTS[language].report;
  const maxRows = options.maxRows ?? REPORT_PDF_MAX_ROWS;
  const dates = dateFormat(language, true, APP_TIME_ZONE);

  const cells: string[][] = [];
  let truncated = false;
  for await (const rows of reportBatches(ctx, scope, search, filter, maxRows)) {
    for (const row of rows) {
      if (cells.length >= maxRows) {
        truncated = true;
        break;
      }
      cells.push(reportCells(row, texts, language, dates));
    }
  }

  const doc = createPdf({
    size: 'A4',
    layout: 'landscape',
    title: texts.title,
    subject: texts.subject,
    author: 'Portal Fornecedor',
    language,
    compress: options.compress,
  });
  const bytes = collect(doc);
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const generated = fillText(texts.generatedAt, { time: dates.format(options.now ?? clock.now()) });

  doc.font(PDF_FONT_BOLD).fontSize(14).fillColor(PDF_COLORS.text).text(texts.title, left, doc.y, { width });
  doc.moveDown(0.3);
  doc
    .font(PDF_FONT)
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(filtersLine(filter, scope, texts, language), { width });
  doc.text(fillText(texts.count, { count: integer.format(cells.length) }), { width });
  if (truncated) doc.text(fillText(texts.truncated, { count: integer.format(maxRows) }), { width });
  doc.fillColor(PDF_COLORS.text).moveDown(0.6);

  const columns = columnsOf(texts, width);
  doc.font(PDF_FONT_BOLD).fontSize(FONT_SIZE);
  const line = doc.currentLineHeight(true);
  const heightOf = (lines: number) => lines * line + 2 * PADDING;
  const headerHeight = heightOf(
    linesOf(
      doc,
      columns,
      columns.map((c) => c.header),
      true,
    ),
  );
  doc.font(PDF_FONT).fontSize(FONT_SIZE);
  const heights: number[] = [];
  for (const row of cells) {
    heights.push(heightOf(linesOf(doc, columns, row)));
    if (heights.length % YIELD_EVERY_ROWS === 0) await nextTurn();
  }
  const bottom = contentBottom(doc);
  const starts = pageStarts(heights, doc.y + headerHeight, doc.page.margins.top + headerHeight, bottom);
  const pageCount = starts.length;

  let pageNumber = 0;
  const finishPage = async () => {
    pageNumber += 1;
    stampFooters(doc, () => ({
      left: texts.title,
      center: generated,
      right: fillText(texts.page, { page: pageNumber, pages: pageCount }),
    }));
    doc.flushPages();
    await nextTurn();
  };
  const header = () => {
    const y = doc.y;
    doc.font(PDF_FONT_BOLD).fontSize(FONT_SIZE).fillColor(PDF_COLORS.text);
    drawRow(
      doc,
      columns,
      columns.map((c) => c.header),
      y,
      headerHeight,
      PDF_COLORS.headerFill,
    );
    doc.font(PDF_FONT).fontSize(FONT_SIZE);
    doc.x = left;
    doc.y = y + headerHeight;
  };

  if (cells.length === 0) {
    doc.font(PDF_FONT).fontSize(10).text(texts.empty, left, doc.y, { width });
  } else {
    for (const [page, start] of starts.entries()) {
      if (page > 0) {
        await finishPage();
        doc.addPage();
      }
      header();
      const end = starts[page + 1] ?? cells.length;
      for (let index = start; index < end; index++) {
        const y = doc.y;
        drawRow(doc, columns, cells[index]!, y, heights[index]!, index % 2 === 1 ? PDF_COLORS.zebraFill : null);
        doc.x = left;
        doc.y = y + heights[index]!;
      }
    }
  }
  await finishPage();
  doc.end();
  return bytes;
}
