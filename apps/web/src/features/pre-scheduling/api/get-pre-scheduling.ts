import { preSchedulingSchema, selectionOf, type PreSchedulingDto } from '@portal/domain';
import { z } from 'zod';
import { useIdQuery } from '../../../lib/id-query';
import { askField } from '../../../lib/quiet-read';
import { PRE_SCHEDULING_SERVICE, preSchedulingKeys } from './pre-scheduling-keys';

export const PRE_SCHEDULING_QUERY = /* GraphQL */ `
  query buscarPreAgendamentoPorId($idPreAgendamento: Int!) {
    buscarPreAgendamentoPorId(idPreAgendamento: $idPreAgendamento) ${selectionOf(preSchedulingSchema)}
  }
`;

export const preSchedulingAnswerSchema = z.object({ buscarPreAgendamentoPorId: preSchedulingSchema });

/** buscarPreAgendamentoPorId (the spec's buscarPorId, A1): one pre-scheduling; 404 when unknown. */
const getPreScheduling = (idPreAgendamento: number, signal: AbortSignal): Promise<PreSchedulingDto> =>
  askField(
    PRE_SCHEDULING_QUERY,
    { idPreAgendamento },
    { service: PRE_SCHEDULING_SERVICE, signal, schema: preSchedulingAnswerSchema },
  );

/** The pre-scheduling; nothing is asked for a new one (no id). */
export function usePreScheduling(idPreAgendamento: number | null) {
  return useIdQuery(
    preSchedulingKeys.detail(idPreAgendamento ?? 0),
    idPreAgendamento,
    (id, { signal }) => getPreScheduling(id, signal),
    { staleTime: 0 },
  );
}
