import {
  CSV_BOM,
  csvRow,
  SUSTAINABILITY_REPORT_COLUMNS,
  SUSTAINABILITY_REPORT_HEADERS,
  type Language,
  type SustainabilityReportRow,
} from '@portal/domain';

/** The BOM and the header line of the sustainability report (SU19), in the language. */
export function sustainabilityReportHeader(language: Language): string {
  const headers = SUSTAINABILITY_REPORT_HEADERS[language];
  return CSV_BOM + csvRow(SUSTAINABILITY_REPORT_COLUMNS.map((column) => headers[column.key]));
}

export function sustainabilityReportLine(row: SustainabilityReportRow, language: Language): string {
  return csvRow(SUSTAINABILITY_REPORT_COLUMNS.map((column) => column.value(row, language)));
}

/** The whole CSV, batch by batch as the rows arrive: the header first, one chunk of lines per batch. */
export async function* sustainabilityReportCsvChunks(
  batches: AsyncIterable<readonly SustainabilityReportRow[]>,
  language: Language,
): AsyncGenerator<string> {
  yield sustainabilityReportHeader(language);
  for await (const rows of batches) yield rows.map((row) => sustainabilityReportLine(row, language)).join('');
}
