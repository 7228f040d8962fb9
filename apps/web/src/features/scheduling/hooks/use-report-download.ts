import { useReportDownload as useFilesDownload, type ReportFormat } from '../../../lib/use-report-download';

export type { ReportFormat };

export const REPORT_CSV_FILE = 'relatorio_agendamento.csv';
export const REPORT_PDF_FILE = 'relatorio_agendamento.pdf';

/** The scheduling report as CSV (GET /api/agendamento/relatorio) or PDF (GET /api/relatorios/Reports/agendamento.pdf). */
export function useReportDownload() {
  return useFilesDownload({
    csv: { path: '/agendamento/relatorio', service: 'scheduling', fileName: REPORT_CSV_FILE },
    pdf: { path: '/relatorios/Reports/agendamento.pdf', fileName: REPORT_PDF_FILE },
  });
}
