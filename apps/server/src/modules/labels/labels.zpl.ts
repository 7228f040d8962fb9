import { formatTagPrice, type BoxStampLayout } from '@portal/domain';
import { code128MaxModules, ean13Digits } from '../../platform/barcodes';
import {
  boxStampLabels,
  oneLine,
  type BoxStampLabel,
  type BoxStampLine,
  type LabelOrder,
  type PriceTagLine,
} from './labels.model';

/**
 * ZPL II for Zebra printers at 203 dpi (8 dots/mm), UTF-8 (^CI28). Every text field is written with ^FH so
 * that ^, ~ and _ in the data are hexadecimal escapes (_5E, _7E, _5F) and can never end the field or start
 * a command; a backslash too (_5C), which ^FB reads as the start of a line break. docs/decisions.md
 * ("Label formats") has the layouts.
 */

/** A text as ^FH field data: one line, with ^ ~ _ escaped. */
export function zplText(value: string): string {
  return oneLine(value).replace(/[\^~_\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A scalable-font text field at (x, y), cut to one line (or `lines`) of `width` dots, aligned. */
function text(
  x: number,
  y: number,
  size: number,
  value: string,
  options: { width?: number; align?: 'L' | 'R' | 'C'; lines?: number } = {},
): string {
  const block = options.width ? `^FB${options.width},${options.lines ?? 1},4,${options.align ?? 'L'},0` : '';
  return `^FO${x},${y}^A0N,${size},${size}${block}^FH^FD${zplText(value)}^FS`;
}

function label(width: number, length: number, fields: readonly string[], copies: number): string {
  return ['^XA', '^CI28', `^PW${width}`, `^LL${length}`, '^LH0,0', ...fields, `^PQ${copies},0,1,Y`, '^XZ'].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Price tags: 50 × 30 mm (400 × 240 dots), one label format per item printed `quantity` times.

const PRICE_WIDTH = 400;
const PRICE_LENGTH = 240;
/** ^BY2: an EAN-13 of 95 modules is 190 dots wide. */
const PRICE_MODULE = 2;

/** The EAN's first 12 digits: ^BE adds the check digit itself. Throws on an EAN that is not valid. */
export function eanBody(ean: string): string {
  return ean13Digits(ean.replace(/\D+/g, '')).slice(0, 12);
}

export function priceTagsZpl(lines: readonly PriceTagLine[]): string {
  const margin = 16;
  const inner = PRICE_WIDTH - 2 * margin;
  const barcodeX = Math.round((PRICE_WIDTH - 95 * PRICE_MODULE) / 2);
  return lines
    .map(({ item, quantity }) =>
      label(
        PRICE_WIDTH,
        PRICE_LENGTH,
        [
          text(margin, 16, 24, item.codItem, { width: 150 }),
          text(margin + 150, 10, 34, formatTagPrice(item.valorVenda), { width: inner - 150, align: 'R' }),
          text(margin, 54, 22, item.descricaoCurta, { width: inner }),
          text(margin, 82, 22, `${item.tamanho} | ${item.cor}`, { width: inner }),
          `^FO${barcodeX},112^BY${PRICE_MODULE}^BEN,86,Y,N^FD${eanBody(item.ean)}^FS`,
        ],
        quantity,
      ),
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Box stamps: PADRAO 100 × 50 mm (800 × 400 dots), DETALHADO 100 × 100 mm (800 × 800) with description,
// size, colour and pack; one label format per box.

const BOX_WIDTH = 800;
const BOX_MARGIN = 24;
const BOX_INNER = BOX_WIDTH - 2 * BOX_MARGIN;

/** ^BC in automatic mode: the widest module (1–4 dots) that keeps the barcode and its quiet zones inside. */
function code128Field(value: string, y: number, height: number): string {
  const modules = code128MaxModules(value);
  const module = Math.max(1, Math.min(4, Math.floor(BOX_INNER / (modules + 20))));
  const x = Math.max(BOX_MARGIN, Math.round((BOX_WIDTH - modules * module) / 2));
  return `^FO${x},${y}^BY${module}^BCN,${height},Y,N,N,A^FD${value}^FS`;
}

function boxHeader(order: LabelOrder, stamp: BoxStampLabel, multipack: boolean, big: number): string[] {
  const half = BOX_INNER / 2;
  return [
    text(BOX_MARGIN, 20, 30, `PEDIDO: ${order.id}`, { width: half }),
    text(BOX_MARGIN + half, 14, 44, `CAIXA ${stamp.box}/${stamp.boxes}`, { width: half, align: 'R' }),
    text(BOX_MARGIN, 62, 24, `FORNECEDOR: ${order.supplierId} - ${order.supplierName}`, { width: BOX_INNER }),
    text(BOX_MARGIN, 94, 24, `CD: ${order.cdName}`, { width: BOX_INNER }),
    text(BOX_MARGIN, 130, big, `ITEM: ${stamp.item.codItem}`, { width: half }),
    text(BOX_MARGIN + half, 130, big, `${multipack ? 'QTD PACOTES' : 'QTD'}: ${stamp.quantity}`, {
      width: half,
      align: 'R',
    }),
    `^FO${BOX_MARGIN},${130 + big + 10}^GB${BOX_INNER},3,3^FS`,
  ];
}

function boxStampPadrao(order: LabelOrder, stamp: BoxStampLabel, multipack: boolean): string {
  return label(BOX_WIDTH, 400, [...boxHeader(order, stamp, multipack, 36), code128Field(stamp.barcode, 196, 140)], 1);
}

function boxStampDetalhado(order: LabelOrder, stamp: BoxStampLabel, multipack: boolean): string {
  const { item } = stamp;
  const details = [
    text(BOX_MARGIN, 200, 30, `DESCRIÇÃO: ${item.descricaoCurta}`, { width: BOX_INNER, lines: 2 }),
    text(BOX_MARGIN, 276, 30, `TAMANHO: ${item.tamanho}`, { width: BOX_INNER / 2 }),
    text(BOX_MARGIN + BOX_INNER / 2, 276, 30, `COR: ${item.cor}`, { width: BOX_INNER / 2 }),
  ];
  if (item.packNo)
    details.push(text(BOX_MARGIN, 320, 30, `PACK: ${item.packNo} (${item.qtItens} PÇ)`, { width: BOX_INNER }));
  return label(
    BOX_WIDTH,
    800,
    [
      ...boxHeader(order, stamp, multipack, 40),
      ...details,
      `^FO${BOX_MARGIN},372^GB${BOX_INNER},3,3^FS`,
      code128Field(stamp.barcode, 420, 260),
    ],
    1,
  );
}

export function boxStampsZpl(
  order: LabelOrder,
  lines: readonly BoxStampLine[],
  layout: BoxStampLayout,
  multipack: boolean,
): string {
  const draw = layout === 'DETALHADO' ? boxStampDetalhado : boxStampPadrao;
  return boxStampLabels(order.id, lines)
    .map((stamp) => draw(order, stamp, multipack))
    .join('\n');
}
