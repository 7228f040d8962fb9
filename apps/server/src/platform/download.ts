import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition of a download: the plain form for a name that needs no encoding, plus the RFC 5987 form
 * (filename*) when it has spaces or characters outside ASCII.
 */
export function attachment(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return encoded === filename
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface Download {
  contentType: string;
  fileName: string;
  /** a Buffer, a string or a stream: sent as is, never serialized */
  body: Buffer | string | NodeJS.ReadableStream;
  /** documents hold a user's rows: never cached by default */
  cacheControl?: string;
}

/** Answers a file to download. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  return (
    reply
      .type(download.contentType)
      .header('content-disposition', attachment(download.fileName))
      .header('cache-control', download.cacheControl ?? 'private, no-store')
      // Fastify sends Buffers, strings and streams as they are: the response schema's serializer never runs
      .send(download.body as unknown as string)
  );
}

/** Answers a PDF to download. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return sendDownload(reply, { contentType: 'application/pdf', fileName, body: pdf });
}
