import { preSchedulingSchema, selectionOf, type PreSchedulingDto } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
import type { PreSchedulingPayload } from '../model/pre-scheduling-form';
import { PRE_SCHEDULING_SERVICE, preSchedulingKeys } from './pre-scheduling-keys';

export const CREATE_PRE_SCHEDULING_MUTATION = /* GraphQL */ `
  mutation criarPreAgendamento($preAgendamento: PreAgendamentoInput!) {
    criarPreAgendamento(preAgendamento: $preAgendamento) ${selectionOf(preSchedulingSchema)}
  }
`;
export const createPreSchedulingAnswerSchema = z.object({ criarPreAgendamento: preSchedulingSchema });

export const UPDATE_PRE_SCHEDULING_MUTATION = /* GraphQL */ `
  mutation atualizarPreAgendamento($idPreAgendamento: Int!, $preAgendamento: PreAgendamentoInput!) {
    atualizarPreAgendamento(idPreAgendamento: $idPreAgendamento, preAgendamento: $preAgendamento) ${selectionOf(preSchedulingSchema)}
  }
`;
export const updatePreSchedulingAnswerSchema = z.object({ atualizarPreAgendamento: preSchedulingSchema });

/**
 * criarPreAgendamento (no id) or atualizarPreAgendamento (spec 001 §4 "An existing record is edited, otherwise one is
 * created"): the saved pre-scheduling. The form words a refusal itself, so the client does not toast it.
 */
export function savePreScheduling(
  preAgendamento: PreSchedulingPayload,
  idPreAgendamento: number | null,
): Promise<PreSchedulingDto> {
  return idPreAgendamento === null
    ? graphqlField(
        CREATE_PRE_SCHEDULING_MUTATION,
        { preAgendamento },
        { service: PRE_SCHEDULING_SERVICE, notify: false, schema: createPreSchedulingAnswerSchema },
      )
    : graphqlField(
        UPDATE_PRE_SCHEDULING_MUTATION,
        { idPreAgendamento, preAgendamento },
        { service: PRE_SCHEDULING_SERVICE, notify: false, schema: updatePreSchedulingAnswerSchema },
      );
}

export function useSavePreScheduling(idPreAgendamento: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PreSchedulingPayload) => savePreScheduling(input, idPreAgendamento),
    onSuccess: (saved) => {
      client.setQueryData(preSchedulingKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: preSchedulingKeys.lists });
    },
  });
}
