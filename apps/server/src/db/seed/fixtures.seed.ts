import { addDays, bookingHorizonWeeks, commercialWeekOf, SCHEDULE_MIN_NOTICE_DAYS } from '@portal/domain';
import { firstWorkingDayFrom } from './holidays';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/**
 * What the demo data plants, on any date, so that the promises of demo-guarantees.ts never depend on the
 * random draw: the orders and loads below are generated on purpose, kept out of the random loads,
 * conciliations and samples, and the random data is built around them.
 */

/** CD Palhoça takes Renner's orders, CD Extrema Camicado's: supplier A has free approved orders at both. */
export const FREE_ORDER_PLACES = [
  { cdId: 2, companyId: 1 },
  { cdId: 4, companyId: 3 },
] as const;

/** Free approved orders of supplier A per CD and week of the booking horizon. */
export const FREE_ORDERS_PER_WEEK = 4;

/** The planted loads: who, where, and how many orders each holds. */
export const FIXTURE_LOADS = {
  /** supplier A, next week, not booked: "Schedule" works on it */
  ready: { supplierId: DEMO_SUPPLIER_A_ID, cdId: 2, companyId: 1, orders: 2 },
  /** supplier A, booked on bookedLoadDay(today): its orders are supplier A's newest */
  booked: { supplierId: DEMO_SUPPLIER_A_ID, cdId: 2, companyId: 1, orders: 2 },
  /** supplier B at CD Duque de Caxias, next week, not booked: the CD journeys book it */
  cd5: { supplierId: DEMO_SUPPLIER_B_ID, cdId: 5, companyId: 1, orders: 2 },
} as const;

export type FixtureLoadKind = keyof typeof FIXTURE_LOADS;

/** Offsets, in weeks from today's, of every week the booking horizon reaches (bookingHorizonWeeks). */
export function horizonWeekOffsets(today: string): number[] {
  return bookingHorizonWeeks(today).map((_, offset) => offset);
}

/**
 * The day supplier A's booked load is delivered: the first working day (Monday to Friday, no holiday) at least
 * one day past the 2-day notice, so it can still be moved or cancelled today and tomorrow.
 */
export function bookedLoadDay(today: string): string {
  return firstWorkingDayFrom(addDays(today, SCHEDULE_MIN_NOTICE_DAYS + 1));
}

/** Weeks between today's commercial week and a date's. */
export function weekOffsetOf(today: string, date: string): number {
  const days = Date.parse(commercialWeekOf(date).start) - Date.parse(commercialWeekOf(today).start);
  return Math.round(days / (7 * 86_400_000));
}

/** The ids planted for each purpose, as generated for a day. */
export interface DemoFixtures {
  /** supplier A's free approved orders, by CD and week offset */
  freeOrders: { cdId: number; weekOffset: number; orderIds: number[] }[];
  /** the orders of each planted load */
  loadOrders: Record<FixtureLoadKind, number[]>;
  /** the planted loads' ids (set by the logistics generator) */
  loads: Record<FixtureLoadKind, number>;
}

/** Every planted order id: the random loads, conciliations and samples leave them alone. */
export function plantedOrderIds(fixtures: Pick<DemoFixtures, 'freeOrders' | 'loadOrders'>): Set<number> {
  return new Set([...fixtures.freeOrders.flatMap((f) => f.orderIds), ...Object.values(fixtures.loadOrders).flat()]);
}
