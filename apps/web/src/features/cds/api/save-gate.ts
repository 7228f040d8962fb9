import { gateSchema, type GateInput } from '@portal/domain';
import { cdKeys } from './cd-keys';
import { saveCdRow, useCdMutation } from './cd-mutation';

/** POST /api/portoes/ (201, new) or PUT /api/portoes/{id} (edit-cd-details). */
export function useSaveGate(idCd: number) {
  return useCdMutation(
    ({ input, idPortao }: { input: GateInput; idPortao?: number }) =>
      saveCdRow('/portoes', input, idPortao, gateSchema),
    [cdKeys.gates(idCd)],
  );
}
