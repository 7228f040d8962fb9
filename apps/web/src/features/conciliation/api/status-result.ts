import { conciliationResultSchema, selectionOf, type ConciliationResultDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { readOrderConciliation } from './conciliation-read';
import { statusKeys } from './status-keys';

export const QUERY = /* GraphQL */ `
  query buscarResultadoConciliacaoPorPedido($pedido: Int!) {
    buscarResultadoConciliacaoPorPedido(pedido: $pedido) ${selectionOf(conciliationResultSchema)}
  }
`;

export const conciliationResultAnswerSchema = z.object({
  buscarResultadoConciliacaoPorPedido: conciliationResultSchema.nullable(),
});

/** buscarResultadoConciliacaoPorPedido(pedido): the order's newest conciliation (cancelled too), or null. */
export async function getConciliationResult(
  pedido: number,
  signal?: AbortSignal,
): Promise<ConciliationResultDto | null> {
  const data = await readOrderConciliation(QUERY, conciliationResultAnswerSchema, pedido, signal);
  return data.buscarResultadoConciliacaoPorPedido;
}

/** An order the user cannot see (or that does not exist) answers 404: the page says so instead of "error". */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 'notFound' || error.code === 'conciliationNotFound')
  );
}

/** The result of /conciliation-status; failures are shown by the page (inline, with a retry). */
export function useConciliationResult(pedido: number | null) {
  return useQuery({
    queryKey: statusKeys.result(pedido ?? 0),
    queryFn: ({ signal }) => getConciliationResult(pedido!, signal),
    enabled: pedido !== null,
    staleTime: 0,
  });
}
