import { formatInstantIn, type Language } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { fillText } from './document-texts';

/**
 * Small PDF toolkit over pdfkit, shared by every area that prints a document: document set-up,
 * a table that breaks pages and repeats its header, a footer stamped on every page with "x/y",
 * and the finished bytes. It knows nothing of business areas.
 *
 * Fonts are pdfkit's standard Helvetica (no file to ship or download); its WinAnsi encoding covers
 * Portuguese and Spanish (á â ã à ç é ê í ó ô õ ú ü ñ º ª « » – €). Texts outside WinAnsi are replaced by '?'.
 */
export type PdfDocument = PDFKit.PDFDocument;

export const PDF_FONT = 'Helvetica';
export const PDF_FONT_BOLD = 'Helvetica-Bold';

/** Neutral palette of printed documents: dark text, muted labels, light rules and fills. */
export const PDF_COLORS = {
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#c3cad3',
  headerFill: '#e8ecf1',
  zebraFill: '#f6f8fa',
} as const;

export interface PdfOptions {
  size?: 'A4' | 'A3';
  layout?: 'portrait' | 'landscape';
  /** Points; the bottom margin must leave room for the footer. */
  margins?: { top: number; bottom: number; left: number; right: number };
  title: string;
  subject?: string;
  author?: string;
  /** BCP 47 language of the document's texts (accessibility, text extraction). */
  language?: string;
  /** Deflate the page streams (default). Tests turn it off to read the texts in the bytes. */
  compress?: boolean;
}

const integerFormats = new Map<string, Intl.NumberFormat>();

/** A whole number with the language's grouping, as documents print counts and totals (one formatter per language). */
export function formatInteger(value: number, language: string): string {
  let format = integerFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    integerFormats.set(language, format);
  }
  return format.format(value);
}

export const DEFAULT_MARGINS = { top: 40, bottom: 48, left: 36, right: 36 } as const;

export function createPdf(options: PdfOptions): PdfDocument {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margins: options.margins ?? DEFAULT_MARGINS,
    compress: options.compress ?? true,
    // pages stay in memory until the end, so the footer can say "page x of y"
    bufferPages: true,
    lang: options.language,
    displayTitle: true,
    // pdfkit calls valueOf() on every info field: leave out the ones not given
    info: {
      Title: options.title,
      Creator: 'Portal Fornecedor',
      Producer: 'Portal Fornecedor (pdfkit)',
      ...(options.subject ? { Subject: options.subject } : {}),
      ...(options.author ? { Author: options.author } : {}),
    },
  });
  doc.font(PDF_FONT).fillColor(PDF_COLORS.text);
  return doc;
}

export interface ReportPdf {
  doc: PdfDocument;
  /** the bytes once the document ends (collected from the start: a report's pages are flushed as they are done) */
  bytes: Promise<Buffer>;
}

/** A landscape report (A4 unless said otherwise) by the portal, collecting its bytes from the first page on. */
export function createReportPdf(
  texts: { title: string; subject: string },
  options: { language: string; compress?: boolean; size?: 'A4' | 'A3' },
): ReportPdf {
  const doc = createPdf({
    size: options.size ?? 'A4',
    layout: 'landscape',
    title: texts.title,
    subject: texts.subject,
    // pdfkit needs every info field defined (an undefined Author throws while it computes the file id)
    author: 'Portal Fornecedor',
    language: options.language,
    compress: options.compress,
  });
  return { doc, bytes: collectPdfBytes(doc) };
}

/** Width between the margins. */
export function contentWidth(doc: PdfDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The lowest y where content may end on the current page. */
export function contentBottom(doc: PdfDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `height` points are left; returns whether it did. */
export function ensureSpace(doc: PdfDocument, height: number): boolean {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
}

export interface PdfColumn {
  header: string;
  /** Points. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** In a table of `maxLines` rows, the cells that may take more than one line (the others fit one). */
  wraps?: boolean;
}

export interface PdfTableOptions {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  fontSize?: number;
  /** Inner padding of a cell, points. */
  padding?: number;
  zebra?: boolean;
  /** Called after a page break, before the repeated header (e.g. to draw a page heading). */
  onPageBreak?: (doc: PdfDocument) => void;
}

function cellHeight(doc: PdfDocument, text: string, width: number, padding: number): number {
  return doc.heightOfString(text, { width: width - 2 * padding }) + 2 * padding;
}

/** Height of a row whose cells wrap freely (the header, and every row of drawTable). */
function wrappedRowHeight(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  padding: number,
): number {
  return Math.max(...columns.map((c, i) => cellHeight(doc, cells[i] ?? '', c.width, padding)));
}

/**
 * Draws one row at y. A cell that fits on one line is placed directly, without pdfkit's line wrapper (most
 * cells; what keeps a long report fast); a longer one wraps, and with `clip` ends in '…' at the row's height.
 */
function drawRow(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  y: number,
  height: number,
  padding: number,
  fill: string | null,
  clip = false,
): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (fill) doc.save().rect(left, y, width, height).fill(fill).restore();
  let x = left;
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const room = column.width - 2 * padding;
    const textWidth = doc.widthOfString(text);
    if (textWidth <= room) {
      const shift =
        column.align === 'right' ? room - textWidth : column.align === 'center' ? (room - textWidth) / 2 : 0;
      doc.text(text, x + padding + shift, y + padding, { lineBreak: false });
    } else {
      doc.text(text, x + padding, y + padding, {
        width: room,
        align: column.align ?? 'left',
        ...(clip ? { height: height - 2 * padding, ellipsis: true } : {}),
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

/** The header band at doc.y (bold on grey); leaves doc.y under it and the body font set. */
function drawHeader(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  height: number,
  fontSize: number,
  padding: number,
  clip = false,
): void {
  const y = doc.y;
  doc.font(PDF_FONT_BOLD).fontSize(fontSize).fillColor(PDF_COLORS.text);
  drawRow(
    doc,
    columns,
    columns.map((c) => c.header),
    y,
    height,
    padding,
    PDF_COLORS.headerFill,
    clip,
  );
  doc.font(PDF_FONT).fontSize(fontSize);
  doc.x = doc.page.margins.left;
  doc.y = y + height;
}

/**
 * Draws a table from doc.y: a bold header on a grey band, rows that grow with wrapped text, zebra
 * stripes, a page break whenever the next row does not fit, the header repeated on each new page.
 * Leaves doc.y under the table.
 */
export function drawTable(doc: PdfDocument, options: PdfTableOptions): void {
  const { columns, rows } = options;
  const fontSize = options.fontSize ?? 8;
  const padding = options.padding ?? 3;
  doc.font(PDF_FONT_BOLD).fontSize(fontSize);
  const headerHeight = wrappedRowHeight(
    doc,
    columns,
    columns.map((c) => c.header),
    padding,
  );

  drawHeader(doc, columns, headerHeight, fontSize, padding);
  rows.forEach((cells, index) => {
    doc.font(PDF_FONT).fontSize(fontSize).fillColor(PDF_COLORS.text);
    const height = wrappedRowHeight(doc, columns, cells, padding);
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      options.onPageBreak?.(doc);
      drawHeader(doc, columns, headerHeight, fontSize, padding);
    }
    const y = doc.y;
    drawRow(doc, columns, cells, y, height, padding, options.zebra && index % 2 === 1 ? PDF_COLORS.zebraFill : null);
    doc.x = doc.page.margins.left;
    doc.y = y + height;
  });
}

/**
 * Where the pages break, from the rows' heights alone (first page from `firstTop`, later pages from `top`, rows
 * ending by `bottom`): the index of each page's first row. A row taller than a page still gets a page.
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

/** Lets other requests run: a long document is drawn page by page, never in one blocking stretch. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Rows measured between two turns of the event loop. */
const YIELD_EVERY_ROWS = 1000;

export interface PagedTableOptions extends Omit<PdfTableOptions, 'onPageBreak'> {
  /**
   * Rows one line high, or this many when a `wraps` cell is wider than its column (measured on one line,
   * cheap; longer texts end in '…'). Unset: every cell wraps in full, as in drawTable.
   */
  maxLines?: number;
  /** The footer of every page, knowing the page count. */
  footer: (page: number, pages: number) => PdfFooter;
  /** Drawn under the last row (totals, notes); on a page of its own when `height` does not fit. */
  tail?: { height: number; draw: (doc: PdfDocument) => void };
  /** Written instead of the table when there are no rows. */
  empty: string;
}

/**
 * A long table in a document of `bufferPages` (a report of thousands of rows): the page breaks are computed from
 * the rows' heights before drawing, so every page is numbered "x of y" and leaves pdfkit's buffer as soon as it is
 * complete, with a turn of the event loop in between. Start collectPdfBytes before and end the document after.
 */
export async function drawPagedTable(doc: PdfDocument, options: PagedTableOptions): Promise<void> {
  const { columns, rows, maxLines, tail } = options;
  const fontSize = options.fontSize ?? 8;
  const padding = options.padding ?? 3;
  const left = doc.page.margins.left;

  doc.font(PDF_FONT_BOLD).fontSize(fontSize);
  const lineHeight = doc.currentLineHeight(true);
  const heightOf = (cells: readonly string[], header = false): number => {
    if (!maxLines) return wrappedRowHeight(doc, columns, cells, padding);
    const overflows = columns.some(
      (c, i) => (header || c.wraps) && doc.widthOfString(cells[i] ?? '') > c.width - 2 * padding,
    );
    return (overflows ? maxLines : 1) * lineHeight + 2 * padding;
  };
  const headerHeight = heightOf(
    columns.map((c) => c.header),
    true,
  );
  doc.font(PDF_FONT).fontSize(fontSize);
  const heights: number[] = [];
  for (const cells of rows) {
    heights.push(heightOf(cells));
    if (heights.length % YIELD_EVERY_ROWS === 0) await nextTurn();
  }

  const bottom = contentBottom(doc);
  const top = doc.page.margins.top + headerHeight;
  const starts = pageStarts(heights, doc.y + headerHeight, top, bottom);
  const lastStart = starts[starts.length - 1]!;
  const lastY = heights.slice(lastStart).reduce((y, h) => y + h, starts.length > 1 ? top : doc.y + headerHeight);
  const tailPage = rows.length > 0 && tail !== undefined && lastY + tail.height > bottom;
  const pages = starts.length + (tailPage ? 1 : 0);

  let page = 0;
  const finishPage = async (): Promise<void> => {
    page += 1;
    stampFooters(doc, () => options.footer(page, pages));
    doc.flushPages();
    await nextTurn();
  };

  if (rows.length === 0) {
    doc
      .font(PDF_FONT)
      .fontSize(10)
      .fillColor(PDF_COLORS.text)
      .text(options.empty, left, doc.y, {
        width: contentWidth(doc),
      });
  } else {
    for (const [index, start] of starts.entries()) {
      if (index > 0) {
        await finishPage();
        doc.addPage();
      }
      drawHeader(doc, columns, headerHeight, fontSize, padding, Boolean(maxLines));
      doc.fillColor(PDF_COLORS.text);
      const end = starts[index + 1] ?? rows.length;
      for (let row = start; row < end; row++) {
        const y = doc.y;
        const fill = options.zebra && row % 2 === 1 ? PDF_COLORS.zebraFill : null;
        drawRow(doc, columns, rows[row]!, y, heights[row]!, padding, fill, Boolean(maxLines));
        doc.x = left;
        doc.y = y + heights[row]!;
      }
    }
    if (tailPage) {
      await finishPage();
      doc.addPage();
    }
    tail?.draw(doc);
  }
  await finishPage();
}

/** The page's title and the muted lines under it (filters, counts), from the top of the content. */
export function drawHeading(doc: PdfDocument, title: string, lines: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(PDF_FONT_BOLD).fontSize(14).fillColor(PDF_COLORS.text).text(title, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.font(PDF_FONT).fontSize(8).fillColor(PDF_COLORS.muted);
  for (const line of lines) doc.text(line, { width });
  doc.fillColor(PDF_COLORS.text).moveDown(0.6);
}

export interface PdfFooter {
  left?: string;
  center?: string;
  right?: string;
}

/** "Page x of y" ({page}, {pages}): the same words on every document. */
const PAGE_OF_PAGES: Readonly<Record<Language, string>> = {
  'pt-BR': 'Página {page} de {pages}',
  'en-US': 'Page {page} of {pages}',
  'es-ES': 'Página {page} de {pages}',
};

/** When a document was generated ({time}, São Paulo time): the same words on every document. */
const GENERATED_ON: Readonly<Record<Language, string>> = {
  'pt-BR': 'Gerado em {time} (horário de Brasília)',
  'en-US': 'Generated on {time} (Brasília time)',
  'es-ES': 'Generado el {time} (hora de Brasilia)',
};

/** A footer's "page x of y" in the reader's language. */
export function pageOfPages(language: Language, page: number, pages: number): string {
  return fillText(PAGE_OF_PAGES[language], { page, pages });
}

/** A footer's "generated on …" in the reader's language; `time` is written as the document writes its dates. */
export function generatedOn(language: Language, time: string): string {
  return fillText(GENERATED_ON[language], { time });
}

/** A report's footer on every page: its title, when it was generated, and "page x of y", in the reader's language. */
export function reportFooter(title: string, language: Language, now: Date): (page: number, pages: number) => PdfFooter {
  const generated = generatedOn(language, formatInstantIn(language, now));
  return (page, pages) => ({ left: title, center: generated, right: pageOfPages(language, page, pages) });
}

/** The texts a table report prints around its table. */
export interface TableReportTexts {
  title: string;
  /** the PDF's subject (document properties) */
  subject: string;
  /** written instead of the table when there are no rows */
  empty: string;
}

export interface TableReport {
  texts: TableReportTexts;
  language: Language;
  /** the generation time in the footer */
  now: Date;
  /** the muted lines under the title: the filters applied, counts, notes */
  lines: readonly string[];
  /** the table's columns, given the width between the margins */
  columns: (width: number) => readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  maxLines?: PagedTableOptions['maxLines'];
  tail?: PagedTableOptions['tail'];
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/**
 * A report that is one long table: A4 landscape, the title and the lines under it, the table in 7 points with
 * zebra rows and its header on every page, and the report footer (title, generated on, page x of y). Pages leave
 * pdfkit's buffer as soon as they are complete. Pure: texts and cells in, bytes out.
 */
export async function renderTableReport(report: TableReport): Promise<Buffer> {
  const { texts, language } = report;
  const { doc, bytes } = createReportPdf(texts, { language, compress: report.compress });
  drawHeading(doc, texts.title, report.lines);
  await drawPagedTable(doc, {
    columns: report.columns(contentWidth(doc)),
    rows: report.rows,
    fontSize: 7,
    padding: 3,
    maxLines: report.maxLines,
    zebra: true,
    empty: texts.empty,
    footer: reportFooter(texts.title, language, report.now),
    tail: report.tail,
  });
  doc.end();
  return bytes;
}

/**
 * Writes a footer on every buffered page, in the bottom margin (call once, after the content).
 * The margin is lifted while writing so pdfkit does not take the footer for overflow.
 */
export function stampFooters(doc: PdfDocument, footer: (page: number, pages: number) => PdfFooter): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { left: marginLeft, bottom } = doc.page.margins;
    const width = contentWidth(doc);
    const y = doc.page.height - bottom + 14;
    const parts = footer(i - range.start + 1, range.count);
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(marginLeft, y - 6)
      .lineTo(marginLeft + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke()
      .restore();
    doc.font(PDF_FONT).fontSize(7).fillColor(PDF_COLORS.muted);
    if (parts.left) doc.text(parts.left, marginLeft, y, { width, align: 'left', lineBreak: false });
    if (parts.center) doc.text(parts.center, marginLeft, y, { width, align: 'center', lineBreak: false });
    if (parts.right) doc.text(parts.right, marginLeft, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The document's bytes once it ends. Listens from now on: call it before the first page is flushed (a paged
 * report), then end the document.
 */
export function collectPdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  const bytes = collectPdfBytes(doc);
  doc.end();
  return bytes;
}
