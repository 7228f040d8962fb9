import { meResponseSchema, type MeResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/me: who is signed in, with supplier, CD and company names. */
export function getMe(): Promise<MeResponse> {
  return api.get('/auth/me', { service: 'auth', schema: meResponseSchema });
}

export function useMe(token: string | null) {
  return useQuery({ queryKey: ['auth', 'me', token], queryFn: getMe, enabled: token !== null, staleTime: 5 * 60_000 });
}
