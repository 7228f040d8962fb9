import { idgfCsvQuerySchema, idgfQuerySchema, idgfReportSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAnyPermission } from '../../platform/auth';
import { documentLanguage, localizedContext, serviceContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { fileResponses } from '../../platform/openapi';
import { bearer } from '../../platform/routes';
import * as idgfService from './idgf.service';

/**
 * The supplier's performance report (/idgf, decision A34), in place of the spec's GET /idgf/gerar-token and the BI
 * service behind it: the report itself, and each figure's CSV. Suppliers (idgf) read their own; holders of
 * idgf-any-supplier (Admin) name the supplier.
 */
const idgfRoute = <S extends object>(schema: S) => ({
  preHandler: requireAnyPermission('idgf', 'idgf-any-supplier'),
  schema: { tags: ['idgf'], security: bearer, ...schema },
});

export const idgfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/idgf/relatorio',
    idgfRoute({
      summary: "A supplier's performance report over a period of commercial weeks (default: the last 8)",
      querystring: idgfQuerySchema,
      response: { 200: idgfReportSchema },
    }),
    async (request) => idgfService.report(serviceContext(request), request.query),
  );

  app.get(
    '/idgf/relatorio.csv',
    idgfRoute({
      summary:
        'One figure of the performance report as CSV (BOM, semicolons); 404 fileNotFound for an unknown supplier',
      querystring: idgfCsvQuerySchema,
      response: fileResponses('text/csv; charset=utf-8', [400, 401, 403, 404]),
    }),
    async (request, reply) => {
      const { userLocale, ...query } = request.query;
      const language = documentLanguage(request, userLocale);
      const csv = await idgfService.reportCsv(localizedContext(request, language), query);
      return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName: csv.fileName, body: csv.body });
    },
  );
};
