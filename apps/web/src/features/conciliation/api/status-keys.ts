import type { QueryClient } from '@tanstack/react-query';

/** TanStack Query keys of /conciliation-status; every key of the area starts with 'conciliation'. */
export const statusKeys = {
  all: ['conciliation'] as const,
  result: (pedido: number) => ['conciliation', 'result', pedido] as const,
  history: (pedido: number) => ['conciliation', 'history', pedido] as const,
};

/**
 * Keys of the orders area whose rows show the conciliation dots (the grid and order options). Named here,
 * not imported, because areas do not import each other.
 */
export const ORDER_KEYS = [
  ['orders', 'list'],
  ['orders', 'detail'],
  // the order head of /reconcile (lib/order-head.ts), refreshed with the area's queries as before
  ['orders', 'head'],
] as const;

/**
 * After a conciliation changed (cancelled, accepted, observation): the order's result and history reload,
 * and every list that shows conciliations (the area's list, the orders' dots) goes stale.
 */
export async function refreshAfterConciliationChange(client: QueryClient, pedido: number): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: statusKeys.result(pedido) }),
    client.invalidateQueries({ queryKey: statusKeys.history(pedido) }),
    client.invalidateQueries({ queryKey: ['conciliation', 'list'] }),
    ...ORDER_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}
