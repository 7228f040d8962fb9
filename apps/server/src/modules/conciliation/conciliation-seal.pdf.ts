import { APP_TIME_ZONE, formatCnpj, isConciliationApproved, type Language } from '@portal/domain';
import { z } from 'zod';
import { code128Modules, drawCode128 } from '../../platform/barcodes';
import { AppError } from '../../platform/errors';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  createPdf,
  pdfBytes,
  stampFooters,
} from '../../platform/pdf';
import { CONCILIATION_PRINT_TEXTS, fillText, type ConciliationPrintTexts } from './conciliation-report.texts';
import { statusDto } from './records.mapper';
import { visibleConciliationOf, type RecordsContext } from './records.service';
import type { VisibleConciliation } from './records.repository';
import { clock } from '../../platform/clock';

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

  const generated = fillText(texts.generatedAt, { time: formatDateTime(options.now ?? clock.now(), language) });
  stampFooters(doc, () => ({ left: texts.title, right: generated }));
  doc.font(PDF_FONT);
  return pdfBytes(doc);
}
