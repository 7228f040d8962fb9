import { z } from 'zod';
import { intSchema as int, positiveIdInput } from '../shared/contract-fields';
import { canAcceptOrder } from './order-actions';
import type { OrderStatus } from './order-status';

/**
 * Bulk acceptance on /main (issue 18): the selection's N and M orders accepted in one call, each by the single
 * acceptance's rule (canAcceptOrder) and in its own transaction, with a result per order.
 */

/** Orders per confirmarCienciaPedidos call: five grid pages of 40, and a bound on one request's transactions. */
export const ORDER_BULK_ACCEPT_MAX = 200;

/** confirmarCienciaPedidos(idsPedido): repeated ids count once. */
export const bulkAcceptArgsSchema = z.object({
  idsPedido: z.array(positiveIdInput).min(1).max(ORDER_BULK_ACCEPT_MAX),
});
export type BulkAcceptArgs = z.infer<typeof bulkAcceptArgsSchema>;

/** GraphQL `ResultadoCienciaPedido`: one order's outcome; a refusal carries the error code and its message. */
export const resultadoCienciaPedidoSchema = z
  .object({
    idPedido: int,
    aceito: z.boolean(),
    codigoErro: z.string().nullable().describe('The error catalogue code of a refusal (notFound, …); null if accepted'),
    mensagem: z.string().nullable().describe("The refusal's message in the request's language; null if accepted"),
  })
  .describe('The outcome of accepting one order of confirmarCienciaPedidos');
export type ResultadoCienciaPedidoDto = z.infer<typeof resultadoCienciaPedidoSchema>;

/** Why the bulk acceptance button is unavailable; the web shows it as the button's tooltip. */
export type BulkAcceptBlock = 'permission' | 'selectAtLeastOne' | 'noneAcceptable' | 'tooMany';

export type BulkAcceptCheck<T> = { allowed: true; acceptable: T[] } | { allowed: false; reason: BulkAcceptBlock };

/** The selected orders the single acceptance would take (status N or M, permission aceite-pedido), in order. */
export function acceptableOrders<T extends { status: OrderStatus }>(
  selected: readonly T[],
  permissions: readonly string[],
): T[] {
  return selected.filter((order) => canAcceptOrder(order.status, permissions));
}

/**
 * Whether the selection may be accepted in bulk, and which of its orders: at least one must be acceptable (the
 * others are left out and said so), and no more than ORDER_BULK_ACCEPT_MAX.
 */
export function checkBulkAccept<T extends { status: OrderStatus }>(
  selected: readonly T[],
  permissions: readonly string[],
): BulkAcceptCheck<T> {
  if (!permissions.includes('aceite-pedido')) return { allowed: false, reason: 'permission' };
  if (selected.length === 0) return { allowed: false, reason: 'selectAtLeastOne' };
  const acceptable = acceptableOrders(selected, permissions);
  if (acceptable.length === 0) return { allowed: false, reason: 'noneAcceptable' };
  if (acceptable.length > ORDER_BULK_ACCEPT_MAX) return { allowed: false, reason: 'tooMany' };
  return { allowed: true, acceptable };
}
