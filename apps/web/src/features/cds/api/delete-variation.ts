import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** DELETE /api/variacao/{id} (edit-cd-details): 204; variation012 when a booking falls in its week. */
export function deleteVariation(id: number): Promise<void> {
  return api.delete(`/variacao/${id}`, { service: CDS_SERVICE, notify: false, schema: noContent });
}

export function useDeleteVariation(idPortao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVariation,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: cdKeys.variations(idPortao) });
      await client.invalidateQueries({ queryKey: cdKeys.variationDates(idPortao) });
    },
  });
}
