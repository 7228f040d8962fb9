import type { CdListItemDto } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadKeys } from './load-keys';

/** GET /api/cd/listar (permission cd-list): the CDs an internal user picks from to see their loads. */
export function listCds(signal?: AbortSignal): Promise<CdListItemDto[]> {
  return api.get('/cd/listar', { service: 'cds', signal });
}

export function useLoadCds(enabled: boolean) {
  return useQuery({
    queryKey: loadKeys.cds,
    queryFn: ({ signal }) => listCds(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
