import { cdKeys } from './cd-keys';
import { deleteCdRow, useCdMutation } from './cd-mutation';

/** DELETE /api/variacao/{id} (edit-cd-details): 204; variation012 when a booking falls in its week. */
export function useDeleteVariation(idPortao: number) {
  return useCdMutation(
    (id: number) => deleteCdRow(`/variacao/${id}`),
    [cdKeys.variations(idPortao), cdKeys.variationDates(idPortao)],
  );
}
