import { CHART_MAX_BYTES } from '@portal/domain';
import type { FileCheck } from '../../../lib/file-kind';
import { checkPdfFiles, pdfFileKind, type PdfFileRefusal } from '../../../lib/pdf-file';

export { PDF_ACCEPT, pdfBlob, startsAsPdf } from '../../../lib/pdf-file';
export { readAsBase64, readBytes } from '../../../lib/file-bytes';

/** Why a picked or dropped chart was not taken (lib/pdf-file.ts). */
export type ChartFileRefusal = PdfFileRefusal;

/** The chart's client-side checks: one PDF of at most CHART_MAX_BYTES (the server repeats them). */
export function checkChartFiles(
  files: readonly File[],
  maxBytes = CHART_MAX_BYTES,
): Promise<FileCheck<ChartFileRefusal>> {
  return checkPdfFiles(files, maxBytes);
}

/** What the chart picker takes: one PDF of at most CHART_MAX_BYTES, its first bytes read to catch a renamed file. */
export const CHART_FILE = pdfFileKind(CHART_MAX_BYTES);
