import { useRef, useState } from 'react';
import { ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { CONCILIATION_SERVICE } from './list-conciliations';

export const REPORT_PATH = '/relatorios/Reports/conciliacao.pdf';
export const REPORT_FILE = 'relatorio_conciliacao.pdf';

/** What the progress bar shows: bytes received, and the total when the server sent a length. */
export interface ReportDownloadState {
  received: number;
  total: number | null;
}

/**
 * GET /api/relatorios/Reports/conciliacao.pdf saved as relatorio_conciliacao.pdf. One runs at a time;
 * `cancel` stops it and nothing is saved.
 */
export function useReportDownload() {
  const [state, setState] = useState<ReportDownloadState | null>(null);
  const controller = useRef<AbortController | null>(null);

  const download = async (query: Record<string, string>) => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setState({ received: 0, total: null });
    try {
      await downloadFile({
        path: REPORT_PATH,
        service: CONCILIATION_SERVICE,
        query,
        fileName: REPORT_FILE,
        onProgress: ({ received, total }) => setState({ received, total }),
        signal: current.signal,
      });
    } catch (error) {
      // API errors were shown by the client and a cancel needs no word; anything else gets the generic text
      if (!(error instanceof ApiError) && !isAbortError(error)) notifyApiError(error);
    } finally {
      if (controller.current === current) controller.current = null;
      setState(null);
    }
  };

  const cancel = () => controller.current?.abort();

  return { state, download, cancel };
}
