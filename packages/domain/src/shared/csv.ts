import { EMPTY_CELL } from './text';

/**
 * The CSV rules of spec 000 §9 and 001 §9, shared by the server's reports and the web's downloads:
 * semicolon separator, dd/mm/yyyy and dd/mm/yyyy hh:mm dates (calendar/date-format.ts), '---' for empty cells, a UTF-8 BOM so
 * Excel in Portuguese reads accents, and formula neutralisation so a spreadsheet never runs a cell.
 */
export const CSV_SEPARATOR = ';';
export const CSV_EMPTY = EMPTY_CELL;
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: empty → '---'; leading = + - @ (or tab/CR) → prefixed with ' so it stays text; quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return CSV_EMPTY;
  let text = typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value);
  if (text.trim() === '') return CSV_EMPTY;
  // numbers are data, not formulas: only strings are neutralised (a negative amount stays a number)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;
}

/** A whole document: BOM, header row, data rows. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = CSV_BOM + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}
