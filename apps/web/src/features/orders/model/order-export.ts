import {
  csvDocument,
  ORDER_LIST_COLUMNS,
  orderCells,
  orderHeaders,
  orderNatureName,
  type Language,
} from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';
import type { OrderRow } from '../api/order-row';

export const ORDERS_CSV_FILE = 'pedidos.csv';
export const ORDERS_PDF_FILE = 'pedidos.pdf';

/** The nature in the screen's language (packages/domain order-column-texts.ts); an unknown value as it came. */
export function natureLabel(nature: string, language: Language = currentLanguage()): string {
  return orderNatureName(nature, language);
}

/**
 * CSV of spec 000 §9 (semicolon, BOM, '---', neutralised formulas) of the given orders: the grid's columns as
 * packages/domain defines them (order-columns.ts), the same as the server's detailed report and list PDF.
 */
export function ordersCsv(orders: readonly OrderRow[], language: Language = currentLanguage()): string {
  return csvDocument(
    orderHeaders(ORDER_LIST_COLUMNS, language),
    orders.map((order) => orderCells(ORDER_LIST_COLUMNS, order, language)),
  );
}
