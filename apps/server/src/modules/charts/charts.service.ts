import {
  CHART_MAX_BYTES,
  hasPdfName,
  type ChartImported,
  type ChartUpload,
  type MeasurementChart,
} from '@portal/domain';
import { auditWrite } from '../../platform/audit';
import { userIdOf } from '../../platform/auth';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeStrictBase64, PDF_UPLOAD, storeFile, validateUpload } from '../../platform/files';
import { assertOrderAction } from '../orders/orders.service';
import * as repo from './charts.repository';

export type ChartContext = ServiceContext;

/** Length of the base64 text of CHART_MAX_BYTES bytes (padded): 2,796,204 characters. */
export const CHART_MAX_BASE64_LENGTH = Math.ceil(CHART_MAX_BYTES / 3) * 4;

/**
 * The request body limit of the import: the largest accepted file's base64 plus room for the JSON around it
 * (a 200-character name escaped as \uXXXX is 1,200). A larger body is refused before parsing (fileSizeExceeded).
 */
export const CHART_BODY_LIMIT = CHART_MAX_BASE64_LENGTH + 64 * 1024;

function base64Refused(): AppError {
  return AppError.validation({
    fields: [{ field: 'tabelaMedida', code: 'base64', message: 'tabelaMedida must be base64 (RFC 4648)' }],
  });
}

/** The user id of the token as a users.id, or null (tokens of the directory may carry other subjects). */
/**
 * POST /api/report/tabelamedida/: checks the file (base64 400, size 413 fileSizeExceeded, PDF by name and bytes
 * 415 mustBePDF) and the order (404 when not visible, import-chart rule), then stores file, chart row and audit
 * row in one transaction. Every import is kept; the newest is the order's chart.
 */
export async function importChart(ctx: ChartContext, input: ChartUpload): Promise<ChartImported> {
  const content = decodeStrictBase64(input.tabelaMedida);
  if (!content) throw base64Refused();
  const [file] = validateUpload(
    [
      {
        filename: input.nomeArquivo,
        // JSON carries no content type: the name declares it, the bytes must agree (PDF_UPLOAD's magic)
        mimetype: hasPdfName(input.nomeArquivo) ? 'application/pdf' : 'application/octet-stream',
        buffer: content,
      },
    ],
    { maxCount: 1, maxBytes: CHART_MAX_BYTES, types: [PDF_UPLOAD] },
  );

  const userId = userIdOf(ctx.user);
  const chart = await ctx.db.transaction(async (tx) => {
    const [order] = await assertOrderAction(tx, ctx.user, 'importChart', [input.idPedido]);
    const stored = await storeFile(tx, {
      name: input.nomeArquivo,
      mimeType: 'application/pdf',
      content: file!.buffer,
      userId,
    });
    const saved = await repo.insertChart(tx, {
      orderId: order!.id,
      fileId: stored.id,
      fileName: input.nomeArquivo,
      createdBy: userId,
    });
    await auditWrite(tx, ctx, {
      action: 'create',
      entity: 'measurement_charts',
      entityId: saved.id,
      after: {
        orderId: saved.orderId,
        fileId: stored.id,
        fileName: saved.fileName,
        size: stored.size,
        sha256: stored.sha256,
      },
    });
    return saved;
  });

  return {
    code: 'chart001',
    idPedido: chart.orderId,
    nomeArquivo: chart.fileName,
    dataInclusao: chart.createdAt.toISOString(),
  };
}

/** GET /api/report/tabelamedida/{id}: the order's newest chart, byte for byte; 404 notFound or chartNotFound. */
export async function getChart(ctx: ChartContext, orderId: number): Promise<MeasurementChart> {
  const [order] = await assertOrderAction(ctx.db, ctx.user, 'importChart', [orderId]);
  const found = await repo.findNewestChart(ctx.db, order!.id);
  if (!found) throw new AppError('chartNotFound', { idPedido: order!.id });
  return {
    idPedido: found.chart.orderId,
    tabelaMedida: found.content.toString('base64'),
    nomeArquivo: found.chart.fileName,
    dataInclusao: found.chart.createdAt.toISOString(),
  };
}
