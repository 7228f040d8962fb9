import { CHART_MAX_BYTES, chartImportedSchema, chartUploadSchema, measurementChartSchema } from '@portal/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth';
import { AppError, sendError } from '../../platform/errors';
import { serviceContext as contextOf } from '../../platform/context';
import { errorResponses } from '../../platform/openapi';
import { areaRoute, bearer, idParams } from '../../platform/routes';
import * as chartService from './charts.service';

const chartRoute = areaRoute('charts');

/**
 * A body over the route's limit is refused by Fastify before any parsing (FST_ERR_CTP_BODY_TOO_LARGE, which the
 * platform would call payloadTooLarge): for the chart it is the file that is too big, so the answer is the
 * spec's fileSizeExceeded.
 */
function chartErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendError(new AppError('fileSizeExceeded', { maxBytes: CHART_MAX_BYTES }, { cause: error }), request, reply);
  }
  return sendError(error, request, reply);
}

/** The measurement chart (spec 000 §7): POST /report/tabelamedida/ and GET /report/tabelamedida/{id}. */
export const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/tabelamedida/',
    {
      // checked before the body is read: a caller without the permission never has megabytes parsed
      onRequest: requirePermission('import-chart'),
      bodyLimit: chartService.CHART_BODY_LIMIT,
      errorHandler: chartErrorHandler,
      schema: {
        tags: ['charts'],
        summary: "Imports an order's measurement chart (PDF as base64, at most 2,097,152 bytes); answers chart001",
        description:
          'Refusals: 400 validation (tabelaMedida not base64), 413 fileSizeExceeded (file or body too large), ' +
          '415 mustBePDF (name not .pdf or bytes not %PDF-), 404 notFound (order not visible).',
        security: bearer,
        body: chartUploadSchema,
        response: { 200: chartImportedSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => chartService.importChart(contextOf(request), request.body),
  );

  app.get(
    '/report/tabelamedida/:id',
    chartRoute('import-chart', {
      summary: "The order's current (newest) measurement chart; 404 chartNotFound when none was imported",
      params: idParams,
      response: { 200: measurementChartSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => chartService.getChart(contextOf(request), request.params.id),
  );
};
