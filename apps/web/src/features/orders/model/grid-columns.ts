import { ORDER_LIST_COLUMNS, type OrderColumnKey } from '@portal/domain';

/** The grid's columns in the spec's order (packages/domain order-columns.ts), the two conciliation sides as one. */
export const GRID_COLUMNS: readonly OrderColumnKey[] = [
  ...ORDER_LIST_COLUMNS.map((c) => c.key).filter((key) => key !== 'commercial' && key !== 'fiscal'),
  'conciliation',
];

/** The order number opens the order: it is always shown. */
export const FIXED_COLUMNS: ReadonlySet<OrderColumnKey> = new Set(['order']);

/**
 * What a person sees before choosing (issue 18: at 1440 px Fornecedor and Conciliação hid behind the scroll), so
 * that the default fits a 1440 px screen. A supplier sees only its own orders, so the supplier column repeats its own
 * name on every row; the sample's origin order concerns few orders. Users who search across suppliers
 * (filter-provider) keep the supplier column and leave out the issue date and the nature instead (the week and the
 * delivery say when; nearly every order is Normal). Everything stays one tick away in the column chooser.
 */
export function defaultHiddenColumns(canFilterProvider: boolean): readonly OrderColumnKey[] {
  return canFilterProvider ? ['issueDate', 'nature', 'sampleOrigin'] : ['sampleOrigin', 'provider'];
}

/** The columns shown: the grid's order, minus the hidden ones (the fixed ones always stay). */
export function visibleColumns(hidden: readonly string[]): OrderColumnKey[] {
  return GRID_COLUMNS.filter((key) => FIXED_COLUMNS.has(key) || !hidden.includes(key));
}

/** The hidden list after ticking or unticking one column, in the grid's order (so equal choices store equally). */
export function withColumn(hidden: readonly string[], key: OrderColumnKey, shown: boolean): OrderColumnKey[] {
  return GRID_COLUMNS.filter((k) => !FIXED_COLUMNS.has(k) && (k === key ? !shown : hidden.includes(k)));
}

/**
 * How wide each column's content is at the grid's font (px, the wider of pt-BR and en-US, measured by the browser
 * journey e2e/orders-keyboard): the grid scrolls sideways below their sum.
 */
const COLUMN_WIDTH: Readonly<Record<string, number>> = {
  order: 75,
  parts: 60,
  issueDate: 90,
  status: 123,
  nature: 102,
  sampleOrigin: 160,
  weekYear: 102,
  dc: 104,
  brand: 84,
  loads: 67,
  delivery: 129,
  provider: 170,
  conciliation: 100,
};

/** The checkbox column and the visible columns' widths. */
export function gridMinWidth(columns: readonly OrderColumnKey[]): number {
  return columns.reduce((sum, key) => sum + (COLUMN_WIDTH[key] ?? 100), 40);
}
