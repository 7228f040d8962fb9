import { gateVariationSchema, type GateVariationDto, type GateVariationInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** POST /api/variacao/ (201, new) or PUT /api/variacao/{id} (edit-cd-details). */
export function saveVariation(input: GateVariationInput, id?: number): Promise<GateVariationDto> {
  return id === undefined
    ? api.post('/variacao/', input, { service: CDS_SERVICE, notify: false, schema: gateVariationSchema })
    : api.put(`/variacao/${id}`, input, { service: CDS_SERVICE, notify: false, schema: gateVariationSchema });
}

export function useSaveVariation(idPortao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: GateVariationInput; id?: number }) => saveVariation(input, id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: cdKeys.variations(idPortao) });
      await client.invalidateQueries({ queryKey: cdKeys.variationDates(idPortao) });
    },
  });
}
