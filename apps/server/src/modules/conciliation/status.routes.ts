import { conciliationIdSchema, emitRfmSchema, invoiceXmlSchema, rfmResultSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/openapi';
import { localizedContext } from '../../platform/context';
import { conciliationRoute } from './conciliation.context';
import * as statusService from './status.service';

/**
 * REST of one conciliation: its invoice XML and the RFM issue (spec 000 §7). Routes parse and delegate;
 * permissions per spec 000 §6.
 */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conciliacaofiscal/getXmlNota',
    conciliationRoute('conciliation-status', {
      summary: "The conciliation's uploaded XML byte for byte, base64, with the file name nfe-pedido-{order}.xml",
      body: conciliationIdSchema,
      response: {
        200: invoiceXmlSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request) => statusService.getInvoiceXml(localizedContext(request), request.body),
  );

  app.post(
    '/conciliacaofiscal/emiteRFM',
    conciliationRoute('conciliation-list', {
      summary: 'Issues the fiscal goods receipt (RFM) of a 2/2 conciliation; the NF-e sent must carry its access key',
      body: emitRfmSchema,
      response: {
        200: rfmResultSchema,
        ...errorResponses(400, 401, 403, 404, 409, 413, 422),
      },
    }),
    async (request) => statusService.emitRfm(localizedContext(request), request.body),
  );
};
