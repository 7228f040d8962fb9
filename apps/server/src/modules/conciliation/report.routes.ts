import { conciliationReportQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../platform/download';
import { fileResponses } from '../../platform/openapi';
import { idParams } from '../../platform/routes';
import { documentLanguage, localizedContext } from '../../platform/context';
import { conciliationRoute } from './conciliation.context';
import { conciliationReportPdf, conciliationSealPdf } from './report.service';

/**
 * REST of the conciliation documents: the seal and the report (spec 000 §7). Routes parse and delegate;
 * permissions per spec 000 §6.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seloConciliacoes/gerar/:id',
    conciliationRoute('conciliation-status', {
      summary: 'The seal (PDF) of a conciliation reconciled on both sides, in the language of userLocale',
      params: idParams,
      querystring: z.object({ userLocale: z.string().max(35).optional() }),
      response: fileResponses(
        'application/pdf; attachment; filename="Selo da Conciliacao.pdf"',
        [400, 401, 403, 404, 409],
      ),
    }),
    async (request, reply) => {
      const pdf = await conciliationSealPdf(
        localizedContext(request, documentLanguage(request, request.query.userLocale)),
        request.params.id,
      );
      return sendPdf(reply, 'Selo da Conciliacao.pdf', pdf);
    },
  );

  app.get(
    '/relatorios/Reports/conciliacao.pdf',
    conciliationRoute('conciliation-report', {
      summary: 'Conciliation report (PDF, A4 landscape) of the filtered conciliations; logistics: its CD only',
      querystring: conciliationReportQuerySchema,
      response: fileResponses('application/pdf; attachment; filename="relatorio_conciliacao.pdf"', [400, 401, 403]),
    }),
    async (request, reply) => {
      const pdf = await conciliationReportPdf(
        localizedContext(request, documentLanguage(request, request.query.userLocale)),
        request.query,
      );
      return sendPdf(reply, 'relatorio_conciliacao.pdf', pdf);
    },
  );
};
