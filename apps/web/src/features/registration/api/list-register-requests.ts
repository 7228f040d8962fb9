import {
  REGISTER_REQUESTS_PAGE_SIZE,
  registerRequestPageSchema,
  type RegisterRequestFilter,
  type RegisterRequestPage,
} from '@portal/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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

/** Pages of 20; another page exists while the last one says temMais. */
export function useRegisterRequests(filter: RegisterRequestFilter) {
  return useInfiniteQuery({
    queryKey: registrationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listRegisterRequests(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: RegisterRequestPage) => (last.temMais ? last.pagina + 1 : undefined),
    staleTime: 0,
    // a new search keeps the rows on screen (dimmed) until its answer arrives
    placeholderData: keepPreviousData,
  });
}
