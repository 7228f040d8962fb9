import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useUrlFilters, type UrlFilterSchema, type UrlFilterValues, type UrlFilters } from './use-url-filters';

/** What a list's filter form gives: the filter the server reads, or why the form cannot be searched. */
export type FilterParse<F, P> = { ok: true; filter: F } | { ok: false; problem: P };

/** A paged list's answer: its rows under `itens` (shared/paging.ts `listPageOf`). */
interface Page<R> {
  itens: readonly R[];
}

export interface ListSearchOptions<T extends UrlFilterValues<T>, F, P, R> {
  /** The filter form as the URL keeps it (useUrlFilters). */
  schema: UrlFilterSchema<T>;
  defaults: T;
  /** The form's filter, or its problem (the same check the server makes); a module function. */
  parse: (form: T) => FilterParse<F, P>;
  /** The filter the list shows when the URL's values do not parse. */
  fallback: F;
  /** The list's paged query for a filter (a TanStack infinite query). */
  useList: (filter: F) => UseInfiniteQueryResult<InfiniteData<Page<R>>>;
}

export interface ListSearch<T extends UrlFilterValues<T>, F, P, R> {
  filters: UrlFilters<T>;
  /** The applied filter (the URL's). */
  filter: F;
  /** Why the last search was refused (shown on the form), or null. */
  problem: P | null;
  setProblem: (problem: P | null) => void;
  list: UseInfiniteQueryResult<InfiniteData<Page<R>>>;
  /** Every row of the loaded pages, in order. */
  rows: R[];
  /** The search: a refused form shows its problem; a new search pushes a history entry, the same one asks again. */
  search: () => void;
  /** Every field back to its default (and the list asked again when that changes nothing). */
  clear: () => void;
  /** The first page of this filter is loading (nothing of it on screen yet). */
  firstLoad: boolean;
  /** A search is running (not a next page): the search button spins. */
  busy: boolean;
}

const sameFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A filtered, paged list's search: the applied filters in the URL (shareable, kept by Back), the form as their draft
 * until Search, the form's problem, and the list's pages. Every filtered list uses it (/conciliation-list,
 * /register-requests, /order-sample-list, /provider-list, /subcontractor-list).
 */
export function useListSearch<T extends UrlFilterValues<T>, F, P, R>(
  options: ListSearchOptions<T, F, P, R>,
): ListSearch<T, F, P, R> {
  const { schema, defaults, parse, fallback, useList } = options;
  const filters = useUrlFilters(schema, defaults);
  const [problem, setProblem] = useState<P | null>(null);
  const filter = useMemo(() => {
    const result = parse(filters.applied);
    return result.ok ? result.filter : fallback;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parse and fallback are the page's constants
  }, [filters.applied]);
  const list = useList(filter);
  const rows = list.data?.pages.flatMap((page) => page.itens) ?? [];

  const search = () => {
    const result = parse(filters.draft);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    if (!filters.apply() || sameFilter(result.filter, filter)) void list.refetch();
  };

  const clear = () => {
    setProblem(null);
    if (!filters.reset()) void list.refetch();
  };

  const busy = list.isFetching && !list.isFetchingNextPage;
  const firstLoad = list.isPending || (busy && rows.length === 0);
  return { filters, filter, problem, setProblem, list, rows, search, clear, firstLoad, busy };
}

/** A parse for a form that is always valid: every applied form is a filter (`filterOf` a module function). */
export function alwaysValid<T, F>(filterOf: (form: T) => F): (form: T) => FilterParse<F, never> {
  return (form) => ({ ok: true, filter: filterOf(form) });
}

/**
 * The options of a list whose form is always a filter (/provider-list, /subcontractor-list): `filterOf` (a module
 * function) parses every form, and the empty form's filter stands in when the URL's values do not parse.
 */
export function alwaysValidSearch<T extends UrlFilterValues<T>, F, R>(
  schema: UrlFilterSchema<T>,
  defaults: T,
  filterOf: (form: T) => F,
  useList: ListSearchOptions<T, F, never, R>['useList'],
): ListSearchOptions<T, F, never, R> {
  return { schema, defaults, parse: alwaysValid(filterOf), fallback: filterOf(defaults), useList };
}
