import { loadDetailSchema, type LoadDetailDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/carga/detalhe/{id}: whether the load is booked (idAgendamento, gate, date, time), its week and CD. */
export function getLoad(idCarga: number): Promise<LoadDetailDto> {
  return api.get(`/carga/detalhe/${idCarga}`, { service: 'loads', notify: false, schema: loadDetailSchema });
}

export const schedulingLoadKey = (idCarga: number) => ['scheduling', 'load', idCarga] as const;

export function useSchedulingLoad(idCarga: number | null) {
  return useQuery({
    queryKey: schedulingLoadKey(idCarga ?? 0),
    queryFn: () => getLoad(idCarga!),
    enabled: idCarga !== null,
    retry: false,
    staleTime: 0,
  });
}
