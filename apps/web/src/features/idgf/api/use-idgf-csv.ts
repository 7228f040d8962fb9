import type { IdgfFigure, IdgfQuery } from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadFile, fileNameOfDisposition } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';
import { IDGF_CSV_PATH, IDGF_SERVICE } from './get-idgf-report';

/**
 * One figure's CSV (GET /idgf/relatorio.csv, the shared CSV rules, in the user's language). A report the server
 * cannot find for the supplier answers 404 fileNotFound, shown as the file-lookup "file not found" toast (BI5).
 */
export function useIdgfCsv(query: IdgfQuery) {
  const { state, run } = useDownload<IdgfFigure>();
  const download = (figura: IdgfFigure) =>
    run(figura, ({ signal, progress }) =>
      downloadFile({
        path: IDGF_CSV_PATH,
        service: IDGF_SERVICE,
        query: { ...query, figura, userLocale: currentLanguage() },
        fileName: (response) =>
          fileNameOfDisposition(response.headers.get('content-disposition')) ?? `idgf_${figura}.csv`,
        onProgress: progress,
        signal,
      }),
    );
  return { downloading: state?.kind ?? null, download };
}
