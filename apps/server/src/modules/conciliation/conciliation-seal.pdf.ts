import { formatCnpj, isConciliationApproved, type Language } from '@portal/domain';
import { z } from 'zod';
import { APP_TIME_ZONE } from '../../db/reference-data';
import { AppError } from '../../platform/errors';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  createPdf,
  pdfBytes,
  stampFooters,
  type PdfDocument,
} from '../../platform/pdf';
import { CONCILIATION_PRINT_TEXTS, fillText, type ConciliationPrintTexts } from './conciliation-report.texts';
import { statusDto } from './records.mapper';
import { visibleConciliationOf, type RecordsContext } from './records.service';
import type { VisibleConciliation } from './records.repository';

// ---------------------------------------------------------------------------------------------------------
// Code 128 (ISO/IEC 15417), drawn as rectangles: no library, no binary. Code set C (two digits per symbol)
// for an all-digit key of even length, code set B otherwise (an alphanumeric CNPJ inside the key).

/** The 107 symbols as modules (1 bar, 0 space): 11 modules each, the stop symbol 13 (its final bar included). */
const CODE128_SYMBOLS: readonly number[] = [
  11011001100, 11001101100, 11001100110, 10010011000, 10010001100, 10001001100, 10011001000, 10011000100, 10001100100,
  11001001000, 11001000100, 11000100100, 10110011100, 10011011100, 10011001110, 10111001100, 10011101100, 10011100110,
  11001110010, 11001011100, 11001001110, 11011100100, 11001110100, 11101101110, 11101001100, 11100101100, 11100100110,
  11101100100, 11100110100, 11100110010, 11011011000, 11011000110, 11000110110, 10100011000, 10001011000, 10001000110,
  10110001000, 10001101000, 10001100010, 11010001000, 11000101000, 11000100010, 10110111000, 10110001110, 10001101110,
  10111011000, 10111000110, 10001110110, 11101110110, 11010001110, 11000101110, 11011101000, 11011100010, 11011101110,
  11101011000, 11101000110, 11100010110, 11101101000, 11101100010, 11100011010, 11101111010, 11001000010, 11110001010,
  10100110000, 10100001100, 10010110000, 10010000110, 10000101100, 10000100110, 10110010000, 10110000100, 10011010000,
  10011000010, 10000110100, 10000110010, 11000010010, 11001010000, 11110111010, 11000010100, 10001111010, 10100111100,
  10010111100, 10010011110, 10111100100, 10011110100, 10011110010, 11110100100, 11110010100, 11110010010, 11011011110,
  11011110110, 11110110110, 10101111000, 10100011110, 10001011110, 10111101000, 10111100010, 11110101000, 11110100010,
  10111011110, 10111101110, 11101011110, 11110101110, 11010000100, 11010010000, 11010011100, 1100011101011,
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** The symbol values of a text: start, data, check symbol (modulo 103), stop. */
export function code128Values(text: string): number[] {
  let values: number[];
  if (/^(\d\d)+$/.test(text)) {
    values = [START_C, ...(text.match(/\d\d/g) ?? []).map(Number)];
  } else if (/^[\x20-\x7e]+$/.test(text)) {
    values = [START_B, ...[...text].map((ch) => ch.charCodeAt(0) - 32)];
  } else {
    throw new RangeError('Code 128 B takes printable ASCII only');
  }
  const check = values.reduce((sum, value, i) => sum + value * Math.max(1, i), 0) % 103;
  return [...values, check, STOP];
}

/** The bars and spaces of a text, one character per module ('1' bar, '0' space), without quiet zones. */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((value) => String(CODE128_SYMBOLS[value]))
    .join('');
}

/** Draws the barcode with its left edge at x; returns its width. */
function drawCode128(doc: PdfDocument, text: string, x: number, y: number, module: number, height: number): number {
  const modules = code128Modules(text);
  doc.save().fillColor('#000000');
  let i = 0;
  while (i < modules.length) {
    let run = 1;
    while (modules[i + run] === modules[i]) run++;
    if (modules[i] === '1') doc.rect(x + i * module, y, run * module, height).fill();
    i += run;
  }
  doc.restore();
  return modules.length * module;
}

// ---------------------------------------------------------------------------------------------------------
// The seal

/** The access key in groups of four, as printed on a DANFE. */
export function groupedAccessKey(key: string): string {
  return (key.match(/.{1,4}/g) ?? []).join(' ');
}

function formatDate(instant: Date | null, language: Language): string {
  if (!instant) return '—';
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: APP_TIME_ZONE,
  }).format(instant);
}

function formatDateTime(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: APP_TIME_ZONE,
  }).format(instant);
}

export interface SealField {
  label: string;
  value: string;
}

/** The seal's fields in print order (spec 000 §3 "Conciliation seal" plus the order). */
export function sealFields(found: VisibleConciliation, texts: ConciliationPrintTexts['seal'], language: Language) {
  const c = found.conciliation;
  const or = (value: string | null) => (value && value.trim() !== '' ? value : '—');
  return [
    { label: texts.invoice, value: or(c.invoiceNumber) },
    { label: texts.series, value: or(c.invoiceSeries) },
    { label: texts.invoiceDate, value: formatDate(c.invoiceIssuedAt, language) },
    { label: texts.cnpj, value: c.issuerCnpj ? formatCnpj(c.issuerCnpj) : '—' },
    { label: texts.supplier, value: `${found.supplier.id} - ${found.supplier.name}` },
    { label: texts.conciliation, value: String(c.id) },
    { label: texts.conciliationDate, value: formatDateTime(c.createdAt, language) },
    { label: texts.order, value: String(c.orderId) },
  ] satisfies SealField[];
}

export interface SealPdfOptions {
  now?: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/**
 * GET /seloConciliacoes/gerar/{id}: one A4 page with the seal of a conciliation reconciled on both sides and
 * not cancelled (sealNotAvailable otherwise): the fields in a two-column grid, the access key in groups of
 * four and as a Code 128 barcode. An invisible conciliation is conciliationNotFound.
 */
export async function conciliationSealPdf(ctx: RecordsContext, id: unknown, options: SealPdfOptions = {}) {
  const conciliationId = z.coerce.number().int().positive().parse(id);
  const found = await visibleConciliationOf(ctx.db, ctx.user, conciliationId);
  const c = found.conciliation;
  if (
    c.cancelledAt !== null ||
    !isConciliationApproved({ statusComercial: c.commercialStatus, statusFiscal: c.fiscalStatus })
  )
    throw new AppError('sealNotAvailable', { idConciliacao: conciliationId });

  const { language } = ctx;
  const texts = CONCILIATION_PRINT_TEXTS[language].seal;
  const doc = createPdf({
    size: 'A4',
    title: texts.title,
    subject: texts.subject,
    author: 'Portal Fornecedor',
    language,
    compress: options.compress,
  });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  const padding = 18;

  // frame and heading
  const fields = sealFields(found, texts, language);
  const rows = Math.ceil(fields.length / 2);
  const rowHeight = 34;
  const gridTop = top + padding + 62;
  const keyTop = gridTop + rows * rowHeight + 10;
  const barcodeTop = keyTop + 34;
  const barcodeHeight = 54;
  const frameHeight = barcodeTop + barcodeHeight + 22 + padding - top;
  doc
    .save()
    .roundedRect(left, top, width, frameHeight, 6)
    .lineWidth(1.2)
    .strokeColor(PDF_COLORS.text)
    .stroke()
    .restore();
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(18)
    .fillColor(PDF_COLORS.text)
    .text(texts.title, left + padding, top + padding, { width: width - 2 * padding });
  const sides = `${texts.commercial}: ${statusDto(c.commercialStatus, language).descricao}   ·   ${texts.fiscal}: ${
    statusDto(c.fiscalStatus, language).descricao
  }`;
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(`${texts.heading}. ${texts.subheading}`, left + padding, top + padding + 24, { width: width - 2 * padding })
    .text(sides, left + padding, top + padding + 38, { width: width - 2 * padding });

  // fields, two columns
  const columnWidth = (width - 2 * padding) / 2;
  fields.forEach((field, i) => {
    const x = left + padding + (i % 2) * columnWidth;
    const y = gridTop + Math.floor(i / 2) * rowHeight;
    doc
      .font(PDF_FONT)
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(field.label.toUpperCase(), x, y, { width: columnWidth - 8, lineBreak: false });
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(11)
      .fillColor(PDF_COLORS.text)
      .text(field.value, x, y + 11, { width: columnWidth - 8, height: 14, ellipsis: true, lineBreak: false });
  });

  // access key and barcode
  doc
    .font(PDF_FONT)
    .fontSize(7.5)
    .fillColor(PDF_COLORS.muted)
    .text(texts.accessKey.toUpperCase(), left + padding, keyTop, { width: width - 2 * padding });
  const key = c.accessKey ?? '';
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(11)
    .fillColor(PDF_COLORS.text)
    .text(key ? groupedAccessKey(key) : '—', left + padding, keyTop + 11, { width: width - 2 * padding });
  if (key) {
    const module = Math.min(1.5, (width - 2 * padding) / (code128Modules(key).length + 20));
    const barcodeWidth = code128Modules(key).length * module;
    drawCode128(doc, key, left + (width - barcodeWidth) / 2, barcodeTop, module, barcodeHeight);
  }

  const generated = fillText(texts.generatedAt, { time: formatDateTime(options.now ?? new Date(), language) });
  stampFooters(doc, () => ({ left: texts.title, right: generated }));
  doc.font(PDF_FONT);
  return pdfBytes(doc);
}
