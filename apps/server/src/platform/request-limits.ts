import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, verifyToken } from './auth';
import { AppError } from './errors';

/** Requests whose body must be cut at the anonymous limit while it streams in (chunked, no declared length). */
const capWhileReading = new WeakSet<FastifyRequest>();

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/**
 * Refused before the body is read: the socket is closed after the answer rather than drained, so the sender's
 * remaining megabytes are never taken in.
 */
function refuse(reply: FastifyReply, error: AppError): never {
  reply.header('connection', 'close');
  throw error;
}

/** Fails the body stream once it passes `limit` bytes; the error handler answers 413 payloadTooLarge. */
function capped(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > limit) callback(new AppError('payloadTooLarge', { max: limit }));
      else callback(null, chunk);
    },
  });
}

/**
 * Bodies larger than ANONYMOUS_BODY_LIMIT_BYTES need a valid bearer token (signature and expiry, no database
 * look-up: this runs before anything else). Without one, a declared length above the limit is refused 413 in
 * onRequest, before a byte of the body is read, and a chunked body is cut as soon as it passes the limit. A
 * token that does not verify answers 401 sessionExpired instead, so the web app's session-expired flow runs
 * for an upload whose session ran out. Signed-in callers keep the app's limit (20 MiB for base64 files).
 */
export function registerRequestLimits(app: FastifyInstance): void {
  const limit = app.config.ANONYMOUS_BODY_LIMIT_BYTES;

  app.addHook('onRequest', async (request, reply) => {
    const length = declaredLength(request);
    const chunked = length === undefined && request.headers['transfer-encoding'] !== undefined;
    if (!chunked && (length === undefined || length <= limit)) return;
    const token = bearerToken(request);
    if (token) {
      try {
        await verifyToken(token, app.config);
        return;
      } catch (error) {
        if (error instanceof AppError) refuse(reply, error);
        throw error;
      }
    }
    if (chunked) capWhileReading.add(request);
    else refuse(reply, new AppError('payloadTooLarge', { max: limit }));
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    if (!capWhileReading.has(request)) return payload;
    reply.header('connection', 'close');
    return payload.pipe(capped(limit));
  });
}
