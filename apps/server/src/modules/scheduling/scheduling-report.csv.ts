import {
  bookingReference,
  CSV_BOM,
  csvRow,
  formatDateTimeBr,
  formatWeek,
  type CsvValue,
  type Language,
} from '@portal/domain';
import type { ReportRow } from './scheduling-report.model';
import { SCHEDULING_REPORT_TEXTS, type SchedulingReportTexts } from './scheduling-report.texts';

/** Spec 000 §9: the scheduling CSV replaces the first comma of each text with a slash. */
export function schedulingCsvValue(value: CsvValue): CsvValue {
  return typeof value === 'string' ? value.replace(',', '/') : value;
}

const CSV_COLUMNS: readonly (readonly [keyof SchedulingReportTexts, (r: ReportRow) => CsvValue])[] = [
  ['deliveryDateTime', (r) => formatDateTimeBr(r.date, r.time)],
  ['cd', (r) => r.cdName],
  ['gate', (r) => r.gateName],
  ['load', (r) => r.loadId],
  ['weekYear', (r) => formatWeek(r.week, r.year)],
  ['supplierCode', (r) => r.supplierId],
  ['supplier', (r) => r.supplierName],
  ['orders', (r) => r.orders.join(' ')],
  ['volumes', (r) => r.volumes],
  ['pieces', (r) => r.pieces],
  ['companies', (r) => r.companies.join(' / ')],
  // issue 18: appended, so the spec's columns keep their places for whoever reads the file by position
  ['reference', (r) => bookingReference(r.id)],
];

/** The BOM and the header line, in the language. */
export function reportCsvHeader(language: Language): string {
  const texts = SCHEDULING_REPORT_TEXTS[language];
  return CSV_BOM + csvRow(CSV_COLUMNS.map(([key]) => texts[key]));
}

export function reportCsvRow(row: ReportRow): string {
  return csvRow(CSV_COLUMNS.map(([, value]) => schedulingCsvValue(value(row))));
}

/** The whole CSV, batch by batch as the rows arrive: header first, one chunk of lines per batch. */
export async function* schedulingReportCsvChunks(
  batches: AsyncIterable<readonly ReportRow[]>,
  language: Language,
): AsyncGenerator<string> {
  yield reportCsvHeader(language);
  for await (const rows of batches) yield rows.map(reportCsvRow).join('');
}
