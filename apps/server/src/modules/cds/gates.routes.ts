import { gateInputSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi';
import { cdContext } from './cd-access';
import { cdRoute, gateSchema } from './cds.schemas';
import { created, idParams } from '../../platform/routes';
import { deleteRoute, listOfCdRoute } from './cd-part-routes';
import * as gateService from './gates.service';

const HOURS_ERRORS =
  'validation 422 (details.field horarios or carga, details.days: days ending before they start, or carga other than 1 ' +
  'without dynamic capacity), gate010 (details.days: open days outside the CD hours)';

/** A CD's gates: /api/portoes. */
export const gateRoutes: FastifyPluginAsyncZod = async (app) => {
  listOfCdRoute(
    app,
    '/portoes',
    "A CD's gates by name with their hours; 404 when it has none",
    gateSchema,
    gateService.listGates,
  );

  app.post(
    '/portoes',
    cdRoute('edit-cd-details', {
      summary: `Registers a gate with its seven weekdays. Errors: ${HOURS_ERRORS}`,
      body: gateInputSchema,
      response: { 201: gateSchema, ...errorResponses(400, 401, 403, 404, 422) },
    }),
    created((request) => gateService.createGate(cdContext(request), request.body)),
  );

  app.put(
    '/portoes/:id',
    cdRoute('edit-cd-details', {
      summary:
        `Changes a gate (its CD never changes: validation 422 on another idCd). Errors: ${HOURS_ERRORS}, ` +
        'gate011/012/014/015 (details.days and details.dates of the bookings from today on the change would break)',
      params: idParams,
      body: gateInputSchema,
      response: { 200: gateSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    async (request) => gateService.updateGate(cdContext(request), request.params.id, request.body),
  );

  deleteRoute(
    app,
    '/portoes',
    'Deletes a gate softly (past bookings keep it). Errors: gate013 (bookings from today on)',
    [400, 401, 403, 404, 409],
    gateService.deleteGate,
  );
};
