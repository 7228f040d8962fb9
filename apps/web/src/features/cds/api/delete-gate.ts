import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** DELETE /api/portoes/{id} (edit-cd-details): 204; gate013 while the gate has bookings from today on. */
export function deleteGate(idPortao: number): Promise<void> {
  return api.delete(`/portoes/${idPortao}`, { service: CDS_SERVICE, notify: false, schema: noContent });
}

export function useDeleteGate(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGate,
    onSuccess: () => client.invalidateQueries({ queryKey: cdKeys.gates(idCd) }),
  });
}
