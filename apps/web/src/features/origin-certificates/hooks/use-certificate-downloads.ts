import { originCertificateFileName, type OriginCertificateFilter, type OriginCertificateRow } from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadFile, fileNameOfDisposition } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';
import { ORIGIN_CERTIFICATES_PATH, ORIGIN_CERTIFICATES_SERVICE } from '../api/origin-certificate-keys';

export type CertificateDownload = 'csv' | 'pdf';

/**
 * The list's CSV (GET /certificado-origem/csv with the applied filters, in the user's language, up to 10,000 rows)
 * and a certificate's PDF (GET /certificado-origem/download/{id}, named after the order number). One runs at a
 * time, with progress; `cancel` stops it and nothing is saved.
 */
export function useCertificateDownloads() {
  const { state, run, cancel } = useDownload<CertificateDownload>();

  const csv = (filter: OriginCertificateFilter) =>
    run('csv', ({ signal, progress }) =>
      downloadFile({
        path: `${ORIGIN_CERTIFICATES_PATH}/csv`,
        service: ORIGIN_CERTIFICATES_SERVICE,
        query: { ...filter, userLocale: currentLanguage() },
        fileName: (response) =>
          fileNameOfDisposition(response.headers.get('content-disposition')) ?? 'certificados_origem.csv',
        onProgress: progress,
        signal,
      }),
    );

  const pdf = (row: Pick<OriginCertificateRow, 'id' | 'pedido' | 'codigo'>) =>
    run('pdf', ({ signal, progress }) =>
      downloadFile({
        path: `${ORIGIN_CERTIFICATES_PATH}/download/${row.id}`,
        service: ORIGIN_CERTIFICATES_SERVICE,
        fileName: (response) =>
          fileNameOfDisposition(response.headers.get('content-disposition')) ??
          originCertificateFileName(row.pedido, row.codigo),
        onProgress: progress,
        signal,
      }),
    );

  return { state, csv, pdf, cancel };
}
