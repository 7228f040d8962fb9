import { sustainabilityConfigSchema, sustainabilityFilterSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizedContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { errorResponses, fileResponses } from '../../platform/openapi';
import { areaRoute } from '../../platform/routes';
import * as service from './sustainability.service';

const sustainabilityRoute = areaRoute('sustainability');

/** REST of the sustainability certificates: the upload's wait and the streamed report CSV. */
export const sustainabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/sustentabilidade',
    sustainabilityRoute('sustainability', {
      summary: 'The wait (ms) of the sustainability upload before it is sent (SUSTAINABILITY_PAUSE_MS)',
      response: { 200: sustainabilityConfigSchema, ...errorResponses(401, 403) },
    }),
    async () => service.sustainabilityConfig(app.config),
  );

  app.get(
    '/sustentabilidade/relatorio.csv',
    sustainabilityRoute('sustainability-list', {
      summary: 'The sustainability report (24 columns, at most 10,000 rows) as CSV, streamed',
      querystring: sustainabilityFilterSchema,
      response: fileResponses(
        'text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy [hh:mm], --- for empty cells',
        [400, 401, 403],
      ),
    }),
    async (request, reply) =>
      sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'relatorio_sustentabilidade.csv',
        body: service.reportCsvStream(localizedContext(request), { filtro: request.query }),
      }),
  );
};
