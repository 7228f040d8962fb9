import { loginRequestSchema, tokenResponseSchema, type LoginRequest, type TokenResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { loginRequestSchema };

/** POST /api/auth/login. Errors (wrongLoginOrPassword, tooManyAttempts) are shown inline by the form. */
export function login(input: LoginRequest): Promise<TokenResponse> {
  return api.post('/auth/login', loginRequestSchema.parse(input), {
    service: 'auth',
    schema: tokenResponseSchema,
    auth: false,
    notify: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
