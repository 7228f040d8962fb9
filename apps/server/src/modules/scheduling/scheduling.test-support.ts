import { addDays, commercialWeekOf, type SlotHours } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/support/test-app';
import { commercialWeekId } from '../../db/reference-data';
import { clock } from '../../platform/clock';

/** Data the scheduling tests build for themselves, in their private copy of the database. */

export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function one<T>(t: TestApp, query: SQL): Promise<T> {
  const [row] = await rows<T>(t, query);
  if (!row) throw new Error('no row');
  return row;
}

/** Today in São Paulo (the server judges "now" by the real clock) and handy dates around it. */
export function dates() {
  const today = clock.today();
  const thisWeek = commercialWeekOf(today).start;
  /** next week's Sunday: Monday to Saturday of that week are 2 to 13 days ahead, inside every term */
  const next = addDays(thisWeek, 7);
  return { today, thisWeek, next, monday: addDays(next, 1), tuesday: addDays(next, 2), wednesday: addDays(next, 3) };
}

/** CD hours: Monday to Friday 06:00-22:00, Saturday 07:00-13:00, Sunday closed. */
export async function createCd(t: TestApp, name: string): Promise<number> {
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into physical_locations (code, name, location_type, city, state)
        values (${`T-${name}`}, ${name}, 'CD', 'Joinville', 'SC') returning id`,
  );
  await t.database.db.execute(sql`insert into cd_opening_hours (location_id, weekday, start_time, end_time) values
    (${id}, 1, '06:00', '06:00'), (${id}, 2, '06:00', '22:00'), (${id}, 3, '06:00', '22:00'),
    (${id}, 4, '06:00', '22:00'), (${id}, 5, '06:00', '22:00'), (${id}, 6, '06:00', '22:00'),
    (${id}, 7, '07:00', '13:00')`);
  return Number(id);
}

/** Gate hours: Monday to Friday 08:00-12:00 hourly, Saturday 08:00-12:00 every 2 h, Sunday closed. */
export function weekHours(extra: Partial<SlotHours> = {}): SlotHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    idDiaSemana: d,
    hrInicial: '08:00:00',
    hrFim: d === 1 ? '08:00:00' : '12:00:00',
    intervalo: d === 7 ? 2 : 1,
    capacidade: d === 1 ? 0 : 1000,
    carga: 1,
    ...extra,
  }));
}

export async function createGate(
  t: TestApp,
  cdId: number,
  name: string,
  options: { dynamic?: boolean; hours?: SlotHours[] } = {},
): Promise<number> {
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into gates (cd_id, name, dynamic_capacity) values (${cdId}, ${name}, ${options.dynamic ?? false})
        returning id`,
  );
  for (const h of options.hours ?? weekHours()) {
    await t.database.db.execute(sql`insert into gate_hours
      (gate_id, weekday, start_time, end_time, interval_hours, capacity, loads_per_slot)
      values (${id}, ${h.idDiaSemana}, ${h.hrInicial}, ${h.hrFim}, ${h.intervalo}, ${h.capacidade}, ${h.carga})`);
  }
  return Number(id);
}

let nextOrderId = 9_100_000;

export interface LoadSpec {
  supplierId: number;
  cdId: number;
  /** any date of the load's commercial week */
  week: string;
  /** one order per entry: its volumes */
  volumes?: number[];
  statuses?: string[];
  companyId?: number;
}

/** A load with its orders (status A unless told), outside the API so each test controls every field. */
export async function createLoad(t: TestApp, spec: LoadSpec): Promise<number> {
  const week = commercialWeekOf(spec.week);
  const weekId = commercialWeekId(week.year, week.week);
  const volumes = spec.volumes ?? [100];
  const { id: loadId } = await one<{ id: number }>(
    t,
    sql`insert into loads (supplier_id, cd_id, commercial_week_id, status)
        values (${spec.supplierId}, ${spec.cdId}, ${weekId}, 'ABERTA') returning id`,
  );
  for (const [i, v] of volumes.entries()) {
    const orderId = nextOrderId++;
    await t.database.db.execute(sql`insert into orders (id, supplier_id, company_id, cd_id, commercial_week_id, brand,
        status, nature, qt_purchase, qt_packages, qt_pieces, qt_volumes, issued_at, buyer_cnpj)
      values (${orderId}, ${spec.supplierId}, ${spec.companyId ?? 1}, ${spec.cdId}, ${weekId}, 'Renner',
        ${spec.statuses?.[i] ?? 'A'}, 'Normal', ${v * 10}, ${v}, ${v * 10}, ${v}, ${week.start}, '92754738000162')`);
    await t.database.db.execute(sql`insert into load_orders (load_id, order_id) values (${loadId}, ${orderId})`);
  }
  return Number(loadId);
}

/** A booking written directly (no rule applied): other loads' places, old or near bookings. */
export async function book(
  t: TestApp,
  loadId: number,
  gateId: number,
  date: string,
  time: string,
  volumes = 100,
): Promise<number> {
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into schedules (load_id, gate_id, delivery_date, delivery_time, volumes)
        values (${loadId}, ${gateId}, ${date}, ${time}, ${volumes}) returning id`,
  );
  return Number(id);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface FreeGatesAnswer {
  idCarga: number;
  semanaComercial: number;
  anoSemanaComercial: string;
  dataInicialSemana: string;
  nomeCd: string;
  portoes: {
    idPortao: number;
    nomePortao: string;
    listaHorarios: { diaSemana: number; data: string; horariosDisponiveis: string[]; horariosReservados?: string[] }[];
  }[];
}

export function timesOf(answer: FreeGatesAnswer, gateId: number, date: string): string[] | undefined {
  return answer.portoes.find((p) => p.idPortao === gateId)?.listaHorarios.find((d) => d.data === date)
    ?.horariosDisponiveis;
}

export function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return response.json<{ code?: string }>().code;
  } catch {
    return undefined;
  }
}
