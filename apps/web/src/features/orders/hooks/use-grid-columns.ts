import { useLocalStorage } from '@mantine/hooks';
import type { OrderColumnKey } from '@portal/domain';
import { defaultHiddenColumns, GRID_COLUMNS, visibleColumns, withColumn } from '../model/grid-columns';

/** The browser remembers the columns a person chose for the grid (not the session: it outlives sign-out). */
export const GRID_COLUMNS_STORAGE_KEY = 'orders.grid.hiddenColumns';

function parseHidden(value: string | undefined): string[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter(
      (key): key is string => typeof key === 'string' && GRID_COLUMNS.includes(key as OrderColumnKey),
    );
  } catch {
    return null;
  }
}

/** The grid's visible columns: the person's choice once made, else the profile's default (model/grid-columns.ts). */
export function useGridColumns(canFilterProvider: boolean) {
  const [stored, setStored, removeStored] = useLocalStorage<string[] | null>({
    key: GRID_COLUMNS_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: parseHidden,
  });
  const hidden = stored ?? defaultHiddenColumns(canFilterProvider);
  return {
    visible: visibleColumns(hidden),
    /** the person chose (else the default shows) */
    chosen: stored !== null,
    toggle: (key: OrderColumnKey, shown: boolean) => setStored(withColumn(hidden, key, shown)),
    reset: removeStored,
  };
}
