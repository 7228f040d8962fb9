import {
  CSV_BOM,
  ORDER_REPORT_COLUMNS,
  csvRow,
  orderCells,
  orderHeaders,
  type Language,
  type PedidoDto,
} from '@portal/domain';

/**
 * The detailed report's CSV (spec 000 §7): the grid's columns in the grid's order, then the detail columns, all
 * defined once in packages/domain (order-columns.ts), headers and names in the reader's language.
 */
export function csvHeader(language: Language): string {
  return CSV_BOM + csvRow(orderHeaders(ORDER_REPORT_COLUMNS, language));
}

export function csvOrderRow(order: PedidoDto, language: Language): string {
  return csvRow(orderCells(ORDER_REPORT_COLUMNS, order, language));
}
