import {
  cancelConciliationSchema,
  conciliationResultSchema,
  fiscalCheckResultSchema,
  saveObservationSchema,
  selectionOf,
  type CancelConciliationInput,
  type FiscalCheckResultDto,
  type SaveObservationInput,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, graphql } from '../../../lib/api-client';
import { refreshAfterConciliationChange } from './status-keys';

/*
 * The changes made from /conciliation-status. Cancel and observation show the server's own text when
 * refused (spec 000 §8): they call with notify false and the page toasts serverErrorText. Each success
 * reloads the result and the history.
 */

const cancelledSchema = conciliationResultSchema.pick({ id: true, cancelada: true });
const observedSchema = conciliationResultSchema.pick({ id: true, observacao: true });

export const CANCEL = /* GraphQL */ `
  mutation cancelarConciliacao($orderId: Int!, $motivoCancelamento: String!) {
    cancelarConciliacao(orderId: $orderId, motivoCancelamento: $motivoCancelamento) ${selectionOf(cancelledSchema)}
  }
`;

export const OBSERVATION = /* GraphQL */ `
  mutation salvarObservacao($orderId: Int!, $observacao: String!) {
    salvarObservacao(orderId: $orderId, observacao: $observacao) ${selectionOf(observedSchema)}
  }
`;

export const cancelAnswerSchema = z.object({ cancelarConciliacao: cancelledSchema });
export const observationAnswerSchema = z.object({ salvarObservacao: observedSchema });

/** cancelarConciliacao(orderId, motivoCancelamento): the order's current conciliation. */
export async function cancelConciliation(input: CancelConciliationInput): Promise<void> {
  await graphql(CANCEL, cancelConciliationSchema.parse(input), {
    service: 'conciliation',
    notify: false,
    schema: cancelAnswerSchema,
  });
}

/** salvarObservacao(orderId, observacao): '' clears it. */
export async function saveObservation(input: SaveObservationInput): Promise<void> {
  await graphql(OBSERVATION, saveObservationSchema.parse(input), {
    service: 'conciliation',
    notify: false,
    schema: observationAnswerSchema,
  });
}

/** POST /api/conciliacaofiscal/conciliacaoCondicional {idConciliacao}: refusals get the client's red toast. */
export function acceptConditional(idConciliacao: number): Promise<FiscalCheckResultDto> {
  return api.post(
    '/conciliacaofiscal/conciliacaoCondicional',
    { idConciliacao },
    {
      service: 'conciliation',
      schema: fiscalCheckResultSchema,
    },
  );
}

function useConciliationChange<T>(pedido: number, change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => refreshAfterConciliationChange(client, pedido),
  });
}

export function useCancelConciliation(pedido: number) {
  return useConciliationChange(pedido, cancelConciliation);
}

export function useSaveObservation(pedido: number) {
  return useConciliationChange(pedido, saveObservation);
}

export function useAcceptConditional(pedido: number) {
  return useConciliationChange(pedido, acceptConditional);
}
