import { hasPdfName } from '@portal/domain';
import type { FileCheck, PickedFileKind } from './file-kind';

/**
 * One PDF picked or dropped (the chart, the sustainability certificate, …): the picker's filter, the client-side
 * checks (one file, named .pdf, not empty, not too big, %PDF- by its bytes) and the base64 it travels in.
 */

/** The file picker's filter: the extension for systems that do not know the type, and the type. */
export const PDF_ACCEPT = '.pdf,application/pdf';

/** Every PDF starts with these bytes (ISO 32000 §7.5.2); the server checks them too. */
const PDF_MAGIC = '%PDF-';

/** Why a picked or dropped file was not taken: a catalogue code and the reason explained under it. */
export type PdfFileRefusal =
  | { code: 'sendInvoice'; reason: 'several'; count: number }
  | { code: 'mustBePDF'; reason: 'name' | 'content' | 'empty'; name: string }
  | { code: 'fileSizeExceeded'; reason: 'size'; name: string; size: number; max: number };

/** A blob's bytes (FileReader: works in every browser and in jsdom). */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Whether the file starts with %PDF- (only its first five bytes are read). */
export async function startsAsPdf(file: Blob): Promise<boolean> {
  const head = await readBytes(file.slice(0, PDF_MAGIC.length));
  return head.length === PDF_MAGIC.length && [...head].every((byte, i) => byte === PDF_MAGIC.charCodeAt(i));
}

/**
 * The client-side checks, for comfort (the server repeats them): exactly one file, named .pdf, not empty,
 * at most maxBytes, and a PDF by its content (a renamed file is caught here, before the upload).
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

/** What a PDF picker takes: one PDF of at most maxBytes, its first bytes read to catch a renamed file. */
export function pdfFileKind(maxBytes: number): PickedFileKind<PdfFileRefusal> {
  return { accept: PDF_ACCEPT, maxBytes, check: (files) => checkPdfFiles(files, maxBytes) };
}

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

/** A stored PDF's bytes, decoded exactly (atob throws on a text that is not base64). */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}
