import { ownRegisterRequestResponseSchema, type RegisterRequestView } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const registerRequestKey = ['register', 'request'] as const;

/** GET /api/register/request: the signed-in user's newest link request, or null when it never sent one. */
export async function getRegisterRequest(signal?: AbortSignal): Promise<RegisterRequestView | null> {
  const answer = await api.get('/register/request', {
    service: 'auth',
    schema: ownRegisterRequestResponseSchema,
    signal,
    // the page shows a failure in place, with a retry
    notify: false,
  });
  return answer.solicitacao;
}

/** Asked only with an incomplete token: a complete one leaves /register at once. */
export function useRegisterRequest(enabled: boolean) {
  return useQuery({
    queryKey: registerRequestKey,
    queryFn: ({ signal }) => getRegisterRequest(signal),
    enabled,
    staleTime: 0,
  });
}
