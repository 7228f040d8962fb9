import {
  formatCnpj,
  formatDateIn,
  formatInstantIn,
  orderNatureName,
  orderStatusName,
  orderWeek,
  type Language,
  type PedidoDetalheDto,
} from '@portal/domain';
import Decimal from 'decimal.js';
import {
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  contentWidth,
  createPdf,
  drawTable,
  ensureSpace,
  formatInteger,
  generatedOn,
  pageOfPages,
  pdfBytes,
  stampFooters,
  type PdfColumn,
  type PdfDocument,
} from '../../platform/pdf';
import { fillText } from '../../platform/document-texts';
import { PURCHASE_ORDER_TEXTS, type PurchaseOrderTexts } from './purchase-order.texts';
import { clock } from '../../platform/clock';

export interface PurchaseOrderPdfOptions {
  language: Language;
  /** Generation time printed in the footer. */
  now?: Date;
  /** Tests turn compression off to read the texts in the bytes. */
  compress?: boolean;
}

/** Money in reais, formatted per language from the exact decimal (Intl formats decimal strings without floats). */
export function formatMoney(value: Decimal, language: Language): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'BRL',
    currencyDisplay: 'narrowSymbol',
  }).format as (value: string) => string;
  return format(value.toFixed(2));
}

export { formatInteger };

/** A calendar date (YYYY-MM-DD) in the language's order, without time-zone shifts; `none` when absent. */
export function formatDate(iso: string | null, language: Language, none: string): string {
  return formatDateIn(language, iso) || none;
}

/** An instant as a date and time in São Paulo, in the language's order; `none` when absent. */
export function formatDateTime(instant: string | Date | null, language: Language, none: string): string {
  return formatInstantIn(language, instant) || none;
}

export interface PurchaseOrderTotals {
  pieces: number;
  volumes: number;
  cost: Decimal;
}

/** Line total = quantity × unit cost, exact. */
export function lineTotal(item: { qtCompra: number; custoUnitario: string }): Decimal {
  return new Decimal(item.custoUnitario).times(item.qtCompra);
}

/** Pieces count multipacks by their pieces (qtCompra × qtItens); volumes are boxes. */
export function purchaseOrderTotals(order: Pick<PedidoDetalheDto, 'itens'>): PurchaseOrderTotals {
  return order.itens.reduce<PurchaseOrderTotals>(
    (acc, item) => ({
      pieces: acc.pieces + item.qtCompra * Math.max(1, item.qtItens),
      volumes: acc.volumes + item.qtVolume,
      cost: acc.cost.plus(lineTotal(item)),
    }),
    { pieces: 0, volumes: 0, cost: new Decimal(0) },
  );
}

const orDash = (value: string | null | undefined, none: string): string =>
  value === null || value === undefined || value.trim() === '' ? none : value;

interface Field {
  label: string;
  value: string;
  /** Grid cells taken (the order data block); 1 by default. */
  span?: number;
}

/** The frame of a titled box: a rounded rule, a grey band and the title in capitals. */
function drawFrame(
  doc: PdfDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  title: string,
  padding: number,
): void {
  doc.save().roundedRect(x, y, width, height, 3).lineWidth(0.7).strokeColor(PDF_COLORS.rule).stroke().restore();
  doc
    .save()
    .rect(x + 0.5, y + 0.5, width - 1, 17)
    .fill(PDF_COLORS.headerFill)
    .restore();
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.text)
    .text(title.toUpperCase(), x + padding, y + 5, {
      width: width - 2 * padding,
      characterSpacing: 0.4,
    });
}

/** A titled box of label/value lines, at (x, y) with the given width; returns its height. */
function drawBox(
  doc: PdfDocument,
  x: number,
  y: number,
  width: number,
  title: string,
  fields: readonly Field[],
): number {
  const padding = 7;
  const labelWidth = Math.min(92, width * 0.36);
  const valueWidth = width - 2 * padding - labelWidth;
  doc.font(PDF_FONT).fontSize(8);
  const lines = fields.map((f) => Math.max(doc.heightOfString(f.value, { width: valueWidth }), 10));
  const height = 22 + lines.reduce((a, b) => a + b + 2, 0) + padding;
  drawFrame(doc, x, y, width, height, title, padding);
  let lineY = y + 24;
  fields.forEach((f, i) => {
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(f.label, x + padding, lineY, { width: labelWidth });
    doc.fillColor(PDF_COLORS.text).text(f.value, x + padding + labelWidth, lineY, { width: valueWidth });
    lineY += lines[i]! + 2;
  });
  return height;
}

/** Label/value pairs laid out in `columns` columns (the order data block). */
function drawGrid(doc: PdfDocument, y: number, title: string, fields: readonly Field[], columns: number): number {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const padding = 7;
  const cellWidth = (width - 2 * padding) / columns;
  // place the cells left to right, a spanning cell moving to the next row when it does not fit
  const placed: { field: Field; col: number; row: number }[] = [];
  let col = 0;
  let row = 0;
  for (const field of fields) {
    const span = Math.min(field.span ?? 1, columns);
    if (col + span > columns) {
      col = 0;
      row++;
    }
    placed.push({ field, col, row });
    col += span;
  }
  const rowHeight = 24;
  const height = 22 + (row + 1) * rowHeight + 4;
  drawFrame(doc, x, y, width, height, title, padding);
  for (const { field, col: c, row: r } of placed) {
    const cx = x + padding + c * cellWidth;
    const cy = y + 24 + r * rowHeight;
    const w = cellWidth * Math.min(field.span ?? 1, columns) - 6;
    doc.font(PDF_FONT).fontSize(7).fillColor(PDF_COLORS.muted).text(field.label.toUpperCase(), cx, cy, {
      width: w,
      lineBreak: false,
    });
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(8.5)
      .fillColor(PDF_COLORS.text)
      .text(field.value, cx, cy + 9, {
        width: w,
        height: 11,
        ellipsis: true,
        lineBreak: false,
      });
  }
  return height;
}

function drawHeader(doc: PdfDocument, order: PedidoDetalheDto, t: PurchaseOrderTexts, language: Language): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(20)
    .fillColor(PDF_COLORS.text)
    .text(order.empresa.nome, left, top, {
      width: width / 2,
    });
  doc
    .font(PDF_FONT)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.muted)
    .text(`${t.buyerCnpj}: ${formatCnpj(order.cnpjComprador)}`, left, top + 26, { width: width / 2 });
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(14)
    .fillColor(PDF_COLORS.text)
    .text(fillText(t.title, { id: order.id }), left + width / 2, top + 2, { width: width / 2, align: 'right' });
  doc
    .font(PDF_FONT)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.muted)
    .text(
      `${t.issueDate}: ${formatDate(order.dtEmissao, language, t.none)}   ·   ${t.version} ${order.versao}`,
      left + width / 2,
      top + 24,
      { width: width / 2, align: 'right' },
    );
  const ruleY = top + 44;
  doc
    .save()
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1.5)
    .strokeColor(PDF_COLORS.text)
    .stroke()
    .restore();
  doc.x = left;
  doc.y = ruleY + 12;
}

/** Heading of the pages after the first, above the repeated table header. */
function drawContinuation(doc: PdfDocument, order: PedidoDetalheDto, t: PurchaseOrderTexts): void {
  const left = doc.page.margins.left;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(`${order.empresa.nome}  ·  ${fillText(t.continued, { id: order.id })}`, left, doc.page.margins.top, {
      width: contentWidth(doc),
    });
  doc.x = left;
  doc.y = doc.page.margins.top + 18;
}

function itemColumns(t: PurchaseOrderTexts, width: number): PdfColumn[] {
  const fixed: PdfColumn[] = [
    { header: t.itemCode, width: 50 },
    { header: t.description, width: 0 },
    { header: t.size, width: 30, align: 'center' },
    { header: t.colour, width: 58 },
    { header: t.ean, width: 64 },
    { header: t.ncm, width: 42 },
    { header: t.quantity, width: 34, align: 'right' },
    { header: t.unitCost, width: 54, align: 'right' },
    { header: t.total, width: 64, align: 'right' },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  fixed[1]!.width = width - used;
  return fixed;
}

/** Renders the printable purchase order (A4 portrait) in the given language. */
export async function renderPurchaseOrderPdf(
  order: PedidoDetalheDto,
  options: PurchaseOrderPdfOptions,
): Promise<Buffer> {
  const { language } = options;
  const t = PURCHASE_ORDER_TEXTS[language];
  const none = t.none;
  const title = fillText(t.title, { id: order.id });
  const doc = createPdf({
    title,
    subject: t.documentSubject,
    author: order.empresa.nome,
    language,
    compress: options.compress,
  });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  drawHeader(doc, order, t, language);

  // supplier and delivery CD side by side
  const gap = 12;
  const boxWidth = (width - gap) / 2;
  const boxY = doc.y;
  const s = order.fornecedor;
  const cd = order.localizacaoFisica;
  const street = [cd.endereco, cd.numero].filter(Boolean).join(', ');
  const address = [street, cd.bairro].filter(Boolean).join(' - ');
  const supplierHeight = drawBox(doc, left, boxY, boxWidth, t.supplier, [
    { label: t.legalName, value: `${s.nome} (${s.id})` },
    { label: t.cnpj, value: formatCnpj(s.cnpj) },
    { label: t.cityState, value: `${s.cidade}/${s.uf}` },
    { label: t.email, value: orDash(s.email, none) },
  ]);
  const cdHeight = drawBox(doc, left + boxWidth + gap, boxY, boxWidth, t.deliveryCd, [
    { label: t.cdName, value: `${cd.nome} (${cd.codigo})` },
    { label: t.address, value: orDash(address, none) },
    { label: t.cityState, value: `${cd.cidade}/${cd.uf}${cd.cep ? `  ·  ${t.postalCode} ${cd.cep}` : ''}` },
    { label: t.cnpj, value: cd.cnpj ? formatCnpj(cd.cnpj) : none },
  ]);
  doc.y = boxY + Math.max(supplierHeight, cdHeight) + 10;

  const windowText =
    order.dtEntregaInicio || order.dtEntregaFim
      ? `${formatDateTime(order.dtEntregaInicio, language, none)} – ${formatDateTime(order.dtEntregaFim, language, none)}`
      : none;
  const gridY = doc.y;
  const gridHeight = drawGrid(
    doc,
    gridY,
    t.orderData,
    [
      { label: t.status, value: orderStatusName(order.status, language) },
      { label: t.nature, value: orderNatureName(order.naturezaPedido, language) },
      { label: t.weekYear, value: orderWeek(order) },
      { label: t.brand, value: orDash(order.marca, none) },
      { label: t.deliveryWindow, value: windowText, span: 2 },
      { label: t.paymentCondition, value: orDash(order.pgCond, none) },
      {
        label: t.paymentTerm,
        value: order.pgDiasPrazo === null ? none : fillText(t.paymentTermDays, { days: order.pgDiasPrazo }),
      },
      { label: t.freightTerms, value: orDash(order.termosFrete, none) },
      { label: t.department, value: orDash(order.departamento, none) },
      { label: t.orderType, value: orDash(order.tipoPedidoDescricao ?? order.tipoPedido, none) },
    ],
    4,
  );
  doc.y = gridY + gridHeight + 14;

  doc.font(PDF_FONT_BOLD).fontSize(10).fillColor(PDF_COLORS.text).text(t.items.toUpperCase(), left, doc.y, {
    characterSpacing: 0.4,
  });
  doc.y += 4;
  const columns = itemColumns(t, width);
  const rows = order.itens.map((item) => [
    item.codItem,
    item.descricao,
    item.tamanho,
    item.cor,
    item.ean,
    item.ncm,
    formatInteger(item.qtCompra, language),
    formatMoney(new Decimal(item.custoUnitario), language),
    formatMoney(lineTotal(item), language),
  ]);
  if (rows.length === 0) {
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(t.noItems, left, doc.y + 4);
  } else {
    drawTable(doc, { columns, rows, fontSize: 7.5, zebra: true, onPageBreak: (d) => drawContinuation(d, order, t) });
  }

  // totals, right-aligned under the table, kept together
  const totals = purchaseOrderTotals(order);
  const totalsWidth = 220;
  ensureSpace(doc, 70);
  let y = doc.y + 10;
  const tx = left + width - totalsWidth;
  doc.save().rect(tx, y, totalsWidth, 58).fill(PDF_COLORS.headerFill).restore();
  const totalLine = (label: string, value: string, bold: boolean): void => {
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(bold ? 10 : 8.5)
      .fillColor(PDF_COLORS.text);
    doc.text(label, tx + 8, y, { width: totalsWidth / 2 - 8 });
    doc.text(value, tx + totalsWidth / 2, y, { width: totalsWidth / 2 - 8, align: 'right' });
  };
  y += 7;
  totalLine(t.totalPieces, formatInteger(totals.pieces, language), false);
  y += 14;
  totalLine(t.totalVolumes, formatInteger(totals.volumes, language), false);
  y += 15;
  totalLine(t.totalCost, formatMoney(totals.cost, language), true);
  doc.x = left;
  doc.y = y + 26;

  if (order.observacao && order.observacao.trim() !== '') {
    ensureSpace(doc, 40);
    doc.font(PDF_FONT_BOLD).fontSize(8.5).fillColor(PDF_COLORS.text).text(t.notes, left, doc.y);
    doc
      .font(PDF_FONT)
      .fontSize(8.5)
      .text(order.observacao, left, doc.y + 2, { width });
  }

  const generated = generatedOn(language, formatDateTime(options.now ?? clock.now(), language, none));
  stampFooters(doc, (page, pages) => ({
    left: generated,
    center: `${order.empresa.nome} · ${title}`,
    right: pageOfPages(language, page, pages),
  }));
  return pdfBytes(doc);
}
