import { downloadFile } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';
import { CONCILIATION_SERVICE } from './list-conciliations';

export const REPORT_PATH = '/relatorios/Reports/conciliacao.pdf';
export const REPORT_FILE = 'relatorio_conciliacao.pdf';

/**
 * GET /api/relatorios/Reports/conciliacao.pdf saved as relatorio_conciliacao.pdf. One runs at a time;
 * `cancel` stops it and nothing is saved.
 */
export function useReportDownload() {
  const { state, run, cancel } = useDownload<'report'>();

  const download = (query: Record<string, string>) =>
    run('report', ({ signal, progress }) =>
      downloadFile({
        path: REPORT_PATH,
        service: CONCILIATION_SERVICE,
        query,
        fileName: REPORT_FILE,
        onProgress: progress,
        signal,
      }),
    );

  return { state, download, cancel };
}
