import { cdDetailSchema, type CdDetailDto, type CdHoursInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** PUT /api/cd/editarHorario/{id} (edit-cd-details): the seven weekdays; answers the CD. */
export function saveCdHours(idCd: number, input: CdHoursInput): Promise<CdDetailDto> {
  return api.put(`/cd/editarHorario/${idCd}`, input, { service: CDS_SERVICE, notify: false, schema: cdDetailSchema });
}

export function useSaveCdHours(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CdHoursInput) => saveCdHours(idCd, input),
    onSuccess: (cd) => client.setQueryData(cdKeys.detail(idCd), cd),
  });
}
