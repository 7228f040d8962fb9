import type { SubcontractorFilter } from '@portal/domain';

/** Routing header of the subcontractor calls. */
export const SUBCONTRACTORS_SERVICE = 'subcontractors';

/** Query keys of the subcontractor screens (one place, so a change refreshes exactly what it touched). */
export const subcontractorKeys = {
  all: ['subcontractors'] as const,
  lists: ['subcontractors', 'list'] as const,
  list: (filter: SubcontractorFilter) => ['subcontractors', 'list', filter] as const,
  detail: (id: number) => ['subcontractors', 'detail', id] as const,
  providers: (id: number) => ['subcontractors', 'providers', id] as const,
  providersToLink: (id: number, nome: string) => ['subcontractors', 'providers-to-link', id, nome] as const,
};
