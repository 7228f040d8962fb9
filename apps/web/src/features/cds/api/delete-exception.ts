import { cdKeys } from './cd-keys';
import { deleteCdRow, useCdMutation } from './cd-mutation';

/** DELETE /api/excecoes/{id} (edit-cd-details): 204. */
export function useDeleteException(idCd: number) {
  return useCdMutation((id: number) => deleteCdRow(`/excecoes/${id}`), [cdKeys.exceptions(idCd)]);
}
