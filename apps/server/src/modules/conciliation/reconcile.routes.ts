import { conciliationIdSchema, fiscalCheckResultSchema, reconcileConfigSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth';
import { errorResponses } from '../../platform/openapi';
import { restContext } from './conciliation.context';
import * as reconcileService from './reconcile.service';

const bearer = [{ bearer: [] }];

/**
 * REST of reconcile (spec 000 §4, §7): the fiscal step, the conditional acceptance and the reconcile
 * flow's waits. Routes parse and delegate; permissions per spec 000 §6.
 */
export const reconcileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/conciliacao',
    {
      preHandler: requirePermission('reconcile'),
      schema: {
        tags: ['conciliation'],
        summary: 'The waits (ms) of the reconcile flow before the commercial and the fiscal step (RECONCILE_PAUSES_MS)',
        security: bearer,
        response: { 200: reconcileConfigSchema, ...errorResponses(401, 403) },
      },
    },
    async () => reconcileService.reconcileConfig(app.config),
  );

  app.post(
    '/conciliacaofiscal/conciliacaoFiscal',
    {
      preHandler: requirePermission('reconcile'),
      schema: {
        tags: ['conciliation'],
        summary:
          'The fiscal step of a conciliation whose commercial side is 2 and fiscal 0: 2, 3 (blocking) or 4 (conditional). Errors: conciliationNotFound, conciliationStepNotAllowed',
        security: bearer,
        body: conciliationIdSchema,
        response: { 200: fiscalCheckResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reconcileService.checkFiscal(restContext(app, request), request.body),
  );

  app.post(
    '/conciliacaofiscal/conciliacaoCondicional',
    {
      preHandler: requirePermission('btn-conciliate-conditional'),
      schema: {
        tags: ['conciliation'],
        summary:
          'Accepts a conditional conciliation (commercial 2, fiscal 4): fiscal becomes 2. Errors: conciliationNotFound, conditionalNotAllowed',
        security: bearer,
        body: conciliationIdSchema,
        response: { 200: fiscalCheckResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reconcileService.acceptConditional(restContext(app, request), request.body),
  );
};
