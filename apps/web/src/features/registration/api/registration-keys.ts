import type { RegisterRequestFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Query keys of the link requests (one place, so a decision refreshes exactly the list and the badge). */
export const registrationKeys = {
  ...registerKeys<RegisterRequestFilter>('registration'),
  pendingCount: ['registration', 'pending-count'] as const,
};

/** The registration calls' routing header. */
export const REGISTRATION_SERVICE = 'registration';
