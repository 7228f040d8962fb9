import { addDays, commercialWeekOf, weekdayOf, type LoadDetailDto } from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { auditRows } from '../../../test/support/audit-rows';
import { orderMaker } from '../../../test/support/order-copies';
import type { TestApp } from '../../../test/support/test-app';
import { commercialWeekId } from '../../db/reference-data';
import { clock } from '../../platform/clock';
import { gates, loads, orders, schedules } from '../../db/schema/index';
import { WEEKS_AROUND } from '../../db/seed/index';
import { findLoadIdsOfOrders, findOrderIdsOfLoad } from './loads.repository';
import { restCall } from '../../../test/support/rest-call';

export const SUPPLIER_A = 104512; // login fornecedor
export const SUPPLIER_B = 108733; // logins fornecedor2, fornecedor2b
export const LOGISTICS_CD = 1; // the CD of login logistica
export const LOGINS = ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado', 'logistica'] as const;
export type Login = (typeof LOGINS)[number];

/** The company each company user sees (its token's idEmpresa): Renner 1, Youcom 4, Camicado 3. */
export const COMPANY_OF: Partial<Record<Login, number>> = { usuario: 1, youcom: 4, camicado: 3 };

/** The commercial_calendar id of the week `weeks` weeks from today. */
export function weekFromNow(weeks: number): number {
  const w = commercialWeekOf(addDays(clock.today(), weeks * 7));
  return commercialWeekId(w.year, w.week);
}

/** A weekday (Monday to Friday: the gates' regular hours) `weeks` weeks from today, 1 Sunday … 7 Saturday. */
export function weekdayFromNow(weeks: number, weekday: number): string {
  const day = addDays(clock.today(), weeks * 7);
  return addDays(day, weekday - weekdayOf(day));
}

export interface OrderFixture {
  supplierId?: number;
  /** the buying company (1 Renner, 3 Camicado, 4 Youcom); the template order's by default */
  companyId?: number;
  cdId?: number;
  commercialWeekId?: number;
  status?: string;
  qtVolumes?: number;
  qtPieces?: number;
}

/** Fixture orders (and their bookings) live this many weeks ahead, beyond every seeded order and booking. */
export const FIXTURE_WEEKS = WEEKS_AROUND + 8;
const FIXTURE_WEEKS_AHEAD_WEEK = () => weekFromNow(FIXTURE_WEEKS);

const newOrders = orderMaker(1_000, { cdId: 2 });

/**
 * New orders for a test (copies of one of the supplier's orders with a fresh id): their status, CD,
 * week and sizes are what the test needs, and no other test has touched them.
 */
export function makeOrders(t: TestApp, count: number, fixture: OrderFixture = {}): Promise<number[]> {
  return newOrders(t.database.db, count, fixture, {
    commercialWeekId: fixture.commercialWeekId ?? FIXTURE_WEEKS_AHEAD_WEEK(),
    qtVolumes: fixture.qtVolumes ?? 10,
    qtPieces: fixture.qtPieces ?? 100,
  });
}

export async function setStatus(t: TestApp, orderIds: readonly number[], status: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ status })
    .where(inArray(orders.id, [...orderIds]));
}

/**
 * Books a load directly in the database (the scheduling area's routes are not under test here): at a
 * gate without dynamic capacity of the load's CD with nothing booked at that date and time (the first
 * free hour from 08:00 when no time is given).
 */
export async function bookDirectly(
  t: TestApp,
  loadId: number,
  booking: { date: string; time?: string; volumes: number },
): Promise<{ scheduleId: number; gateId: number; gateName: string; time: string }> {
  const db = t.database.db;
  const [load] = await db.select({ cdId: loads.cdId }).from(loads).where(eq(loads.id, loadId));
  const candidates = await db
    .select({ id: gates.id, name: gates.name })
    .from(gates)
    .where(and(eq(gates.cdId, load!.cdId), eq(gates.dynamicCapacity, false), isNull(gates.deletedAt)))
    .orderBy(asc(gates.id));
  const times = booking.time
    ? [booking.time]
    : Array.from({ length: 10 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00:00`);
  for (const time of times) {
    for (const gate of candidates) {
      const taken = await db
        .select({ id: schedules.id })
        .from(schedules)
        .where(
          and(
            eq(schedules.gateId, gate.id),
            eq(schedules.deliveryDate, booking.date),
            eq(schedules.deliveryTime, time),
          ),
        );
      if (taken.length > 0) continue;
      const [row] = await db
        .insert(schedules)
        .values({ loadId, gateId: gate.id, deliveryDate: booking.date, deliveryTime: time, volumes: booking.volumes })
        .returning({ id: schedules.id });
      return { scheduleId: row!.id, gateId: gate.id, gateName: gate.name, time };
    }
  }
  throw new Error(`no free gate on ${booking.date}`);
}

export async function scheduleOf(t: TestApp, loadId: number) {
  const [row] = await t.database.db.select().from(schedules).where(eq(schedules.loadId, loadId));
  return row ?? null;
}

/** The ids of a load's orders, as the repository reads them. */
export function orderIdsOfLoad(t: TestApp, loadId: number): Promise<number[]> {
  return findOrderIdsOfLoad(t.database.db, loadId);
}

/** The load each order belongs to (orders in none are left out), as the repository reads them. */
export function loadsOfOrders(t: TestApp, orderIds: readonly number[]): Promise<Map<number, number>> {
  return findLoadIdsOfOrders(t.database.db, orderIds);
}

export async function loadCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(loads);
  return row!.n;
}

export async function auditOf(t: TestApp, loadId: number) {
  return auditRows(t, 'loads', loadId);
}

/** One REST call as a signed-in user (token null: anonymous); the answer's body is a load unless told. */
export function call<T = LoadDetailDto>(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return restCall<T>(t, token, method, url, payload);
}

export function assemble(t: TestApp, token: string, idPedidos: number[]) {
  return call(t, token, 'POST', '/api/carga/montarcarga/', { idPedidos });
}

export async function assembled(t: TestApp, token: string, idPedidos: number[]): Promise<LoadDetailDto> {
  const answer = await assemble(t, token, idPedidos);
  if (answer.status !== 201) throw new Error(`assembly failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A GraphQL call as the web app makes it; `errors` is absent when there are none. */
export { graphqlAs as graphql } from '../../../test/support/graphql-post';
