import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openNfeReader } from './nfe-reader';
import { reconcileRoutes } from './reconcile.routes';
import { reportRoutes } from './report.routes';
import { statusRoutes } from './status.routes';
import { openUploadLimit } from './upload-limit';

/**
 * The conciliation area's REST routes, by part: reconcile (fiscal step, conditional acceptance, the flow's
 * config), status (invoice XML, RFM) and report (seal, report PDF). The list is GraphQL only.
 */
export const conciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  // uploads take turns; the NF-e reader's threads live as long as the app
  openUploadLimit(app, app.config.RECONCILE_MAX_UPLOADS, app.config.RECONCILE_UPLOAD_REST);
  app.addHook('onClose', openNfeReader(app.config.NFE_READER_THREADS, { warm: app.config.NODE_ENV !== 'test' }));
  await app.register(reconcileRoutes);
  await app.register(statusRoutes);
  await app.register(reportRoutes);
};
