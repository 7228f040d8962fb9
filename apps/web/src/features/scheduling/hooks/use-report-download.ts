import type { SchedulingReportQuery } from '@portal/domain';
import { useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const REPORT_CSV_FILE = 'relatorio_agendamento.csv';
export const REPORT_PDF_FILE = 'relatorio_agendamento.pdf';

export type ReportFormat = 'csv' | 'pdf';

/** What the progress bar shows: bytes received, and the total when the server sent a length. */
export interface ReportDownloadState {
  format: ReportFormat;
  received: number;
  total: number | null;
}

/**
 * The scheduling report as CSV (GET /api/agendamento/relatorio) or PDF (GET
 * /api/relatorios/Reports/agendamento.pdf, in the user's language). One runs at a time; `cancel` stops it
 * and nothing is saved.
 */
export function useReportDownload() {
  const [state, setState] = useState<ReportDownloadState | null>(null);
  const controller = useRef<AbortController | null>(null);

  const download = async (format: ReportFormat, query: SchedulingReportQuery) => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setState({ format, received: 0, total: null });
    try {
      await downloadFile({
        ...(format === 'csv'
          ? { path: '/agendamento/relatorio', service: 'scheduling', query, fileName: REPORT_CSV_FILE }
          : {
              path: '/relatorios/Reports/agendamento.pdf',
              service: 'reports',
              query: { ...query, userLocale: currentLanguage() },
              fileName: REPORT_PDF_FILE,
            }),
        onProgress: ({ received, total }) => setState({ format, received, total }),
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
