import type { OrderNature } from '../orders/order-status';
import {
  BOX_STAMP_TOLERANCE,
  TAG_MODELS,
  type BoxStampItem,
  type PriceTagItem,
  type TagKind,
  type TagModel,
  type TagOutput,
} from './label-contracts';

/** Quantities are typed as digits only (spec 000 §5): anything else is dropped as the user types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

// ---------------------------------------------------------------------------------------------------------
// Price tags: each quantity at most the item's qtCompra; generate needs ≥ 1 selected item, each with a quantity.

export type PriceTagQuantityProblem = 'required' | 'exceeds';

export function priceTagQuantityProblem(
  item: Pick<PriceTagItem, 'qtCompra'>,
  quantity: number | null | undefined,
): PriceTagQuantityProblem | null {
  if (quantity === null || quantity === undefined || !Number.isInteger(quantity) || quantity < 1) return 'required';
  if (quantity > item.qtCompra) return 'exceeds';
  return null;
}

/** The price tag input caps what is typed at qtCompra (spec 000 §5 "capped at item's qtCompra"). */
export function capPriceTagQuantity(item: Pick<PriceTagItem, 'qtCompra'>, typed: string): string {
  const digits = digitsOnly(typed).replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Number(digits) > item.qtCompra ? String(item.qtCompra) : digits;
}

export function canGeneratePriceTags(
  items: readonly Pick<PriceTagItem, 'id' | 'qtCompra'>[],
  selection: ReadonlyMap<number, number | null>,
): boolean {
  if (selection.size === 0) return false;
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const [id, quantity] of selection) {
    const item = byId.get(id);
    if (!item || priceTagQuantityProblem(item, quantity) !== null) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Box stamps: each quantity within 5 % (floor) of its default; the default is qtCompra, or qtCompra/qtItens
// (whole packs) for a multipack stamp.

export function boxStampDefault(item: Pick<BoxStampItem, 'qtCompra' | 'qtItens'>, multipack: boolean): number {
  if (!multipack) return item.qtCompra;
  return Math.floor(item.qtCompra / Math.max(1, item.qtItens));
}

/** How far the quantity may stray from the default: 5 % of it, rounded down. */
export function boxStampTolerance(defaultQuantity: number): number {
  return Math.floor(defaultQuantity * BOX_STAMP_TOLERANCE);
}

/** False marks the item and shows boxTagVolumeWarning. */
export function isBoxStampQuantityAllowed(
  item: Pick<BoxStampItem, 'qtCompra' | 'qtItens'>,
  multipack: boolean,
  quantity: number | null | undefined,
): boolean {
  if (quantity === null || quantity === undefined || !Number.isInteger(quantity) || quantity < 1) return false;
  const expected = boxStampDefault(item, multipack);
  return Math.abs(quantity - expected) <= boxStampTolerance(expected);
}

/** The ids of the items whose quantity is outside the tolerance (the marked items). */
export function boxStampWarnings(
  items: readonly Pick<BoxStampItem, 'id' | 'qtCompra' | 'qtItens'>[],
  multipack: boolean,
  quantities: ReadonlyMap<number, number | null>,
): number[] {
  return items
    .filter((item) => quantities.has(item.id) && !isBoxStampQuantityAllowed(item, multipack, quantities.get(item.id)))
    .map((item) => item.id);
}

export interface BoxStampBox {
  /** 1-based box number. */
  box: number;
  boxes: number;
  /** Units (packs for a multipack stamp) in this box. */
  quantity: number;
}

/**
 * The boxes of one item: the order plans qtVolume boxes for it (the volumes a load and a gate count), so the
 * quantity typed is spread over that many boxes, the first ones taking the remainder one unit each; never more
 * boxes than units. Within the 5 % tolerance this keeps the stamps equal to the order's volumes.
 */
export function boxStampPlan(item: Pick<BoxStampItem, 'qtVolume'>, quantity: number): BoxStampBox[] {
  const boxes = Math.max(1, Math.min(Math.max(1, item.qtVolume), quantity));
  const base = Math.floor(quantity / boxes);
  const remainder = quantity - base * boxes;
  return Array.from({ length: boxes }, (_, i) => ({
    box: i + 1,
    boxes,
    quantity: base + (i < remainder ? 1 : 0),
  }));
}

/** What a box stamp's Code 128 barcode carries: order, item code and box number (docs/decisions.md). */
export function boxStampBarcode(orderId: number, itemCode: string, box: number): string {
  return `${orderId}${itemCode.replace(/[^0-9A-Za-z]/g, '')}${String(box).padStart(4, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Who gets which output (spec 000 §6): the retailer-named company (Renner) gets the Zebra and TXT tag types;
// Camicado (3) and Youcom (4) restrict printing or PDF by order nature. docs/decisions.md has the table.

const RENNER = 1;
const CAMICADO = 3;
/** Natures whose goods go on sale in the shops: the only ones Camicado and Youcom label. */
const SALEABLE_NATURES: readonly OrderNature[] = ['Normal', 'Importado'];

export function tagOutputsFor(kind: TagKind, companyId: number, nature: OrderNature): TagOutput[] {
  if (kind === 'selo') return ['zpl', 'txt'];
  if (companyId === RENNER) return ['zpl', 'txt'];
  if (!SALEABLE_NATURES.includes(nature)) return [];
  return companyId === CAMICADO ? ['pdf'] : ['zpl', 'txt'];
}

export function tagOutputOfModel(model: TagModel): TagOutput {
  return model === TAG_MODELS.ZPL ? 'zpl' : 'txt';
}

/**
 * The name a downloaded label file gets (spec 000 §9): names ending txt or zpl are saved as txt with the
 * order number appended ("etiquetas.zpl", order 123 → "etiquetas_123.txt"). Other names keep their
 * extension and get the order number too.
 */
export function tagDownloadName(fileName: string, orderId: number): string {
  const name = fileName.trim();
  const match = /^(.*?)\.?(txt|zpl)$/i.exec(name);
  if (match) return `${match[1] || 'etiquetas'}_${orderId}.txt`;
  const dot = name.lastIndexOf('.');
  if (dot > 0) return `${name.slice(0, dot)}_${orderId}${name.slice(dot)}`;
  return `${name}_${orderId}.txt`;
}

/** The sale price as the company's shops show it: BRL in the Brazilian format ("R$ 129,90"). */
export function formatTagPrice(value: string): string {
  const [integer = '', fraction = ''] = value.trim().split('.');
  // ".5" and "-.5" have an empty whole part: it is zero
  const whole = integer === '' || integer === '-' ? `${integer}0` : integer;
  const cents = (fraction + '00').slice(0, 2);
  const grouped = whole.replace(/^(-?)0+(?=\d)/, '$1').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${grouped},${cents}`;
}
