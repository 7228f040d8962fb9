import { declarationCsvQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentLanguage, localizedContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { fileResponses } from '../../platform/openapi';
import { areaRoute } from '../../platform/routes';
import * as declarationsService from './declarations.service';

const declarationRoute = areaRoute('declarations');

/**
 * The declaration list's CSV (spec 001 §2 "Declarations with filters, CSV download"; the spec gives no path): the
 * list's filters as the query, up to 10,000 rows, streamed. Every other call of the area is GraphQL.
 */
export const declarationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/declaracao-produtor/relatorio.csv',
    declarationRoute('declaration-list', {
      summary: 'The filtered declaration list as CSV (up to 10,000 rows), streamed',
      querystring: declarationCsvQuerySchema,
      response: fileResponses(
        'text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy, --- for empty cells',
        [400, 401, 403],
      ),
    }),
    async (request, reply) => {
      const { userLocale, ...filter } = request.query;
      const language = documentLanguage(request, userLocale);
      const stream = declarationsService.declarationsCsv(localizedContext(request, language), filter, language);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'declaracoes_produtor.csv',
        body: stream,
      });
    },
  );
};
