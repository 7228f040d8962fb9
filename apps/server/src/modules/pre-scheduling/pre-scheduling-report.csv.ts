import { CSV_BOM, csvRow, formatCnpj, formatDateBr, shortTime, type CsvValue, type Language } from '@portal/domain';
import type { PreSchedulingRecord } from './pre-scheduling.model';
import {
  PRE_SCHEDULING_REPORT_TEXTS,
  weekdaysText,
  workHourTypeText,
  type PreSchedulingReportTexts,
} from './pre-scheduling-report.texts';

type Column = readonly [
  keyof PreSchedulingReportTexts,
  (r: PreSchedulingRecord, t: PreSchedulingReportTexts) => CsvValue,
];

/** The report's columns, the CSV's and the PDF's (shared CSV rules: booleans Sim/Não, empty cells '---'). */
export const REPORT_COLUMNS: readonly Column[] = [
  ['supplier', (r) => `${r.supplierId} - ${r.supplierName}`],
  ['cnpj', (r) => formatCnpj(r.supplierCnpj)],
  ['company', (r) => r.companyName],
  ['cd', (r) => r.cdName],
  ['description', (r) => r.description],
  ['capacity', (r) => r.capacity],
  ['active', (r) => r.active],
  ['workHourType', (r, t) => workHourTypeText(r.workHourType, t)],
  ['startDate', (r) => formatDateBr(r.startDate)],
  ['endDate', (r) => (r.endDate ? formatDateBr(r.endDate) : null)],
  ['startTime', (r) => shortTime(r.startTime)],
  ['endTime', (r) => shortTime(r.endTime)],
  ['weekdays', (r, t) => weekdaysText(r.weekdays, t)],
];

/** The BOM and the header line, in the language. */
export function reportCsvHeader(language: Language): string {
  const texts = PRE_SCHEDULING_REPORT_TEXTS[language];
  return CSV_BOM + csvRow(REPORT_COLUMNS.map(([key]) => texts[key]));
}

export function reportCsvRow(row: PreSchedulingRecord, language: Language): string {
  const texts = PRE_SCHEDULING_REPORT_TEXTS[language];
  return csvRow(REPORT_COLUMNS.map(([, value]) => value(row, texts)));
}

/** The whole CSV, batch by batch as the rows arrive: header first, one chunk of lines per batch. */
export async function* preSchedulingReportCsvChunks(
  batches: AsyncIterable<readonly PreSchedulingRecord[]>,
  language: Language,
): AsyncGenerator<string> {
  yield reportCsvHeader(language);
  for await (const rows of batches) yield rows.map((row) => reportCsvRow(row, language)).join('');
}
