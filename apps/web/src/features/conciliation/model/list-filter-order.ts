import type { ConciliationOrderBy } from '@portal/domain';

/** The list's columns that sort (each an orderBy key of CONCILIATION_ORDER_BY; '-' in front = descending). */
export const SORTABLE_COLUMNS = ['conciliacao', 'pedido', 'nomeFornecedor', 'dataConciliacao'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export type SortDirection = 'ascending' | 'descending' | 'none';

/** How the list is sorted by a column, for aria-sort and the header's arrow. */
export function sortOf(orderBy: ConciliationOrderBy, column: SortableColumn): SortDirection {
  if (orderBy === column) return 'ascending';
  if (orderBy === `-${column}`) return 'descending';
  return 'none';
}

/** A click on a header: ascending first, then it flips. */
export function nextOrderBy(orderBy: ConciliationOrderBy, column: SortableColumn): ConciliationOrderBy {
  return orderBy === column ? `-${column}` : column;
}
