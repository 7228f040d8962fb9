import { addDays, saoPauloInstant } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { subcontractorInvoices, subcontractors } from '../schema/index';
import type { GeneratedConciliations } from './conciliations.seed';
import { isApprovedNormalOfA, type DemoOrder } from './orders.seed';
import type { Random } from './random';
import { demoSubcontractors, workshopsOf } from './subcontractors.seed';

/**
 * The demo's subcontractor invoices (spec 001 §3): the outbound invoices of the subcontractor-using orders of the
 * providers linked to workshops (suppliers A and B), with the workshops' return invoices once the work came back.
 * Pure: the same day gives the same rows. Every row keeps the domain's rules (invoice-rules.ts).
 */

/**
 * What supplier A's planted subcontractor orders are: approved Normal Camicado orders (no sustainability
 * certificate or producer declaration asked, so Next leads to /reconcile), `free` of them with no invoice (the
 * journey registers one per language) and `invoiced` with an outbound invoice.
 */
export const SUBCONTRACTOR_ORDER_PLAN = { companyId: 3, free: 3, invoiced: 1 } as const;

export interface SubcontractorOrderFixtures {
  /** approved, no invoice, no conciliation: /main's Reconcile leads to /subcontractor-invoice */
  free: number[];
  /** the same with an outbound invoice registered */
  invoiced: number[];
}

/** An invoice, its workshop named by its position in the demo's list (ids are the database's). */
export interface DemoSubcontractorInvoice {
  orderId: number;
  supplierId: number;
  workshop: number;
  outboundDate: string;
  outboundNumber: string;
  outboundPieces: number;
  returnDate: string | null;
  returnNumber: string | null;
  returnPieces: number | null;
}

/**
 * Turns subcontractor use on for supplier A's newest approved Normal Camicado orders that nothing else planted, that
 * are no sample's origin (so the sample validation lets them through) and no sample themselves. Only the flag
 * changes: no random draw, so the rest of the day's data stays as it was.
 */
export function plantSubcontractorOrders(
  orders: DemoOrder[],
  keepOut: ReadonlySet<number>,
): SubcontractorOrderFixtures {
  const origins = new Set(orders.flatMap((o) => (o.sampleOriginOrderId == null ? [] : [o.sampleOriginOrderId])));
  const chosen = orders
    .filter(
      (o) =>
        isApprovedNormalOfA(o, SUBCONTRACTOR_ORDER_PLAN.companyId) &&
        !o.isSample &&
        !origins.has(o.id) &&
        !keepOut.has(o.id),
    )
    .sort((a, b) => b.id - a.id)
    .slice(0, SUBCONTRACTOR_ORDER_PLAN.free + SUBCONTRACTOR_ORDER_PLAN.invoiced);
  if (chosen.length < SUBCONTRACTOR_ORDER_PLAN.free + SUBCONTRACTOR_ORDER_PLAN.invoiced)
    throw new Error('supplier A has too few approved Normal Camicado orders for the subcontractor fixtures');
  for (const o of chosen) o.usesSubcontractor = true;
  const ids = chosen.map((o) => o.id);
  return { free: ids.slice(0, SUBCONTRACTOR_ORDER_PLAN.free), invoiced: ids.slice(SUBCONTRACTOR_ORDER_PLAN.free) };
}

interface Lot {
  workshop: number;
  outboundDate: string;
  outboundPieces: number;
  returnDate: string | null;
  returnPieces: number | null;
}

/** A lot's return: some days later when that day has come, a few pieces lost or rejected (at most 2 %). */
function returned(random: Random, lot: Omit<Lot, 'returnDate' | 'returnPieces'>, today: string, must: boolean): Lot {
  let returnDate: string | null = addDays(lot.outboundDate, random.int(5, 25));
  if (returnDate > today) returnDate = must ? today : null;
  const lost = Math.floor((lot.outboundPieces * random.int(0, 20)) / 1000);
  return { ...lot, returnDate, returnPieces: returnDate === null ? null : lot.outboundPieces - lost };
}

/**
 * An order's lots: mostly one lot to one workshop; sometimes two lots to the same workshop (the pieces split), or
 * a second workshop receiving all the pieces once the first sent them back (cutting, then sewing).
 */
function lotsOf(
  random: Random,
  order: DemoOrder,
  workshops: readonly number[],
  today: string,
  mustReturn: boolean,
): Lot[] {
  const pieces = order.qtPieces;
  let sent = addDays(order.issuedAt, random.int(3, 20));
  if (sent > today) sent = today;
  const workshop = random.pick(workshops);
  const shape =
    pieces >= 2
      ? random.weighted([
          ['one', 7],
          ['split', 2],
          ['chain', 2],
        ] as const)
      : 'one';
  if (shape === 'split') {
    const first = Math.max(1, Math.min(pieces - 1, Math.round(pieces * (0.4 + random.int(0, 20) / 100))));
    const later = addDays(sent, random.int(1, 5));
    return [
      returned(random, { workshop, outboundDate: sent, outboundPieces: first }, today, mustReturn),
      returned(
        random,
        { workshop, outboundDate: later > today ? today : later, outboundPieces: pieces - first },
        today,
        mustReturn,
      ),
    ];
  }
  const partial = random.chance(0.2) ? Math.max(1, Math.floor((pieces * random.int(50, 95)) / 100)) : pieces;
  const firstLot = returned(random, { workshop, outboundDate: sent, outboundPieces: partial }, today, mustReturn);
  const others = workshops.filter((w) => w !== workshop);
  if (shape !== 'chain' || others.length === 0 || firstLot.returnDate === null) return [firstLot];
  const next = {
    workshop: random.pick(others),
    outboundDate: firstLot.returnDate,
    outboundPieces: firstLot.returnPieces!,
  };
  return [firstLot, returned(random, next, today, mustReturn)];
}

/**
 * The day's invoices. Orders of a provider linked to workshops that use a subcontractor: one with a conciliation, or
 * delivered, has its invoices with their returns (the work came back before the retailer's invoice); about 60 % of
 * the others have invoices, returned when the day has come. Supplier A's planted free orders have none, its
 * planted invoiced order one outbound invoice. Numbers run per provider (outbound) and per workshop (return).
 */
export function generateSubcontractorInvoices(
  random: Random,
  input: {
    orders: readonly DemoOrder[];
    conciliations: GeneratedConciliations;
    today: string;
    fixtures: SubcontractorOrderFixtures;
  },
): DemoSubcontractorInvoice[] {
  const { orders, today, fixtures } = input;
  const reconciled = new Set(input.conciliations.conciliations.map((c) => c.orderId));
  const free = new Set(fixtures.free);
  const invoicedFixture = new Set(fixtures.invoiced);
  const lots: (Lot & { order: DemoOrder })[] = [];
  for (const order of orders) {
    if (!order.usesSubcontractor || free.has(order.id)) continue;
    const links = workshopsOf(order.supplierId);
    const active = links.filter((l) => l.active).map((l) => l.position);
    if (active.length === 0) continue;
    if (invoicedFixture.has(order.id)) {
      let sent = addDays(order.issuedAt, random.int(3, 20));
      if (sent > today) sent = today;
      lots.push({
        order,
        workshop: active[0]!,
        outboundDate: sent,
        outboundPieces: order.qtPieces,
        returnDate: null,
        returnPieces: null,
      });
      continue;
    }
    const mustReturn = reconciled.has(order.id) || order.status === 'D';
    if (!mustReturn && !random.chance(0.6)) continue;
    // a delivered order of months ago may name a workshop made inactive since
    const old = order.status === 'D' && order.issuedAt < addDays(today, -60);
    const workshops = old ? links.map((l) => l.position) : active;
    for (const lot of lotsOf(random, order, workshops, today, mustReturn)) lots.push({ ...lot, order });
  }

  const outboundNext = new Map<number, number>();
  const returnNext = new Map<number, number>();
  const numbered = (counters: Map<number, number>, key: number, start: () => number) => {
    const value = (counters.get(key) ?? start()) + random.int(1, 40);
    counters.set(key, value);
    return String(value);
  };
  const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const invoices = [...lots]
    .sort((a, b) => byDate(a.outboundDate, b.outboundDate) || a.order.id - b.order.id)
    .map((lot): DemoSubcontractorInvoice => ({
      orderId: lot.order.id,
      supplierId: lot.order.supplierId,
      workshop: lot.workshop,
      outboundDate: lot.outboundDate,
      outboundNumber: numbered(outboundNext, lot.order.supplierId, () => random.int(20_000, 90_000)),
      outboundPieces: lot.outboundPieces,
      returnDate: lot.returnDate,
      returnNumber: null,
      returnPieces: lot.returnPieces,
    }));
  for (const invoice of [...invoices]
    .filter((i) => i.returnDate !== null)
    .sort((a, b) => byDate(a.returnDate!, b.returnDate!) || a.orderId - b.orderId))
    invoice.returnNumber = numbered(returnNext, invoice.workshop, () => 1_000 + invoice.workshop * 731);
  // the table's order: each order's invoices in the order they were sent
  return invoices.sort((a, b) => a.orderId - b.orderId || byDate(a.outboundDate, b.outboundDate));
}

/** Writes the day's invoices, registered on their outbound day and changed on their return day. */
export async function seedSubcontractorInvoices(
  tx: Tx,
  today: string,
  invoices: readonly DemoSubcontractorInvoice[],
): Promise<number> {
  if (invoices.length === 0) return 0;
  const workshops = demoSubcontractors(today).subcontractors;
  const stored = await tx
    .select({ id: subcontractors.id, cnpj: subcontractors.cnpj })
    .from(subcontractors)
    .where(
      inArray(
        subcontractors.cnpj,
        workshops.map((w) => w.cnpj),
      ),
    );
  const idOfCnpj = new Map(stored.map((s) => [s.cnpj, s.id]));
  await tx.insert(subcontractorInvoices).values(
    invoices.map(({ workshop, ...invoice }) => ({
      ...invoice,
      subcontractorId: idOfCnpj.get(workshops[workshop]!.cnpj)!,
      createdAt: saoPauloInstant(invoice.outboundDate, '09:40:00'),
      updatedAt: saoPauloInstant(invoice.returnDate ?? invoice.outboundDate, '16:15:00'),
    })),
  );
  return invoices.length;
}
