import type { ZodType } from 'zod';
import { graphql } from '../../../lib/api-client';

/**
 * A GraphQL read of one order's conciliation (its current one, its history…), parsed with its contract; the
 * page shows a failure inline, so nothing is notified.
 */
export function readOrderConciliation<T>(
  query: string,
  schema: ZodType<T>,
  pedido: number,
  signal?: AbortSignal,
): Promise<T> {
  return graphql(query, { pedido }, { service: 'conciliation', notify: false, signal, schema });
}
