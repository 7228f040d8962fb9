import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { withDatabase } from '../../../test/support/test-database';
import { buildApp } from '../../app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { openDatabase, type Database } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { refitScheduledLoad } from './scheduling.service';
import {
  bearer,
  book,
  codeOf,
  createCd,
  createGate,
  createLoad,
  dates,
  one,
  rows,
  weekHours,
  type FreeGatesAnswer,
} from './scheduling.test-support';

/**
 * Decision A15: an active pre-scheduling of a company with enable_supplier_pre_scheduling holds its capacity at
 * its CD for its provider. Supplier A (fornecedor) is the provider, supplier B (fornecedor2) another supplier.
 * Renner (company 1) has the flag, Camicado (3) not.
 */
const t = useTestApp();
const tokens = useTokens(t, ['fornecedor', 'fornecedor2', 'admin'] as const);
const A = DEMO_SUPPLIER_A_ID;
const B = DEMO_SUPPLIER_B_ID;
const RENNER = 1;
const CAMICADO = 3;
const d = dates();
const MONDAY_WEEKDAY = 2;

type Login = 'fornecedor' | 'fornecedor2' | 'admin';
type Answer = FreeGatesAnswer;

async function reserve(
  cdId: number,
  supplierId: number,
  capacity: number,
  extra: { companyId?: number; active?: boolean; endDate?: string; start?: string; end?: string } = {},
): Promise<number> {
  const type = extra.endDate ? 2 : 1;
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into pre_schedulings (description, capacity, active, supplier_id, company_id, cd_id, weekdays,
          work_hour_type, start_date, end_date, start_time, end_time)
        values ('Reserva de teste', ${capacity}, ${extra.active ?? true}, ${supplierId}, ${extra.companyId ?? RENNER},
          ${cdId}, array[${MONDAY_WEEKDAY}]::smallint[], ${type}, ${d.thisWeek},
          ${extra.endDate ?? null}, ${extra.start ?? '08:00'}, ${extra.end ?? '10:00'})
        returning id`,
  );
  return Number(id);
}

function freePlaces(login: Login, loadId: number, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'GET',
    url: `/api/agendamento/horariosdisponiveis/${loadId}`,
    headers: bearer(tokens[login]),
  });
}

async function answerOf(login: Login, loadId: number): Promise<Answer> {
  const response = await freePlaces(login, loadId);
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

/** Gates offering `time` on Monday, and those marking it "reserved for you". */
function mondayAt(answer: Answer, time = '08:00:00') {
  const day = (p: Answer['portoes'][number]) => p.listaHorarios.find((x) => x.data === d.monday)!;
  return {
    open: answer.portoes.filter((p) => day(p).horariosDisponiveis.includes(time)).map((p) => p.idPortao),
    reserved: answer.portoes.filter((p) => day(p).horariosReservados?.includes(time)).map((p) => p.idPortao),
  };
}

function save(login: Login, idCarga: number, idPortao: number, app: FastifyInstance = t.app, time = '08:00') {
  return app.inject({
    method: 'POST',
    url: '/api/agendamento/salvarAgendamento/',
    headers: bearer(tokens[login]),
    payload: { idCarga, idPortao, dtEntrega: d.monday, horaEntrega: time },
  });
}

/** Volumes booked at a CD on Monday 08:00, per supplier, and per gate. */
async function bookedAt(cdId: number) {
  const bySupplier = await rows<{ supplier_id: number; volumes: string | number; n: string | number }>(
    t,
    sql`select l.supplier_id, sum(s.volumes) as volumes, count(*) as n
          from schedules s join loads l on l.id = s.load_id join gates g on g.id = s.gate_id
         where g.cd_id = ${cdId} and s.delivery_date = ${d.monday} and s.delivery_time = '08:00:00'
         group by l.supplier_id`,
  );
  const byGate = await rows<{ gate_id: number; volumes: string | number; n: string | number }>(
    t,
    sql`select s.gate_id, sum(s.volumes) as volumes, count(*) as n
          from schedules s join gates g on g.id = s.gate_id
         where g.cd_id = ${cdId} and s.delivery_date = ${d.monday} and s.delivery_time = '08:00:00'
         group by s.gate_id`,
  );
  const of = (supplierId: number) => Number(bySupplier.find((r) => r.supplier_id === supplierId)?.volumes ?? 0);
  return { a: of(A), b: of(B), gates: byGate.map((g) => ({ volumes: Number(g.volumes), loads: Number(g.n) })) };
}

describe('free places and booking with a reservation (A15)', () => {
  let cd: number;
  let gate1: number;
  let gate2: number;

  beforeAll(async () => {
    // two gates of 1,000 volumes, one load a slot: C(08:00 Monday) = 2,000; A holds 1,000 on Mondays 08:00-10:00
    cd = await createCd(t, 'CD Reserva A15');
    gate1 = await createGate(t, cd, 'Doca R1');
    gate2 = await createGate(t, cd, 'Doca R2');
    await reserve(cd, A, 1000);
  });

  it('another supplier sees the CD less what the provider holds; the provider sees its reserved slots marked', async () => {
    const loadB = await createLoad(t, { supplierId: B, cdId: cd, week: d.next, volumes: [600] });
    // nothing booked: 600 + 1,000 ≤ 2,000
    expect(mondayAt(await answerOf('fornecedor2', loadB))).toEqual({ open: [gate1, gate2], reserved: [] });
    const filler = await createLoad(t, { supplierId: B, cdId: cd, week: d.next, volumes: [600] });
    await book(t, filler, gate1, d.monday, '08:00:00', 600);
    // 600 booked: 600 + 600 + 1,000 > 2,000, gate 2 would take it but only reserved capacity is left
    expect(mondayAt(await answerOf('fornecedor2', loadB))).toEqual({ open: [], reserved: [] });
    // 10:00 is outside the reservation
    expect(mondayAt(await answerOf('fornecedor2', loadB), '10:00:00').open).toEqual([gate1, gate2]);
    const refused = await save('fornecedor2', loadB, gate2);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('scheduling010');

    const loadA = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [600] });
    expect(mondayAt(await answerOf('fornecedor', loadA))).toEqual({ open: [gate2], reserved: [gate2] });
    // an admin asking for A's load sees the load's supplier's marks (they are the load's, not the user's)
    expect(mondayAt(await answerOf('admin', loadA)).reserved).toEqual([gate2]);
    expect((await save('fornecedor', loadA, gate2)).statusCode).toBe(201);
    expect(await bookedAt(cd)).toMatchObject({ a: 600, b: 600 });
  });

  it("a booking keeps its load's supplier, so the provider's own bookings use up what it holds", async () => {
    const cdK = await createCd(t, 'CD Reserva A15 consumida');
    const [k1, k2] = [await createGate(t, cdK, 'Doca K1'), await createGate(t, cdK, 'Doca K2')];
    await reserve(cdK, A, 1000);
    const loadA = await createLoad(t, { supplierId: A, cdId: cdK, week: d.next, volumes: [1000] });
    // written as any writer would (no supplier named): the database copies the load's
    const scheduleId = await book(t, loadA, k1, d.monday, '08:00:00', 1000);
    const { supplier_id } = await one<{ supplier_id: number }>(
      t,
      sql`select supplier_id from schedules where id = ${scheduleId}`,
    );
    expect(Number(supplier_id)).toBe(A);
    // A booked all it holds: B may take the other gate (1,000 booked + 600 ≤ 2,000, nothing left reserved)
    const loadB = await createLoad(t, { supplierId: B, cdId: cdK, week: d.next, volumes: [600] });
    expect(mondayAt(await answerOf('fornecedor2', loadB))).toEqual({ open: [k2], reserved: [] });
  });

  it("never names another supplier's reservation: B's answer has no reserved marks nor A's id", async () => {
    const loadB = await createLoad(t, { supplierId: B, cdId: cd, week: d.next, volumes: [10] });
    const response = await freePlaces('fornecedor2', loadB);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('horariosReservados');
    expect(response.body).not.toContain(`"${A}"`);
    expect(response.json<Answer>().portoes.flatMap((p) => Object.keys(p))).not.toContain('idFornecedor');
    // and A's load stays 404 for B, reservation or not
    const loadA = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [10] });
    expect((await freePlaces('fornecedor2', loadA)).statusCode).toBe(404);
  });

  it('reservations of a company without the flag, inactive or expired ones hold nothing', async () => {
    for (const [name, extra] of [
      ['Camicado', { companyId: CAMICADO }],
      ['inativa', { active: false }],
      ['expirada', { endDate: d.thisWeek }],
    ] as const) {
      const otherCd = await createCd(t, `CD Reserva ${name}`);
      const only = await createGate(t, otherCd, `Doca ${name}`);
      await reserve(otherCd, A, 1000, extra);
      const loadB = await createLoad(t, { supplierId: B, cdId: otherCd, week: d.next, volumes: [1000] });
      expect(mondayAt(await answerOf('fornecedor2', loadB)).open, name).toEqual([only]);
      expect((await save('fornecedor2', loadB, only)).statusCode, name).toBe(201);
    }
  });

  it('refitScheduledLoad: a growing load of another supplier may not take the reserved capacity', async () => {
    const refitCd = await createCd(t, 'CD Reserva refit');
    const dynamic = { dynamic: true, hours: weekHours({ capacidade: 1000, carga: 5 }) };
    const g = await createGate(t, refitCd, 'Doca refit A15', dynamic);
    await reserve(refitCd, A, 400);
    const loadB = await createLoad(t, { supplierId: B, cdId: refitCd, week: d.next, volumes: [100] });
    const loadA = await createLoad(t, { supplierId: A, cdId: refitCd, week: d.next, volumes: [100] });
    await book(t, loadB, g, d.monday, '08:00:00', 100);
    await book(t, loadA, g, d.monday, '08:00:00', 100);
    const refit = async (loadId: number, volumes: number) => {
      try {
        await t.database.db.transaction((tx) => refitScheduledLoad(tx, loadId, volumes));
        return null;
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
    };
    // B: 100 (A) + v + 300 (A still holds) ≤ 1,000 → at most 600
    expect(await refit(loadB, 601)).toBe('loadDetails010');
    expect(await refit(loadB, 600)).toBeNull();
    // A grows into its own reservation and beyond, up to the gate: 600 + v ≤ 1,000
    expect(await refit(loadA, 400)).toBeNull();
    expect(await refit(loadA, 401)).toBe('loadDetails010');
  });
});

/**
 * The concurrency the CD slot lock answers (load → gates → the CD's slot start): four gates of 1,000 volumes taking
 * up to 20 loads, C = 4,000; A holds 1,500. Other suppliers' bookings at once at any gate never leave A less than its 1,500.
 */
async function concurrencyCd(name: string) {
  const cdId = await createCd(t, name);
  const gates: number[] = [];
  for (let i = 1; i <= 4; i++)
    gates.push(await createGate(t, cdId, `${name} ${i}`, { dynamic: true, hours: weekHours({ carga: 20 }) }));
  await reserve(cdId, A, 1500);
  return { cdId, gates };
}

async function othersAtOnce(apps: FastifyInstance[], name: string) {
  const { cdId, gates } = await concurrencyCd(name);
  const loads: number[] = [];
  for (let i = 0; i < 30; i++) loads.push(await createLoad(t, { supplierId: B, cdId, week: d.next, volumes: [200] }));
  const answers = await Promise.all(
    loads.map((load, i) => save('fornecedor2', load, gates[i % gates.length]!, apps[i % apps.length]!)),
  );
  const statuses = answers.map((a) => a.statusCode);
  // 4,000 − 1,500 = 2,500: twelve loads of 200
  expect(statuses.filter((s) => s === 201)).toHaveLength(12);
  expect(answers.filter((a) => a.statusCode !== 201).every((a) => codeOf(a) === 'scheduling010')).toBe(true);
  expect((await bookedAt(cdId)).b).toBe(2400);
  // the provider books its whole reservation afterwards, in loads of 100, at the gates offered
  for (let i = 0; i < 15; i++) {
    const load = await createLoad(t, { supplierId: A, cdId, week: d.next, volumes: [100] });
    const offered = mondayAt(await answerOf('fornecedor', load));
    expect(offered.reserved.length, `load ${i}`).toBeGreaterThan(0);
    expect((await save('fornecedor', load, offered.reserved[0]!)).statusCode).toBe(201);
  }
  const after = await bookedAt(cdId);
  expect(after.a).toBe(1500);
  expect(after.gates.every((g) => g.volumes <= 1000 && g.loads <= 20)).toBe(true);
}

describe('concurrency (A15)', () => {
  it("30 bookings at once by another supplier never take the provider's reserved capacity", async () => {
    await othersAtOnce([t.app], 'CD Corrida A15');
  });

  it("the provider's bookings and others' at once never exceed a gate nor the CD less what A still holds", async () => {
    const { cdId, gates } = await concurrencyCd('CD Corrida mista A15');
    const loads: number[] = [];
    for (let i = 0; i < 40; i++)
      loads.push(
        await createLoad(t, {
          supplierId: i % 2 === 0 ? A : B,
          cdId,
          week: d.next,
          volumes: [i % 2 === 0 ? 150 : 250],
        }),
      );
    const answers = await Promise.all(
      loads.map((load, i) => save(i % 2 === 0 ? 'fornecedor' : 'fornecedor2', load, gates[i % 4]!)),
    );
    expect(answers.every((a) => a.statusCode === 201 || codeOf(a) === 'scheduling010')).toBe(true);
    const { a, b, gates: perGate } = await bookedAt(cdId);
    expect(perGate.every((g) => g.volumes <= 1000 && g.loads <= 20)).toBe(true);
    expect(a + b).toBeLessThanOrEqual(4000);
    // each of B's bookings saw B(T) + v + max(0, 1,500 − A's) ≤ 4,000, so B never went past 2,500
    expect(b).toBeLessThanOrEqual(2500);
    expect(a).toBeGreaterThan(0);
  });

  describe('on two app instances over one database', () => {
    let second: FastifyInstance;
    let secondDatabase: Database | null = null;

    beforeAll(async () => {
      // PostgreSQL: the second instance has its own pool, as another process would; PGlite: one handle
      if (t.database.kind === 'postgres') {
        const info = inject('testDatabase');
        if (info.kind !== 'postgres') throw new Error('a PostgreSQL test database without its admin URL');
        const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        secondDatabase = openDatabase({ url: withDatabase(info.adminUrl, result.rows[0]!.name) });
      }
      second = await buildApp({ config: { ...t.config, LOG_LEVEL: 'silent' }, database: secondDatabase ?? t.database });
    });

    afterAll(async () => {
      await second?.close();
      await secondDatabase?.close();
    });

    it("30 bookings at once, half on each app, never take the provider's reserved capacity", async () => {
      await othersAtOnce([t.app, second], 'CD Corrida duas A15');
    });
  });
});
