import {
  conciliationIdSchema,
  conciliationReportQuerySchema,
  emitRfmSchema,
  invoiceXmlSchema,
  rfmResultSchema,
  resolveLanguage,
  type Language,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';
import { sendDownload } from '../../platform/download';
import { requestLanguage } from '../../platform/errors';
import { errorResponses } from '../../platform/openapi';
import { conciliationReportPdf, conciliationSealPdf } from './conciliation-documents.service';
import * as recordsService from './records.service';

const bearer = [{ bearer: [] }];

function languageOf(request: FastifyRequest, userLocale: string | undefined): Language {
  return userLocale ? resolveLanguage(userLocale) : requestLanguage(request);
}

/**
 * REST of the conciliation records: the invoice XML, the RFM, the seal and the report (spec 000 §7).
 * Routes parse and delegate; permissions per spec 000 §6.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const contextOf = (request: FastifyRequest, language: Language = requestLanguage(request)) => ({
    db,
    user: request.user!,
    language,
    requestId: request.id,
  });

  app.post(
    '/conciliacaofiscal/getXmlNota',
    {
      preHandler: requirePermission('conciliation-status'),
      schema: {
        tags: ['conciliation'],
        summary: "The conciliation's uploaded XML byte for byte, base64, with the file name nfe-pedido-{order}.xml",
        security: bearer,
        body: conciliationIdSchema,
        response: {
          200: invoiceXmlSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => recordsService.getInvoiceXml(contextOf(request), request.body),
  );

  app.post(
    '/conciliacaofiscal/emiteRFM',
    {
      preHandler: requirePermission('conciliation-list'),
      schema: {
        tags: ['conciliation'],
        summary: 'Issues the fiscal goods receipt (RFM) of a 2/2 conciliation; the NF-e sent must carry its access key',
        security: bearer,
        body: emitRfmSchema,
        response: {
          200: rfmResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request) => recordsService.emitRfm(contextOf(request), request.body),
  );

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
        contextOf(request, languageOf(request, request.query.userLocale)),
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
        contextOf(request, languageOf(request, request.query.userLocale)),
        request.query,
      );
      return sendDownload(reply, { contentType: 'application/pdf', fileName: 'relatorio_conciliacao.pdf', body: pdf });
    },
  );
};
