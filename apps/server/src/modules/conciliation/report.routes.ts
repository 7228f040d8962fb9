import { conciliationReportQuerySchema, resolveLanguage, type Language } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';
import { sendDownload } from '../../platform/download';
import { requestLanguage } from '../../platform/errors';
import { errorResponses } from '../../platform/openapi';
import { restContext } from './conciliation.context';
import { conciliationReportPdf, conciliationSealPdf } from './report.service';

const bearer = [{ bearer: [] }];

/** The documents print in the language of userLocale when given, else the request's. */
function languageOf(request: FastifyRequest, userLocale: string | undefined): Language {
  return userLocale ? resolveLanguage(userLocale) : requestLanguage(request);
}

/**
 * REST of the conciliation documents: the seal and the report (spec 000 §7). Routes parse and delegate;
 * permissions per spec 000 §6.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seloConciliacoes/gerar/:id',
    {
      preHandler: requirePermission('conciliation-status'),
      schema: {
        tags: ['conciliation'],
        summary: 'The seal (PDF) of a conciliation reconciled on both sides, in the language of userLocale',
        security: bearer,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ userLocale: z.string().max(35).optional() }),
        response: {
          200: z.string().describe('application/pdf; attachment; filename="Selo da Conciliacao.pdf"'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const pdf = await conciliationSealPdf(
        restContext(app, request, languageOf(request, request.query.userLocale)),
        request.params.id,
      );
      return sendDownload(reply, { contentType: 'application/pdf', fileName: 'Selo da Conciliacao.pdf', body: pdf });
    },
  );

  app.get(
    '/relatorios/Reports/conciliacao.pdf',
    {
      preHandler: requirePermission('conciliation-report'),
      schema: {
        tags: ['conciliation'],
        summary: 'Conciliation report (PDF, A4 landscape) of the filtered conciliations; logistics: its CD only',
        security: bearer,
        querystring: conciliationReportQuerySchema,
        response: {
          200: z.string().describe('application/pdf; attachment; filename="relatorio_conciliacao.pdf"'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const pdf = await conciliationReportPdf(
        restContext(app, request, languageOf(request, request.query.userLocale)),
        request.query,
      );
      return sendDownload(reply, { contentType: 'application/pdf', fileName: 'relatorio_conciliacao.pdf', body: pdf });
    },
  );
};
