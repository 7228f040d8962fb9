import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checksRoutes } from './checks.routes';
import { recordsRoutes } from './records.routes';

/**
 * The conciliation area's REST routes: the checks (fiscal step, conditional acceptance, the flow's config)
 * and the records (invoice XML, RFM, seal, report).
 */
export const conciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checksRoutes);
  await app.register(recordsRoutes);
};
