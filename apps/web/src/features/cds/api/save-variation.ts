import { gateVariationSchema, type GateVariationInput } from '@portal/domain';
import { cdKeys } from './cd-keys';
import { saveCdRow, useCdMutation } from './cd-mutation';

/** POST /api/variacao/ (201, new) or PUT /api/variacao/{id} (edit-cd-details); the gate's weeks change too. */
export function useSaveVariation(idPortao: number) {
  return useCdMutation(
    ({ input, id }: { input: GateVariationInput; id?: number }) =>
      saveCdRow('/variacao', input, id, gateVariationSchema),
    [cdKeys.variations(idPortao), cdKeys.variationDates(idPortao)],
  );
}
