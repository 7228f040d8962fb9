import { z } from 'zod';
import { fileNameSchema } from '../shared/file-name';

/**
 * The measurement chart's API contract (spec 000 §3, §5, §7): POST /api/report/tabelamedida/ and
 * GET /api/report/tabelamedida/{id}. One PDF per order; a new import replaces the current one.
 */

/** At most 2,097,152 bytes (spec 000 §5 and §9); more is fileSizeExceeded. */
export const CHART_MAX_BYTES = 2_097_152;

/** nomeArquivo: the PDF's own name, without folders. */
export const CHART_FILE_NAME_MAX = 200;

export const chartFileName = fileNameSchema(CHART_FILE_NAME_MAX);

/**
 * The order number: a number, or its digits as a string (the page may take it from ?id=). Not z.coerce, which
 * also turns true into order 1, [5] into 5 and '0x10' into 16; a missing value stays a required-field error.
 */
const chartOrderId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
);

/** POST /api/report/tabelamedida/: the file travels as base64 (tabelaMedida). */
export const chartUploadSchema = z.object({
  idPedido: chartOrderId,
  tabelaMedida: z.string().min(1),
  nomeArquivo: chartFileName,
});
export type ChartUpload = z.infer<typeof chartUploadSchema>;

/** GET /api/report/tabelamedida/{id}: the order's current chart (404 chartNotFound when none). */
export const measurementChartSchema = z
  .object({
    idPedido: z.number(),
    tabelaMedida: z.string().describe('the PDF, base64, byte for byte as imported'),
    nomeArquivo: z.string(),
    dataInclusao: z.string().describe('ISO date-time of the import'),
  })
  .describe('MeasurementChart');
export type MeasurementChart = z.infer<typeof measurementChartSchema>;

/** The answer to an import: chart001 and the chart's name and date (without the file). */
export const chartImportedSchema = z
  .object({
    code: z.literal('chart001'),
    idPedido: z.number(),
    nomeArquivo: z.string(),
    dataInclusao: z.string().describe('ISO date-time of the import'),
  })
  .describe('ChartImported');
export type ChartImported = z.infer<typeof chartImportedSchema>;

/** Whether a file name says PDF; the server checks the bytes too. */
export function hasPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}
