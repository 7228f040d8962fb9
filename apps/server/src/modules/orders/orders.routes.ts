import { detailedReportQuerySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/download';
import { localizedContext } from '../../platform/context';
import { fileResponses } from '../../platform/openapi';
import { areaRoute, pdfDownload } from '../../platform/routes';
import * as ordersService from './orders.service';

const orderRoute = areaRoute('orders');
const LIST_PDF_FILE = pdfDownload('pedidos.pdf');

/** The options of a file of the inquiry: the grid's permission and its filters (the same query for both files). */
function inquiryFile(summary: string, response: ReturnType<typeof fileResponses>) {
  return orderRoute('main', { summary, querystring: detailedReportQuerySchema, response });
}

/** REST side of the orders area: the detailed CSV report of the inquiry (spec 000 §7) and the list's PDF. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedido/relatorio-detalhado',
    inquiryFile(
      'Detailed CSV report of the orders the user may see (every filter of the inquiry, max 2000), streamed',
      fileResponses('text/csv; charset=utf-8: BOM, semicolons, dd/mm/yyyy, --- for empty cells', [400, 401, 403]),
    ),
    async (request, reply) => {
      const stream = await ordersService.detailedReport(localizedContext(request), request.query);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'relatorio-pedidos.csv',
        body: stream,
        cacheControl: 'no-store',
      });
    },
  );

  // not in the spec (the old portal drew this PDF in the browser): the list's filters, the rows the grid shows
  app.get(
    '/pedido/pedidos.pdf',
    inquiryFile(
      'PDF of the order list (A3 landscape): the first max orders of the inquiry for these filters, in the language of Accept-Language',
      LIST_PDF_FILE.responses([400, 401, 403]),
    ),
    LIST_PDF_FILE.send((request) => ordersService.ordersListPdf(localizedContext(request), request.query)),
  );
};
