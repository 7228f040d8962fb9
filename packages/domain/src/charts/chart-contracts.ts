import { z } from 'zod';

/**
 * The measurement chart's API contract (spec 000 §3, §5, §7): POST /api/report/tabelamedida/ and
 * GET /api/report/tabelamedida/{id}. One PDF per order; a new import replaces the current one.
 */

/** At most 2,097,152 bytes (spec 000 §5 and §9); more is fileSizeExceeded. */
export const CHART_MAX_BYTES = 2_097_152;

/** nomeArquivo: the PDF's own name, without folders. */
export const CHART_FILE_NAME_MAX = 200;

export const chartFileName = z
  .string()
  .trim()
  .min(1)
  .max(CHART_FILE_NAME_MAX)
  .refine(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
    (name) => !/[\\/:*?"<>|\u0000-\u001f]/.test(name),
    'file name without folders or control characters',
  );

/** POST /api/report/tabelamedida/: the file travels as base64 (tabelaMedida). */
export const chartUploadSchema = z.object({
  idPedido: z.coerce.number().int().positive(),
  tabelaMedida: z.string().min(1),
  nomeArquivo: chartFileName,
});
export type ChartUpload = z.infer<typeof chartUploadSchema>;

/** GET /api/report/tabelamedida/{id}: the order's current chart (404 chartNotFound when none). */
export interface MeasurementChart {
  idPedido: number;
  /** The PDF, base64, byte for byte as imported. */
  tabelaMedida: string;
  nomeArquivo: string;
  /** ISO date-time of the import. */
  dataInclusao: string;
}

/** The answer to an import: chart001 and the chart's name and date (without the file). */
export interface ChartImported {
  code: 'chart001';
  idPedido: number;
  nomeArquivo: string;
  dataInclusao: string;
}

/** Whether a file name says PDF; the server checks the bytes too. */
export function hasPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}
