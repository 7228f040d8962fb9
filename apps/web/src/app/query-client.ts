import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Errors are already shown by the API client; an error answer is never retried, a network failure once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
