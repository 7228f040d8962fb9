import {
  CSV_BOM,
  csvRow,
  formatDateBr,
  formatInstantBr,
  validityStateOf,
  type CsvValue,
  type DeclarationDto,
  type Language,
} from '@portal/domain';
import { DECLARATION_CSV_TEXTS, type DeclarationCsvTexts } from './declarations.texts';

type Column = readonly [
  Exclude<keyof DeclarationCsvTexts, 'validityStates'>,
  (row: DeclarationDto, texts: DeclarationCsvTexts, today: string) => CsvValue,
];

const day = (value: string | null) => (value === null ? null : formatDateBr(value));

/** The CSV's columns (the spec lists none, decision A21): the list's, then every audit field. */
const COLUMNS: readonly Column[] = [
  ['order', (r) => r.idPedido],
  ['orderDate', (r) => day(r.dataPedido)],
  ['supplierCode', (r) => r.idFornecedor],
  ['supplier', (r) => r.nomeFornecedor],
  ['status', (r) => r.status.descricao],
  ['fecomercio', (r) => r.statusFecomercio.descricao],
  ['norm', (r) => r.norma?.codigo],
  ['fobMin', (r) => r.itemFOBMin],
  ['fobMax', (r) => r.itemFOBMax],
  ['currency', (r) => r.moeda],
  ['declaredOn', (r) => day(r.dataDeclaracao)],
  ['validUntil', (r) => day(r.dataValidade)],
  ['validity', (r, texts, today) => texts.validityStates[validityStateOf(r.dataValidade, today)]],
  ['djoNumber', (r) => r.numeroDJO],
  ['djoDate', (r) => day(r.dataDJO)],
  ['protocol', (r) => r.protocolo],
  ['rmsStatus', (r) => r.statusRMS],
  ['createdAt', (r) => formatInstantBr(r.dataCadastro)],
  ['file', (r) => r.nomeArquivo],
  ['note', (r) => r.observacao],
];

/** The BOM and the header line, in the language. */
export function declarationCsvHeader(language: Language): string {
  const texts = DECLARATION_CSV_TEXTS[language];
  return CSV_BOM + csvRow(COLUMNS.map(([key]) => texts[key]));
}

export function declarationCsvRow(row: DeclarationDto, language: Language, today: string): string {
  const texts = DECLARATION_CSV_TEXTS[language];
  return csvRow(COLUMNS.map(([, value]) => value(row, texts, today)));
}

/** The whole CSV, batch by batch as the rows arrive: header first, one chunk of lines per batch. */
export async function* declarationCsvChunks(
  batches: AsyncIterable<readonly DeclarationDto[]>,
  language: Language,
  today: string,
): AsyncGenerator<string> {
  yield declarationCsvHeader(language);
  for await (const rows of batches) yield rows.map((row) => declarationCsvRow(row, language, today)).join('');
}
