import { apiFetch, ApiError, isAbortError, notifyApiError, type FetchOptions } from './api-client';

export interface DownloadProgress {
  received: number;
  /** Content-Length, when the server sent one. */
  total: number | null;
}

export interface DownloadFileOptions {
  path: string;
  query?: FetchOptions['query'];
  /** POST with a JSON body for files generated from a request (labels); GET otherwise. */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Routing header x-target-service: the area the file belongs to. */
  service: string;
  /** Name the browser saves the file under, or how to read it from the answer (e.g. its Content-Disposition). */
  fileName: string | ((response: Response) => string);
  /** Called with the bytes received so far, once before the first chunk and after each one. */
  onProgress?: (progress: DownloadProgress) => void;
  /** Cancels the request or the stream; the promise then rejects with the AbortError. */
  signal?: AbortSignal;
}

function lengthOf(response: Response): number | null {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** The body as a Blob, read as a stream so progress can be reported and the read can be cancelled. */
async function readStream(
  response: Response,
  onProgress: DownloadFileOptions['onProgress'],
  signal: AbortSignal | undefined,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const total = lengthOf(response);
  if (!response.body) {
    const blob = await response.blob();
    signal?.throwIfAborted();
    onProgress?.({ received: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  // a pending read ends at once when the user cancels, even if the server stalls
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: BlobPart[] = [];
  let received = 0;
  try {
    onProgress?.({ received, total });
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.({ received, total });
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return new Blob(chunks, { type });
}

/**
 * A file from the API (CSV report, PDF, XML, label) saved by the browser. The request and its errors
 * go through the API client (bearer token, language, routing header; 401 → session expired,
 * otherwise a translated toast). Resolves with the file once it is saved.
 */
export async function downloadFile(options: DownloadFileOptions): Promise<Blob> {
  const { path, query, method, body, service, fileName, onProgress, signal } = options;
  const response = await apiFetch(path, { service, query, method, body, signal });
  let blob: Blob;
  try {
    blob = await readStream(response, onProgress, signal);
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    // the connection broke mid-file: the same generic error as a failed request
    const error = new ApiError('default', 0, '');
    notifyApiError(error);
    throw error;
  }
  saveFile(blob, typeof fileName === 'string' ? fileName : fileName(response));
  return blob;
}

/** The file name of a Content-Disposition header (filename* first, as RFC 6266 prefers). */
export function fileNameOfDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:utf-8|UTF-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? null : name;
}

/** Hands a file to the browser's download (a Blob, or a text with its type). */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
