import { registerKeys } from '../../../lib/query-keys';
import type { ProviderFilter } from '../model/provider-filter';

/** Routing header of the provider calls. */
export const PROVIDERS_SERVICE = 'providers';

/** Query keys of the provider screens (one place, so a change refreshes exactly what it touched). */
export const providerKeys = registerKeys<ProviderFilter>('providers');
