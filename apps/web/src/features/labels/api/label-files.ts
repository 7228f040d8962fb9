import type { BoxStampRequest, CamicadoPdfRequest, PriceTagRequest } from '@portal/domain';
import { apiFetch, ApiError, notifyApiError } from '../../../lib/api-client';
import { downloadFile, fileNameOfDisposition } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

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
  const { state, run, cancel } = useDownload<Exclude<LabelFileBusy, null>>({
    onError: (error) => {
      if (error instanceof ApiError) onRefusal?.(error);
      else notifyApiError(error);
    },
  });
  const busy: LabelFileBusy = state?.kind ?? null;
  const progress = state?.kind === 'download' ? state : null;

  /** Saves the file; resolves with its name, or null when refused or cancelled. */
  const download = (request: LabelFileRequest, fallbackName: string) =>
    run('download', async ({ signal, progress: onProgress }) => {
      let name = fallbackName;
      await downloadFile({
        path: request.path,
        method: 'POST',
        body: request.body,
        service: 'labels',
        fileName: (response) => (name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? name),
        onProgress,
        signal,
      });
      return name;
    });

  /** The file's text (ZPL for the printer); null when refused. */
  const fetchText = (request: LabelFileRequest) =>
    run('print', async ({ signal }) => {
      const response = await apiFetch(request.path, { method: 'POST', body: request.body, service: 'labels', signal });
      return response.text();
    });

  return { busy, progress, download, fetchText, cancel };
}

/** What useLabelFiles hands the page: the request in flight, its progress, and the ways to generate or cancel. */
export type LabelFiles = ReturnType<typeof useLabelFiles>;
