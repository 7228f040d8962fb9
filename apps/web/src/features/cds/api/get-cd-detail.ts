import { cdDetailSchema, type CdDetailDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** GET /api/cd/detalhe/{id} (cd-details): the CD and its seven weekdays of hours. */
export function getCdDetail(idCd: number): Promise<CdDetailDto> {
  return api.get(`/cd/detalhe/${idCd}`, { service: CDS_SERVICE, notify: false, schema: cdDetailSchema });
}

export function useCdDetail(idCd: number) {
  return useQuery({
    queryKey: cdKeys.detail(idCd),
    queryFn: () => getCdDetail(idCd),
    enabled: Number.isInteger(idCd) && idCd > 0,
    retry: false,
  });
}
