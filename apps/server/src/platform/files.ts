import { webcrypto } from 'node:crypto';
import type { ErrorCode } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema/index';
import type { DbOrTx } from './database';
import { AppError } from './errors';
import { clock } from './clock';

/** An uploaded file as any transport gives it (multipart part, base64 GraphQL argument, …). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface UploadType {
  /** Declared content types accepted for this kind of file. */
  mime: string | readonly string[];
  /** The content's signature must match too: a renamed file keeps its real bytes. */
  magic: (buffer: Buffer) => boolean;
  /** Error raised when the declared type or the bytes do not match. */
  code: Extract<ErrorCode, 'mustBeXML' | 'mustBePDF' | 'mustBeDocOrPdf' | 'fileIsNotNFe'>;
}

export interface UploadRules {
  /** Files accepted in one request (at least one is always required). */
  maxCount: number;
  maxBytes: number;
  types: readonly UploadType[];
}

function startsWith(buffer: Buffer, signature: readonly number[]): boolean {
  return buffer.length >= signature.length && signature.every((byte, i) => buffer[i] === byte);
}

/** A ZIP archive's end-of-central-directory record: its signature and smallest size (APPNOTE 4.3.16). */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
/** A central directory file header: its signature and fixed size before the name (APPNOTE 4.3.12). */
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
/** The EOCD may be followed by a comment of at most 65,535 bytes. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;

/**
 * The names of a ZIP archive's entries, read from its central directory (where every reader starts), or null when
 * the bytes are no well-formed ZIP: no end record, a directory outside the file, a header without its signature.
 * ZIP64 archives (over 4 GiB or 65,535 entries) are refused: no upload comes near that.
 */
export function zipEntryNames(b: Buffer): string[] | null {
  if (b.length < EOCD_SIZE) return null;
  let end = -1;
  for (let i = b.length - EOCD_SIZE; i >= Math.max(0, b.length - EOCD_SEARCH); i--) {
    if (b.readUInt32LE(i) === EOCD_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = b.readUInt16LE(end + 10);
  const size = b.readUInt32LE(end + 12);
  const offset = b.readUInt32LE(end + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + CENTRAL_HEADER_SIZE > offset + size || b.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const extraLength = b.readUInt16LE(at + 30);
    const commentLength = b.readUInt16LE(at + 32);
    const nameEnd = at + CENTRAL_HEADER_SIZE + nameLength;
    if (nameEnd > offset + size) return null;
    names.push(b.toString('utf8', at + CENTRAL_HEADER_SIZE, nameEnd));
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}

/** The entries every Word (OOXML) document has: its content types and its main part (ECMA-376 part 2, part 1 §11.3). */
const DOCX_ENTRIES = ['[Content_Types].xml', 'word/document.xml'] as const;

export const magic = {
  pdf: (b: Buffer): boolean => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  /** DOCX (and any OOXML) is a ZIP archive. */
  zip: (b: Buffer): boolean => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  /**
   * A DOCX is a ZIP whose central directory names [Content_Types].xml and word/document.xml: any other ZIP renamed
   * .docx (an archive, a spreadsheet) is refused.
   */
  docx: (b: Buffer): boolean => {
    if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return false;
    const names = zipEntryNames(b);
    return names !== null && DOCX_ENTRIES.every((entry) => names.includes(entry));
  },
  /** DOC is an OLE2 compound file. */
  ole: (b: Buffer): boolean => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  /** Text starting with '<' after an optional UTF-8 BOM and white space, without NUL bytes. */
  xml: (b: Buffer): boolean => {
    let i = startsWith(b, [0xef, 0xbb, 0xbf]) ? 3 : 0;
    while (i < b.length && (b[i] === 0x20 || b[i] === 0x09 || b[i] === 0x0a || b[i] === 0x0d)) i++;
    return b[i] === 0x3c && !b.subarray(0, 4096).includes(0);
  },
};

export const XML_UPLOAD: UploadType = { mime: ['text/xml', 'application/xml'], magic: magic.xml, code: 'mustBeXML' };
export const PDF_UPLOAD: UploadType = { mime: 'application/pdf', magic: magic.pdf, code: 'mustBePDF' };
export const DOC_OR_PDF_UPLOADS: readonly UploadType[] = [
  { mime: 'application/pdf', magic: magic.pdf, code: 'mustBeDocOrPdf' },
  { mime: 'application/msword', magic: magic.ole, code: 'mustBeDocOrPdf' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: magic.docx,
    code: 'mustBeDocOrPdf',
  },
];

function mimesOf(type: UploadType): readonly string[] {
  return typeof type.mime === 'string' ? [type.mime] : type.mime;
}

function baseMime(mimetype: string): string {
  return (mimetype.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * The one upload check: how many files, how big, and that each file is what it claims to be
 * (declared type and magic bytes). Throws sendInvoice, fileSizeExceeded or the type's code.
 */
export function validateUpload(files: readonly UploadedFile[], rules: UploadRules): UploadedFile[] {
  const first = rules.types[0];
  if (!first) throw new Error('validateUpload needs at least one accepted type');
  if (files.length === 0 || files.length > rules.maxCount) {
    throw new AppError('sendInvoice', { count: files.length, maxCount: rules.maxCount });
  }
  for (const file of files) {
    if (file.buffer.length > rules.maxBytes) {
      throw new AppError('fileSizeExceeded', {
        filename: file.filename,
        size: file.buffer.length,
        maxBytes: rules.maxBytes,
      });
    }
    const declared = baseMime(file.mimetype);
    const type = rules.types.find((t) => mimesOf(t).includes(declared));
    if (!type) throw new AppError(first.code, { filename: file.filename, mimetype: declared });
    if (!type.magic(file.buffer))
      throw new AppError(type.code, { filename: file.filename, mimetype: declared, reason: 'content' });
  }
  return [...files];
}

export interface StoredFileInfo {
  id: string;
  name: string;
  size: number;
  sha256: string;
  mimeType: string;
}

/** Stores a file inside the caller's transaction, with its size and SHA-256 fingerprint. */
export async function storeFile(
  tx: DbOrTx,
  file: { name: string; mimeType: string; content: Buffer; userId: number | null },
): Promise<StoredFileInfo> {
  // WebCrypto digests on libuv's thread pool: a 1 MB invoice's hash no longer holds the event loop for 2-3 ms
  const sha256 = Buffer.from(await webcrypto.subtle.digest('SHA-256', file.content)).toString('hex');
  const [row] = await tx
    .insert(storedFiles)
    .values({
      name: file.name,
      mimeType: file.mimeType,
      content: file.content,
      size: file.content.length,
      sha256,
      createdBy: file.userId,
      createdAt: clock.now(),
    })
    .returning({
      id: storedFiles.id,
      name: storedFiles.name,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      mimeType: storedFiles.mimeType,
    });
  if (!row) throw new Error('stored file not returned');
  return row;
}

export interface StoredFile extends StoredFileInfo {
  content: Buffer;
  createdAt: Date;
}

/** A stored file with its content, or 404 fileNotFound. */
export async function readFile(db: DbOrTx, id: string): Promise<StoredFile> {
  // ids are UUIDs; anything else cannot exist and would make PostgreSQL raise a cast error
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new AppError('fileNotFound', { id });
  const [row] = await db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      mimeType: storedFiles.mimeType,
      content: storedFiles.content,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  if (!row) throw new AppError('fileNotFound', { id });
  return row;
}

// one character class and a length check: a grouped repetition would need a backtracking stack as deep as the file
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data: URL prefix, as FileReader.readAsDataURL gives it, is accepted and dropped. */
const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;

/**
 * A file's bytes from the base64 a GraphQL argument carries: blanks are ignored, padding is required, a data: URL
 * prefix is dropped; anything else is the kind's `code` { reason: 'base64' }. A text clearly above `maxBytes` is
 * refused (fileSizeExceeded) before it is decoded.
 */
export function decodeBase64Upload(content: string, maxBytes: number, code: UploadType['code']): Buffer {
  const text = content.replace(DATA_URL_PREFIX, '');
  const approximateBytes = Math.floor((text.length * 3) / 4);
  if (approximateBytes > maxBytes + 2) throw new AppError('fileSizeExceeded', { size: approximateBytes, maxBytes });
  const decoded = decodeStrictBase64(text);
  if (decoded) return decoded;
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw new AppError(code, { reason: 'base64' });
  return Buffer.from(compact, 'base64');
}

/**
 * Decodes canonical base64 (RFC 4648 §4, padded, no white space, no URL-safe alphabet), or null: how a file travels
 * in a JSON body or a GraphQL argument. Buffer.from ignores what it does not understand; re-encoding and comparing
 * refuses anything it would have skipped or read differently, in linear time and without a regular expression over
 * megabytes.
 */
export function decodeStrictBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}
