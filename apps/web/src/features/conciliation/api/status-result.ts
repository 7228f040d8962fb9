import { conciliationResultSchema, selectionOf } from '@portal/domain';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
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
const getConciliationResult = (pedido: number, signal: AbortSignal) =>
  askField(QUERY, { pedido }, { service: 'conciliation', signal, schema: conciliationResultAnswerSchema });

/** An order the user cannot see (or that does not exist) answers 404: the page says so instead of "error". */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 'notFound' || error.code === 'conciliationNotFound')
  );
}

/** The result of /conciliation-status; failures are shown by the page (inline, with a retry). */
export function useConciliationResult(pedido: number | null) {
  return useIdQuery(statusKeys.result(pedido ?? 0), pedido, (id, { signal }) => getConciliationResult(id, signal), {
    staleTime: 0,
  });
}
