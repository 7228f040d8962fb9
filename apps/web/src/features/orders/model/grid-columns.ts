import { ORDER_LIST_COLUMNS, type OrderColumnKey } from '@portal/domain';

/** The grid's columns in the spec's order (packages/domain order-columns.ts), the two conciliation sides as one. */
export const GRID_COLUMNS: readonly OrderColumnKey[] = [
  ...ORDER_LIST_COLUMNS.map((c) => c.key).filter((key) => key !== 'commercial' && key !== 'fiscal'),
  'conciliation',
];

/** The order number opens the order: it is always shown. */
export const FIXED_COLUMNS: ReadonlySet<OrderColumnKey> = new Set(['order']);

/**
 * What a person sees before choosing (issue 18: at 1440 px Fornecedor and Conciliação hid behind the scroll). A
 * supplier sees only its own orders, so the supplier column repeats its own name on every row; the sample's
 * origin order concerns few orders. Both stay one tick away in the column chooser. Users who filter by supplier
 * (filter-provider) keep the supplier column.
 */
export function defaultHiddenColumns(canFilterProvider: boolean): readonly OrderColumnKey[] {
  return canFilterProvider ? ['sampleOrigin'] : ['sampleOrigin', 'provider'];
}

/** The columns shown: the grid's order, minus the hidden ones (the fixed ones always stay). */
export function visibleColumns(hidden: readonly string[]): OrderColumnKey[] {
  return GRID_COLUMNS.filter((key) => FIXED_COLUMNS.has(key) || !hidden.includes(key));
}

/** The hidden list after ticking or unticking one column, in the grid's order (so equal choices store equally). */
export function withColumn(hidden: readonly string[], key: OrderColumnKey, shown: boolean): OrderColumnKey[] {
  return GRID_COLUMNS.filter((k) => !FIXED_COLUMNS.has(k) && (k === key ? !shown : hidden.includes(k)));
}

/** About how wide each column's content is at the grid's font (px): the grid scrolls sideways below their sum. */
const COLUMN_WIDTH: Readonly<Record<string, number>> = {
  order: 70,
  parts: 60,
  issueDate: 90,
  status: 140,
  nature: 100,
  sampleOrigin: 150,
  weekYear: 90,
  dc: 110,
  brand: 90,
  loads: 70,
  delivery: 130,
  provider: 170,
  conciliation: 100,
};

/** The checkbox column and the visible columns' widths. */
export function gridMinWidth(columns: readonly OrderColumnKey[]): number {
  return columns.reduce((sum, key) => sum + (COLUMN_WIDTH[key] ?? 100), 40);
}
