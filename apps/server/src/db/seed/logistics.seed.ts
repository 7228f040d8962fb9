import { addDays, commercialWeekOf, defaultIdgfWeeks, idgfPeriodOf, weekdayOf } from '@portal/domain';
import type { cdExceptions, gateHours, gates, gateVariations, loads, schedules } from '../schema/index';
import {
  FIXTURE_LOADS,
  bookedLoadDay,
  plantedOrderIds,
  type DemoFixtures,
  type FixtureLoadKind,
} from './fixtures.seed';
import { holidaysBetween } from './holidays';
import { DEMO_CD_ID, type LocationRow } from './locations.seed';
import type { DemoOrder } from './orders.seed';
import type { Random } from './random';
import { orderWeekStart, saoPauloAt } from './sao-paulo-time';
import { DEMO_SUPPLIER_A_ID } from './suppliers.seed';

export type GateRow = typeof gates.$inferInsert & { id: number };
/** A load whose calendar week is named by (year, week); the writer turns it into the row id. */
export type DemoLoad = Omit<typeof loads.$inferInsert, 'commercialWeekId'> & { id: number; year: number; week: number };
export type LoadOrderRow = { loadId: number; orderId: number };
export type ScheduleRow = typeof schedules.$inferInsert & { id: number };
export type GateHoursRow = typeof gateHours.$inferInsert;
export type GateVariationRow = typeof gateVariations.$inferInsert & { id: number };
export type CdExceptionRow = typeof cdExceptions.$inferInsert & { id: number };

export interface GeneratedLogistics {
  /** the planted loads' ids (fixtures.seed.ts) */
  fixtureLoads: Record<FixtureLoadKind, number>;
  gates: GateRow[];
  gateHours: GateHoursRow[];
  gateVariations: GateVariationRow[];
  cdExceptions: CdExceptionRow[];
  loads: DemoLoad[];
  loadOrders: LoadOrderRow[];
  schedules: ScheduleRow[];
}

const GATE_NAMES: readonly (readonly [string, string])[] = [
  ['Caixaria', 'Recebimento de volumes em caixas'],
  ['Cabide', 'Recebimento de peças em cabide'],
  ['Importados', 'Contêineres e cargas de importação'],
  ['Calçados', 'Recebimento de calçados e acessórios'],
  ['Casa e Decoração', 'Volumes grandes e frágeis'],
];

/** Share of a supplier's A/W/S orders that travel in a load, and of loads that are scheduled. */
const LOADED_SHARE = 0.3;
const SCHEDULED_SHARE = 0.5;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** 3 to 5 gates per CD, "Portão 01 - Caixaria" …; ids are consecutive across CDs. */
function generateGates(random: Random, cds: readonly LocationRow[]): GateRow[] {
  const rows: GateRow[] = [];
  for (const cd of cds) {
    const count = random.int(3, 5);
    for (let i = 0; i < count; i++) {
      const [kind, description] = GATE_NAMES[i]!;
      rows.push({
        id: rows.length + 1,
        cdId: cd.id,
        name: `Portão ${two(i + 1)} - ${kind}`,
        description,
        // the first two gates of every CD take one load per slot (the scheduling journeys book those)
        dynamicCapacity: random.chance(0.2) && i >= 2,
      });
    }
  }
  return rows;
}

/**
 * Regular gate hours: Monday to Friday 08:00-18:00 hourly, Saturday 08:00-12:00 every 2 hours,
 * Sunday closed. Capacity in volumes per slot; dynamic-capacity gates take up to 3 loads per slot.
 */
function generateGateHours(gateRows: readonly GateRow[]): GateHoursRow[] {
  return gateRows.flatMap((gate) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday): GateHoursRow => {
      if (weekday === 1)
        return {
          gateId: gate.id,
          weekday,
          startTime: '08:00:00',
          endTime: '08:00:00',
          intervalHours: 1,
          capacity: 0,
          loadsPerSlot: 1,
        };
      const saturday = weekday === 7;
      return {
        gateId: gate.id,
        weekday,
        startTime: '08:00:00',
        endTime: saturday ? '12:00:00' : '18:00:00',
        intervalHours: saturday ? 2 : 1,
        capacity: gate.dynamicCapacity ? 6000 : saturday ? 1500 : 3000,
        loadsPerSlot: gate.dynamicCapacity ? 3 : 1,
      };
    }),
  );
}

/** Holidays from 13 weeks before to 14 weeks after today, for every CD. */
function generateExceptions(cds: readonly LocationRow[], today: string): CdExceptionRow[] {
  const holidays = holidaysBetween(addDays(today, -13 * 7), addDays(today, 14 * 7));
  const rows: CdExceptionRow[] = [];
  for (const cd of cds)
    for (const { date, name } of holidays) rows.push({ id: rows.length + 1, cdId: cd.id, date, description: name });
  return rows;
}

/**
 * Loads (same supplier, CD and week; 1 to 6 orders) from about 30% of each supplier's A/W/S orders,
 * about half of them scheduled at a gate of their CD on a weekday of their week, 07:00 to 16:00.
 * Pure: depends on the random stream only. Conciliations are made in conciliations.seed.ts.
 */
export function generateLogistics(
  random: Random,
  orders: readonly DemoOrder[],
  cds: readonly LocationRow[],
  today: string,
  fixtures: Pick<DemoFixtures, 'freeOrders' | 'loadOrders'>,
): GeneratedLogistics {
  const planted = plantedOrderIds(fixtures);
  const gateRows = generateGates(random, cds);
  const exceptions = generateExceptions(cds, today);
  const closed = new Set(exceptions.map((e) => `${e.cdId}|${e.date}`));
  // the first gate of the first CD works reduced hours in the week after next (a year-end inventory)
  const variationWeek = commercialWeekOf(addDays(today, 14)).start;
  const variationGate = gateRows[0]!;
  const variation: GateVariationRow = {
    id: 1,
    gateId: variationGate.id,
    reason: 'Inventário parcial: recebimento reduzido',
    startDate: variationWeek,
    endDate: addDays(variationWeek, 6),
    hours: [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => ({
      idDiaSemana,
      hrInicial: '09:00:00',
      hrFim: idDiaSemana === 1 || idDiaSemana === 7 ? '09:00:00' : '15:00:00',
      intervalo: 2,
      capacidade: idDiaSemana === 1 || idDiaSemana === 7 ? 0 : 2000,
      carga: 1,
    })),
  };
  const result: GeneratedLogistics = {
    fixtureLoads: { ready: 0, booked: 0, cd5: 0 },
    gates: gateRows,
    gateHours: generateGateHours(gateRows),
    gateVariations: [variation],
    cdExceptions: exceptions,
    loads: [],
    loadOrders: [],
    schedules: [],
  };

  // groups in order of first appearance (orders are sorted by id), so the output is stable
  const groups = new Map<string, DemoOrder[]>();
  for (const o of orders) {
    if ((o.status !== 'A' && o.status !== 'W' && o.status !== 'S') || planted.has(o.id)) continue;
    const key = `${o.supplierId}|${o.cdId}|${o.year}|${o.week}`;
    const group = groups.get(key);
    if (group) group.push(o);
    else groups.set(key, [o]);
  }

  const booked = new Set<string>();
  for (const group of groups.values()) {
    const chosen = group.filter(() => random.chance(LOADED_SHARE));
    while (chosen.length > 0) {
      const members = chosen.splice(0, random.int(1, 6));
      const first = members[0]!;
      const start = orderWeekStart(first);
      // assembled 3 to 12 days before their week, and never after today (future weeks were assembled lately)
      const assembledOn = addDays(start, -random.int(3, 12));
      const createdAt = saoPauloAt(
        assembledOn < today ? assembledOn : addDays(today, -random.int(0, 2)),
        random.int(8, 17),
        random.pick([0, 15, 30, 45]),
      );
      const loadId = addLoad(result, members, createdAt);

      if (!random.chance(SCHEDULED_SHARE)) continue;
      const cdGates = gateRows.filter((g) => g.cdId === first.cdId);
      const volumes = members.reduce((total, m) => total + (m.qtVolumes ?? 0), 0);
      for (let attempt = 0; attempt < 10; attempt++) {
        const gate = random.pick(cdGates);
        const date = addDays(start, random.int(1, 5)); // Monday to Friday, inside the regular gate hours
        const hour = random.int(8, 17);
        const slot = `${gate.id}|${date}|${hour}`;
        if (booked.has(slot) || closed.has(`${gate.cdId}|${date}`)) continue;
        if (gate.id === variation.gateId && start === variation.startDate) continue;
        if (volumes > (gate.dynamicCapacity ? 6000 : 3000)) break;
        booked.add(slot);
        result.schedules.push({
          id: result.schedules.length + 1,
          loadId,
          gateId: gate.id,
          deliveryDate: date,
          deliveryTime: `${two(hour)}:00:00`,
          volumes,
          // booked 1 to 48 hours after assembly, but not in the future
          createdAt: new Date(
            Math.max(
              createdAt.getTime(),
              Math.min(createdAt.getTime() + random.int(1, 48) * 3_600_000, saoPauloAt(today, 0, 0).getTime()),
            ),
          ),
        });
        break;
      }
    }
  }

  bookRecentDeliveriesOfA(result, orders, planted, today, booked, closed);
  result.fixtureLoads = plantLoads(result, orders, fixtures, today, booked);
  bookTheDockBoardDay(result, orders, planted, today, booked, closed);
  return result;
}

/** How many bookings the logistics user's dock board shows at least on its opening day (demo guarantee "dock board"). */
export const DOCK_BOARD_DEMO_BOOKINGS = 2;

/**
 * The day the logistics user's dock board (/dock-board, issue 18) must show bookings on: today when the CD receives
 * (Monday to Friday, no holiday), else the first such day of today's commercial week (the week view shows it).
 */
export function dockBoardDemoDay(today: string, isHoliday: (date: string) => boolean): string | null {
  const receives = (date: string) => weekdayOf(date) >= 2 && weekdayOf(date) <= 6 && !isHoliday(date);
  if (receives(today)) return today;
  const sunday = commercialWeekOf(today).start;
  for (let day = 1; day <= 5; day++) if (receives(addDays(sunday, day))) return addDays(sunday, day);
  return null;
}

/**
 * The logistics user's CD (DEMO_CD_ID) shows DOCK_BOARD_DEMO_BOOKINGS bookings on dockBoardDemoDay: when the random
 * loads left fewer, unbooked loads of that CD and week are booked (then new loads of one free A/W/S order each), at
 * the first free hour from 09:00 of a gate without a variation. Supplier A's loads and orders are left alone (its
 * counts are promised elsewhere). No random draw, and it runs last, so nothing else of the demo data moves.
 */
function bookTheDockBoardDay(
  result: GeneratedLogistics,
  orders: readonly DemoOrder[],
  planted: ReadonlySet<number>,
  today: string,
  booked: Set<string>,
  closed: ReadonlySet<string>,
): void {
  const day = dockBoardDemoDay(today, (date) => closed.has(`${DEMO_CD_ID}|${date}`));
  if (!day) return;
  const week = commercialWeekOf(day);
  const gateIds = new Set(result.gates.filter((g) => g.cdId === DEMO_CD_ID).map((g) => g.id));
  let count = result.schedules.filter((s) => gateIds.has(s.gateId) && s.deliveryDate === day).length;
  if (count >= DOCK_BOARD_DEMO_BOOKINGS) return;
  const scheduled = new Set(result.schedules.map((s) => s.loadId));
  const cdGates = result.gates.filter((g) => gateIds.has(g.id));
  const createdAt = saoPauloAt(addDays(day, -3) < today ? addDays(day, -3) : today, 9, 0);
  const book = (loadId: number, volumes: number): boolean =>
    bookFirstFreePlace(result, booked, { loadId, volumes, dates: [day], gates: cdGates, firstHour: 9, createdAt });

  for (const load of result.loads) {
    if (count >= DOCK_BOARD_DEMO_BOOKINGS) return;
    if (load.cdId !== DEMO_CD_ID || load.supplierId === DEMO_SUPPLIER_A_ID || scheduled.has(load.id)) continue;
    if (load.year !== week.year || load.week !== week.week) continue;
    if (book(load.id, loadVolumes(result, orders, load.id))) count++;
  }
  const loaded = new Set(result.loadOrders.map((lo) => lo.orderId));
  for (const order of orders) {
    if (count >= DOCK_BOARD_DEMO_BOOKINGS) return;
    if (order.cdId !== DEMO_CD_ID || order.supplierId === DEMO_SUPPLIER_A_ID) continue;
    if (loaded.has(order.id) || planted.has(order.id) || order.year !== week.year || order.week !== week.week) continue;
    if (order.status !== 'A' && order.status !== 'W' && order.status !== 'S') continue;
    const loadId = addLoad(result, [order], saoPauloAt(addDays(day, -4) < today ? addDays(day, -4) : today, 9, 0));
    if (book(loadId, order.qtVolumes ?? 0)) count++;
  }
}

/** The volumes of a load: its orders' qtVolumes. */
function loadVolumes(result: GeneratedLogistics, orders: readonly DemoOrder[], loadId: number): number {
  return result.loadOrders
    .filter((lo) => lo.loadId === loadId)
    .reduce((total, lo) => total + (orders.find((o) => o.id === lo.orderId)?.qtVolumes ?? 0), 0);
}

/**
 * Books a load at the first place free in `booked` (keys gate|date|hour), walking the dates, then the gates, then the
 * hours from `firstHour` to 17:00; a gate too small for the volumes and the gate with the demo's variation (its hours
 * differ) are passed over. True when it booked.
 */
function bookFirstFreePlace(
  result: GeneratedLogistics,
  booked: Set<string>,
  place: {
    loadId: number;
    volumes: number;
    dates: readonly string[];
    gates: readonly GeneratedLogistics['gates'][number][];
    firstHour: number;
    createdAt: Date;
  },
): boolean {
  for (const date of place.dates) {
    for (const gate of place.gates) {
      if (place.volumes > (gate.dynamicCapacity ? 6000 : 3000) || gate.id === result.gateVariations[0]?.gateId)
        continue;
      for (let hour = place.firstHour; hour <= 17; hour++) {
        const slot = `${gate.id}|${date}|${hour}`;
        if (booked.has(slot)) continue;
        booked.add(slot);
        result.schedules.push({
          id: result.schedules.length + 1,
          loadId: place.loadId,
          gateId: gate.id,
          deliveryDate: date,
          deliveryTime: `${two(hour)}:00:00`,
          volumes: place.volumes,
          createdAt: place.createdAt,
        });
        return true;
      }
    }
  }
  return false;
}

/** How many of supplier A's loads /idgf's default period shows delivered at least (demo guarantee "IDGF figures"). */
export const IDGF_DEMO_DELIVERIES = 3;

/**
 * Supplier A's performance report (/idgf) shows deliveries over its default period (the last 8 commercial weeks) on
 * any date: when the random loads left fewer than IDGF_DEMO_DELIVERIES booked there, its unbooked loads of those
 * weeks are booked (then new loads of its free A/W/S orders made), each at the first free hour from 08:00 of the
 * first open weekday of its week inside the period. No random draw, so the rest of the demo data does not move.
 */
function bookRecentDeliveriesOfA(
  result: GeneratedLogistics,
  orders: readonly DemoOrder[],
  planted: ReadonlySet<number>,
  today: string,
  booked: Set<string>,
  closed: ReadonlySet<string>,
): void {
  const weeks = defaultIdgfWeeks(today);
  const found = idgfPeriodOf(weeks.de, weeks.ate, today);
  if (!found.ok) return;
  const { inicio, fim } = found.period;
  const loadById = new Map(result.loads.map((l) => [l.id, l]));
  const scheduled = new Set(result.schedules.map((s) => s.loadId));
  let count = result.schedules.filter(
    (s) =>
      loadById.get(s.loadId)?.supplierId === DEMO_SUPPLIER_A_ID && s.deliveryDate >= inicio && s.deliveryDate <= fim,
  ).length;
  if (count >= IDGF_DEMO_DELIVERIES) return;

  const book = (loadId: number, cdId: number, weekStart: string, volumes: number): boolean =>
    bookFirstFreePlace(result, booked, {
      loadId,
      volumes,
      dates: [1, 2, 3, 4, 5]
        .map((day) => addDays(weekStart, day))
        .filter((date) => date >= inicio && date <= fim && !closed.has(`${cdId}|${date}`)),
      gates: result.gates.filter((g) => g.cdId === cdId),
      firstHour: 8,
      createdAt: saoPauloAt(addDays(weekStart, -2) < today ? addDays(weekStart, -2) : today, 9, 0),
    });
  const weekStartOfLoad = (load: (typeof result.loads)[number]) => {
    const member = orders.find((o) => o.id === result.loadOrders.find((lo) => lo.loadId === load.id)?.orderId);
    return member ? orderWeekStart(member) : null;
  };

  // first the loads already made, then new ones of one free order each
  for (const load of result.loads) {
    if (count >= IDGF_DEMO_DELIVERIES) return;
    if (load.supplierId !== DEMO_SUPPLIER_A_ID || scheduled.has(load.id)) continue;
    const start = weekStartOfLoad(load);
    if (!start || addDays(start, 6) < inicio || start > fim) continue;
    if (book(load.id, load.cdId, start, loadVolumes(result, orders, load.id))) count++;
  }
  const loaded = new Set(result.loadOrders.map((lo) => lo.orderId));
  for (const order of orders) {
    if (count >= IDGF_DEMO_DELIVERIES) return;
    if (order.supplierId !== DEMO_SUPPLIER_A_ID || loaded.has(order.id) || planted.has(order.id)) continue;
    if (order.status !== 'A' && order.status !== 'W' && order.status !== 'S') continue;
    const start = orderWeekStart(order);
    if (addDays(start, 6) < inicio || start > fim) continue;
    const loadId = addLoad(result, [order], saoPauloAt(addDays(start, -3) < today ? addDays(start, -3) : today, 9, 0));
    if (book(loadId, order.cdId, start, order.qtVolumes ?? 0)) count++;
  }
}

/** An open load of orders of one supplier, CD and week (the first order's); answers its id. */
function addLoad(result: GeneratedLogistics, members: readonly DemoOrder[], createdAt: Date): number {
  const first = members[0]!;
  const loadId = result.loads.length + 1;
  result.loads.push({
    id: loadId,
    supplierId: first.supplierId,
    cdId: first.cdId,
    year: first.year,
    week: first.week,
    status: 'ABERTA',
    createdAt,
  });
  for (const m of members) result.loadOrders.push({ loadId, orderId: m.id });
  return loadId;
}

/**
 * The planted loads (fixtures.seed.ts), after the random ones: each holds its planted orders; the booked one
 * gets the first free hour from 10:00 on bookedLoadDay(today) at a one-load gate of its CD.
 */
function plantLoads(
  result: GeneratedLogistics,
  orders: readonly DemoOrder[],
  fixtures: Pick<DemoFixtures, 'loadOrders'>,
  today: string,
  booked: Set<string>,
): Record<FixtureLoadKind, number> {
  const byId = new Map(orders.map((o) => [o.id, o]));
  const ids = {} as Record<FixtureLoadKind, number>;
  for (const kind of Object.keys(FIXTURE_LOADS) as FixtureLoadKind[]) {
    const members = fixtures.loadOrders[kind].map((id) => byId.get(id)!);
    const first = members[0]!;
    const loadId = addLoad(result, members, saoPauloAt(addDays(today, -1), 16, 30));
    ids[kind] = loadId;
    if (kind !== 'booked') continue;

    const date = bookedLoadDay(today);
    const place = result.gates
      .filter((g) => g.cdId === first.cdId && !g.dynamicCapacity)
      .flatMap((gate) => [10, 11, 12, 13, 14, 15, 16, 17].map((hour) => ({ gate, hour })))
      .sort((a, b) => a.hour - b.hour || a.gate.id - b.gate.id)
      .find(({ gate, hour }) => !booked.has(`${gate.id}|${date}|${hour}`));
    if (!place) throw new Error(`no free hour at CD ${first.cdId} on ${date} for the booked demo load`);
    booked.add(`${place.gate.id}|${date}|${place.hour}`);
    result.schedules.push({
      id: result.schedules.length + 1,
      loadId,
      gateId: place.gate.id,
      deliveryDate: date,
      deliveryTime: `${two(place.hour)}:00:00`,
      volumes: members.reduce((total, m) => total + (m.qtVolumes ?? 0), 0),
      createdAt: saoPauloAt(addDays(today, -1), 17, 0),
    });
  }
  return ids;
}
