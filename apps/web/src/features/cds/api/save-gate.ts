import type { GateDto, GateInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** POST /api/portoes/ (201, new) or PUT /api/portoes/{id} (edit-cd-details). */
export function saveGate(input: GateInput, idPortao?: number): Promise<GateDto> {
  return idPortao === undefined
    ? api.post<GateDto>('/portoes/', input, { service: CDS_SERVICE, notify: false })
    : api.put<GateDto>(`/portoes/${idPortao}`, input, { service: CDS_SERVICE, notify: false });
}

export function useSaveGate(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idPortao }: { input: GateInput; idPortao?: number }) => saveGate(input, idPortao),
    onSuccess: () => client.invalidateQueries({ queryKey: cdKeys.gates(idCd) }),
  });
}
