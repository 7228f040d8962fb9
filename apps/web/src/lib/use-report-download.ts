import { currentLanguage } from '../i18n/i18n';
import type { FetchOptions } from './api-client';
import { downloadFile } from './download';
import { useDownload } from './use-download';

export type ReportFormat = 'csv' | 'pdf';

/** Where a report's two files come from: the area's CSV route and the report service's PDF, and their names. */
export interface ReportFiles {
  csv: { path: string; service: string; fileName: string };
  pdf: { path: string; fileName: string };
}

/**
 * A report's CSV (the area's route) or PDF (the reports service, in the user's language) with one query: one runs
 * at a time with progress; `cancel` stops it and nothing is saved (/scheduling-report, /pre-scheduling-report).
 */
export function useReportDownload(files: ReportFiles) {
  const { state, run, cancel } = useDownload<ReportFormat>();

  const download = (format: ReportFormat, query: NonNullable<FetchOptions['query']>) =>
    run(format, ({ signal, progress }) =>
      downloadFile({
        ...(format === 'csv'
          ? { ...files.csv, query }
          : {
              path: files.pdf.path,
              service: 'reports',
              query: { ...query, userLocale: currentLanguage() },
              fileName: files.pdf.fileName,
            }),
        onProgress: progress,
        signal,
      }),
    );

  return { state, download, cancel };
}
