import { cdKeys } from './cd-keys';
import { deleteCdRow, useCdMutation } from './cd-mutation';

/** DELETE /api/portoes/{id} (edit-cd-details): 204; gate013 while the gate has bookings from today on. */
export function useDeleteGate(idCd: number) {
  return useCdMutation((idPortao: number) => deleteCdRow(`/portoes/${idPortao}`), [cdKeys.gates(idCd)]);
}
