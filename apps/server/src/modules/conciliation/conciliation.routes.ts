import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checksRoutes } from './checks.routes';
import { openNfeReader } from './nfe-reader';
import { openUploadLimit } from './upload-limit';
import { recordsRoutes } from './records.routes';

/**
 * The conciliation area's REST routes: the checks (fiscal step, conditional acceptance, the flow's config)
 * and the records (invoice XML, RFM, seal, report).
 */
export const conciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  // uploads take turns; the NF-e reader's threads live as long as the app
  openUploadLimit(app, app.config.RECONCILE_MAX_UPLOADS, app.config.RECONCILE_UPLOAD_REST);
  app.addHook('onClose', openNfeReader(app.config.NFE_READER_THREADS, { warm: app.config.NODE_ENV !== 'test' }));
  await app.register(checksRoutes);
  await app.register(recordsRoutes);
};
