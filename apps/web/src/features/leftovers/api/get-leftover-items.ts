import { leftoverItemsAnswerSchema, type LeftoverItemsAnswer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restos-sobras/itens/{orderId}: the items with what each allows, and the record when one exists. */
export function getLeftoverItems(orderId: number): Promise<LeftoverItemsAnswer> {
  return api.get(`/restos-sobras/itens/${orderId}`, {
    service: 'leftovers',
    notify: false,
    schema: leftoverItemsAnswerSchema,
  });
}

export const leftoverItemsKey = (orderId: number) => ['leftovers', 'items', orderId] as const;

export function useLeftoverItems(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: leftoverItemsKey(orderId),
    queryFn: () => getLeftoverItems(orderId),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
