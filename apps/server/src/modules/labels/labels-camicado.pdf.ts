import { formatTagPrice } from '@portal/domain';
import { drawEan13, ean13Width } from '../../platform/barcodes';
import { PDF_COLORS, PDF_FONT, PDF_FONT_BOLD, createPdf, pdfBytes, type PdfDocument } from '../../platform/pdf';
import { oneLine, type PriceTagLine } from './labels.model';

/**
 * Camicado's price tags as a PDF for an office printer: A4 sheets of 3 × 8 self-adhesive labels of
 * 63.5 × 33.9 mm (the common "24 per sheet" layout: 7.25 mm side margins, 2.5 mm between columns,
 * 12.9 mm top margin, rows touching). Each label: item code, price, description, size and colour, and the
 * EAN-13 drawn as bars with its digits and its quiet zones, so a shop scanner reads it.
 */

const MM = 72 / 25.4;

export const CAMICADO_SHEET = {
  columns: 3,
  rows: 8,
  labelWidth: 63.5 * MM,
  labelHeight: 33.9 * MM,
  left: 7.25 * MM,
  top: 12.9 * MM,
  columnPitch: 66 * MM,
  rowPitch: 33.9 * MM,
} as const;
export const CAMICADO_LABELS_PER_PAGE = CAMICADO_SHEET.columns * CAMICADO_SHEET.rows;

/** Width of one EAN-13 module, points (0.46 mm: about 140 % of the nominal 0.33 mm, easy to scan). */
export const CAMICADO_EAN_MODULE = 1.3;
const PADDING = 7;

/** Where the n-th label (0-based) of a page sits, points from the page's top-left corner. */
export function camicadoLabelBox(index: number): { x: number; y: number; width: number; height: number } {
  const slot = index % CAMICADO_LABELS_PER_PAGE;
  const column = slot % CAMICADO_SHEET.columns;
  const row = Math.floor(slot / CAMICADO_SHEET.columns);
  return {
    x: CAMICADO_SHEET.left + column * CAMICADO_SHEET.columnPitch,
    y: CAMICADO_SHEET.top + row * CAMICADO_SHEET.rowPitch,
    width: CAMICADO_SHEET.labelWidth,
    height: CAMICADO_SHEET.labelHeight,
  };
}

/** The text cut with an ellipsis to fit `width` at the current font and size. */
function fitted(doc: PdfDocument, value: string, width: number): string {
  const text = oneLine(value);
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

function drawLabel(doc: PdfDocument, index: number, line: PriceTagLine): void {
  const { item } = line;
  const box = camicadoLabelBox(index);
  const x = box.x + PADDING;
  const width = box.width - 2 * PADDING;

  const price = formatTagPrice(item.valorVenda);
  doc.font(PDF_FONT_BOLD).fontSize(13).fillColor(PDF_COLORS.text);
  const priceWidth = doc.widthOfString(price);
  doc.text(price, x + width - priceWidth, box.y + 6, { lineBreak: false });
  doc.font(PDF_FONT_BOLD).fontSize(8);
  doc.text(fitted(doc, item.codItem, width - priceWidth - 6), x, box.y + 9, { lineBreak: false });

  doc.font(PDF_FONT).fontSize(7.5).fillColor(PDF_COLORS.text);
  doc.text(fitted(doc, item.descricaoCurta, width), x, box.y + 23, { lineBreak: false });
  doc.fontSize(7).fillColor(PDF_COLORS.muted);
  doc.text(fitted(doc, `Tam. ${item.tamanho}  ·  Cor ${item.cor}`, width), x, box.y + 33, { lineBreak: false });

  const barcodeWidth = ean13Width(CAMICADO_EAN_MODULE);
  drawEan13(doc, item.ean.replace(/\D+/g, ''), box.x + (box.width - barcodeWidth) / 2, box.y + 44, {
    module: CAMICADO_EAN_MODULE,
    height: 32,
    fontSize: 7.5,
  });
}

export interface CamicadoPdfOptions {
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/** quantity labels per line, in the lines' order, 24 per page; pages as needed. */
export async function camicadoTagsPdf(
  lines: readonly PriceTagLine[],
  options: CamicadoPdfOptions = {},
): Promise<Buffer> {
  const doc = createPdf({
    size: 'A4',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    title: 'Etiquetas de preço Camicado',
    author: 'Portal Fornecedor',
    language: 'pt-BR',
    compress: options.compress,
  });
  let index = 0;
  for (const line of lines) {
    for (let copy = 0; copy < line.quantity; copy++) {
      if (index > 0 && index % CAMICADO_LABELS_PER_PAGE === 0) doc.addPage();
      drawLabel(doc, index, line);
      index++;
    }
  }
  doc.font(PDF_FONT);
  return pdfBytes(doc);
}
