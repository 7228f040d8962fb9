import { conciliationHistoryEntrySchema, selectionOf, type ConciliationHistoryEntryDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readOrderConciliation } from './conciliation-read';
import { statusKeys } from './status-keys';

export const QUERY = /* GraphQL */ `
  query buscarHistoricoReprovacaoConciliacaoPorPedido($pedido: Int!) {
    buscarHistoricoReprovacaoConciliacaoPorPedido(pedido: $pedido) ${selectionOf(conciliationHistoryEntrySchema)}
  }
`;

export const conciliationHistoryAnswerSchema = z.object({
  buscarHistoricoReprovacaoConciliacaoPorPedido: z.array(conciliationHistoryEntrySchema),
});

/** buscarHistoricoReprovacaoConciliacaoPorPedido(pedido): rejections, conditional results, cancellations… */
export async function getConciliationHistory(
  pedido: number,
  signal?: AbortSignal,
): Promise<ConciliationHistoryEntryDto[]> {
  const data = await readOrderConciliation(QUERY, conciliationHistoryAnswerSchema, pedido, signal);
  return data.buscarHistoricoReprovacaoConciliacaoPorPedido;
}

/** The history, fetched when the modal opens (and again on each opening: it changes with every action). */
export function useConciliationHistory(pedido: number, enabled: boolean) {
  return useQuery({
    queryKey: statusKeys.history(pedido),
    queryFn: ({ signal }) => getConciliationHistory(pedido, signal),
    enabled,
    staleTime: 0,
  });
}
