import { CONCILIATION_XML_MAX_BYTES } from '@portal/domain';
import type { FileCheck, PickedFileKind } from '../../../lib/file-kind';

/** The types the server's XML_UPLOAD accepts (platform/files.ts). */
export const XML_MIME_TYPES: readonly string[] = ['text/xml', 'application/xml'];
/** The file picker's filter: the extension for systems that do not know the type, and both types. */
export const XML_ACCEPT = '.xml,text/xml,application/xml';

/** Why a picked or dropped file was not taken: an error code of the catalogue and the reason to explain. */
export type FileRefusal =
  | { code: 'sendInvoice'; reason: 'several'; count: number }
  | { code: 'mustBeXML'; reason: 'type' | 'empty'; name: string }
  | { code: 'fileSizeExceeded'; reason: 'size'; name: string; size: number; max: number };

function baseType(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/** An XML by its name (.xml) or by its declared type: one of them suffices, the server checks the bytes. */
export function isXmlFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.xml$/i.test(file.name.trim()) || XML_MIME_TYPES.includes(baseType(file.type));
}

/** The type sent with the file: its own when it is an XML type, text/xml otherwise (an .xml without type). */
export function invoiceMimeType(file: Pick<File, 'type'>): string {
  const type = baseType(file.type);
  return XML_MIME_TYPES.includes(type) ? type : 'text/xml';
}

/**
 * The client-side checks, for comfort (the server repeats them): exactly one file, an XML, not empty,
 * at most CONCILIATION_XML_MAX_BYTES.
 */
export function checkInvoiceFiles(
  files: readonly File[],
  maxBytes = CONCILIATION_XML_MAX_BYTES,
): FileCheck<FileRefusal> {
  const [file] = files;
  if (!file || files.length !== 1)
    return { ok: false, refusal: { code: 'sendInvoice', reason: 'several', count: files.length } };
  if (!isXmlFile(file)) return { ok: false, refusal: { code: 'mustBeXML', reason: 'type', name: file.name } };
  if (file.size === 0) return { ok: false, refusal: { code: 'mustBeXML', reason: 'empty', name: file.name } };
  if (file.size > maxBytes)
    return {
      ok: false,
      refusal: { code: 'fileSizeExceeded', reason: 'size', name: file.name, size: file.size, max: maxBytes },
    };
  return { ok: true, file };
}

/** What the invoice picker takes: one XML of at most CONCILIATION_XML_MAX_BYTES. */
export const INVOICE_FILE: PickedFileKind<FileRefusal> = {
  accept: XML_ACCEPT,
  maxBytes: CONCILIATION_XML_MAX_BYTES,
  check: checkInvoiceFiles,
};

/**
 * The file's bytes as base64, read by the browser off the main thread (FileReader), so a 4 MB invoice
 * does not freeze the page; only the data URL's prefix is cut here.
 */
export function readAsBase64(file: Blob, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const abort = () => reader.abort();
    signal?.addEventListener('abort', abort, { once: true });
    reader.onload = () => {
      signal?.removeEventListener('abort', abort);
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      resolve(comma >= 0 ? url.slice(comma + 1) : '');
    };
    reader.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(reader.error ?? new Error('read failed'));
    };
    reader.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    reader.readAsDataURL(file);
  });
}
