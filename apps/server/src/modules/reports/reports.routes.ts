import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguage, serviceContext } from '../../platform/context';
import { sendDownload } from '../../platform/download';
import { fileResponses } from '../../platform/openapi';
import { areaRoute } from '../../platform/routes';
import * as reportsService from './reports.service';

const reportRoute = areaRoute('reports');

/** Printed reports: the purchase order PDF (spec 000 §7). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/relatorio/Reports/:file',
    reportRoute('po-report', {
      summary: 'Purchase order PDF of one order ({companyCode}_pedido.pdf, company 001, 003 or 004)',
      params: z.object({ file: z.string().max(64) }),
      querystring: z.object({
        // optional here so that its absence answers nullOrder ("Pedido nulo"), not a generic field error
        idPedido: z.string().max(32).optional(),
        userLocale: z.string().max(35).optional(),
      }),
      response: fileResponses('application/pdf, inline; filename="pedido-<id>.pdf"', [400, 401, 403, 404, 422]),
    }),
    async (request, reply) => {
      const language = documentLanguage(request, request.query.userLocale);
      const { id, pdf } = await reportsService.purchaseOrderPdf(serviceContext(request), {
        file: request.params.file,
        idPedido: request.query.idPedido,
        language,
      });
      return sendDownload(reply, {
        contentType: 'application/pdf',
        fileName: `pedido-${id}.pdf`,
        body: pdf,
        disposition: 'inline',
      });
    },
  );
};
