import { formatTagPrice } from '@portal/domain';
import { boxStampLabels, oneLine, type BoxStampLine, type LabelOrder, type PriceTagLine } from './labels.model';

/**
 * Label files of model 2 (TXT) for label software other than a Zebra's: UTF-8, CRLF line ends, ';'-separated
 * with a header line. A ';' or a line break inside a value becomes a space, so every line has its columns.
 */

export const PRICE_TAG_TXT_HEADER = ['CODIGO', 'DESCRICAO', 'TAMANHO', 'COR', 'PRECO', 'EAN', 'QUANTIDADE'] as const;
export const BOX_STAMP_TXT_HEADER = [
  'PEDIDO',
  'FORNECEDOR',
  'CD',
  'ITEM',
  'DESCRICAO',
  'QTD_CAIXA',
  'CAIXA',
  'TOTAL_CAIXAS',
  'CODIGO_BARRAS',
] as const;

export function txtValue(value: string | number): string {
  return oneLine(String(value).replace(/;/g, ' ')).replace(/\s+/g, ' ');
}

function txtFile(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(txtValue).join(';') + '\r\n').join('');
}

/** One line per item: the tag's texts and how many tags to print. */
export function priceTagsTxt(lines: readonly PriceTagLine[]): string {
  return txtFile(
    PRICE_TAG_TXT_HEADER,
    lines.map(({ item, quantity }) => [
      item.codItem,
      item.descricaoCurta,
      item.tamanho,
      item.cor,
      formatTagPrice(item.valorVenda),
      item.ean,
      quantity,
    ]),
  );
}

/** One line per box, with the same boxes and barcodes as the ZPL. */
export function boxStampsTxt(order: LabelOrder, lines: readonly BoxStampLine[]): string {
  return txtFile(
    BOX_STAMP_TXT_HEADER,
    boxStampLabels(order.id, lines).map((stamp) => [
      order.id,
      `${order.supplierId} - ${order.supplierName}`,
      order.cdName,
      stamp.item.codItem,
      stamp.item.descricaoCurta,
      stamp.quantity,
      stamp.box,
      stamp.boxes,
      stamp.barcode,
    ]),
  );
}
