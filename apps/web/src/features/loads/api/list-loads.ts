import { loadListItemSchema, type LoadListItemDto, type LoadListType } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { loadKeys } from './load-keys';

export interface LoadListTarget {
  type: LoadListType;
  id: number;
}

/** GET /api/carga/listar/{type}/{id}: a supplier's loads (fornecedor) or a CD's (cd). */
export function listLoads({ type, id }: LoadListTarget, signal?: AbortSignal): Promise<LoadListItemDto[]> {
  // the screen shows a failure in place (with a retry); a 401 still runs the session-expired flow
  return api.get(`/carga/listar/${type}/${id}`, {
    service: 'loads',
    notify: false,
    signal,
    schema: z.array(loadListItemSchema),
  });
}

export function useLoadList(target: LoadListTarget | null) {
  return useQuery({
    queryKey: target ? loadKeys.list(target.type, target.id) : ['loads', 'list', 'none'],
    queryFn: ({ signal }) => listLoads(target!, signal),
    enabled: target !== null,
    // loads change from /load-details and /scheduling: the list is fetched again on each visit
    staleTime: 0,
  });
}
