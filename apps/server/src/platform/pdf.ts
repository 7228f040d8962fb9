import PDFDocument from 'pdfkit';

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

function drawRow(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  y: number,
  height: number,
  padding: number,
  fill: string | null,
): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (fill) doc.save().rect(left, y, width, height).fill(fill).restore();
  let x = left;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + padding, y + padding, {
      width: column.width - 2 * padding,
      align: column.align ?? 'left',
      lineBreak: true,
    });
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

/**
 * Draws a table from doc.y: a bold header on a grey band, rows that grow with wrapped text, zebra
 * stripes, a page break whenever the next row does not fit, the header repeated on each new page.
 * Leaves doc.y under the table.
 */
export function drawTable(doc: PdfDocument, options: PdfTableOptions): void {
  const { columns, rows } = options;
  const fontSize = options.fontSize ?? 8;
  const padding = options.padding ?? 3;

  const header = (): void => {
    doc.font(PDF_FONT_BOLD).fontSize(fontSize).fillColor(PDF_COLORS.text);
    const height = Math.max(...columns.map((c) => cellHeight(doc, c.header, c.width, padding)));
    const y = doc.y;
    drawRow(
      doc,
      columns,
      columns.map((c) => c.header),
      y,
      height,
      padding,
      PDF_COLORS.headerFill,
    );
    doc.y = y + height;
    doc.font(PDF_FONT).fontSize(fontSize);
  };

  header();
  rows.forEach((cells, index) => {
    doc.font(PDF_FONT).fontSize(fontSize).fillColor(PDF_COLORS.text);
    const height = Math.max(...columns.map((c, i) => cellHeight(doc, cells[i] ?? '', c.width, padding)));
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      options.onPageBreak?.(doc);
      header();
    }
    const y = doc.y;
    drawRow(doc, columns, cells, y, height, padding, options.zebra && index % 2 === 1 ? PDF_COLORS.zebraFill : null);
    doc.x = doc.page.margins.left;
    doc.y = y + height;
  });
}

export interface PdfFooter {
  left?: string;
  center?: string;
  right?: string;
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

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
