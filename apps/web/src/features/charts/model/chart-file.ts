import { CHART_MAX_BYTES } from '@portal/domain';
import type { FileCheck, PickedFileKind } from '../../../lib/file-kind';
import { checkPdfFiles, PDF_ACCEPT, type PdfFileRefusal } from '../../../lib/pdf-file';

export { PDF_ACCEPT, readBytes, startsAsPdf } from '../../../lib/pdf-file';

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

/** The file's bytes as base64, read by the browser off the main thread (FileReader's data URL, prefix cut). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      resolve(comma >= 0 ? url.slice(comma + 1) : '');
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The stored chart's bytes, decoded exactly (atob throws on a text that is not base64). */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}
