import { conciliationReportQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pdfDownload } from '../../platform/routes';
import { documentLanguage, localizedContext } from '../../platform/context';
import { conciliationRoute } from './conciliation.context';
import { conciliationReportPdf, conciliationSealPdf } from './report.service';

/** The two documents' files, each name written once for its OpenAPI answer and its download. */
const PDF_FILES = { seal: pdfDownload('Selo da Conciliacao.pdf'), report: pdfDownload('relatorio_conciliacao.pdf') };

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
      response: PDF_FILES.seal.responses([400, 401, 403, 404, 409]),
    }),
    PDF_FILES.seal.send((request) =>
      conciliationSealPdf(
        localizedContext(request, documentLanguage(request, request.query.userLocale)),
        request.params.id,
      ),
    ),
  );

  app.get(
    '/relatorios/Reports/conciliacao.pdf',
    conciliationRoute('conciliation-report', {
      summary: 'Conciliation report (PDF, A4 landscape) of the filtered conciliations; logistics: its CD only',
      querystring: conciliationReportQuerySchema,
      response: PDF_FILES.report.responses([400, 401, 403]),
    }),
    PDF_FILES.report.send((request) =>
      conciliationReportPdf(
        localizedContext(request, documentLanguage(request, request.query.userLocale)),
        request.query,
      ),
    ),
  );
};
