import { ean13CheckDigit } from '@portal/domain';
import type { orderItemDetails, orderItems } from '../schema/index';
import { COLOURS, compositionText, uruguaySize, type ProductTemplate } from './catalog.data';
import type { Random } from './random';

export type ItemRow = typeof orderItems.$inferInsert & { id: number };
export type ItemDetailRow = typeof orderItemDetails.$inferInsert;

/** What an order tells its items. */
export interface ItemContext {
  status: string;
  nature: string;
  templates: readonly ProductTemplate[];
  eanPrefix: string;
  /** ICMS rate for this supplier and CD, as a percentage. */
  icms: 12 | 17 | 18;
  originCountry: string;
  /** Season text for the item's "estação" uda. */
  season: string;
  bci: boolean;
}

/** Counters shared by every order so codes and EANs never repeat. */
export interface ItemCounters {
  nextItemId: number;
  nextItemCode: number;
  /** Per supplier EAN prefix: next item reference (five digits). */
  eanSerial: Map<string, number>;
}

function money(tenThousandths: number, scale: 2 | 4): string {
  const s = String(tenThousandths).padStart(5, '0');
  const whole = s.slice(0, -4);
  const frac = s.slice(-4);
  return `${whole}.${scale === 4 ? frac : frac.slice(0, 2)}`;
}

function nextEan(counters: ItemCounters, prefix: string): string {
  const serial = counters.eanSerial.get(prefix) ?? 1;
  counters.eanSerial.set(prefix, serial + 1);
  const body = `789${prefix}${String(serial % 100_000).padStart(5, '0')}`;
  return body + String(ean13CheckDigit(body));
}

/**
 * 2 to 8 items: one or two models of the order's department, each in a few colours and its sizes.
 * Quantities: qtPurchase counts sale units (a 3-pack kit is one unit of qtItems 3 pieces),
 * a multiple of the inner pack; qtVolume is the number of boxes of qtCase units.
 */
export function generateItems(
  random: Random,
  orderId: number,
  ctx: ItemContext,
  counters: ItemCounters,
): { items: ItemRow[]; details: ItemDetailRow[] } {
  const count = random.int(2, 8);
  const variants: {
    template: ProductTemplate;
    size: string;
    colour: (typeof COLOURS)[number];
    reference: string;
    unitCost: number;
    markup: number;
    composition: ProductTemplate['compositions'][number];
  }[] = [];
  for (const template of ctx.templates) {
    const wanted = Math.ceil(count / ctx.templates.length);
    const colours = random.sample(COLOURS, Math.ceil(wanted / template.sizes.length));
    const reference = String(random.int(400_000, 899_999));
    // unit cost in ten-thousandths of a real: whole cents, imports carry four decimals from the exchange rate
    const cents = random.int(template.cost[0] * 100, template.cost[1] * 100);
    const unitCost = ctx.nature === 'Importado' ? cents * 100 + random.int(0, 99) : cents * 100;
    const composition = random.pick(template.compositions);
    const markup = 2.1 + random.int(0, 8) / 10; // one sale price per model
    for (const colour of colours)
      for (const size of template.sizes)
        variants.push({ template, size, colour, reference, unitCost, markup, composition });
  }
  const chosen = variants.slice(0, Math.max(2, Math.min(count, variants.length)));

  const items: ItemRow[] = [];
  const details: ItemDetailRow[] = [];
  for (const v of chosen) {
    const t = v.template;
    const pieces = t.multipack ?? 1;
    // inner pack: the largest of 6, 4, 3 that divides the box, for boxes of 24 units or more
    const inner = t.case >= 24 && pieces === 1 ? ([6, 4, 3].find((n) => t.case % n === 0) ?? 1) : 1;
    const qtPurchase =
      ctx.nature === 'Amostra'
        ? inner * random.int(1, 3)
        : t.case * random.int(1, 10) + inner * random.int(0, Math.floor(t.case / inner) - 1);
    const received =
      ctx.status === 'D'
        ? random.chance(0.1)
          ? qtPurchase - random.int(0, Math.min(5, qtPurchase - 1))
          : qtPurchase
        : 0;
    const cancelled = ctx.status === 'C' ? qtPurchase : ctx.status === 'D' ? qtPurchase - received : 0;

    const costCents = Math.round((v.unitCost * (100 + t.ipi)) / 10_000);
    const saleCents = Math.ceil((costCents * v.markup) / 100) * 100 - 10; // R$ 79,90 style
    const itemCode = String(counters.nextItemCode);
    counters.nextItemCode += random.int(1, 7);
    const id = counters.nextItemId++;

    items.push({
      id,
      orderId,
      itemCode,
      purchaseSku: String(10_000_000 + id),
      description: `${t.description} ${v.colour.name}`,
      shortDescription: t.short,
      size: v.size,
      pantone: v.colour.pantone,
      colour: v.colour.name,
      qtPurchase,
      qtCancelled: cancelled,
      qtReceived: received,
      qtVolume: Math.ceil(qtPurchase / t.case),
      qtItems: pieces,
      qtCase: t.case,
      qtPackage: inner,
      unitCost: money(v.unitCost, 4),
      cost: money(costCents * 100, 2),
      salePrice: money(saleCents * 100, 2),
      reference: v.reference,
      ean: nextEan(counters, ctx.eanPrefix),
      composition: compositionText(v.composition),
      ncm: t.ncm,
      icmsRate: `${ctx.icms}.00`,
      ipiRate: `${t.ipi}.00`,
      shippingForm: t.shippingForm,
      parentItemCode: `${v.reference}000`,
      packInd: pieces > 1,
      packNo: pieces > 1 ? `PK${itemCode}` : null,
      roundLevel: 'C',
      innerPackSize: inner,
      supplementaryPackSize: pieces,
      retailUnit: t.measure,
    });
    details.push({
      itemId: id,
      class: t.className,
      subclass: t.subclass,
      materialGroup: t.materialGroup,
      measure: t.measure,
      originCountry: ctx.originCountry,
      vpn: `VPN-${v.reference}-${v.colour.pantone.slice(0, 7)}`,
      characteristics: [
        { country: 'BR', size: v.size, colour: v.colour.name },
        { country: 'UY', size: uruguaySize(v.size, t.segment), colour: v.colour.es },
      ],
      inputs: v.composition.map((i) => ({ ...i })),
      udas: [
        { id: 1, code: 'ESTACAO', description: ctx.season },
        ...(ctx.bci && t.cotton ? [{ id: 2, code: 'BCI', description: 'Algodão BCI' }] : []),
        ...(pieces > 1 ? [{ id: 3, code: 'MULTIPACK', description: `Kit com ${pieces} peças` }] : []),
      ],
    });
  }
  return { items, details };
}
