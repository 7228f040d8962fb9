import { useReportDownload } from '../../../lib/use-report-download';

export const REPORT_CSV_FILE = 'relatorio_preagendamento.csv';
export const REPORT_PDF_FILE = 'relatorio_preagendamento.pdf';

/**
 * The pre-scheduling report as CSV (GET /api/preagendamento/relatorio) or PDF (GET
 * /api/relatorios/Reports/preagendamento.pdf), with the same query.
 */
export function usePreSchedulingReportDownload() {
  return useReportDownload({
    csv: { path: '/preagendamento/relatorio', service: 'pre-scheduling', fileName: REPORT_CSV_FILE },
    pdf: { path: '/relatorios/Reports/preagendamento.pdf', fileName: REPORT_PDF_FILE },
  });
}
