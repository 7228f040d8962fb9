import { registerKeys } from '../../../lib/query-keys';

/** Routing header of the pre-scheduling calls. */
export const PRE_SCHEDULING_SERVICE = 'pre-scheduling';

/** Query keys of the pre-scheduling screens; a list is one provider's. */
export const preSchedulingKeys = {
  ...registerKeys<{ idFornecedor: number }>('pre-scheduling'),
  references: ['pre-scheduling', 'references'] as const,
  companies: ['companies'] as const,
};
