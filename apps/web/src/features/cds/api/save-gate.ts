import { gateSchema, type GateDto, type GateInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** POST /api/portoes/ (201, new) or PUT /api/portoes/{id} (edit-cd-details). */
export function saveGate(input: GateInput, idPortao?: number): Promise<GateDto> {
  return idPortao === undefined
    ? api.post('/portoes/', input, { service: CDS_SERVICE, notify: false, schema: gateSchema })
    : api.put(`/portoes/${idPortao}`, input, { service: CDS_SERVICE, notify: false, schema: gateSchema });
}

export function useSaveGate(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idPortao }: { input: GateInput; idPortao?: number }) => saveGate(input, idPortao),
    onSuccess: () => client.invalidateQueries({ queryKey: cdKeys.gates(idCd) }),
  });
}
