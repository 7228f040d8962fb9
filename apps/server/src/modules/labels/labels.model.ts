import { boxStampBarcode, boxStampPlan, type BoxStampItem, type PriceTagItem } from '@portal/domain';
import type { LabelItemRow } from './labels.repository';

/** What every label prints about the order (the generators' input besides the items). */
export interface LabelOrder {
  id: number;
  supplierId: number;
  supplierName: string;
  cdName: string;
}

/** An item with the number of price tags asked for. */
export interface PriceTagLine {
  item: PriceTagItem;
  quantity: number;
}

/** An item with the quantity (units, or packs for a multipack stamp) its boxes hold. */
export interface BoxStampLine {
  item: BoxStampItem;
  quantity: number;
}

/** One box stamp: box n of N of an item, what it holds and its Code 128. */
export interface BoxStampLabel {
  item: BoxStampItem;
  box: number;
  boxes: number;
  quantity: number;
  barcode: string;
}

/** The fields price tags and box stamps share, in the order both answers list them. */
function labelItemHead(row: LabelItemRow) {
  return {
    id: row.id,
    codItem: row.itemCode,
    packNo: row.packNo,
    descricaoCurta: row.shortDescription,
    qtVolume: row.qtVolume,
    qtCompra: row.qtPurchase,
  };
}

export function toPriceTagItem(row: LabelItemRow): PriceTagItem {
  return { ...labelItemHead(row), tamanho: row.size, cor: row.colour, ean: row.ean, valorVenda: row.salePrice };
}

export function toBoxStampItem(row: LabelItemRow): BoxStampItem {
  return {
    ...labelItemHead(row),
    qtItens: row.qtItems,
    tamPacoteSupp: row.supplementaryPackSize,
    tamanho: row.size,
    cor: row.colour,
    ean: row.ean,
  };
}

/** Every box of every line, in the lines' order (boxStampPlan decides how many and what each holds). */
export function boxStampLabels(orderId: number, lines: readonly BoxStampLine[]): BoxStampLabel[] {
  return lines.flatMap(({ item, quantity }) =>
    boxStampPlan(item, quantity).map((box) => ({
      item,
      box: box.box,
      boxes: box.boxes,
      quantity: box.quantity,
      barcode: boxStampBarcode(orderId, item.codItem, box.box),
    })),
  );
}

/** A value inside one line of a label file: line breaks and control characters become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a printer line may not hold
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
