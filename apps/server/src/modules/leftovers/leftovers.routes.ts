import { leftoverItemsAnswerSchema, leftoverRecordSchema, leftoverRequestSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { errorResponses } from '../../platform/openapi';
import { areaRoute, created, positiveId } from '../../platform/routes';
import * as leftoverService from './leftovers.service';

const leftoverRoute = areaRoute('leftovers');

/** resto/sobra (spec 001 §4 and §7): the items of an order that allow a leftover, and the one record per order. */
export const leftoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restos-sobras/itens/:orderId',
    leftoverRoute('resto-sobra', {
      summary: "An order's items with the most each allows as leftover, and its record when one exists",
      params: z.object({ orderId: positiveId }),
      response: { 200: leftoverItemsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => leftoverService.getLeftoverItems(serviceContext(request), request.params.orderId),
  );

  app.post(
    '/restos-sobras',
    leftoverRoute('resto-sobra', {
      summary: "Records an order's leftovers (once per order)",
      body: leftoverRequestSchema,
      response: { 201: leftoverRecordSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
    }),
    created((request) => leftoverService.saveLeftover(serviceContext(request), request.body)),
  );
};
