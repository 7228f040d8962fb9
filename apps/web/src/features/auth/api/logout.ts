import { signOutResponseSchema, type SignOutResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/auth/logout: the server revokes the token, so no copy of it (another tab, a stolen one) works on. */
export function logout(): Promise<SignOutResponse> {
  return api.post('/auth/logout', undefined, { service: 'auth', schema: signOutResponseSchema, notify: false });
}
