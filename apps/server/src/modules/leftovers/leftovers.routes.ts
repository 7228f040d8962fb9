import { leftoverItemsAnswerSchema, leftoverRecordSchema, leftoverRequestSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';
import { errorResponses } from '../../platform/openapi';
import * as leftoverService from './leftovers.service';

const bearer = [{ bearer: [] }];

/** resto/sobra (spec 001 §4 and §7): the items of an order that allow a leftover, and the one record per order. */
export const leftoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restos-sobras/itens/:orderId',
    {
      preHandler: requirePermission('resto-sobra'),
      schema: {
        tags: ['leftovers'],
        summary: "An order's items with the most each allows as leftover, and its record when one exists",
        security: bearer,
        params: z.object({ orderId: z.coerce.number().int().positive() }),
        response: { 200: leftoverItemsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      leftoverService.getLeftoverItems(
        { db: app.database.db, user: request.user!, requestId: request.id },
        request.params.orderId,
      ),
  );

  app.post(
    '/restos-sobras',
    {
      preHandler: requirePermission('resto-sobra'),
      schema: {
        tags: ['leftovers'],
        summary: "Records an order's leftovers (once per order)",
        security: bearer,
        body: leftoverRequestSchema,
        response: { 201: leftoverRecordSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const saved = await leftoverService.saveLeftover(
        { db: app.database.db, user: request.user!, requestId: request.id },
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );
};
