import { registerRequestPendingCountSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REGISTRATION_SERVICE, registrationKeys } from './registration-keys';

/** GET /api/register-requests/pending-count: how many requests await a decision (the menu badge). */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  const answer = await api.get('/register-requests/pending-count', {
    service: REGISTRATION_SERVICE,
    schema: registerRequestPendingCountSchema,
    signal,
    // a badge that cannot load is simply not shown
    notify: false,
  });
  return answer.pendentes;
}

/** The pending count, for users who may decide requests only; asked again every minute and on focus. */
export function usePendingRegisterRequestCount(enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.pendingCount,
    queryFn: ({ signal }) => getPendingCount(signal),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? 60_000 : false,
    retry: false,
  });
}
