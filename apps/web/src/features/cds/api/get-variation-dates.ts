import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** The last day the gate's variations cover (or null) and the earliest Sunday a new one may start. */
export interface VariationDates {
  maiorData: string | null;
  dataMinima: string;
}

/** GET /api/variacao/maiorData?idPortao= (cd-details). */
export function getVariationDates(idPortao: number): Promise<VariationDates> {
  return api.get<VariationDates>('/variacao/maiorData', {
    service: CDS_SERVICE,
    notify: false,
    query: { idPortao },
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
