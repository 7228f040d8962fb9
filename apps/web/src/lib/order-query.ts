import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { graphql } from './api-client';

/**
 * A GraphQL question asked by a page about one order (its head, its items, its detail): without a toast, since
 * these pages show a failure inline with a retry, and checked against the answer's schema.
 */
export function askQuietly<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { service: string; schema: ZodType<T>; signal?: AbortSignal },
): Promise<T> {
  return graphql(query, variables, { ...options, notify: false });
}

/**
 * A query about the page's order: nothing is asked while there is no order id, and a failure is not retried
 * (the page shows it with its own retry button). `fetch` gets TanStack's context: one that reads its `signal`
 * makes the query abortable (a remount cancels and asks again), one that does not keeps the first answer.
 */
export function useOrderQuery<Id, T>(
  queryKey: QueryKey,
  idPedido: Id | null,
  fetch: (idPedido: Id, context: { readonly signal: AbortSignal }) => Promise<T>,
  options: { staleTime?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: (context) => fetch(idPedido as Id, context),
    enabled: idPedido !== null,
    retry: false,
    ...options,
  });
}
