import { conciliationStatusName, formatCnpj, formatDateIn, formatInstantIn, type Language } from '@portal/domain';
import { code128Modules, drawCode128 } from '../../platform/barcodes';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  createPdf,
  pdfBytes,
  stampFooters,
} from '../../platform/pdf';
import { fillText } from '../../platform/document-texts';
import { CONCILIATION_PRINT_TEXTS, type ConciliationPrintTexts } from './report.texts';

// ---------------------------------------------------------------------------------------------------------
// The seal

/** The access key in groups of four, as printed on a DANFE. */
export function groupedAccessKey(key: string): string {
  return (key.match(/.{1,4}/g) ?? []).join(' ');
}

/** The conciliation a seal prints, with its order's supplier (read and checked by the service). */
export interface SealConciliation {
  conciliation: {
    id: number;
    orderId: number;
    createdAt: Date;
    commercialStatus: number;
    fiscalStatus: number;
    invoiceNumber: string | null;
    invoiceSeries: string | null;
    invoiceIssuedAt: Date | null;
    issuerCnpj: string | null;
    accessKey: string | null;
  };
  supplier: { id: number; name: string };
}

export interface SealField {
  label: string;
  value: string;
}

/** The seal's fields in print order (spec 000 §3 "Conciliation seal" plus the order). */
export function sealFields(found: SealConciliation, texts: ConciliationPrintTexts['seal'], language: Language) {
  const c = found.conciliation;
  const or = (value: string | null) => (value && value.trim() !== '' ? value : '—');
  return [
    { label: texts.invoice, value: or(c.invoiceNumber) },
    { label: texts.series, value: or(c.invoiceSeries) },
    { label: texts.invoiceDate, value: formatDateIn(language, c.invoiceIssuedAt) || '—' },
    { label: texts.cnpj, value: c.issuerCnpj ? formatCnpj(c.issuerCnpj) : '—' },
    { label: texts.supplier, value: `${found.supplier.id} - ${found.supplier.name}` },
    { label: texts.conciliation, value: String(c.id) },
    { label: texts.conciliationDate, value: formatInstantIn(language, c.createdAt) },
    { label: texts.order, value: String(c.orderId) },
  ] satisfies SealField[];
}

export interface SealDocument {
  /** a conciliation reconciled on both sides and not cancelled (the service checks) */
  seal: SealConciliation;
  language: Language;
  /** the generation time in the footer */
  now: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/**
 * One A4 page with the seal of a conciliation: the fields in a two-column grid, the access key in groups of
 * four and as a Code 128 barcode. Pure: the conciliation and texts in, bytes out.
 */
export async function renderConciliationSealPdf(input: SealDocument): Promise<Buffer> {
  const found = input.seal;
  const c = found.conciliation;
  const { language } = input;
  const texts = CONCILIATION_PRINT_TEXTS[language].seal;
  const doc = createPdf({
    size: 'A4',
    title: texts.title,
    subject: texts.subject,
    author: 'Portal Fornecedor',
    language,
    compress: input.compress,
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
  const sides = `${texts.commercial}: ${conciliationStatusName(c.commercialStatus, language)}   ·   ${texts.fiscal}: ${conciliationStatusName(
    c.fiscalStatus,
    language,
  )}`;
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

  const generated = fillText(texts.generatedAt, { time: formatInstantIn(language, input.now) });
  stampFooters(doc, () => ({ left: texts.title, right: generated }));
  doc.font(PDF_FONT);
  return pdfBytes(doc);
}
