import { PRODUCER_DECLARATION_MAX_BYTES } from '@portal/domain';
import { readBytes } from '../../../lib/file-bytes';
import type { FileCheck, PickedFileKind } from '../../../lib/file-kind';

/** The picker's filter: the extensions, and the types for systems that know them. */
export const DOC_OR_PDF_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Why a picked or dropped file was not taken (the catalogue's `declarations.upload.send.reasons.<reason>`). */
export type DeclarationFileRefusal =
  | { code: 'sendInvoice'; reason: 'several'; count: number }
  | { code: 'mustBeDocOrPdf'; reason: 'name' | 'content' | 'empty'; name: string }
  | { code: 'fileSizeExceeded'; reason: 'size'; name: string; size: number; max: number };

const SIGNATURES: Readonly<Record<'pdf' | 'doc' | 'docx', readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // ZIP (the server also reads its directory)
};

function extensionOf(name: string): keyof typeof SIGNATURES | null {
  const match = /\.(pdf|docx?)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as keyof typeof SIGNATURES) : null;
}

/**
 * The client-side checks, for comfort (the server repeats them and also opens a DOCX): one file, named .doc, .docx
 * or .pdf, not empty, at most PRODUCER_DECLARATION_MAX_BYTES, and starting with its kind's signature.
 */
export async function checkDeclarationFiles(
  files: readonly File[],
  maxBytes = PRODUCER_DECLARATION_MAX_BYTES,
): Promise<FileCheck<DeclarationFileRefusal>> {
  const [file] = files;
  if (!file || files.length !== 1)
    return { ok: false, refusal: { code: 'sendInvoice', reason: 'several', count: files.length } };
  const kind = extensionOf(file.name);
  if (!kind) return { ok: false, refusal: { code: 'mustBeDocOrPdf', reason: 'name', name: file.name } };
  if (file.size === 0) return { ok: false, refusal: { code: 'mustBeDocOrPdf', reason: 'empty', name: file.name } };
  if (file.size > maxBytes)
    return {
      ok: false,
      refusal: { code: 'fileSizeExceeded', reason: 'size', name: file.name, size: file.size, max: maxBytes },
    };
  const signature = SIGNATURES[kind];
  let head: Uint8Array = new Uint8Array();
  try {
    head = await readBytes(file.slice(0, signature.length));
  } catch {
    // an unreadable file (moved since it was picked) is nothing we can send
  }
  if (head.length !== signature.length || !signature.every((byte, i) => head[i] === byte))
    return { ok: false, refusal: { code: 'mustBeDocOrPdf', reason: 'content', name: file.name } };
  return { ok: true, file };
}

export const DECLARATION_FILE: PickedFileKind<DeclarationFileRefusal> = {
  accept: DOC_OR_PDF_ACCEPT,
  maxBytes: PRODUCER_DECLARATION_MAX_BYTES,
  check: checkDeclarationFiles,
};
