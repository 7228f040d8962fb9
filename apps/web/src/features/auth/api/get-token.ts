import { getTokenRequestSchema, tokenResponseSchema, type TokenResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

export { getTokenRequestSchema };

const inFlight = new Map<string, Promise<TokenResponse>>();

/**
 * POST /api/auth/gettoken. The key is single-use, so a second call with the same key while the first
 * is under way (the gateway re-mounted by StrictMode) shares the first call instead of spending the key twice.
 */
export function getToken(chave: string): Promise<TokenResponse> {
  const existing = inFlight.get(chave);
  if (existing) return existing;
  const request = api.post('/auth/gettoken', getTokenRequestSchema.parse({ chave }), {
    service: 'auth',
    schema: tokenResponseSchema,
    auth: false,
    notify: false,
  });
  inFlight.set(chave, request);
  const forget = () => inFlight.delete(chave);
  request.then(forget, forget);
  return request;
}
