import { freeGatesSchema, type FreeGatesDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The free places of the load's week: GET /api/agendamento/horariosdisponiveis/{id} (the supplier's terms),
 * or …/horariosdisponiveiscd/{id} for users who may alter any load (admin, logistics: CD-wide, no 28-day limit).
 */
export function getFreePlaces(idCarga: number, cdWide: boolean): Promise<FreeGatesDto> {
  const path = cdWide ? 'horariosdisponiveiscd' : 'horariosdisponiveis';
  return api.get(`/agendamento/${path}/${idCarga}`, { service: 'scheduling', notify: false, schema: freeGatesSchema });
}

export const freePlacesKey = (idCarga: number, cdWide: boolean) =>
  ['scheduling', 'free-places', idCarga, cdWide] as const;

export function useFreePlaces(idCarga: number | null, cdWide: boolean, enabled = true) {
  return useQuery({
    queryKey: freePlacesKey(idCarga ?? 0, cdWide),
    queryFn: () => getFreePlaces(idCarga!, cdWide),
    enabled: idCarga !== null && enabled,
    retry: false,
    staleTime: 0,
  });
}
