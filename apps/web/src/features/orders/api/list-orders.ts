import { ORDER_LIST_DEBOUNCE_MS, ORDER_PAGE_SIZE, selectionOf, type OrderFilter } from '@portal/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, graphql, isAbortError, notifyApiError } from '../../../lib/api-client';
import { orderRowSchema, type OrderRow } from './order-row';

/** Order filter toasts stay up to 300000 ms (spec 000 §8, §9). */
export const ORDER_LIST_TOAST_MS = 300_000;

export const listOrdersAnswerSchema = z.object({ listarPedidos: z.array(orderRowSchema) });

export const LIST_ORDERS = /* GraphQL */ `
  query ListarPedidos($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) ${selectionOf(orderRowSchema)}
  }
`;

/** listarPedidos(pagina, filtro, max): one page of the orders the user may see (pagina from 0). */
export async function listOrders(
  pagina: number,
  filtro: OrderFilter,
  max: number = ORDER_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<OrderRow[]> {
  try {
    const data = await graphql(
      LIST_ORDERS,
      { pagina, filtro, max },
      { service: 'orders', signal, notify: false, schema: listOrdersAnswerSchema },
    );
    return data.listarPedidos;
  } catch (error) {
    // the client already ran the session-expired flow for a 401; other errors get the long-lived toast
    const expired = error instanceof ApiError && (error.status === 401 || error.code === 'sessionExpired');
    if (!expired && !isAbortError(error))
      notifyApiError(error, { autoClose: ORDER_LIST_TOAST_MS, id: 'orders-list-error' });
    throw error;
  }
}

export const orderListKey = (filter: OrderFilter) => ['orders', 'list', filter] as const;

/**
 * The grid's pages. The filter is debounced (spec 000 §9: 100 ms) so a burst of searches sends one
 * request; more pages exist while the last page returned items (spec 000 §4).
 */
export function useOrderList(filter: OrderFilter) {
  const [debounced] = useDebouncedValue(filter, ORDER_LIST_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    queryKey: orderListKey(debounced),
    queryFn: ({ pageParam }) => listOrders(pageParam, debounced, ORDER_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length > 0 ? all.length : undefined),
    // a search (or Clear) always shows fresh orders; a cached list shows meanwhile
    staleTime: 0,
  });
  return { ...query, filter: debounced, settling: debounced !== filter };
}
