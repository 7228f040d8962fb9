import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUrlFilters, type UrlFilters, type UrlFilterSchema, type UrlFilterValues } from './use-url-filters';

/** A page of a paged listing (the domain's listPageOf): its rows, its number and whether another follows. */
export interface ListPage<Row> {
  itens: Row[];
  pagina: number;
  temMais: boolean;
}

export type PagedListQuery<Row> = UseInfiniteQueryResult<InfiniteData<ListPage<Row>>>;

export interface FilteredList<T extends UrlFilterValues<T>, F, Row> {
  /** The form (draft) and the URL's applied values. */
  filters: UrlFilters<T>;
  /** What the list asks the server for: the applied values read by the page's `filterOf`. */
  filter: F;
  list: PagedListQuery<Row>;
  /** Every row of the loaded pages, in order. */
  rows: Row[];
  /** Search: the draft into the URL (a history entry); the same search again asks the server again. */
  search: () => void;
  /** Every field back to its default (and the list asked again when it already was). */
  clear: () => void;
  /** A search is running (not a next page): the search button spins. */
  busy: boolean;
  /** The first page, or a new search with nothing on screen yet, is loading. */
  loading: boolean;
}

/**
 * A list page's filters kept in the URL (`useUrlFilters`) over a paged listing (`useList`, an infinite query whose
 * pages say `temMais`): what /provider-list and /subcontractor-list share. `filterOf` must be a module function.
 */
export function useFilteredList<T extends UrlFilterValues<T>, F, Row>(
  schema: UrlFilterSchema<T>,
  defaults: T,
  filterOf: (form: T) => F,
  useList: (filter: F) => PagedListQuery<Row>,
): FilteredList<T, F, Row> {
  const filters = useUrlFilters(schema, defaults);
  const filter = useMemo(() => filterOf(filters.applied), [filterOf, filters.applied]);
  const list = useList(filter);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.itens) ?? [], [list.data]);
  const same = (a: F, b: F) => JSON.stringify(a) === JSON.stringify(b);

  const search = () => {
    if (!filters.apply() || same(filterOf(filters.draft), filter)) void list.refetch();
  };
  const clear = () => {
    if (!filters.reset()) void list.refetch();
  };

  return {
    filters,
    filter,
    list,
    rows,
    search,
    clear,
    busy: list.isFetching && !list.isFetchingNextPage,
    loading: list.isPending || (list.isFetching && !list.isFetchingNextPage && rows.length === 0),
  };
}
