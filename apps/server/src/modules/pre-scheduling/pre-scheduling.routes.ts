import { preSchedulingReportQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguage } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { fileResponses } from '../../platform/openapi';
import { areaRoute, pdfDownload } from '../../platform/routes';
import { preSchedulingReportCsv, preSchedulingReportPdf } from './pre-scheduling-report.service';

const preSchedulingRoute = areaRoute('pre-scheduling');
const REPORT_PDF_FILE = pdfDownload('relatorio_preagendamento.pdf');

/** The report's filters, and the language of the document (userLocale, as the scheduling report's). */
const reportQuery = preSchedulingReportQuerySchema.extend({ userLocale: z.string().max(10).optional() });

/** pre-scheduling (spec 001 §7): the report as CSV (streamed) and as PDF. Admin only (pre-scheduling-report). */
export const preSchedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/preagendamento/relatorio',
    preSchedulingRoute('pre-scheduling-report', {
      summary:
        'Pre-scheduling report as CSV (at most 10,000 rows; company only with pre-scheduling-report-change-company), streamed',
      querystring: reportQuery,
      response: fileResponses(
        'text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy, Sim/Não, --- for empty cells',
        [400, 401, 403],
      ),
    }),
    async (request, reply) =>
      sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'relatorio_preagendamento.csv',
        body: preSchedulingReportCsv(
          db,
          request.user!,
          request.query,
          documentLanguage(request, request.query.userLocale),
        ),
      }),
  );

  app.get(
    '/relatorios/Reports/preagendamento.pdf',
    preSchedulingRoute('pre-scheduling-report', {
      summary: 'Pre-scheduling report as PDF, in the language of userLocale or Accept-Language',
      querystring: reportQuery,
      response: REPORT_PDF_FILE.responses([400, 401, 403]),
    }),
    REPORT_PDF_FILE.send((request) =>
      preSchedulingReportPdf(db, request.user!, request.query, {
        language: documentLanguage(request, request.query.userLocale),
      }),
    ),
  );
};
