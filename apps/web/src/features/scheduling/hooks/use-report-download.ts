import type { SchedulingReportQuery } from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadFile } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

export const REPORT_CSV_FILE = 'relatorio_agendamento.csv';
export const REPORT_PDF_FILE = 'relatorio_agendamento.pdf';

export type ReportFormat = 'csv' | 'pdf';

/**
 * The scheduling report as CSV (GET /api/agendamento/relatorio) or PDF (GET
 * /api/relatorios/Reports/agendamento.pdf, in the user's language). One runs at a time; `cancel` stops it
 * and nothing is saved.
 */
export function useReportDownload() {
  const { state, run, cancel } = useDownload<ReportFormat>();

  const download = (format: ReportFormat, query: SchedulingReportQuery) =>
    run(format, ({ signal, progress }) =>
      downloadFile({
        ...(format === 'csv'
          ? { path: '/agendamento/relatorio', service: 'scheduling', query, fileName: REPORT_CSV_FILE }
          : {
              path: '/relatorios/Reports/agendamento.pdf',
              service: 'reports',
              query: { ...query, userLocale: currentLanguage() },
              fileName: REPORT_PDF_FILE,
            }),
        onProgress: progress,
        signal,
      }),
    );

  return { state, download, cancel };
}
