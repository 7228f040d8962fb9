import { conciliationHistoryEntrySchema, selectionOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';
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
const getConciliationHistory = (pedido: number, signal: AbortSignal) =>
  askField(QUERY, { pedido }, { service: 'conciliation', signal, schema: conciliationHistoryAnswerSchema });

/** The history, fetched when the modal opens (and again on each opening: it changes with every action). */
export function useConciliationHistory(pedido: number, enabled: boolean) {
  return useQuery({
    queryKey: statusKeys.history(pedido),
    queryFn: ({ signal }) => getConciliationHistory(pedido, signal),
    enabled,
    staleTime: 0,
  });
}
