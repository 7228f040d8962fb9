import type { QueryClient } from '@tanstack/react-query';
import { ORDER_KEYS } from './status-keys';

/** TanStack Query keys of /reconcile; every key starts with 'conciliation', the area's prefix. */
export const reconcileKeys = {
  config: ['conciliation', 'config'] as const,
  current: (idPedido: number) => ['conciliation', 'reconcile-current', idPedido] as const,
  pendingStep: (idPedido: number) => ['conciliation', 'reconcile-pending-step', idPedido] as const,
};

/**
 * After a check wrote a conciliation (any outcome): every conciliation query of the area (this page's,
 * the status page's, the list's) and the orders' dots go stale. The config stays: it never changes.
 */
export async function refreshAfterReconcile(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({
      queryKey: ['conciliation'],
      predicate: (query) => query.queryKey[1] !== 'config',
    }),
    ...ORDER_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}
