import { loadDetailSchema, type LoadDetailDto } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { forgetLoad, loadKeys } from './load-keys';

/** GET /api/carga/detalhe/{id}: 404 when the load does not exist or is not visible to the user. */
export function getLoadDetail(id: number, signal?: AbortSignal): Promise<LoadDetailDto> {
  return api.get(`/carga/detalhe/${id}`, { service: 'loads', notify: false, signal, schema: loadDetailSchema });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The load of /load-details. A 404 removes the load from the cached lists (spec 000 §4: "a 404 on load
 * detail removes the load") and the screen says it no longer exists; other failures get the red toast.
 */
export function useLoadDetail(id: number | null, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: loadKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await getLoadDetail(id!, signal);
      } catch (error) {
        if (isNotFound(error)) forgetLoad(client, id!);
        else if (!isAbortError(error) && !(error instanceof ApiError && error.status === 401)) notifyApiError(error);
        throw error;
      }
    },
    enabled: id !== null && enabled,
    staleTime: 0,
  });
}
