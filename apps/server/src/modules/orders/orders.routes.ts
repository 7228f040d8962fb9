import { detailedReportQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';
import { errorResponses } from '../../platform/openapi';
import * as ordersService from './orders.service';

const bearer = [{ bearer: [] }];

/** REST side of the orders area: the detailed CSV report of the inquiry (spec 000 §7). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedido/relatorio-detalhado',
    {
      preHandler: requirePermission('main'),
      schema: {
        tags: ['orders'],
        summary: 'Detailed CSV report of the orders the user may see (every filter of the inquiry, max 2000), streamed',
        security: bearer,
        querystring: detailedReportQuerySchema,
        response: {
          200: z.string().describe('text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy, --- for empty cells'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const stream = await ordersService.detailedReport(app.database.db, request.user!, request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="relatorio-pedidos.csv"')
          .header('cache-control', 'no-store')
          // a stream is piped as is: Fastify never runs the serializer on it
          .send(stream as unknown as string)
      );
    },
  );
};
