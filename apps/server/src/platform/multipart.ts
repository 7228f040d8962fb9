import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { UploadedFile } from './files';

/**
 * multipart/form-data uploads (a REST route that takes files beside text fields, such as the origin certificate's
 * POST and PUT). The route reads the whole form with readMultipart once its permission is checked: nothing is read
 * before, and a file over the route's limit stops the reading at the limit (fileSizeExceeded), never buffering more.
 */

/** Registers the parser on a plugin's scope (an area's routes): only that scope's routes take multipart bodies. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}

export interface MultipartLimits {
  /** The largest file the route accepts: a larger one is refused as fileSizeExceeded while it is read. */
  maxFileBytes: number;
  /** Files read at most: more than that is refused as sendInvoice ("send one file") before they are read. */
  maxFiles: number;
  /** Text fields read at most (their names are the route's; anything else is ignored). */
  maxFields: number;
  /** The longest text field in bytes: a longer one is cut there (and then refused by the route's schema). */
  maxFieldBytes: number;
}

export interface MultipartForm {
  /** The text fields by name (the first value of a name repeated). */
  fields: Record<string, string>;
  /** Every file part, in order, whatever its field name. */
  files: UploadedFile[];
}

interface MultipartErrorLike {
  code?: string;
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as MultipartErrorLike).code : undefined;
}

/**
 * The form of a multipart request: text fields and files, within the limits. A request that is not
 * multipart/form-data is refused as validation (the route's fields cannot be read otherwise).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw AppError.validation({ reason: 'multipart/form-data expected', contentType: request.headers['content-type'] });
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        // one byte over the limit is enough to know a file is too large: busboy stops there (truncated)
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        files.push({ filename: part.filename, mimetype: part.mimetype, buffer });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError('fileSizeExceeded', { maxBytes: limits.maxFileBytes }, { cause: error });
      case 'FST_FILES_LIMIT':
        throw new AppError('sendInvoice', { maxCount: 1, count: `> ${limits.maxFiles}` }, { cause: error });
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_PROTO_VIOLATION':
        throw AppError.validation({ reason: 'multipart form refused' });
      default:
        throw error;
    }
  }
  return { fields, files };
}
