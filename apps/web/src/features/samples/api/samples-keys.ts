import type { SampleConcessionFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Routing header of every sample-concession call. */
export const SAMPLES_SERVICE = 'samples';

/** TanStack Query keys of the area; every key starts with 'samples'. */
export const samplesKeys = registerKeys<SampleConcessionFilter>('samples');
