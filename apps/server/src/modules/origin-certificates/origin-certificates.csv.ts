import {
  CSV_BOM,
  csvRow,
  formatDateBr,
  formatInstantBr,
  type CsvValue,
  type Language,
  type OriginCertificateRow,
} from '@portal/domain';
import { csvTextsOf, type OriginCertificateCsvTexts } from './origin-certificates.texts';

/** The export's columns, in the list's order of reading (spec 001 §2 table, plus the order's date and supplier code). */
const CSV_COLUMNS: readonly (readonly [keyof OriginCertificateCsvTexts, (r: OriginCertificateRow) => CsvValue])[] = [
  ['code', (r) => r.codigo],
  ['order', (r) => r.pedido],
  ['orderDate', (r) => formatDateBr(r.dataPedido)],
  ['supplierCode', (r) => r.idFornecedor],
  ['supplier', (r) => r.fornecedor],
  ['createdAt', (r) => formatInstantBr(r.dataCadastro)],
  ['updatedAt', (r) => formatInstantBr(r.dataAtualizacao)],
];

/** The BOM and the header line, in the language. */
export function originCertificateCsvHeader(language: Language): string {
  const texts = csvTextsOf(language);
  return CSV_BOM + csvRow(CSV_COLUMNS.map(([key]) => texts[key]));
}

export function originCertificateCsvRow(row: OriginCertificateRow): string {
  return csvRow(CSV_COLUMNS.map(([, value]) => value(row)));
}

/** The whole CSV as the rows arrive: the header first, then one chunk of lines per batch. */
export async function* originCertificateCsvChunks(
  batches: AsyncIterable<readonly OriginCertificateRow[]>,
  language: Language,
): AsyncGenerator<string> {
  yield originCertificateCsvHeader(language);
  for await (const rows of batches) yield rows.map(originCertificateCsvRow).join('');
}
