import {
  matchInvoiceOrder,
  parseDecimal,
  runCommercialCheck,
  type CommercialOrderItem,
  type ConciliationReason,
  type ConciliationRow,
  type InvoiceOrderMatch,
} from '@portal/domain';
import type { NfeDocument } from './nfe-xml';

/**
 * What the commercial step computes from the invoice without the database (issue 13): the invoice's header and the
 * order(s) it names, then the comparison with the order's items and the rows as conciliation_items stores them, in
 * one JSON text. Pure, so the reader's worker thread runs it where it already holds the invoice (invoice-check.ts):
 * the 990 items never cross to the event loop, which gets a header and one string.
 */

/** The invoice as the transaction reads it: everything but its items, and the order(s) they name. */
export interface InvoiceHeader extends Omit<NfeDocument, 'items'> {
  named: InvoiceOrderMatch;
  itemCount: number;
}

/** The comparison's outcome, its rows as the JSON parameter of insertItems (reconcile.repository.ts). */
export interface ComparedInvoice {
  status: 2 | 3;
  summary: ConciliationReason[];
  rowCount: number;
  rowsJson: string;
}

export function headerOf(doc: NfeDocument, orderId: number): InvoiceHeader {
  const { items, ...header } = doc;
  return { ...header, named: matchInvoiceOrder(orderId, doc.orderNumber, items), itemCount: items.length };
}

export function compareInvoice(
  doc: NfeDocument,
  orderId: number,
  orderItems: readonly CommercialOrderItem[],
): ComparedInvoice {
  const outcome = runCommercialCheck({ orderId, orderItems, invoiceItems: doc.items });
  return {
    status: outcome.status,
    summary: outcome.summary,
    rowCount: outcome.rows.length,
    rowsJson: JSON.stringify(outcome.rows.map(itemInsert)),
  };
}

/** A row of conciliation_items as the checks write it (numeric values as decimal strings or null). */
export interface ConciliationItemInsert {
  line: number;
  order_item_id: number | null;
  invoice_item_number: number | null;
  item_code_po: string | null;
  item_code_nf: string | null;
  description_po: string | null;
  description_nf: string | null;
  ean_po: string | null;
  ean_nf: string | null;
  quantity_po: string | null;
  quantity_nf: string | null;
  ncm_po: string | null;
  ncm_nf: string | null;
  unit_cost_po: string | null;
  unit_cost_nf: string | null;
  sale_value_po: string | null;
  sale_value_nf: string | null;
  icms_rate_po: string | null;
  icms_rate_nf: string | null;
  icms_cst_nf: string | null;
  icms_credit_rate_nf: string | null;
  ipi_rate_po: string | null;
  ipi_rate_nf: string | null;
  /** Absent when the row matches ('[]'). */
  reasons?: ConciliationReason[];
}

/** A value for a numeric column: a decimal as written, or null (the XML may hold anything). */
function numeric(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return parseDecimal(value.trim()).ok ? value.trim() : null;
}

/** A value for a smallint column (det@nItem), or null. */
function smallint(value: string | null): number | null {
  if (value === null || !/^[0-9]{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= 32_767 ? n : null;
}

/** The invoice's total for its numeric column (null when the XML holds no decimal). */
export const invoiceTotalOf = (header: Pick<InvoiceHeader, 'totals'>): string | null => numeric(header.totals.invoice);

function itemInsert(row: ConciliationRow): ConciliationItemInsert {
  return {
    line: row.line,
    order_item_id: row.orderItemId,
    invoice_item_number: smallint(row.invoiceItemNumber),
    item_code_po: row.itemCodePo,
    item_code_nf: row.itemCodeNf,
    description_po: row.descriptionPo,
    description_nf: row.descriptionNf,
    ean_po: row.eanPo,
    ean_nf: row.eanNf,
    quantity_po: numeric(row.quantityPo),
    quantity_nf: numeric(row.quantityNf),
    ncm_po: row.ncmPo,
    ncm_nf: row.ncmNf,
    unit_cost_po: numeric(row.unitCostPo),
    unit_cost_nf: numeric(row.unitCostNf),
    sale_value_po: numeric(row.saleValuePo),
    sale_value_nf: numeric(row.saleValueNf),
    icms_rate_po: numeric(row.icmsRatePo),
    icms_rate_nf: numeric(row.icmsRateNf),
    icms_cst_nf: row.icmsCstNf,
    icms_credit_rate_nf: numeric(row.icmsCreditRateNf),
    ipi_rate_po: numeric(row.ipiRatePo),
    ipi_rate_nf: numeric(row.ipiRateNf),
    // most rows match: an absent key is '[]' in the insert, and a smaller JSON parameter
    ...(row.reasons.length > 0 ? { reasons: row.reasons } : {}),
  };
}
