import type { SampleConcessionFilter } from '@portal/domain';

/** Routing header of every sample-concession call. */
export const SAMPLES_SERVICE = 'samples';

/** TanStack Query keys of the area; every key starts with 'samples'. */
export const samplesKeys = {
  all: ['samples'] as const,
  lists: ['samples', 'list'] as const,
  list: (filter: SampleConcessionFilter) => ['samples', 'list', filter] as const,
  one: (id: number) => ['samples', 'concession', id] as const,
};
