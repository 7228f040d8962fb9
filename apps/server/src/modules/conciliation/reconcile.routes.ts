import { conciliationIdSchema, fiscalCheckResultSchema, reconcileConfigSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi';
import { localizedContext } from '../../platform/context';
import { conciliationRoute } from './conciliation.context';
import * as reconcileService from './reconcile.service';

/** The fiscal step and the conditional acceptance: a conciliation's id, answered with its fiscal result after. */
const fiscalStep = {
  body: conciliationIdSchema,
  response: { 200: fiscalCheckResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

/**
 * REST of reconcile (spec 000 §4, §7): the fiscal step, the conditional acceptance and the reconcile
 * flow's waits. Routes parse and delegate; permissions per spec 000 §6.
 */
export const reconcileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/conciliacao',
    conciliationRoute('reconcile', {
      summary: 'The waits (ms) of the reconcile flow before the commercial and the fiscal step (RECONCILE_PAUSES_MS)',
      response: { 200: reconcileConfigSchema, ...errorResponses(401, 403) },
    }),
    async () => reconcileService.reconcileConfig(app.config),
  );

  app.post(
    '/conciliacaofiscal/conciliacaoFiscal',
    conciliationRoute('reconcile', {
      summary:
        'The fiscal step of a conciliation whose commercial side is 2 and fiscal 0: 2, 3 (blocking) or 4 (conditional). Errors: conciliationNotFound, conciliationStepNotAllowed',
      ...fiscalStep,
    }),
    async (request) => reconcileService.checkFiscal(localizedContext(request), request.body),
  );

  app.post(
    '/conciliacaofiscal/conciliacaoCondicional',
    conciliationRoute('btn-conciliate-conditional', {
      summary:
        'Accepts a conditional conciliation (commercial 2, fiscal 4): fiscal becomes 2. Errors: conciliationNotFound, conditionalNotAllowed',
      ...fiscalStep,
    }),
    async (request) => reconcileService.acceptConditional(localizedContext(request), request.body),
  );
};
