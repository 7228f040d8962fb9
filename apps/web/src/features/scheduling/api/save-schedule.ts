import { scheduleInputSchema, scheduleSchema, type ScheduleDto, type ScheduleInput } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SaveScheduleRequest {
  input: ScheduleInput;
  /** the current booking: the call moves it */
  idAgendamento: number | null;
}

/**
 * POST /api/agendamento/salvarAgendamento/ books the load (201); …/salvarAgendamento/{idAgendamento}
 * moves its booking (200). Errors come back to the page, which shows them and refreshes the places.
 */
export function saveSchedule({ input, idAgendamento }: SaveScheduleRequest): Promise<ScheduleDto> {
  const path = idAgendamento ? `/agendamento/salvarAgendamento/${idAgendamento}` : '/agendamento/salvarAgendamento/';
  return api.post(path, scheduleInputSchema.parse(input), {
    service: 'scheduling',
    notify: false,
    schema: scheduleSchema,
  });
}

export function useSaveSchedule() {
  return useMutation({ mutationFn: saveSchedule });
}
