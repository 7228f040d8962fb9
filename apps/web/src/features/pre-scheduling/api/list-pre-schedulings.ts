import { preSchedulingRowSchema, selectionOf, type PreSchedulingRowDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';
import { PRE_SCHEDULING_SERVICE, preSchedulingKeys } from './pre-scheduling-keys';

export const PRE_SCHEDULING_LIST_QUERY = /* GraphQL */ `
  query listarPreAgendamentosDoFornecedor($idFornecedor: Int!) {
    listarPreAgendamentosDoFornecedor(idFornecedor: $idFornecedor) ${selectionOf(preSchedulingRowSchema)}
  }
`;

export const preSchedulingListAnswerSchema = z.object({
  listarPreAgendamentosDoFornecedor: z.array(preSchedulingRowSchema),
});

/** listarPreAgendamentosDoFornecedor (pre-scheduling-list): one provider's pre-schedulings; failures show in place. */
const listPreSchedulings = (idFornecedor: number, signal: AbortSignal): Promise<PreSchedulingRowDto[]> =>
  askField(
    PRE_SCHEDULING_LIST_QUERY,
    { idFornecedor },
    { service: PRE_SCHEDULING_SERVICE, signal, schema: preSchedulingListAnswerSchema },
  );

/** The provider's pre-schedulings; nothing is asked without a provider. */
export function usePreSchedulingList(idFornecedor: number | null) {
  return useQuery({
    queryKey: preSchedulingKeys.list({ idFornecedor: idFornecedor ?? 0 }),
    queryFn: ({ signal }) => listPreSchedulings(idFornecedor ?? 0, signal),
    enabled: idFornecedor !== null,
  });
}
