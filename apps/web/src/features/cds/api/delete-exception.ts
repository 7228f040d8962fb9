import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** DELETE /api/excecoes/{id} (edit-cd-details): 204. */
export function deleteException(id: number): Promise<void> {
  return api.delete(`/excecoes/${id}`, { service: CDS_SERVICE, notify: false, schema: noContent });
}

export function useDeleteException(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteException,
    onSuccess: () => client.invalidateQueries({ queryKey: cdKeys.exceptions(idCd) }),
  });
}
