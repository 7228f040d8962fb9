import {
  loadDetailSchema,
  type AssembleLoadInput,
  type LoadDetailDto,
  type LoadOrdersChangeInput,
  type ScheduleCancelInput,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { forgetLoad, loadKeys, refreshAfterLoadChange } from './load-keys';

/*
 * The changes of a load. Refusals (errorStatus, loadDetails010, scheduling014…) come back as catalogue
 * codes and the API client shows their translated text as a red toast; callers show success.
 */

/** POST /api/carga/montarcarga/: the new load. */
export function assembleLoad(input: AssembleLoadInput): Promise<LoadDetailDto> {
  return api.post('/carga/montarcarga/', input, { service: 'loads', schema: loadDetailSchema });
}

/** POST /api/carga/adicionarpedido: the load with the orders in. */
export function addLoadOrders(input: LoadOrdersChangeInput): Promise<LoadDetailDto> {
  return api.post('/carga/adicionarpedido', input, { service: 'loads', schema: loadDetailSchema });
}

/** POST /api/carga/removerpedido: the load without the orders. */
export function removeLoadOrders(input: LoadOrdersChangeInput): Promise<LoadDetailDto> {
  return api.post('/carga/removerpedido', input, { service: 'loads', schema: loadDetailSchema });
}

/** DELETE /api/carga/apagar/{id}: 204. */
export async function deleteLoad(idCarga: number): Promise<void> {
  await api.delete(`/carga/apagar/${idCarga}`, { service: 'loads', schema: noContent });
}

/** DELETE /api/agendamento/cancelarAgendamento/ with {idCarga, idAgendamento}: 204. */
export async function cancelSchedule(input: ScheduleCancelInput): Promise<void> {
  await api.delete('/agendamento/cancelarAgendamento/', { service: 'scheduling', body: input, schema: noContent });
}

export function useAssembleLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assembleLoad,
    onSuccess: async (load) => {
      client.setQueryData(loadKeys.detail(load.idCarga), load);
      await refreshAfterLoadChange(client);
    },
  });
}

/** Orders in or out of a load: the answer is the load as it now is. */
export function useChangeLoadOrders(kind: 'add' | 'remove') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: kind === 'add' ? addLoadOrders : removeLoadOrders,
    onSuccess: async (load) => {
      client.setQueryData(loadKeys.detail(load.idCarga), load);
      await refreshAfterLoadChange(client);
    },
  });
}

export function useDeleteLoad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLoad,
    onSuccess: async (_answer, idCarga) => {
      forgetLoad(client, idCarga);
      await refreshAfterLoadChange(client);
    },
  });
}

export function useCancelSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSchedule,
    onSuccess: async (_answer, { idCarga }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: loadKeys.detail(idCarga) }),
        refreshAfterLoadChange(client),
      ]);
    },
  });
}
