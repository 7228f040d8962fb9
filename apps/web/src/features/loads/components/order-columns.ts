import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';

/** The columns that hold figures: aligned right, in the header as in the rows. */
const FIGURES = new Set(['quantity', 'pieces', 'volumes']);

/** The header of a table of orders (a load's, or those that may join it): each key's text under `prefix`. */
export function orderColumns(t: TFunction, prefix: string, keys: readonly string[]): DataTableColumn[] {
  return keys.map((key) => (FIGURES.has(key) ? { label: t(`${prefix}.${key}`), ta: 'right' } : t(`${prefix}.${key}`)));
}
