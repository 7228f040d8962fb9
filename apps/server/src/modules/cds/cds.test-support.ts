import { addDays, commercialWeekOf, type GateDto, type GateHourDto, type GateInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditCount } from '../../../test/support/audit-rows';
import { bindFirst } from '../../../test/support/bind-first';
import { useTestApp, useTokens, type TestApp } from '../../../test/support/test-app';
import { clock } from '../../platform/clock';
import { loads, schedules } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';

/** Every demo login a CD test signs in with. */
export const LOGINS = ['admin', 'usuario', 'logistica', 'camicado', 'youcom', 'fornecedor'] as const;
export type Login = (typeof LOGINS)[number];

/** Who may read a CD's details, gates, variations and exceptions (permission cd-details), and the status each gets. */
export const CD_DETAILS_STATUSES = [
  ['admin', 200],
  ['usuario', 200],
  ['logistica', 200],
  ['camicado', 403],
  ['fornecedor', 403],
] as const;

/** A caller: one of the demo logins, or null for no token. */
interface Caller {
  t: TestApp;
  tokens: Record<string, string>;
}

/**
 * The test app of a CD test file, with every demo login signed in, and the helpers bound to it: a test calls
 * `call('admin', 'GET', url)` or `auditCount('gates', id)` without passing the app around.
 */
export function useCdTestApp() {
  const t = useTestApp();
  const c: Caller = { t, tokens: useTokens(t, LOGINS) };

  /** A GET that must answer 200 (as usuario unless told): its JSON body. */
  async function read<T>(url: string, login: Login = 'usuario'): Promise<T> {
    const response = await call(c, login, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  /** The permission matrix of a read (cd-details unless told): one test per login, a GET answers it its status. */
  function itNeedsCdDetails(url: string, statuses: readonly (readonly [Login, number])[] = CD_DETAILS_STATUSES) {
    it.each(statuses)('permission cd-details: %s gets %i', async (login, status) => {
      expect((await call(c, login, 'GET', url)).statusCode).toBe(status);
    });
  }

  return {
    t,
    read,
    itNeedsCdDetails,
    ...bindFirst(c, { call, createGate }),
    ...bindFirst(t, { insertBooking, removeBooking, auditCount }),
  };
}

/** The logins without permission edit-cd-details, refused at every CD, and their status. */
export const EDIT_CD_DETAILS_REFUSED = [
  ['usuario', 403],
  ['youcom', 403],
  ['camicado', 403],
  ['fornecedor', 403],
] as const;

/** Who may edit a CD's gates, variations and exceptions (permission edit-cd-details): login, CD and status. */
export const EDIT_CD_DETAILS_CASES = [
  ...EDIT_CD_DETAILS_REFUSED.map(([login, status]) => [login, 1, status] as const),
  ['logistica', 2, 403],
  ['logistica', 1, 201],
] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(c: Caller, login: Login | null, method: Method, url: string, payload?: unknown) {
  return c.t.app.inject({
    method,
    url,
    headers: { ...(login ? { authorization: `Bearer ${c.tokens[login]}` } : {}), 'accept-language': 'pt-BR' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The Sunday `weeks` commercial weeks after the current one. */
export function sundayIn(weeks: number): string {
  return addDays(commercialWeekOf(clock.today()).start, 7 * weeks);
}

/** A weekday (1 Sunday … 7 Saturday) of the week `weeks` after the current one. */
export function dayIn(weeks: number, weekday: number): string {
  return addDays(sundayIn(weeks), weekday - 1);
}

/** Demo-like hours: Mon-Fri 08:00-18:00 hourly, Saturday 08:00-12:00 every 2 h, Sunday closed. */
export function demoHours(overrides: Record<number, Partial<GateHourDto>> = {}, capacity = 3000): GateHourDto[] {
  return [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => {
    const sunday = idDiaSemana === 1;
    const saturday = idDiaSemana === 7;
    return {
      idDiaSemana,
      hrInicial: '08:00:00',
      hrFim: sunday ? '08:00:00' : saturday ? '12:00:00' : '18:00:00',
      intervalo: saturday ? 2 : 1,
      capacidade: sunday ? 0 : capacity,
      carga: 1,
      ...overrides[idDiaSemana],
    };
  });
}

let gateCounter = 0;

export function gateInput(idCd: number, overrides: Partial<GateInput> = {}): GateInput {
  gateCounter += 1;
  return {
    idCd,
    nome: `Portão teste ${gateCounter}`,
    descricao: 'Criado pelo teste',
    capacidadeDinamica: false,
    horarios: demoHours(),
    ...overrides,
  };
}

/** Creates a gate through the API as admin. */
async function createGate(c: Caller, input: GateInput): Promise<GateDto> {
  const response = await call(c, 'admin', 'POST', '/api/portoes', input);
  if (response.statusCode !== 201) throw new Error(`gate not created: ${response.statusCode} ${response.body}`);
  return response.json<GateDto>();
}

/** A load of the demo supplier at the CD, booked at the gate, written straight into the database. */
/** A booking written straight into the database. */
interface Booking {
  cdId: number;
  gateId: number;
  date: string;
  time: string;
  volumes?: number;
}

async function insertBooking(t: TestApp, booking: Booking): Promise<number> {
  const week = commercialWeekOf(booking.date);
  const [load] = await t.database.db
    .insert(loads)
    .values({ supplierId: DEMO_SUPPLIER_A_ID, cdId: booking.cdId, commercialWeekId: week.year * 100 + week.week })
    .returning({ id: loads.id });
  const [schedule] = await t.database.db
    .insert(schedules)
    .values({
      loadId: load!.id,
      gateId: booking.gateId,
      deliveryDate: booking.date,
      deliveryTime: booking.time,
      volumes: booking.volumes ?? 100,
    })
    .returning({ id: schedules.id });
  return schedule!.id;
}

async function removeBooking(t: TestApp, scheduleId: number): Promise<void> {
  await t.database.db.delete(schedules).where(eq(schedules.id, scheduleId));
}
