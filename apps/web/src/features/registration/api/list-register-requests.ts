import {
  REGISTER_REQUESTS_PAGE_SIZE,
  registerRequestPageSchema,
  type RegisterRequestFilter,
  type RegisterRequestPage,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list-query';
import { REGISTRATION_SERVICE, registrationKeys } from './registration-keys';

/** GET /api/register-requests (register-requests): one page, from 0, of the requests matching the filter. */
export function listRegisterRequests(
  filter: RegisterRequestFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<RegisterRequestPage> {
  return api.get('/register-requests', {
    service: REGISTRATION_SERVICE,
    schema: registerRequestPageSchema,
    query: { ...filter, pagina, max: REGISTER_REQUESTS_PAGE_SIZE },
    signal,
    // the screen shows a failure in place, with a retry
    notify: false,
  });
}

/** Pages of 20. */
export function useRegisterRequests(filter: RegisterRequestFilter) {
  return usePagedList(registrationKeys.list(filter), (pagina, signal) => listRegisterRequests(filter, pagina, signal));
}
