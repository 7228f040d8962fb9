import type { BoxStampRequest, CamicadoPdfRequest, PriceTagRequest } from '@portal/domain';
import { useRef, useState } from 'react';
import { apiFetch, ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { saveFile, type DownloadProgress } from '../../../lib/download';

/** The label files of spec 000 §7: POST /api/etiquetas/{tipoTag} and Camicado's PDF. */
export const LABEL_FILE_PATHS = {
  etiqueta: '/etiquetas/etiqueta',
  selo: '/etiquetas/selo',
  camicadoPdf: '/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf',
} as const;

export type LabelFileRequest =
  | { path: typeof LABEL_FILE_PATHS.etiqueta; body: PriceTagRequest }
  | { path: typeof LABEL_FILE_PATHS.selo; body: BoxStampRequest }
  | { path: typeof LABEL_FILE_PATHS.camicadoPdf; body: CamicadoPdfRequest };

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

async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: BlobPart[] = [];
  let received = 0;
  try {
    onProgress({ received, total });
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return new Blob(chunks, { type });
}

export type LabelFileBusy = 'print' | 'download' | null;

interface UseLabelFilesOptions {
  /** A refusal of the server (already shown as a translated toast by the API client): the page marks rows. */
  onRefusal?: (error: ApiError) => void;
}

/**
 * Generating a label file. `download` saves it under the server's name (Content-Disposition) with progress and
 * can be cancelled; `fetchText` returns the ZPL for the local printer. Refusals are toasted by the API client
 * in the user's language and handed to onRefusal.
 */
export function useLabelFiles({ onRefusal }: UseLabelFilesOptions = {}) {
  const [busy, setBusy] = useState<LabelFileBusy>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const fail = (error: unknown) => {
    if (isAbortError(error)) return;
    if (error instanceof ApiError) onRefusal?.(error);
    else notifyApiError(error);
  };

  const run = async <T>(kind: Exclude<LabelFileBusy, null>, work: (signal: AbortSignal) => Promise<T>) => {
    if (controller.current) return null;
    const current = new AbortController();
    controller.current = current;
    setBusy(kind);
    try {
      return await work(current.signal);
    } catch (error) {
      fail(error);
      return null;
    } finally {
      if (controller.current === current) controller.current = null;
      setBusy(null);
      setProgress(null);
    }
  };

  /** Saves the file; resolves with its name, or null when refused or cancelled. */
  const download = (request: LabelFileRequest, fallbackName: string) =>
    run('download', async (signal) => {
      const response = await apiFetch(request.path, { method: 'POST', body: request.body, service: 'labels', signal });
      let blob: Blob;
      try {
        blob = await readWithProgress(response, setProgress, signal);
      } catch (cause) {
        if (isAbortError(cause)) throw cause;
        // the connection broke mid-file: the generic error, as lib/download does
        const error = new ApiError('default', 0, '');
        notifyApiError(error);
        throw error;
      }
      const name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? fallbackName;
      saveFile(blob, name);
      return name;
    });

  /** The file's text (ZPL for the printer); null when refused. */
  const fetchText = (request: LabelFileRequest) =>
    run('print', async (signal) => {
      const response = await apiFetch(request.path, { method: 'POST', body: request.body, service: 'labels', signal });
      return response.text();
    });

  const cancel = () => controller.current?.abort();

  return { busy, progress, download, fetchText, cancel };
}
