import type { FastifyReply } from 'fastify';

/** How the browser takes a file: saved (attachment) or shown in the tab (inline, the purchase order PDF). */
export type Disposition = 'attachment' | 'inline';

/**
 * Content-Disposition of a download: the plain form for a name that needs no encoding, plus the RFC 5987 form
 * (filename*) when it has spaces or characters outside ASCII.
 */
export function attachment(filename: string, disposition: Disposition = 'attachment'): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return encoded === filename
    ? `${disposition}; filename="${ascii}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface Download {
  contentType: string;
  fileName: string;
  /** a Buffer, a string or a stream: sent as is, never serialized */
  body: Buffer | string | NodeJS.ReadableStream;
  /** documents hold a user's rows: never cached by default */
  cacheControl?: string;
  /** 'attachment' unless said */
  disposition?: Disposition;
}

/** Answers a file to download. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  return (
    reply
      .type(download.contentType)
      .header('content-disposition', attachment(download.fileName, download.disposition))
      .header('cache-control', download.cacheControl ?? 'private, no-store')
      // Fastify sends Buffers, strings and streams as they are: the response schema's serializer never runs
      .send(download.body as unknown as string)
  );
}

/** Answers a PDF to download. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return sendDownload(reply, { contentType: 'application/pdf', fileName, body: pdf });
}
