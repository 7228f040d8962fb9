import {
  registerRequestSchema,
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { registerRequestSchema };

/** POST /api/register/. Errors register01/02/04 and requiredField arrive as red toasts. */
export function register(input: RegisterRequest): Promise<RegisterResponse> {
  return api.post('/register/', registerRequestSchema.parse(input), {
    service: 'auth',
    schema: registerResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
