import type { SubcontractorFilter } from '@portal/domain';
import { registerKeys } from '../../../lib/query-keys';

/** Routing header of the subcontractor calls. */
export const SUBCONTRACTORS_SERVICE = 'subcontractors';

/** Query keys of the subcontractor screens (one place, so a change refreshes exactly what it touched). */
export const subcontractorKeys = registerKeys<SubcontractorFilter>('subcontractors');
