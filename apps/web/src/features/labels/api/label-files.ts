import type { BoxStampRequest, CamicadoPdfRequest, PriceTagRequest } from '@portal/domain';
import { useRef, useState } from 'react';
import { apiFetch, ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { downloadFile, fileNameOfDisposition, type DownloadProgress } from '../../../lib/download';

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
      let name = fallbackName;
      await downloadFile({
        path: request.path,
        method: 'POST',
        body: request.body,
        service: 'labels',
        fileName: (response) => (name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? name),
        onProgress: setProgress,
        signal,
      });
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

/** What useLabelFiles hands the page: the request in flight, its progress, and the ways to generate or cancel. */
export type LabelFiles = ReturnType<typeof useLabelFiles>;
