import { variationDatesSchema, type VariationDatesDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** GET /api/variacao/maiorData?idPortao= (cd-details): the last day the gate's variations cover (or null) and the earliest Sunday a new one may start. */
export function getVariationDates(idPortao: number): Promise<VariationDatesDto> {
  return api.get('/variacao/maiorData', {
    service: CDS_SERVICE,
    notify: false,
    query: { idPortao },
    schema: variationDatesSchema,
  });
}

export function useVariationDates(idPortao: number, enabled: boolean) {
  return useQuery({
    queryKey: cdKeys.variationDates(idPortao),
    queryFn: () => getVariationDates(idPortao),
    enabled,
    staleTime: 0,
  });
}
