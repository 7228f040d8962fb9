import {
  leftoverRecordSchema,
  leftoverRequestSchema,
  type LeftoverRecordDto,
  type LeftoverRequest,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leftoverItemsKey } from './get-leftover-items';

/** POST /api/restos-sobras (201). Errors come back to the modal, which shows the server's language segment. */
export function saveLeftover(input: LeftoverRequest): Promise<LeftoverRecordDto> {
  return api.post('/restos-sobras', leftoverRequestSchema.parse(input), {
    service: 'leftovers',
    notify: false,
    schema: leftoverRecordSchema,
  });
}

export function useSaveLeftover(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLeftover,
    onSettled: () => client.invalidateQueries({ queryKey: leftoverItemsKey(orderId) }),
  });
}
