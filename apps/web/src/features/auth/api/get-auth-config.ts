import { authConfigSchema, type AuthConfig } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/config: whether the corporate SSO is offered. A failure simply hides the SSO button. */
export function getAuthConfig(): Promise<AuthConfig> {
  return api.get('/auth/config', { service: 'auth', schema: authConfigSchema, auth: false, notify: false });
}

export function useAuthConfig() {
  return useQuery({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: Infinity, retry: false });
}
