import { COMMERCIAL_ROW_REASONS, type CommercialRowReason, type ConciliationReason } from './conciliation-contracts';
import {
  addDecimals,
  type Decimal,
  decimalFromInteger,
  decimalsEqual,
  formatDecimal,
  normalizeDecimal,
  parseDecimal,
} from './decimal';
import type { InvoiceItem } from './invoice-item';

/**
 * The commercial check (docs/decisions.md, issue 5): each invoice item against the order's items.
 *
 * Matching: an invoice item finds its order item by EAN (cEAN; GTINs compared as 14 digits, so a GTIN-13
 * and the same code left-padded are equal); an item without GTIN ('SEM GTIN' or empty) by cProd = codItem.
 * Then, on the matched pair: cProd must equal codItem ('itemCode'), xPed when present must be this order
 * ('otherOrder'), and quantity (qCom / qtCompra), NCM, unit cost (vUnCom / custoUnitario) and sale value
 * (stated in infAdProd, compared only when stated) must be equal as exact decimals ("10.0000" == 10).
 * One order item may be split over several invoice lines (lots, FCI numbers) at the same unit cost: their
 * quantities are summed before the comparison, whose reason names every line (nItem '1, 3'); a line for an
 * order item already matched at another unit cost is 'repeatedItem' (it names the first line and both costs).
 * An invoice item no order item matches is 'notInOrder'; an order item no invoice line carries gives a row
 * 'missingFromInvoice'. Messages name invoice lines by det@nItem, never by position.
 *
 * Pure: no I/O, no clock. Values are kept as written, so the rows show exactly what each side says.
 */

/** An order item as the check reads it (the server maps its row to this). */
export interface CommercialOrderItem {
  /** The order item's id, carried to the row (conciliation_items.order_item_id). */
  id: number;
  codItem: string;
  descricaoCurta: string | null;
  ean: string;
  qtCompra: string | number;
  ncm: string;
  custoUnitario: string;
  valorVenda: string | null;
  aliquotaIcms: string | number | null;
  aliquotaIpi: string | number | null;
}

/** An invoice item as the check reads it: the values of the NF-e item (invoice-item.ts) it compares. */
export type CommercialInvoiceItem = Pick<
  InvoiceItem,
  | 'itemNumber'
  | 'code'
  | 'ean'
  | 'description'
  | 'ncm'
  | 'quantity'
  | 'unitValue'
  | 'orderNumber'
  | 'additionalInfo'
  | 'icmsRate'
  | 'ipiRate'
  | 'icmsCst'
  | 'icmsCreditRate'
>;

/** One row of conciliation_items: the order's (Po) and the invoice's (Nf) values side by side. */
export interface ConciliationRow {
  /** 1-based display order: invoice items first, then order items missing from the invoice. */
  line: number;
  orderItemId: number | null;
  /** det@nItem, null for an order item the invoice lacks. */
  invoiceItemNumber: string | null;
  itemCodePo: string | null;
  itemCodeNf: string | null;
  descriptionPo: string | null;
  descriptionNf: string | null;
  eanPo: string | null;
  eanNf: string | null;
  quantityPo: string | null;
  quantityNf: string | null;
  ncmPo: string | null;
  ncmNf: string | null;
  unitCostPo: string | null;
  unitCostNf: string | null;
  saleValuePo: string | null;
  /** The sale value stated in infAdProd (normalised to a '.' decimal), null when not stated. */
  saleValueNf: string | null;
  icmsRatePo: string | null;
  icmsRateNf: string | null;
  /** The invoice item's CST or CSOSN and pCredSN (fiscal-check / icms-situation.ts read them). */
  icmsCstNf: string | null;
  icmsCreditRateNf: string | null;
  ipiRatePo: string | null;
  ipiRateNf: string | null;
  /** Empty when the row matches. */
  reasons: ConciliationReason[];
}

export interface CommercialCheckOutcome {
  /** 2 when no row has a reason, else 3. */
  status: 2 | 3;
  rows: ConciliationRow[];
  /** One reason per code found, with its count, in COMMERCIAL_ROW_REASONS order (empty when 2). */
  summary: ConciliationReason[];
}

/** cEAN of an item without a barcode (NT 2017.001). */
export const NO_GTIN = 'SEM GTIN';

function hasGtin(ean: string | null | undefined): ean is string {
  const value = (ean ?? '').trim();
  return value !== '' && value.toUpperCase() !== NO_GTIN;
}

/** GTIN-8/12/13/14 compare as 14 digits: '7891234567895' and '07891234567895' are one code. */
export function gtinKey(ean: string): string {
  const value = ean.trim();
  return /^[0-9]{1,14}$/.test(value) ? value.padStart(14, '0') : value.toUpperCase();
}

/**
 * An order number as written in xPed or stored: blanks and leading zeros do not count, and a text around one
 * number is read as that number ('PED 4215729', 'Pedido: 004215729' are 4215729). A text with no number, or
 * with several, is kept (upper case), so it matches only itself.
 */
export function orderNumberKey(value: string | number): string {
  const text = String(value).trim();
  const number = /^[^0-9]*?([0-9]+)[^0-9]*$/.exec(text)?.[1];
  return number !== undefined ? number.replace(/^0+(?=.)/, '') : text.toUpperCase();
}

/** NCM compared without the dots some systems write (6109.10.00). */
function ncmKey(value: string): string {
  return value.replace(/[.\s]/g, '');
}

const SALE_VALUE_PATTERN = /VALOR\s+(?:DE\s+)?VENDA\s*[:=-]?\s*(?:R\$\s*)?([0-9][0-9.,]*[0-9]|[0-9])/i;

/**
 * The sale value a supplier writes in infAdProd: "VALOR VENDA: 49.90", "valor de venda 49,90",
 * "VALOR VENDA: R$ 1.049,90". Returned with a '.' decimal separator, or null when not stated (or not
 * readable, which counts as not stated).
 */
export function saleValueFromInfo(info: string | null | undefined): string | null {
  if (!info) return null;
  const match = SALE_VALUE_PATTERN.exec(info);
  if (!match) return null;
  let number = match[1]!;
  if (/^[0-9]{1,3}(\.[0-9]{3})+,[0-9]+$/.test(number)) number = number.replace(/\./g, '').replace(',', '.');
  else if (/^[0-9]{1,3}(,[0-9]{3})+\.[0-9]+$/.test(number)) number = number.replace(/,/g, '');
  else number = number.replace(',', '.');
  return parseDecimal(number).ok ? number : null;
}

function toDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const result = parseDecimal(String(value).trim());
  return result.ok ? result.value : null;
}

/** Exact decimal equality; a value that is not a decimal equals only the same text. */
function sameAmount(a: string | number, b: string): boolean {
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (x === null || y === null) return String(a).trim() === b.trim();
  return decimalsEqual(x, y);
}

function text(value: string | number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

function emptyRow(line: number): ConciliationRow {
  return {
    line,
    orderItemId: null,
    invoiceItemNumber: null,
    itemCodePo: null,
    itemCodeNf: null,
    descriptionPo: null,
    descriptionNf: null,
    eanPo: null,
    eanNf: null,
    quantityPo: null,
    quantityNf: null,
    ncmPo: null,
    ncmNf: null,
    unitCostPo: null,
    unitCostNf: null,
    saleValuePo: null,
    saleValueNf: null,
    icmsRatePo: null,
    icmsRateNf: null,
    icmsCstNf: null,
    icmsCreditRateNf: null,
    ipiRatePo: null,
    ipiRateNf: null,
    reasons: [],
  };
}

function withOrderSide(row: ConciliationRow, item: CommercialOrderItem): ConciliationRow {
  row.orderItemId = item.id;
  row.itemCodePo = item.codItem;
  row.descriptionPo = item.descricaoCurta;
  row.eanPo = item.ean;
  row.quantityPo = text(item.qtCompra);
  row.ncmPo = item.ncm;
  row.unitCostPo = item.custoUnitario;
  row.saleValuePo = item.valorVenda;
  row.icmsRatePo = text(item.aliquotaIcms);
  row.ipiRatePo = text(item.aliquotaIpi);
  return row;
}

function withInvoiceSide(row: ConciliationRow, item: CommercialInvoiceItem, saleValue: string | null): ConciliationRow {
  row.invoiceItemNumber = item.itemNumber;
  row.itemCodeNf = item.code;
  row.descriptionNf = item.description;
  row.eanNf = item.ean;
  row.quantityNf = item.quantity;
  row.ncmNf = item.ncm;
  row.unitCostNf = item.unitValue;
  row.saleValueNf = saleValue;
  row.icmsRateNf = item.icmsRate ?? null;
  row.icmsCstNf = item.icmsCst ?? null;
  row.icmsCreditRateNf = item.icmsCreditRate ?? null;
  row.ipiRateNf = item.ipiRate ?? null;
  return row;
}

/** The invoice lines that carry one order item: the first line's row, then every line in document order. */
interface InvoiceLines {
  row: ConciliationRow;
  lines: CommercialInvoiceItem[];
}

/** The sum of quantities as written; a value that is not a decimal is kept as the joined texts (never equal). */
function sumOf(values: readonly string[]): string {
  let total = decimalFromInteger(0);
  for (const value of values) {
    const parsed = toDecimal(value);
    if (parsed === null) return values.join(' + ');
    total = addDecimals(total, parsed);
  }
  return formatDecimal(normalizeDecimal(total));
}

/** The reasons of a matched pair but the quantity (compared on the order item's lines summed), in COMMERCIAL_ROW_REASONS order. */
function compare(
  order: CommercialOrderItem,
  invoice: CommercialInvoiceItem,
  saleValue: string | null,
  orderKey: string,
): ConciliationReason[] {
  const at = { item: order.codItem, nItem: invoice.itemNumber };
  const reasons: ConciliationReason[] = [];
  if (ncmKey(order.ncm) !== ncmKey(invoice.ncm)) reasons.push({ code: 'ncm', ...at, po: order.ncm, nf: invoice.ncm });
  if (saleValue !== null && (order.valorVenda === null || !sameAmount(order.valorVenda, saleValue))) {
    reasons.push({ code: 'saleValue', ...at, po: order.valorVenda, nf: saleValue });
  }
  if (!sameAmount(order.custoUnitario, invoice.unitValue)) {
    reasons.push({ code: 'unitCost', ...at, po: order.custoUnitario, nf: invoice.unitValue });
  }
  if (order.codItem.trim() !== invoice.code.trim()) {
    reasons.push({ code: 'itemCode', ...at, po: order.codItem, nf: invoice.code });
  }
  const named = invoice.orderNumber?.trim();
  if (named && orderNumberKey(named) !== orderKey) {
    reasons.push({ code: 'otherOrder', ...at, order: orderNumberKey(named) });
  }
  return reasons;
}

/** Per-code counts of the rows' reasons, in COMMERCIAL_ROW_REASONS order. */
export function summariseRowReasons(rows: readonly { reasons: readonly ConciliationReason[] }[]): ConciliationReason[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const reason of row.reasons) counts.set(reason.code, (counts.get(reason.code) ?? 0) + 1);
  }
  const summary: ConciliationReason[] = [];
  for (const code of COMMERCIAL_ROW_REASONS) {
    const count = counts.get(code);
    if (count !== undefined) summary.push({ code, count });
  }
  return summary;
}

/**
 * The invoice is for another order when no item names this order in xPed and at least one names another:
 * returns that other order number (the first named, as its number: orderNumberKey), or null.
 */
export function invoiceOtherOrderNumber(
  orderId: string | number,
  items: readonly Pick<InvoiceItem, 'orderNumber'>[],
): string | null {
  const key = orderNumberKey(orderId);
  let other: string | null = null;
  for (const item of items) {
    const named = item.orderNumber?.trim();
    if (!named) continue;
    if (orderNumberKey(named) === key) return null;
    other ??= orderNumberKey(named);
  }
  return other;
}

/**
 * Which order(s) the invoice names: the note's compra/xPed and every item's xPed, read by their number
 * (orderNumberKey), in the order first named.
 */
export function invoiceOrderNumbers(
  noteOrder: string | null | undefined,
  items: readonly Pick<InvoiceItem, 'orderNumber'>[],
): string[] {
  const named = new Set<string>();
  for (const value of [noteOrder ?? null, ...items.map((item) => item.orderNumber)]) {
    const written = value?.trim();
    if (written) named.add(orderNumberKey(written));
  }
  return [...named];
}

/** What the invoice's order numbers say about reconciling it with this order. */
export type InvoiceOrderMatch =
  | { kind: 'thisOrder' } // names this order only, or none
  | { kind: 'otherOrder'; order: string } // names one other order (note or items)
  | { kind: 'severalOrders'; orders: string[] }; // names two or more orders: one invoice per order is needed

/**
 * The invoice's order numbers (note-level compra/xPed and item xPed) against this order: another order,
 * whichever level names it, is otherOrder; two or more different orders are severalOrders (the portal
 * reconciles one invoice with one order).
 */
export function matchInvoiceOrder(
  orderId: string | number,
  noteOrder: string | null | undefined,
  items: readonly Pick<InvoiceItem, 'orderNumber'>[],
): InvoiceOrderMatch {
  const named = invoiceOrderNumbers(noteOrder, items);
  if (named.length > 1) return { kind: 'severalOrders', orders: named };
  if (named.length === 1 && named[0] !== orderNumberKey(orderId)) return { kind: 'otherOrder', order: named[0]! };
  return { kind: 'thisOrder' };
}

/** Runs the commercial check of one invoice against one order. */
export function runCommercialCheck(input: {
  orderId: string | number;
  orderItems: readonly CommercialOrderItem[];
  invoiceItems: readonly CommercialInvoiceItem[];
}): CommercialCheckOutcome {
  const orderKey = orderNumberKey(input.orderId);
  const byEan = new Map<string, CommercialOrderItem[]>();
  const byCode = new Map<string, CommercialOrderItem[]>();
  for (const item of input.orderItems) {
    const map = hasGtin(item.ean) ? byEan : byCode;
    const key = hasGtin(item.ean) ? gtinKey(item.ean) : item.codItem.trim();
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
    // an order item with a GTIN may still be invoiced 'SEM GTIN': findable by its code too
    if (hasGtin(item.ean)) {
      const byItsCode = byCode.get(item.codItem.trim());
      if (byItsCode) byItsCode.push(item);
      else byCode.set(item.codItem.trim(), [item]);
    }
  }

  const matched = new Map<CommercialOrderItem, InvoiceLines>();
  const rows: ConciliationRow[] = [];
  for (const invoiceItem of input.invoiceItems) {
    const saleValue = saleValueFromInfo(invoiceItem.additionalInfo);
    const candidates = hasGtin(invoiceItem.ean)
      ? byEan.get(gtinKey(invoiceItem.ean))
      : byCode.get(invoiceItem.code.trim());
    const row = withInvoiceSide(emptyRow(rows.length + 1), invoiceItem, saleValue);
    rows.push(row);
    if (!candidates) {
      row.reasons.push({
        code: 'notInOrder',
        item: invoiceItem.code,
        nItem: invoiceItem.itemNumber,
        nf: hasGtin(invoiceItem.ean) ? invoiceItem.ean : null,
      });
      continue;
    }
    const free = candidates.find((candidate) => !matched.has(candidate));
    if (free) {
      matched.set(free, { row, lines: [invoiceItem] });
      withOrderSide(row, free);
      row.reasons.push(...compare(free, invoiceItem, saleValue, orderKey));
      continue;
    }
    // the same order item on another line (another lot, FCI…): its quantity adds up when the unit cost agrees
    const continued = candidates.find((candidate) =>
      sameAmount(matched.get(candidate)!.lines[0]!.unitValue, invoiceItem.unitValue),
    );
    if (continued) {
      matched.get(continued)!.lines.push(invoiceItem);
      withOrderSide(row, continued);
      row.reasons.push(...compare(continued, invoiceItem, saleValue, orderKey));
      continue;
    }
    // a repetition at another unit cost changes the invoice's total: refused, naming both lines and costs
    const first = matched.get(candidates[0]!)!.lines[0]!;
    withOrderSide(row, candidates[0]!);
    row.reasons.push({
      code: 'repeatedItem',
      item: candidates[0]!.codItem,
      nItem: invoiceItem.itemNumber,
      text: first.itemNumber,
      po: first.unitValue,
      nf: invoiceItem.unitValue,
    });
  }

  // quantities: each order item against the sum of its invoice lines, reported on its first line
  for (const [orderItem, { row, lines }] of matched) {
    const invoiced = lines.length === 1 ? lines[0]!.quantity : sumOf(lines.map((line) => line.quantity));
    if (!sameAmount(orderItem.qtCompra, invoiced)) {
      row.reasons.unshift({
        code: 'quantity',
        item: orderItem.codItem,
        nItem: lines.map((line) => line.itemNumber).join(', '),
        po: String(orderItem.qtCompra),
        nf: invoiced,
      });
    }
  }

  for (const orderItem of input.orderItems) {
    if (matched.has(orderItem)) continue;
    const row = withOrderSide(emptyRow(rows.length + 1), orderItem);
    row.reasons.push({ code: 'missingFromInvoice', item: orderItem.codItem, po: text(orderItem.qtCompra) });
    rows.push(row);
  }

  const summary = summariseRowReasons(rows);
  return { status: summary.length === 0 ? 2 : 3, rows, summary };
}

/** Row reasons of one code, e.g. for a test or a filter. */
export function rowsWithReason(rows: readonly ConciliationRow[], code: CommercialRowReason): ConciliationRow[] {
  return rows.filter((row) => row.reasons.some((reason) => reason.code === code));
}
