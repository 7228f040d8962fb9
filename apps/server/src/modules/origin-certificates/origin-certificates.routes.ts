import {
  originCertificateCsvQuerySchema,
  originCertificateListQuerySchema,
  originCertificatePageSchema,
  originCertificatePendingSchema,
  originCertificateSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentLanguage, serviceContext } from '../../platform/context';
import { sendDownload, sendPdf } from '../../platform/download';
import { readMultipart, registerMultipart } from '../../platform/multipart';
import { errorResponses, fileResponses } from '../../platform/openapi';
import { areaRoute, created, idParams } from '../../platform/routes';
import * as service from './origin-certificates.service';
import { csvTextsOf } from './origin-certificates.texts';

const certificateRoute = areaRoute('origin-certificates');

const UPLOAD_REFUSALS =
  'Refusals: 400 requiredField / validation (order, codigo 1-100 characters), 415 mustBePDF (no file, or a file not ' +
  'a PDF by type or bytes), 400 sendInvoice (several files), 413 fileSizeExceeded (over 10 MiB), 404 notFound ' +
  '(order or certificate not visible), 409 originCertificateExists (the code is already on the order).';

/** The multipart body as OpenAPI shows it (the route reads it itself with readMultipart). */
const multipartBody = (fields: string) => ({
  consumes: ['multipart/form-data'],
  description: `multipart/form-data: ${fields}. ${UPLOAD_REFUSALS}`,
});

/**
 * Origin certificates, REST as spec 001 §7 writes it (under /api): the list, one certificate, its PDF, the upload
 * (POST) and the edit (PUT), plus the list's CSV and the orders still lacking one. Permissions origin-certificate
 * (reads) and origin-certificate-upload (writes); rows by the order's row scope.
 */
export const originCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.get(
    '/certificado-origem',
    certificateRoute('origin-certificate', {
      summary:
        'A page (currentPage from 1, perPage up to 20) of origin certificates, newest update first; temMais is true ' +
        'whenever the page has rows. Filters: codigo (contains), pedido, dtPedidoInicial/Final, ' +
        'dtAtualizacaoInicial/Final (YYYY-MM-DD; an end before its start is refused, dateRange)',
      querystring: originCertificateListQuerySchema,
      response: { 200: originCertificatePageSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => service.listCertificates(serviceContext(request), request.query),
  );

  app.get(
    '/certificado-origem/csv',
    certificateRoute('origin-certificate', {
      summary: "The list's filtered rows as CSV (BOM, semicolons, --- for empty cells), up to 10,000 rows, streamed",
      querystring: originCertificateCsvQuerySchema,
      response: fileResponses('text/csv; charset=utf-8', [400, 401, 403]),
    }),
    async (request, reply) => {
      const { userLocale, ...filter } = request.query;
      const language = documentLanguage(request, userLocale);
      const body = service.certificatesCsv(serviceContext(request), filter, language);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: csvTextsOf(language).fileName,
        body,
      });
    },
  );

  app.get(
    '/certificado-origem/pendentes',
    certificateRoute('origin-certificate-upload', {
      summary:
        'The newest orders (at most 10, issued in the last 120 days) of suppliers that require origin certificates ' +
        "(exigirCertifOrigem) and have none yet, in the user's scope",
      response: { 200: originCertificatePendingSchema, ...errorResponses(401, 403) },
    }),
    async (request) => service.pendingOrders(serviceContext(request)),
  );

  app.get(
    '/certificado-origem/download/:id',
    certificateRoute('origin-certificate', {
      summary: "The certificate's PDF, named certificado-origem-<order>-<code>.pdf; 404 when not visible",
      params: idParams,
      response: fileResponses('application/pdf; attachment', [400, 401, 403, 404]),
    }),
    async (request, reply) => {
      const file = await service.downloadCertificate(serviceContext(request), request.params.id);
      return sendPdf(reply, file.fileName, file.content);
    },
  );

  app.get(
    '/certificado-origem/:id',
    certificateRoute('origin-certificate', {
      summary: 'One origin certificate with its file name and size; 404 when unknown or not visible',
      params: idParams,
      response: { 200: originCertificateSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => service.getCertificate(serviceContext(request), request.params.id),
  );

  app.post(
    '/certificado-origem',
    certificateRoute('origin-certificate-upload', {
      summary: 'Uploads an origin certificate for an order: answers 201 with the certificate',
      ...multipartBody('order (the order number), codigo (1-100 characters), file (one PDF, at most 10 MiB)'),
      response: { 201: originCertificateSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
    }),
    created(async (request) =>
      service.createCertificate(
        serviceContext(request),
        await readMultipart(request, service.ORIGIN_CERTIFICATE_MULTIPART),
      ),
    ),
  );

  app.put(
    '/certificado-origem/:id',
    certificateRoute('origin-certificate-upload', {
      summary: 'Edits an origin certificate: its code, and its PDF when a file is sent (without one it stays)',
      params: idParams,
      ...multipartBody(
        "id (optional, the path's), codigo (1-100 characters), file (optional: one PDF, at most 10 MiB)",
      ),
      response: { 200: originCertificateSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
    }),
    async (request) =>
      service.updateCertificate(
        serviceContext(request),
        request.params.id,
        await readMultipart(request, service.ORIGIN_CERTIFICATE_MULTIPART),
      ),
  );
};
