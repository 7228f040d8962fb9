import { Readable } from 'node:stream';
import {
  APP_TIME_ZONE,
  CSV_BOM,
  companyById,
  csvRow,
  formatDateTimeBr,
  hasPermission,
  type CsvValue,
  type Language,
  type SchedulingReportQuery,
} from '@portal/domain';
import type { AuthUser } from '../../platform/auth';
import type { DbOrTx } from '../../platform/database';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentBottom,
  contentWidth,
  createPdf,
  drawTable,
  stampFooters,
  type PdfColumn,
  type PdfDocument,
} from '../../platform/pdf';
import { rowScopeOf } from '../../platform/row-scope';
import { findReportBatch, type ReportCursor, type ReportRow, type ReportSearch } from './scheduling-report.repository';
import { SCHEDULING_REPORT_TEXTS, fill, type SchedulingReportTexts } from './scheduling-report.texts';
import { clock } from '../../platform/clock';

/** Rows read per round trip: the CSV streams batch by batch, never the whole report in memory. */
export const REPORT_BATCH = 500;
/** The PDF keeps its pages in memory (for "page x of y"): it prints at most this many bookings. */
export const REPORT_PDF_MAX_ROWS = 5000;

/**
 * The filters as the user may apply them: idEmpresa only with scheduling-report-change-company; the row scope
 * (platform/row-scope.ts) does the rest: a company user sees its company's orders, a logistics user its CD's.
 * Blank texts mean no filter.
 */
export function reportSearchOf(user: AuthUser, query: SchedulingReportQuery): ReportSearch {
  const changeCompany = hasPermission(user.permissions, 'scheduling-report-change-company');
  return {
    scope: rowScopeOf(user),
    companyId: changeCompany ? (query.idEmpresa ?? null) : null,
    supplierName: query.nomeFornecedor || undefined,
    gateName: query.nomePortao || undefined,
    from: query.dtEntregaIni,
    to: query.dtEntregaFim,
  };
}

/** The report's bookings in delivery order, one batch per round trip. */
export async function* reportBatches(
  db: DbOrTx,
  search: ReportSearch,
  batch: number = REPORT_BATCH,
): AsyncGenerator<ReportRow[]> {
  let after: ReportCursor | null = null;
  for (;;) {
    const rows = await findReportBatch(db, search, after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, time: last.time, id: last.id };
  }
}

// ---------------------------------------------------------------- CSV

/** Spec 000 §9: the scheduling CSV replaces the first comma of each text with a slash. */
export function schedulingCsvValue(value: CsvValue): CsvValue {
  return typeof value === 'string' ? value.replace(',', '/') : value;
}

const CSV_COLUMNS: readonly (readonly [keyof SchedulingReportTexts, (r: ReportRow) => CsvValue])[] = [
  ['deliveryDateTime', (r) => formatDateTimeBr(r.date, r.time)],
  ['cd', (r) => r.cdName],
  ['gate', (r) => r.gateName],
  ['load', (r) => r.loadId],
  ['weekYear', (r) => `${r.week}/${r.year}`],
  ['supplierCode', (r) => r.supplierId],
  ['supplier', (r) => r.supplierName],
  ['orders', (r) => r.orders.join(' ')],
  ['volumes', (r) => r.volumes],
  ['pieces', (r) => r.pieces],
  ['companies', (r) => r.companies.join(' / ')],
];

export function reportCsvHeader(language: Language): string {
  const texts = SCHEDULING_REPORT_TEXTS[language];
  return CSV_BOM + csvRow(CSV_COLUMNS.map(([key]) => texts[key]));
}

export function reportCsvRow(row: ReportRow): string {
  return csvRow(CSV_COLUMNS.map(([, value]) => schedulingCsvValue(value(row))));
}

/** GET /agendamento/relatorio: BOM, header, then the rows streamed batch by batch. */
export function schedulingReportCsv(
  db: DbOrTx,
  user: AuthUser,
  query: SchedulingReportQuery,
  language: Language,
): Readable {
  const search = reportSearchOf(user, query);
  async function* lines(): AsyncGenerator<string> {
    yield reportCsvHeader(language);
    for await (const rows of reportBatches(db, search)) yield rows.map(reportCsvRow).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

// ---------------------------------------------------------------- PDF

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) in the language's order, without time-zone shifts (one formatter per language). */
function formatDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}

function formatNow(now: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: APP_TIME_ZONE,
  }).format(now);
}

/** The filters line printed under the title: what the user asked for and the company actually applied. */
export function filtersLine(search: ReportSearch, texts: SchedulingReportTexts, language: Language): string {
  const companyId = search.companyId ?? search.scope.companyId;
  const company = companyId === null ? null : companyById(companyId);
  const parts = [
    `${texts.company}: ${company ? `${company.code} - ${company.name}` : texts.allCompanies}`,
    search.supplierName && `${texts.supplierName}: ${search.supplierName}`,
    search.gateName && `${texts.gateName}: ${search.gateName}`,
    search.from && `${texts.deliveryFrom}: ${formatDate(search.from, language)}`,
    search.to && `${texts.deliveryTo}: ${formatDate(search.to, language)}`,
  ].filter(Boolean);
  return `${texts.filters}: ${parts.join(' · ')}`;
}

function pdfColumns(texts: SchedulingReportTexts): PdfColumn[] {
  return [
    { header: texts.deliveryDateTime, width: 72 },
    { header: texts.cd, width: 92 },
    { header: texts.gate, width: 92 },
    { header: texts.load, width: 44, align: 'right' },
    { header: texts.weekYear, width: 46, align: 'center' },
    { header: texts.supplierCode, width: 52, align: 'right' },
    { header: texts.supplier, width: 124 },
    { header: texts.orders, width: 106 },
    { header: texts.volumes, width: 46, align: 'right' },
    { header: texts.pieces, width: 46, align: 'right' },
    { header: texts.companies, width: 50 },
  ];
}

function pdfCells(row: ReportRow, language: Language, integer: Intl.NumberFormat): string[] {
  return [
    `${formatDate(row.date, language)} ${row.time.slice(0, 5)}`,
    row.cdName,
    row.gateName,
    String(row.loadId),
    `${row.week}/${row.year}`,
    String(row.supplierId),
    row.supplierName,
    row.orders.join(', '),
    integer.format(row.volumes),
    integer.format(row.pieces),
    row.companies.join(', '),
  ];
}

export interface SchedulingReportPdfOptions {
  language: Language;
  now?: Date;
  /** tests turn compression off to read the texts in the bytes */
  compress?: boolean;
  maxRows?: number;
}

const TABLE_FONT_SIZE = 7;
const TABLE_PADDING = 3;
/** Room kept under the table of the last page for the totals and the note. */
const TOTALS_HEIGHT = 36;

/**
 * Splits the rows into pages exactly as drawTable would break them (same font, widths and padding), so the
 * number of pages is known before drawing: each page is then drawn, numbered "x of y" and flushed out of
 * pdfkit's buffer at once, and a long report never holds all its pages in memory.
 */
function paginate(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  rows: readonly string[][],
): { pages: string[][][]; lastY: number } {
  const cellHeight = (text: string, width: number) =>
    doc.heightOfString(text, { width: width - 2 * TABLE_PADDING }) + 2 * TABLE_PADDING;
  doc.font(PDF_FONT_BOLD).fontSize(TABLE_FONT_SIZE);
  const header = Math.max(...columns.map((c) => cellHeight(c.header, c.width)));
  doc.font(PDF_FONT).fontSize(TABLE_FONT_SIZE);
  const bottom = contentBottom(doc);
  const pages: string[][][] = [];
  let page: string[][] = [];
  let y = doc.y + header;
  for (const cells of rows) {
    const height = Math.max(...columns.map((c, i) => cellHeight(cells[i] ?? '', c.width)));
    if (y + height > bottom && page.length > 0) {
      pages.push(page);
      page = [];
      y = doc.page.margins.top + header;
    }
    page.push(cells);
    y += height;
  }
  pages.push(page);
  return { pages, lastY: y };
}

/**
 * GET /relatorios/Reports/agendamento.pdf: A4 landscape, title, the filters applied, the table (header repeated
 * on every page), totals, and "page x of y" with the generation time in the footer. Rows are read in batches;
 * at most maxRows are printed, with a note pointing to the CSV beyond that. Pages leave pdfkit's buffer as
 * soon as they are complete.
 */
export async function schedulingReportPdf(
  db: DbOrTx,
  user: AuthUser,
  query: SchedulingReportQuery,
  options: SchedulingReportPdfOptions,
): Promise<Buffer> {
  const { language } = options;
  const texts = SCHEDULING_REPORT_TEXTS[language];
  const search = reportSearchOf(user, query);
  const maxRows = options.maxRows ?? REPORT_PDF_MAX_ROWS;
  const cells: string[][] = [];
  let truncated = false;
  const totals = { volumes: 0, pieces: 0 };
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  for await (const rows of reportBatches(db, search, Math.min(REPORT_BATCH, maxRows + 1))) {
    for (const row of rows) {
      if (cells.length >= maxRows) {
        truncated = true;
        break;
      }
      cells.push(pdfCells(row, language, integer));
      totals.volumes += row.volumes;
      totals.pieces += row.pieces;
    }
    if (truncated) break;
  }

  const doc = createPdf({
    size: 'A4',
    layout: 'landscape',
    title: texts.title,
    subject: texts.subject,
    // pdfkit needs every info field defined (an undefined Author throws while it computes the file id)
    author: 'Portal Fornecedor',
    language,
    compress: options.compress,
  });
  const bytes = pdfBytes(doc);
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  const generated = fill(texts.generatedAt, { time: formatNow(options.now ?? clock.now(), language) });
  doc.font(PDF_FONT_BOLD).fontSize(14).text(texts.title, { width });
  doc.moveDown(0.3);
  doc
    .font(PDF_FONT)
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(filtersLine(search, texts, language), { width });
  doc.fillColor(PDF_COLORS.text).moveDown(0.6);

  const columns = pdfColumns(texts);
  const { pages, lastY } = cells.length > 0 ? paginate(doc, columns, cells) : { pages: [], lastY: doc.y };
  const totalsOnNewPage = lastY + TOTALS_HEIGHT > contentBottom(doc);
  const pageCount = Math.max(1, pages.length + (totalsOnNewPage ? 1 : 0));
  let pageNumber = 0;
  const finishPage = () => {
    pageNumber += 1;
    stampFooters(doc, () => ({
      left: texts.title,
      center: generated,
      right: fill(texts.page, { page: pageNumber, pages: pageCount }),
    }));
    doc.flushPages();
  };

  if (cells.length === 0) {
    doc.font(PDF_FONT).fontSize(10).text(texts.empty, { width });
  } else {
    pages.forEach((rows, i) => {
      if (i > 0) {
        finishPage();
        doc.addPage();
      }
      drawTable(doc, { columns, rows, fontSize: TABLE_FONT_SIZE, padding: TABLE_PADDING, zebra: true });
    });
    if (totalsOnNewPage) {
      finishPage();
      doc.addPage();
    }
    doc.moveDown(0.6);
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(8)
      .fillColor(PDF_COLORS.text)
      .text(
        fill(texts.total, {
          count: integer.format(cells.length),
          volumes: integer.format(totals.volumes),
          pieces: integer.format(totals.pieces),
        }),
        left,
        doc.y,
        { width },
      );
    if (truncated)
      doc
        .font(PDF_FONT)
        .fillColor(PDF_COLORS.muted)
        .text(fill(texts.truncated, { count: maxRows }), left, doc.y, { width });
  }
  finishPage();
  doc.end();
  return bytes;
}

/** The document's bytes once it ends (started before the first page is flushed, so nothing is missed). */
function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
