import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  COMPANIES,
  ORDER_PAGE_SIZE,
  addDays,
  bookingHorizonWeeks,
  commercialWeekOf,
  defaultIdgfWeeks,
  idgfPeriodOf,
  needsProducerDeclaration,
  routeAfterSampleValidation,
  routeAfterSubcontractorInvoice,
  SAMPLE_CONCESSION_STATUS,
  sampleVerdict,
  saoPauloDate,
  weekdayOf,
  type OrderNature,
  type SampleRoutingOrder,
} from '@portal/domain';
import { COMPANY_FLAGS } from '../reference-data';
import { DEMO_CD_ID } from './locations.seed';
import { demoCharts } from './charts.seed';
import { demoDeclarations } from './declarations.seed';
import { FREE_ORDER_PLACES, FREE_ORDERS_PER_WEEK } from './fixtures.seed';
import { DOCK_BOARD_DEMO_BOOKINGS, dockBoardDemoDay } from './logistics.seed';
import { isApprovedNormalOfA } from './orders.seed';
import { demoSampleConcessions } from './samples.seed';
import type { DemoData } from './demo-data';
import { SUBCONTRACTOR_ORDER_PLAN } from './subcontractor-invoices.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';
import { uncertifiedOrdersOfA } from './sustainability.seed';
import { demoPreSchedulingOverflows, demoPreSchedulings } from './pre-scheduling.seed';

/**
 * What the demo data promises on every date it may be generated for: what the demo logins show a newcomer
 * and what the browser journeys look for. Each promise is kept by construction (fixtures.seed.ts plants
 * what it needs and the random draws leave it alone), and demo-guarantees.test.ts checks every promise for
 * every day of a year. A journey that needs something of the demo data finds it with the promise's own
 * predicate, so a promise kept is a journey fixture found.
 */
export interface DemoGuarantee {
  name: string;
  /** the promise, in words */
  promise: string;
  /** who counts on it */
  usedBy: string;
}

/** The M orders the bulk-accept journey accepts (two rounds, one language each). */
const BULK_ACCEPT_JOURNEY_ORDERS = 5;

/** The journeys page through listarPedidos 40 at a time: the conciliation and label ones look at 10 pages. */
const JOURNEY_SEARCH_DEPTH = 10 * ORDER_PAGE_SIZE;

type Order = DemoData['orders'][number];

/** Indexes over one day's data, built once for all the checks. */
function facts(data: DemoData) {
  const loadOf = new Map(data.logistics.loadOrders.map((lo) => [lo.orderId, lo.loadId]));
  const ordersOfLoad = new Map<number, Order[]>();
  const orderById = new Map(data.orders.map((o) => [o.id, o]));
  for (const lo of data.logistics.loadOrders) {
    const list = ordersOfLoad.get(lo.loadId);
    if (list) list.push(orderById.get(lo.orderId)!);
    else ordersOfLoad.set(lo.loadId, [orderById.get(lo.orderId)!]);
  }
  const scheduleOf = new Map(data.logistics.schedules.map((s) => [s.loadId, s]));
  const closed = new Set(data.logistics.cdExceptions.map((e) => `${e.cdId}|${e.date}`));
  const week = (offset: number) => commercialWeekOf(addDays(data.today, 7 * offset));
  const supplierA = data.orders.filter((o) => o.supplierId === DEMO_SUPPLIER_A_ID).sort((a, b) => b.id - a.id);
  /** Supplier A's newest approved orders, as deep as the conciliation and label journeys look. */
  const searchedApprovedA = supplierA.filter((o) => o.status === 'A').slice(0, JOURNEY_SEARCH_DEPTH);
  const allAOrders = (loadId: number) => (ordersOfLoad.get(loadId) ?? []).every((o) => o.status === 'A');
  /** Monday-to-Friday days of a week that are not holidays at a CD. */
  const openWeekdays = (cdId: number, weekStart: string) =>
    [1, 2, 3, 4, 5].map((d) => addDays(weekStart, d)).filter((day) => !closed.has(`${cdId}|${day}`));
  /** A load of next week that is not booked and whose orders are all approved: one that may be booked now. */
  const bookableNextWeek = (where: (load: DemoData['logistics']['loads'][number]) => boolean) => {
    const next = week(1);
    return data.logistics.loads.find(
      (l) => l.year === next.year && l.week === next.week && !scheduleOf.has(l.id) && allAOrders(l.id) && where(l),
    );
  };
  return {
    loadOf,
    orderById,
    scheduleOf,
    week,
    supplierA,
    searchedApprovedA,
    allAOrders,
    openWeekdays,
    bookableNextWeek,
  };
}

type Facts = ReturnType<typeof facts>;

function inWeek(o: Order, w: { year: number; week: number }): boolean {
  return o.year === w.year && o.week === w.week;
}

/** What the routing after the sample validation reads of an order (its supplier's and company's flags too). */
function routingOrder(data: DemoData, o: Order): SampleRoutingOrder {
  const supplier = data.suppliers.find((s) => s.row.id === o.supplierId)!;
  const company = COMPANY_FLAGS[COMPANIES.find((c) => c.id === o.companyId)!.key];
  return {
    utilizaSubContratado: o.usesSubcontractor ?? false,
    sustentabilidade: o.sustainability ?? '',
    naturezaPedido: o.nature as OrderNature,
    fornecedor: { exigirDeclProdutor: supplier.row.requireProducerDeclaration ?? false },
    empresa: {
      exigirDeclProdutor: company.requireProducerDeclaration,
      exigirCertSustentabilidade: company.requireSustainabilityCertificate,
    },
  };
}

function routesToReconcile(data: DemoData, o: Order): boolean {
  return routeAfterSampleValidation(routingOrder(data, o)) === '/reconcile';
}

function itemsByOrder(data: DemoData): Map<number, DemoData['items']> {
  const map = new Map<number, DemoData['items']>();
  for (const i of data.items) {
    const list = map.get(i.orderId);
    if (list) list.push(i);
    else map.set(i.orderId, [i]);
  }
  return map;
}

/** The orders the sample validation stops (sampleVerdict: a concession decides, else the ERP's sample status). */
function blockedBySamples(data: DemoData): Set<number> {
  const concessionOf = new Map(demoSampleConcessions(data).map((c) => [c.sampleOrderId, c]));
  const blocked = new Set<number>();
  for (const o of data.orders) {
    if (o.sampleOriginOrderId == null) continue;
    const concession = concessionOf.get(o.id);
    const verdict = sampleVerdict({
      id: o.id,
      erpStatus: o.sampleStatus ?? null,
      concession: concession ? { status: concession.status, reason: null } : null,
    });
    if (!verdict.passes) blocked.add(o.sampleOriginOrderId);
  }
  return blocked;
}

/** The orders that already have a conciliation. */
function reconciledOrders(data: DemoData): Set<number> {
  return new Set(data.conciliations.conciliations.map((c) => c.orderId));
}

/** Whether nothing stands before an order's conciliation: it has none yet and no sample stops it. */
function openToConciliation(data: DemoData): (order: Order) => boolean {
  const reconciled = reconciledOrders(data);
  const blocking = blockedBySamples(data);
  return (order) => !reconciled.has(order.id) && !blocking.has(order.id);
}

/**
 * The promise "a sample concession to approve" as a finder: the newest approved order of supplier A with no
 * conciliation whose only sample order is not approved in the ERP and has a pending concession (the samples
 * journey finds its order with it).
 */
export function sampleConcessionToApprove(data: DemoData): { originId: number; sampleId: number } | null {
  const reconciled = reconciledOrders(data);
  const concessionOf = new Map(demoSampleConcessions(data).map((c) => [c.sampleOrderId, c]));
  const samplesOf = new Map<number, Order[]>();
  for (const o of data.orders)
    if (o.sampleOriginOrderId != null)
      samplesOf.set(o.sampleOriginOrderId, [...(samplesOf.get(o.sampleOriginOrderId) ?? []), o]);
  const origin = data.orders
    .filter((o) => o.supplierId === DEMO_SUPPLIER_A_ID && o.status === 'A' && !reconciled.has(o.id))
    .sort((a, b) => b.id - a.id)
    .find((o) => {
      const samples = samplesOf.get(o.id) ?? [];
      return (
        samples.length === 1 &&
        samples[0]!.sampleStatus !== 'Aprovado' &&
        concessionOf.get(samples[0]!.id)?.status === SAMPLE_CONCESSION_STATUS.pending
      );
    });
  return origin ? { originId: origin.id, sampleId: samplesOf.get(origin.id)![0]!.id } : null;
}

/** A promise and its check: what is missing on a day, or null when the promise is kept. */
const guarantee = (
  name: string,
  promise: string,
  usedBy: string,
  check: (data: DemoData, f: Facts) => string | null,
) => ({ name, promise, usedBy, check });

const GUARANTEES = [
  guarantee(
    'free approved orders',
    `In every commercial week from today's to the one holding the last bookable day (today + 28), supplier A ` +
      `has at least ${FREE_ORDERS_PER_WEEK} approved orders in no load at CD Palhoça (2, Renner) and at CD Extrema ` +
      `(4, Camicado).`,
    'fornecedor assembling loads on /main; the loads journey (CD 2, next week and the week after) and the ' +
      'scheduling journey (CD 4, weeks +1 to +3)',
    (data, f) => {
      for (const w of bookingHorizonWeeks(data.today))
        for (const { cdId } of FREE_ORDER_PLACES) {
          const free = f.supplierA.filter(
            (o) => o.cdId === cdId && o.status === 'A' && inWeek(o, w) && !f.loadOf.has(o.id),
          );
          if (free.length < FREE_ORDERS_PER_WEEK)
            return `only ${free.length} free approved orders at CD ${cdId} in week ${w.year}-${w.week}`;
        }
      return null;
    },
  ),
  guarantee(
    'a load ready to book',
    'Supplier A has a load at CD Palhoça (2) in next week, not booked, whose orders are all approved: ' +
      '/load-details offers "Schedule".',
    'fornecedor on /loads and /scheduling',
    (_data, f) => {
      const ready = f.bookableNextWeek((l) => l.supplierId === DEMO_SUPPLIER_A_ID && l.cdId === 2);
      return ready ? null : 'no unbooked all-approved load of supplier A at CD 2 next week';
    },
  ),
  guarantee(
    'a booked load, supplier A newest orders',
    'Supplier A has a load booked at a one-load gate on a working day at least 3 days ahead (so it can still be ' +
      'moved or cancelled), whose orders are all approved; they are supplier A newest orders, so the first ' +
      'page of /main (40 orders) holds an order in a booked load and an approved order.',
    'fornecedor on /load-details (Update, Cancel); the loads journey (the booked load) and the orders journey ' +
      '(the first page, the load and scheduling-date filters)',
    (data, f) => {
      const gates = new Map(data.logistics.gates.map((g) => [g.id, g]));
      const minimum = addDays(data.today, 3);
      const booked = data.logistics.schedules.filter((s) => {
        const load = data.logistics.loads.find((l) => l.id === s.loadId)!;
        return (
          load.supplierId === DEMO_SUPPLIER_A_ID &&
          s.deliveryDate >= minimum &&
          weekdayOf(s.deliveryDate) >= 2 &&
          weekdayOf(s.deliveryDate) <= 6 &&
          !gates.get(s.gateId)!.dynamicCapacity &&
          f.allAOrders(s.loadId)
        );
      });
      if (booked.length === 0) return 'no all-approved load of supplier A booked 3 or more days ahead';
      const firstPage = f.supplierA.slice(0, ORDER_PAGE_SIZE);
      if (!firstPage.some((o) => f.scheduleOf.has(f.loadOf.get(o.id) ?? 0)))
        return "no order in a booked load on the first page of supplier A's orders";
      if (!firstPage.some((o) => o.status === 'A')) return "no approved order on the first page of supplier A's orders";
      return null;
    },
  ),
  guarantee(
    'a load to book at CD Duque de Caxias',
    'CD Duque de Caxias (5) has a load in next week, not booked, whose orders are all approved, and that week ' +
      'has at least 3 working days at the CD.',
    'logistics and admin on /scheduling; the CD journey (a new gate, exceptions and variations seen on it)',
    (_data, f) => {
      if (!f.bookableNextWeek((l) => l.cdId === 5)) return 'no unbooked all-approved load at CD 5 next week';
      const open = f.openWeekdays(5, f.week(1).start).length;
      return open >= 3 ? null : `only ${open} working days at CD 5 next week`;
    },
  ),
  guarantee(
    'gates open in the horizon',
    'Every CD has at least two gates that take one load per slot; every gate is open Monday to Friday from 08:00 ' +
      'to 18:00; in every week of the booking horizon every CD has at least 3 working days.',
    'every user booking on /scheduling; the scheduling journey (a one-load gate)',
    (data, f) => {
      const cds = [...new Set(data.logistics.gates.map((g) => g.cdId))];
      for (const cdId of cds) {
        const single = data.logistics.gates.filter((g) => g.cdId === cdId && !g.dynamicCapacity).length;
        if (single < 2) return `CD ${cdId} has ${single} one-load gates`;
        for (const w of bookingHorizonWeeks(data.today)) {
          const open = f.openWeekdays(cdId, w.start).length;
          if (open < 3) return `CD ${cdId} has ${open} working days in week ${w.year}-${w.week}`;
        }
      }
      for (const h of data.logistics.gateHours)
        if (h.weekday >= 2 && h.weekday <= 6 && (h.startTime !== '08:00:00' || h.endTime !== '18:00:00' || !h.capacity))
          return `gate ${h.gateId} is not open 08:00-18:00 on weekday ${h.weekday}`;
      return null;
    },
  ),
  guarantee(
    'orders to accept',
    'Supplier A has at least 2 orders awaiting acceptance (status N).',
    'fornecedor on /order-options; the orders journey (accepts one, keeps the other)',
    (_data, f) => {
      const count = f.supplierA.filter((o) => o.status === 'N').length;
      return count >= 2 ? null : `only ${count} N orders of supplier A`;
    },
  ),
  guarantee(
    'orders to accept in bulk',
    `Supplier A has at least ${BULK_ACCEPT_JOURNEY_ORDERS} orders awaiting acceptance as modified (status M): ` +
      'the demo suppliers get 3 of each status per company.',
    'fornecedor accepting a selection on /main; the bulk-accept journey (its newest M orders, which no other ' +
      'journey uses)',
    (_data, f) => {
      const count = f.supplierA.filter((o) => o.status === 'M').length;
      return count >= BULK_ACCEPT_JOURNEY_ORDERS ? null : `only ${count} M orders of supplier A`;
    },
  ),
  guarantee(
    'orders to reconcile',
    'Among its 400 newest approved orders, supplier A has at least 4 with no conciliation, 1 to 12 items, no ' +
      'sample awaiting or refused, that /main sends straight to /reconcile (Camicado orders at CD Extrema).',
    'fornecedor on /reconcile; the conciliation journey',
    (data, f) => {
      const items = itemsByOrder(data);
      const open = openToConciliation(data);
      const found = f.searchedApprovedA.filter((o) => {
        const count = items.get(o.id)?.length ?? 0;
        return open(o) && count >= 1 && count <= 12 && routesToReconcile(data, o);
      });
      return found.length >= 4 ? null : `only ${found.length} orders of supplier A to reconcile`;
    },
  ),
  guarantee(
    'orders awaiting a subcontractor invoice',
    `Supplier A has at least ${SUBCONTRACTOR_ORDER_PLAN.free} approved Normal orders that use a subcontractor, with ` +
      'no subcontractor invoice, no conciliation and no sample in the way, whose Next after the invoice leads to ' +
      "/reconcile (/main's Reconcile leads to /subcontractor-invoice); and one such order with an invoice.",
    'fornecedor on /subcontractor-invoice; the subcontractor invoice journey (one order per language)',
    (data, f) => {
      const open = openToConciliation(data);
      const invoiced = new Set(data.subcontractorInvoices.map((i) => i.orderId));
      const ready = f.supplierA.filter(
        (o) =>
          o.status === 'A' &&
          o.nature === 'Normal' &&
          o.usesSubcontractor &&
          open(o) &&
          routeAfterSubcontractorInvoice(routingOrder(data, o)) === '/reconcile',
      );
      const free = ready.filter((o) => !invoiced.has(o.id)).length;
      if (free < SUBCONTRACTOR_ORDER_PLAN.free) return `only ${free} orders of supplier A awaiting an invoice`;
      return ready.some((o) => invoiced.has(o.id)) ? null : 'no order of supplier A with a subcontractor invoice';
    },
  ),
  guarantee(
    'orders to label',
    'Supplier A has an approved Renner order with 2 or more items (the first, by code, of 3 or more units; the ' +
      'first two fill at most 60 boxes) and an approved Camicado order of nature Normal.',
    'fornecedor on /price-tag and /box-tag; the labels journey',
    (data, f) => {
      const items = itemsByOrder(data);
      const renner = f.searchedApprovedA.some((o) => {
        if (o.companyId !== 1) return false;
        const list = [...(items.get(o.id) ?? [])].sort((a, b) => a.itemCode.localeCompare(b.itemCode));
        if (list.length < 2 || new Set(list.map((i) => i.itemCode)).size !== list.length) return false;
        const boxes = list.slice(0, 2).reduce((sum, i) => sum + Math.min(i.qtVolume ?? 0, i.qtPurchase), 0);
        return list[0]!.qtPurchase >= 3 && boxes <= 60;
      });
      if (!renner) return 'no approved Renner order of supplier A to print labels for';
      const camicado = f.searchedApprovedA.some((o) => isApprovedNormalOfA(o, 3) && items.has(o.id));
      return camicado ? null : 'no approved Normal Camicado order of supplier A';
    },
  ),
  guarantee(
    'orders without a measurement chart',
    'At least 2 Youcom orders among the 600 newest orders have no measurement chart.',
    'youcom on /import-chart; the charts journey',
    (data) => {
      const charted = new Set(demoCharts(data).map((c) => c.orderId));
      const free = [...data.orders]
        .sort((a, b) => b.id - a.id)
        .slice(0, 15 * ORDER_PAGE_SIZE)
        .filter((o) => o.companyId === 4 && !charted.has(o.id));
      return free.length >= 2 ? null : `only ${free.length} Youcom orders without a chart`;
    },
  ),
  guarantee(
    'a sample concession to approve',
    'Supplier A has an approved order with no conciliation whose only sample order is not approved in the ERP and ' +
      'has a pending concession: /main refuses to reconcile that order until an admin approves the concession on ' +
      '/order-sample-details.',
    'fornecedor on /main (the sample validation), admin on /order-sample-list; the samples journey',
    (data) =>
      sampleConcessionToApprove(data)
        ? null
        : 'no approved free order of supplier A whose only sample has a pending concession',
  ),
  guarantee(
    'orders on the document road',
    'Supplier A has at least 3 approved orders open to conciliation (1 to 12 items, no subcontractor) that /main ' +
      'sends to /sustainability and that need a producer declaration, with neither document; and at least 2 ' +
      'approved orders open to conciliation (1 to 12 items) that /main sends to /producer-declaration, without one.',
    'fornecedor on /sustainability and /producer-declaration; the compliance road journeys (the oldest such orders) ' +
      'and the sustainability and declarations journeys (the newest)',
    (data) => {
      const items = itemsByOrder(data);
      const open = openToConciliation(data);
      const declared = new Set(demoDeclarations(data).map((d) => d.orderId));
      const uncertified = new Set(uncertifiedOrdersOfA(data));
      const onRoad = (o: Order) => {
        const count = items.get(o.id)?.length ?? 0;
        return (
          o.supplierId === DEMO_SUPPLIER_A_ID &&
          o.status === 'A' &&
          !o.usesSubcontractor &&
          count >= 1 &&
          count <= 12 &&
          open(o) &&
          !declared.has(o.id)
        );
      };
      const both = data.orders.filter((o) => {
        if (!onRoad(o) || !uncertified.has(o.id)) return false;
        const routing = routingOrder(data, o);
        return routeAfterSampleValidation(routing) === '/sustainability' && needsProducerDeclaration(routing);
      }).length;
      if (both < 3) return `only ${both} orders of supplier A needing both documents`;
      const declarationOnly = data.orders.filter(
        (o) => onRoad(o) && routeAfterSampleValidation(routingOrder(data, o)) === '/producer-declaration',
      ).length;
      return declarationOnly >= 2 ? null : `only ${declarationOnly} orders of supplier A needing only a declaration`;
    },
  ),
  guarantee(
    'every conciliation result',
    'Suppliers A and B each have a current conciliation of every result the conciliation screens show: on A ' +
      'orders approved (2/2), commercially rejected (3/0), fiscally blocked (2/3) and conditional (2/4); on D ' +
      'orders approved and conditionally accepted.',
    'fornecedor and fornecedor2 on /conciliation-status and /conciliation-list',
    (data, f) => {
      for (const supplierId of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
        const results = new Set(
          data.conciliations.conciliations
            .filter((c) => c.cancelledAt === null && f.orderById.get(c.orderId)!.supplierId === supplierId)
            .map(
              (c) =>
                `${f.orderById.get(c.orderId)!.status} ${c.commercialStatus}/${c.fiscalStatus}${c.conditionalAt ? ' accepted' : ''}`,
            ),
        );
        for (const wanted of ['A 2/2', 'A 3/0', 'A 2/3', 'A 2/4', 'D 2/2', 'D 2/2 accepted'])
          if (!results.has(wanted)) return `supplier ${supplierId} has no current conciliation ${wanted}`;
      }
      return null;
    },
  ),
  guarantee(
    'pre-schedulings of supplier A',
    'Supplier A holds pre-schedulings of both work-hour types (weekly and a date range), active and inactive, at ' +
      'CDs serving their companies, and no demo pre-scheduling takes its CD over capacity in any slot.',
    'admin on /pre-scheduling-list (from provider details of supplier A) and /pre-scheduling-report',
    (data) => {
      const rows = demoPreSchedulings(data);
      const ofA = rows.filter((r) => r.supplierId === DEMO_SUPPLIER_A_ID);
      for (const type of [1, 2])
        if (!ofA.some((r) => r.workHourType === type && r.active)) return `no active type ${type} of supplier A`;
      if (!ofA.some((r) => r.active === false)) return 'no inactive pre-scheduling of supplier A';
      const overflows = demoPreSchedulingOverflows(data, rows);
      return overflows.length > 0 ? overflows[0]! : null;
    },
  ),
  guarantee(
    'IDGF figures of supplier A',
    "Supplier A's performance report (/idgf) over its default period, the last 8 commercial weeks, has at least 3 " +
      'booked deliveries, 3 orders accepted in the portal, 2 first invoice uploads and an invoice awaiting action, ' +
      'so that every chart card shows something.',
    'fornecedor on /idgf, admin on /provider-details/idgf; the idgf journey',
    (data, f) => {
      const { de, ate } = defaultIdgfWeeks(data.today);
      const result = idgfPeriodOf(de, ate, data.today);
      if (!result.ok) return 'no default period';
      const { inicio, fim } = result.period;
      const inPeriod = (day: string) => day >= inicio && day <= fim;
      const ofA = (orderId: number) => f.orderById.get(orderId)?.supplierId === DEMO_SUPPLIER_A_ID;
      const loadsOfA = new Set(
        data.logistics.loads.filter((l) => l.supplierId === DEMO_SUPPLIER_A_ID).map((l) => l.id),
      );
      const deliveries = data.logistics.schedules.filter((s) => loadsOfA.has(s.loadId) && inPeriod(s.deliveryDate));
      if (deliveries.length < 3) return `only ${deliveries.length} deliveries of supplier A in the period`;
      const accepted = f.supplierA.filter((o) => o.acceptedAt && inPeriod(o.poReceivedAt ?? '')).length;
      if (accepted < 3) return `only ${accepted} orders of supplier A accepted in the period`;
      const firsts = new Map<number, Date>();
      for (const c of data.conciliations.conciliations) {
        const known = firsts.get(c.orderId);
        if (c.createdAt && ofA(c.orderId) && (!known || c.createdAt < known)) firsts.set(c.orderId, c.createdAt);
      }
      const uploads = [...firsts.values()].filter((d) => inPeriod(saoPauloDate(d))).length;
      if (uploads < 2) return `only ${uploads} first uploads of supplier A in the period`;
      const awaiting = data.conciliations.conciliations.some(
        (c) => ofA(c.orderId) && c.cancelledAt === null && (c.commercialStatus === 3 || c.fiscalStatus === 3),
      );
      return awaiting ? null : 'no invoice of supplier A awaiting action';
    },
  ),
  guarantee(
    'bookings in the calendar feed',
    "Suppliers A and B and the logistics user's CD each have a booking within the calendar feed's window (30 days " +
      'back to 90 ahead): their feeds are never empty.',
    'fornecedor, fornecedor2 and logistica on "Subscribe in your calendar" (/load); the calendar-feed journey and tests',
    (data) => {
      const from = addDays(data.today, -CALENDAR_FEED_DAYS_BACK);
      const to = addDays(data.today, CALENDAR_FEED_DAYS_AHEAD);
      const loadById = new Map(data.logistics.loads.map((l) => [l.id, l]));
      const inWindow = data.logistics.schedules
        .filter((s) => s.deliveryDate >= from && s.deliveryDate <= to)
        .map((s) => loadById.get(s.loadId)!);
      if (!inWindow.some((l) => l.supplierId === DEMO_SUPPLIER_A_ID)) return 'no booking of supplier A in the window';
      if (!inWindow.some((l) => l.supplierId === DEMO_SUPPLIER_B_ID)) return 'no booking of supplier B in the window';
      if (!inWindow.some((l) => l.cdId === DEMO_CD_ID)) return `no booking at CD ${DEMO_CD_ID} in the window`;
      return null;
    },
  ),
  guarantee(
    'bookings on the dock board',
    `The logistics user's CD (${DEMO_CD_ID}) has at least ${DOCK_BOARD_DEMO_BOOKINGS} bookings today when it receives ` +
      "(Monday to Friday, no holiday), otherwise on the first such day of today's commercial week: its dock board " +
      'is never empty on the day or week it opens on.',
    'logistica landing on /dock-board; the dock-board journey',
    (data) => {
      const closed = new Set(data.logistics.cdExceptions.filter((e) => e.cdId === DEMO_CD_ID).map((e) => e.date));
      const day = dockBoardDemoDay(data.today, (date) => closed.has(date));
      if (!day) return `no receiving day at CD ${DEMO_CD_ID} in today's week`;
      const gates = new Set(data.logistics.gates.filter((g) => g.cdId === DEMO_CD_ID).map((g) => g.id));
      const count = data.logistics.schedules.filter((s) => gates.has(s.gateId) && s.deliveryDate === day).length;
      return count >= DOCK_BOARD_DEMO_BOOKINGS ? null : `only ${count} bookings at CD ${DEMO_CD_ID} on ${day}`;
    },
  ),
];

/** Every promise, in the order above. */
export const DEMO_GUARANTEES: readonly DemoGuarantee[] = GUARANTEES.map(({ name, promise, usedBy }) => ({
  name,
  promise,
  usedBy,
}));

/** The promises a day's data breaks, with what is missing (empty when it keeps them all). */
export function brokenGuarantees(data: DemoData): { name: string; missing: string }[] {
  const f = facts(data);
  const broken: { name: string; missing: string }[] = [];
  for (const g of GUARANTEES) {
    const missing = g.check(data, f);
    if (missing) broken.push({ name: g.name, missing });
  }
  return broken;
}
