import type { QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';
import { useIdQuery, type IdQueryOptions } from './id-query';
import { askQuietly } from './quiet-read';

/**
 * `pedidoPorId` asked for a page about one order (its head, what the invoice screen decides with), by a document
 * of that one field: null (an unknown order, or one the user may not see) becomes notFound. Errors show inline.
 */
export async function askOrderById<T>(
  query: string,
  idPedido: number,
  options: { schema: ZodType<{ pedidoPorId: T | null }>; signal?: AbortSignal },
): Promise<T> {
  const data = await askQuietly(query, { idPedido: String(idPedido) }, { service: 'orders', ...options });
  if (!data.pedidoPorId) throw new ApiError('notFound', 404, '');
  return data.pedidoPorId;
}

/**
 * A query about the page's order (`useIdQuery`): a failure is not retried, since the page shows it with its own
 * retry button.
 */
export function useOrderQuery<Id, T>(
  queryKey: QueryKey,
  idPedido: Id | null,
  fetch: (idPedido: Id, context: { readonly signal: AbortSignal }) => Promise<T>,
  options: IdQueryOptions = {},
) {
  return useIdQuery(queryKey, idPedido, fetch, { retry: false, ...options });
}

/**
 * The page's order asked by a `pedidoPorId` document (`askOrderById`): its pick of the order, or notFound; nothing
 * is asked while there is no order id, and a failure is shown by the page, not retried.
 */
export function useOrderById<T>(
  queryKey: QueryKey,
  idPedido: number | null,
  document: { query: string; schema: ZodType<{ pedidoPorId: T | null }> },
  options: IdQueryOptions = {},
) {
  return useOrderQuery(
    queryKey,
    idPedido,
    (id, { signal }) => askOrderById(document.query, id, { schema: document.schema, signal }),
    options,
  );
}
