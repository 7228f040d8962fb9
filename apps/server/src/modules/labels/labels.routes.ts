import {
  CAMICADO_PDF_FILE_NAME,
  TAG_KINDS,
  boxStampRequestSchema,
  camicadoPdfRequestSchema,
  priceTagRequestSchema,
  type Permission,
  type TagKind,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendDownload } from '../../platform/download';
import { serviceContext as contextOf } from '../../platform/context';
import { fileResponses } from '../../platform/openapi';
import { areaRoute } from '../../platform/routes';
import * as labelsService from './labels.service';
import type { LabelFile, LabelsContext } from './labels.service';

const labelRoute = areaRoute('labels');

/** What every label route may refuse. */
const LABEL_ERRORS = [400, 401, 403, 404, 422, 500];

/** The answer of the two tag routes: a ZPL II or a text file, as the request chose. */
const TAG_FILE_RESPONSES = fileResponses(
  'text/plain; charset=utf-8; attachment: ZPL II or ;-separated text',
  LABEL_ERRORS,
);

function sendFile(reply: FastifyReply, file: LabelFile): FastifyReply {
  return sendDownload(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
}

type LabelsApp = Parameters<FastifyPluginAsyncZod>[0];

/** One kind of tag: who may print it, its request and the service call that makes its file. */
interface TagRoute<Body extends z.ZodType> {
  permission: Permission;
  summary: string;
  body: Body;
  file: (ctx: LabelsContext, request: z.output<Body>) => Promise<LabelFile>;
}

/** POST /etiquetas/{kind}: an order's tags of one kind as a ZPL II or text file. */
function tagRoute<Body extends z.ZodType>(app: LabelsApp, kind: TagKind, tag: TagRoute<Body>): void {
  app.post(
    `/etiquetas/${kind}`,
    labelRoute(tag.permission, { summary: tag.summary, body: tag.body, response: TAG_FILE_RESPONSES }),
    // the body is parsed by tag.body; the type provider cannot narrow its generic output, hence the assertion
    async (request, reply) => sendFile(reply, await tag.file(contextOf(request), request.body as z.output<Body>)),
  );
}

/**
 * Labels (spec 000 §7): POST /etiquetas/{tipoTag} (etiqueta: price tags, selo: box stamps) and Camicado's
 * PDF. Routes parse and delegate; the service re-checks every rule the pages check.
 */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf',
    labelRoute('price-tag', {
      summary:
        "Camicado's price tags as a PDF (A4, 3 × 8 labels with EAN-13): quantidade labels per item; only where the company and nature allow PDF tags",
      body: camicadoPdfRequestSchema,
      response: fileResponses(`application/pdf; attachment; filename="${CAMICADO_PDF_FILE_NAME}"`, LABEL_ERRORS),
    }),
    async (request, reply) => sendFile(reply, await labelsService.camicadoPdfFile(contextOf(request), request.body)),
  );

  // POST /etiquetas/{tipoTag}: one route per kind, so each has its body schema and permission; any other
  // {tipoTag} falls to the app's not-found handler (404 notFound)
  tagRoute(app, TAG_KINDS[0], {
    permission: 'price-tag',
    summary:
      'Price tags of an order (A or D) as a file: tipoEtiqueta 1 ZPL II, 2 TXT; quantidade per item at most its ' +
      'qtCompra. The file name is tagDownloadName(nomeArquivo, idPedido).',
    body: priceTagRequestSchema,
    file: labelsService.priceTagFile,
  });

  tagRoute(app, TAG_KINDS[1], {
    permission: 'box-tag',
    summary:
      'Box stamps of an order (A, or D with box-tag-admin-print) as a file, one stamp per box: modelo 1 ZPL II, ' +
      '2 TXT; tipoSelo PADRAO or DETALHADO; each quantidade within 5 % of its default (boxTagVolumeWarning).',
    body: boxStampRequestSchema,
    file: labelsService.boxStampFile,
  });
};
