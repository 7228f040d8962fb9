import { useQuery, type QueryKey } from '@tanstack/react-query';

/** The query options a page may change: how long an answer stays fresh, whether a failure is asked again. */
export interface IdQueryOptions {
  staleTime?: number;
  retry?: boolean | ((failureCount: number, error: Error) => boolean);
}

/**
 * A query about the one row a page shows (an order, a provider, a concession), by its id: nothing is asked while
 * there is no id (a new row, or none chosen yet). `fetch` gets TanStack's context: one that reads its `signal`
 * makes the query abortable (a remount cancels and asks again), one that does not keeps the first answer.
 */
export function useIdQuery<Id, T>(
  queryKey: QueryKey,
  id: Id | null,
  fetch: (id: Id, context: { readonly signal: AbortSignal }) => Promise<T>,
  options: IdQueryOptions = {},
) {
  return useQuery({
    queryKey,
    queryFn: (context) => fetch(id as Id, context),
    enabled: id !== null,
    ...options,
  });
}
