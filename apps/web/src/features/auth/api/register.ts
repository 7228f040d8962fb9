import {
  registerRequestSchema,
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registerRequestKey } from './get-register-request';

export { registerRequestSchema };

/**
 * POST /api/register/: sends a link request (registerRequested); an Admin approves it. Errors register01/02/04,
 * registerAlreadyLinked, registerRequestPending and requiredField arrive as red toasts.
 */
export function register(input: RegisterRequest): Promise<RegisterResponse> {
  return api.post('/register/', registerRequestSchema.parse(input), {
    service: 'auth',
    schema: registerResponseSchema,
  });
}

/** After a request was sent (or refused as already pending) the page reads the user's request again. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSettled: () => client.invalidateQueries({ queryKey: registerRequestKey }),
  });
}
