import { hasPdfName } from '@portal/domain';
import { base64Blob, readBytes } from './file-bytes';
import type { FileCheck, PickedFileKind } from './file-kind';

/** The file picker's filter for a PDF: the extension for systems that do not know the type, and the type. */
export const PDF_ACCEPT = '.pdf,application/pdf';

/** Every PDF starts with these bytes (ISO 32000 §7.5.2); the server checks them too. */
const PDF_MAGIC = '%PDF-';

/** Why a picked or dropped file was not taken as the one PDF: a catalogue code and the reason explained under it. */
export type PdfFileRefusal =
  | { code: 'sendInvoice'; reason: 'several'; count: number }
  | { code: 'mustBePDF'; reason: 'name' | 'content' | 'empty'; name: string }
  | { code: 'fileSizeExceeded'; reason: 'size'; name: string; size: number; max: number };

/** Whether the file starts with %PDF- (only its first five bytes are read). */
export async function startsAsPdf(file: Blob): Promise<boolean> {
  const head = await readBytes(file.slice(0, PDF_MAGIC.length));
  return head.length === PDF_MAGIC.length && [...head].every((byte, i) => byte === PDF_MAGIC.charCodeAt(i));
}

/**
 * The client-side checks of a one-PDF upload, for comfort (the server repeats them): exactly one file, named .pdf,
 * not empty, at most `maxBytes`, and a PDF by its content (a renamed file is caught here, before the upload).
 */
export async function checkPdfFiles(files: readonly File[], maxBytes: number): Promise<FileCheck<PdfFileRefusal>> {
  const [file] = files;
  if (!file || files.length !== 1)
    return { ok: false, refusal: { code: 'sendInvoice', reason: 'several', count: files.length } };
  if (!hasPdfName(file.name)) return { ok: false, refusal: { code: 'mustBePDF', reason: 'name', name: file.name } };
  if (file.size === 0) return { ok: false, refusal: { code: 'mustBePDF', reason: 'empty', name: file.name } };
  if (file.size > maxBytes)
    return {
      ok: false,
      refusal: { code: 'fileSizeExceeded', reason: 'size', name: file.name, size: file.size, max: maxBytes },
    };
  let pdf = false;
  try {
    pdf = await startsAsPdf(file);
  } catch {
    // an unreadable file (moved or deleted since it was picked) is no PDF we can send
  }
  if (!pdf) return { ok: false, refusal: { code: 'mustBePDF', reason: 'content', name: file.name } };
  return { ok: true, file };
}

/** What a one-PDF picker takes: one PDF of at most `maxBytes`, its first bytes read to catch a renamed file. */
export function pdfFileKind(maxBytes: number): PickedFileKind<PdfFileRefusal> {
  return { accept: PDF_ACCEPT, maxBytes, check: (files) => checkPdfFiles(files, maxBytes) };
}

/** A stored PDF's bytes, decoded exactly (atob throws on a text that is not base64). */
export function pdfBlob(base64: string): Blob {
  return base64Blob(base64, 'application/pdf');
}
