import type { LocalizedContext } from '../../platform/context';
import { areaRoute } from '../../platform/routes';

/** Who asks, in which language, over which database: what every conciliation service (reconcile, status, list, report) takes. */
export type ConciliationContext = LocalizedContext;

/** The options of the area's REST routes (tag `conciliation`, bearer, the permission checked first). */
export const conciliationRoute = areaRoute('conciliation');
