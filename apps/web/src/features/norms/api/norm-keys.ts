import { registerKeys } from '../../../lib/query-keys';

/** Routing header of the norm calls. */
export const NORMS_SERVICE = 'norms';

/** Query keys of the norm screens; a list's filter is whether only the active norms are asked. */
export const normKeys = registerKeys<{ ativas: boolean }>('norms');
