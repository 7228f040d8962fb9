import type { RegisterRequestFilter } from '@portal/domain';

/** Query keys of the link requests (one place, so a decision refreshes exactly the list and the badge). */
export const registrationKeys = {
  all: ['registration'] as const,
  lists: ['registration', 'list'] as const,
  list: (filter: RegisterRequestFilter) => ['registration', 'list', filter] as const,
  pendingCount: ['registration', 'pending-count'] as const,
};

/** The registration calls' routing header. */
export const REGISTRATION_SERVICE = 'registration';
