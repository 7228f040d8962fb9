import { gateVariationInputSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/openapi';
import { cdContext } from './cd-access';
import { cdRoute, gateVariationSchema, variationDatesSchema } from './cds.schemas';
import { created, idParams, positiveId as gateId } from '../../platform/routes';
import { deleteRoute } from './cd-part-routes';
import * as variationService from './variations.service';

const INPUT_ERRORS =
  'variation004 (not a Sunday), validation 422 (details.field dataInicial with details.min: before the next Sunday; ' +
  'dataFinal other than dataInicial + 6; details.days: days ending before they start or carga other than 1 without ' +
  'dynamic capacity), gate010 (details.days: hours outside the CD hours), variation011 (the gate has a variation that week)';

/** A gate's hours replaced for one week: /api/variacao. */
export const variationRoutes: FastifyPluginAsyncZod = async (app) => {
  // registered before /variacao/:idPortao (static segments win in the router anyway; this keeps the intent visible)
  app.get(
    '/variacao/maiorData',
    cdRoute('cd-details', {
      summary: "The last day the gate's variations cover (null when none) and the earliest Sunday a new one may start",
      querystring: z.object({ idPortao: gateId }),
      response: { 200: variationDatesSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => variationService.variationDates(cdContext(request), request.query.idPortao),
  );

  app.get(
    '/variacao/:idPortao',
    cdRoute('cd-details', {
      summary: "A gate's variations by start date; 404 variation010 when it has none",
      params: z.object({ idPortao: gateId }),
      response: { 200: z.array(gateVariationSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => variationService.listVariations(cdContext(request), request.params.idPortao),
  );

  app.post(
    '/variacao',
    cdRoute('edit-cd-details', {
      summary: `Registers a variation for one week. Errors: ${INPUT_ERRORS}, variation013 (bookings that week)`,
      body: gateVariationInputSchema,
      response: { 201: gateVariationSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    created((request) => variationService.createVariation(cdContext(request), request.body)),
  );

  app.put(
    '/variacao/:id',
    cdRoute('edit-cd-details', {
      summary: `Changes a variation (its gate never changes). Errors: ${INPUT_ERRORS}, variation012 (a booking in its week)`,
      params: idParams,
      body: gateVariationInputSchema,
      response: { 200: gateVariationSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    async (request) => variationService.updateVariation(cdContext(request), request.params.id, request.body),
  );

  deleteRoute(
    app,
    '/variacao',
    'Deletes a variation. Errors: variation012 (a booking in its week)',
    [400, 401, 403, 404, 409],
    variationService.deleteVariation,
  );
};
