import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** What a paged answer says of itself (domain shared/paging.ts `listPageOf`): its number and whether more follow. */
interface PageInfo {
  pagina: number;
  temMais: boolean;
}

/**
 * A filtered list's pages, from `firstPage` (each list's contract says 0 or 1): another page exists while the last
 * one says temMais. Rows change on other screens, so every visit or search asks again; a new search keeps the rows
 * on screen (dimmed) until its answer arrives. `fetchPage` shows its own failures (the list's retry line).
 */
export function usePagedList<P extends PageInfo>(
  queryKey: QueryKey,
  fetchPage: (pagina: number, signal: AbortSignal) => Promise<P>,
  firstPage = 0,
  /** false while the list cannot be asked yet (what it lists is still loading) */
  enabled = true,
) {
  return useInfiniteQuery({
    enabled,
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: P) => (last.temMais ? last.pagina + 1 : undefined),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
