import { CHART_MAX_BYTES } from '@portal/domain';
import { base64Blob } from '../../../lib/file-bytes';
import type { FileCheck, PickedFileKind } from '../../../lib/file-kind';
import { checkPdfFiles, PDF_ACCEPT, type PdfFileRefusal } from '../../../lib/pdf-file';

export { PDF_ACCEPT, startsAsPdf } from '../../../lib/pdf-file';
export { readAsBase64, readBytes } from '../../../lib/file-bytes';

/** Why a picked or dropped file was not taken (lib/pdf-file.ts: the one-PDF checks every PDF upload shares). */
export type ChartFileRefusal = PdfFileRefusal;

/** The chart's checks: one PDF of at most CHART_MAX_BYTES (lib/pdf-file.ts checkPdfFiles). */
export function checkChartFiles(
  files: readonly File[],
  maxBytes = CHART_MAX_BYTES,
): Promise<FileCheck<ChartFileRefusal>> {
  return checkPdfFiles(files, maxBytes);
}

/** What the chart picker takes: one PDF of at most CHART_MAX_BYTES, its first bytes read to catch a renamed file. */
export const CHART_FILE: PickedFileKind<ChartFileRefusal> = {
  accept: PDF_ACCEPT,
  maxBytes: CHART_MAX_BYTES,
  check: checkChartFiles,
};

/** The stored chart's bytes, decoded exactly (atob throws on a text that is not base64). */
export function pdfBlob(base64: string): Blob {
  return base64Blob(base64, 'application/pdf');
}
