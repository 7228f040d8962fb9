import { registerRequestDecisionSchema, type RegisterRequestDecision } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REGISTRATION_SERVICE, registrationKeys } from './registration-keys';

/** POST /api/register-requests/{id}/approve: the user is linked from its next sign-in. */
export function approveRegisterRequest(id: number): Promise<RegisterRequestDecision> {
  return api.post(`/register-requests/${id}/approve`, undefined, {
    service: REGISTRATION_SERVICE,
    schema: registerRequestDecisionSchema,
  });
}

/** POST /api/register-requests/{id}/refuse with the reason the user will read. */
export function refuseRegisterRequest({
  id,
  motivo,
}: {
  id: number;
  motivo: string;
}): Promise<RegisterRequestDecision> {
  return api.post(
    `/register-requests/${id}/refuse`,
    { motivo },
    { service: REGISTRATION_SERVICE, schema: registerRequestDecisionSchema },
  );
}

/**
 * A decision refreshes the lists and the badge, whether it went through or the request had been decided
 * meanwhile (registerRequestDecided, shown as a red toast): either way the row on screen is out of date.
 */
function useDecision<T>(decide: (input: T) => Promise<RegisterRequestDecision>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

export const useApproveRegisterRequest = () => useDecision(approveRegisterRequest);
export const useRefuseRegisterRequest = () => useDecision(refuseRegisterRequest);
