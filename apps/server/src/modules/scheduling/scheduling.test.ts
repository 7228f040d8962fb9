import { addDays, commercialWeekOf, weekdayOf } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
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
  timesOf,
  weekHours,
  type FreeGatesAnswer,
} from './scheduling.test-support';
import { sql } from 'drizzle-orm';
import { expectAnswer } from '../../../test/support/answers';
import { getAs } from '../../../test/support/rest-call';

const t = useTestApp();
const LOGINS = ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'logistica', 'youcom'];
const tokens: Record<string, string> = useTokens(t, LOGINS);
let cd: number;
let otherCd: number;
let gate: number;
const d = dates();
const A = DEMO_SUPPLIER_A_ID;
const B = DEMO_SUPPLIER_B_ID;

beforeAll(async () => {
  cd = await createCd(t, 'CD Agendamento Teste');
  otherCd = await createCd(t, 'CD Outro Teste');
  gate = await createGate(t, cd, 'Doca 01');
});

function freePlaces(login: string, loadId: number, path = 'horariosdisponiveis') {
  return getAs(t, tokens[login]!, `/api/agendamento/${path}/${loadId}`);
}

function save(login: string, body: Record<string, unknown>, scheduleId?: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/agendamento/salvarAgendamento/${scheduleId ?? ''}`,
    headers: bearer(tokens[login]!),
    payload: body,
  });
}

/** The supplier books a load at a gate, a day and a time. */
function supplierBooks(idCarga: number, idPortao: number, dtEntrega: string, horaEntrega: string) {
  return save('fornecedor', { idCarga, idPortao, dtEntrega, horaEntrega });
}

function cancel(login: string, idCarga: number, idAgendamento: number) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/agendamento/cancelarAgendamento/',
    headers: bearer(tokens[login]!),
    payload: { idCarga, idAgendamento },
  });
}

async function scheduleOf(loadId: number) {
  const [row] = await rows<{
    id: number;
    gate_id: number;
    delivery_date: string;
    delivery_time: string;
    volumes: number;
  }>(
    t,
    sql`select id, gate_id, delivery_date::text, delivery_time::text, volumes from schedules where load_id = ${loadId}`,
  );
  return row ?? null;
}

describe('free places', () => {
  it("answers the load's week, CD and every gate with seven days of free slot starts", async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const response = await freePlaces('fornecedor', load);
    expect(response.statusCode).toBe(200);
    const body = response.json<FreeGatesAnswer>();
    const week = commercialWeekOf(d.next);
    expect(body).toMatchObject({
      idCarga: load,
      semanaComercial: week.week,
      anoSemanaComercial: `${week.year}-${String(week.week).padStart(2, '0')}`,
      dataInicialSemana: d.next,
      nomeCd: 'CD Agendamento Teste',
    });
    const mine = body.portoes.find((p) => p.idPortao === gate)!;
    expect(mine.nomePortao).toBe('Doca 01');
    expect(mine.listaHorarios.map((x) => x.diaSemana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(mine.listaHorarios[0]!.horariosDisponiveis).toEqual([]);
    expect(timesOf(body, gate, d.monday)).toEqual(['08:00:00', '09:00:00', '10:00:00', '11:00:00']);
    expect(timesOf(body, gate, addDays(d.next, 6))).toEqual(['08:00:00', '10:00:00']);
  });

  it('leaves out booked slots, exception dates and deleted gates; applies variations', async () => {
    const localCd = await createCd(t, 'CD Regras');
    const g1 = await createGate(t, localCd, 'Regras 1');
    const g2 = await createGate(t, localCd, 'Regras 2 apagado');
    await t.database.db.execute(sql`update gates set deleted_at = now() where id = ${g2}`);
    const other = await createLoad(t, { supplierId: B, cdId: localCd, week: d.next });
    await book(t, other, g1, d.monday, '09:00:00');
    await t.database.db.execute(
      sql`insert into cd_exceptions (cd_id, date, description) values (${localCd}, ${d.tuesday}, 'Inventário')`,
    );
    const variation = weekHours({ capacidade: 0 }).map((h) =>
      h.idDiaSemana === 4 ? { ...h, hrInicial: '14:00:00', hrFim: '16:00:00', capacidade: 500 } : h,
    );
    await t.database.db.execute(sql`insert into gate_variations (gate_id, reason, start_date, end_date, hours)
      values (${g1}, 'Reforma', ${d.next}, ${addDays(d.next, 6)}, ${JSON.stringify(variation)}::jsonb)`);
    const load = await createLoad(t, { supplierId: A, cdId: localCd, week: d.next });
    const body = (await freePlaces('fornecedor', load)).json<FreeGatesAnswer>();
    expect(body.portoes.map((p) => p.idPortao)).toEqual([g1]);
    // the variation covers the whole week: Monday closed by its capacity 0, Wednesday 14-16
    expect(timesOf(body, g1, d.monday)).toEqual([]);
    expect(timesOf(body, g1, d.tuesday)).toEqual([]);
    expect(timesOf(body, g1, d.wednesday)).toEqual(['14:00:00', '15:00:00']);
    await t.database.db.execute(sql`delete from gate_variations where gate_id = ${g1}`);
    const regular = (await freePlaces('fornecedor', load)).json<FreeGatesAnswer>();
    expect(timesOf(regular, g1, d.monday)).toEqual(['08:00:00', '10:00:00', '11:00:00']);
    expect(timesOf(regular, g1, d.tuesday)).toEqual([]);
  });

  it('limits suppliers to 28 days; the CD call (admins, logistics) does not', async () => {
    const far = addDays(d.thisWeek, 35);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: far });
    const supplier = (await freePlaces('fornecedor', load)).json<FreeGatesAnswer>();
    for (const day of supplier.portoes[0]!.listaHorarios) {
      if (day.data > addDays(d.today, 28)) expect(day.horariosDisponiveis).toEqual([]);
    }
    expect(timesOf(supplier, gate, addDays(far, 5))).toEqual([]);
    const admin = (await freePlaces('admin', load, 'horariosdisponiveiscd')).json<FreeGatesAnswer>();
    expect(timesOf(admin, gate, addDays(far, 5))).toEqual(['08:00:00', '09:00:00', '10:00:00', '11:00:00']);
  });

  it('refuses the CD call without admin_alter_load_permissions and without a session', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    expect((await freePlaces('fornecedor', load, 'horariosdisponiveiscd')).statusCode).toBe(403);
    expect((await freePlaces('usuario', load, 'horariosdisponiveiscd')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/agendamento/horariosdisponiveis/${load}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('scopes logistics to its CD and answers 404 for missing loads', async () => {
    const { cd_id: logisticsCd } = await one<{ cd_id: number }>(
      t,
      sql`select cd_id from users where login = 'logistica'`,
    );
    const inItsCd = await createLoad(t, { supplierId: A, cdId: Number(logisticsCd), week: d.next });
    const elsewhere = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    expect((await freePlaces('logistica', inItsCd, 'horariosdisponiveiscd')).statusCode).toBe(200);
    expect((await freePlaces('logistica', elsewhere, 'horariosdisponiveiscd')).statusCode).toBe(404);
    expect((await freePlaces('admin', 999_999_999, 'horariosdisponiveiscd')).statusCode).toBe(404);
  });
});

describe('booking', () => {
  it('books a free place (201), copying the load volumes, with an audit row', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [120, 30] });
    const response = await supplierBooks(load, gate, d.monday, '08:00');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ idAgendamento: number }>();
    expect(body).toMatchObject({ idCarga: load, idPortao: gate, dtEntrega: d.monday, horaEntrega: '08:00:00' });
    expect(await scheduleOf(load)).toMatchObject({ id: body.idAgendamento, volumes: 150, delivery_time: '08:00:00' });
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity = 'schedules' and entity_id = ${String(body.idAgendamento)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
    // the place is gone for another load …
    const other = await createLoad(t, { supplierId: B, cdId: cd, week: d.next });
    expect(timesOf((await freePlaces('fornecedor2', other)).json<FreeGatesAnswer>(), gate, d.monday)).not.toContain(
      '08:00:00',
    );
    const taken = await save('fornecedor2', {
      idCarga: other,
      idPortao: gate,
      dtEntrega: d.monday,
      horaEntrega: '08:00',
    });
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('scheduling010');
    // … but the load still sees its own place
    expect(timesOf((await freePlaces('fornecedor', load)).json<FreeGatesAnswer>(), gate, d.monday)).toContain(
      '08:00:00',
    );
  });

  it('refuses a load bigger than the capacity, a closed day, an exception and a time that is not a slot', async () => {
    const big = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [1001] });
    const tooBig = await supplierBooks(big, gate, d.monday, '10:00');
    expect(codeOf(tooBig)).toBe('scheduling010');
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const sunday = await save('fornecedor', { idCarga: load, idPortao: gate, dtEntrega: d.next, horaEntrega: '08:00' });
    expect([sunday.statusCode, codeOf(sunday)]).toEqual([409, 'scheduling010']);
    const half = await save('fornecedor', { idCarga: load, idPortao: gate, dtEntrega: d.monday, horaEntrega: '09:30' });
    expect(codeOf(half)).toBe('scheduling010');
    const end = await save('fornecedor', { idCarga: load, idPortao: gate, dtEntrega: d.monday, horaEntrega: '12:00' });
    expect(codeOf(end)).toBe('scheduling010');
    const exceptionCd = await createCd(t, 'CD Feriado');
    const exceptionGate = await createGate(t, exceptionCd, 'Feriado 1');
    await t.database.db.execute(
      sql`insert into cd_exceptions (cd_id, date, description) values (${exceptionCd}, ${d.monday}, 'Feriado')`,
    );
    const holidayLoad = await createLoad(t, { supplierId: A, cdId: exceptionCd, week: d.next });
    const holiday = await supplierBooks(holidayLoad, exceptionGate, d.monday, '08:00');
    expect([holiday.statusCode, codeOf(holiday)]).toEqual([409, 'scheduling010']);
    expect(await scheduleOf(holidayLoad)).toBeNull();
  });

  it('books by the variation of the week: its hours and capacity replace the regular ones', async () => {
    const variedGate = await createGate(t, cd, 'Doca variação');
    const hours = weekHours({ capacidade: 0 }).map((h) =>
      h.idDiaSemana === 3 ? { ...h, hrInicial: '14:00:00', hrFim: '16:00:00', capacidade: 200 } : h,
    );
    await t.database.db.execute(sql`insert into gate_variations (gate_id, reason, start_date, end_date, hours)
      values (${variedGate}, 'Obra', ${d.next}, ${addDays(d.next, 6)}, ${JSON.stringify(hours)}::jsonb)`);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [150] });
    const at = { idCarga: load, idPortao: variedGate };
    expect(codeOf(await save('fornecedor', { ...at, dtEntrega: d.monday, horaEntrega: '08:00' }))).toBe(
      'scheduling010',
    );
    expect(codeOf(await save('fornecedor', { ...at, dtEntrega: d.tuesday, horaEntrega: '08:00' }))).toBe(
      'scheduling010',
    );
    const big = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [201] });
    const tooBig = await supplierBooks(big, variedGate, d.tuesday, '15:00');
    expect(codeOf(tooBig)).toBe('scheduling010');
    expect((await save('fornecedor', { ...at, dtEntrega: d.tuesday, horaEntrega: '15:00' })).statusCode).toBe(201);
  });

  it('refuses a date outside the load week, a gate of another CD and a deleted gate (422)', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const outside = await supplierBooks(load, gate, addDays(d.next, 7), '08:00');
    expectAnswer(outside, 422, { code: 'validation', details: { reason: 'outsideWeek' } });
    const foreignGate = await createGate(t, otherCd, 'Outro CD 1');
    const foreign = await supplierBooks(load, foreignGate, d.monday, '08:00');
    expectAnswer(foreign, 422, { details: { reason: 'gateNotInCd' } });
    const deleted = await createGate(t, cd, 'Doca apagada');
    await t.database.db.execute(sql`update gates set deleted_at = now() where id = ${deleted}`);
    const gone = await supplierBooks(load, deleted, d.monday, '08:00');
    expect(gone.json()).toMatchObject({ details: { reason: 'gateNotInCd' } });
    const missing = await supplierBooks(load, 999_999, d.monday, '08:00');
    expect(missing.statusCode).toBe(422);
    expect(await scheduleOf(load)).toBeNull();
  });

  it('refuses loads whose orders are not all A (scheduling013)', async () => {
    const load = await createLoad(t, {
      supplierId: A,
      cdId: cd,
      week: d.next,
      volumes: [10, 10],
      statuses: ['A', 'W'],
    });
    const response = await supplierBooks(load, gate, d.tuesday, '08:00');
    expect([response.statusCode, codeOf(response)]).toEqual([422, 'scheduling013']);
  });

  it('refuses a week before the current one: scheduling012 for suppliers, scheduling011 for internal users', async () => {
    const old = addDays(d.thisWeek, -7);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: old });
    const body = { idCarga: load, idPortao: gate, dtEntrega: addDays(old, 1), horaEntrega: '08:00' };
    const supplier = await save('fornecedor', body);
    expect([supplier.statusCode, codeOf(supplier)]).toEqual([422, 'scheduling012']);
    const admin = await save('admin', body);
    expect([admin.statusCode, codeOf(admin)]).toEqual([422, 'scheduling011']);
    const usuario = await save('usuario', body);
    expect(codeOf(usuario)).toBe('scheduling011');
  });

  it('books at most 28 days ahead, except with admin_alter_load_permissions', async () => {
    const far = addDays(d.thisWeek, 35);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: far });
    const body = { idCarga: load, idPortao: gate, dtEntrega: addDays(far, 5), horaEntrega: '09:00' };
    const supplier = await save('fornecedor', body);
    expectAnswer(supplier, 422, { code: 'validation', details: { reason: 'beyondTerm' } });
    expect((await save('admin', body)).statusCode).toBe(201);
  });

  it('moves a booking (200) with its id, or when the load is saved again without it', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const first = (
      await save('fornecedor', { idCarga: load, idPortao: gate, dtEntrega: d.wednesday, horaEntrega: '08:00' })
    ).json<{ idAgendamento: number }>();
    const moved = await save(
      'fornecedor',
      { idCarga: load, idPortao: gate, dtEntrega: d.wednesday, horaEntrega: '09:00' },
      first.idAgendamento,
    );
    expectAnswer(moved, 200, { idAgendamento: first.idAgendamento, horaEntrega: '09:00:00' });
    // staying in its own slot is allowed (its own booking does not count)
    const same = await save(
      'fornecedor',
      { idCarga: load, idPortao: gate, dtEntrega: d.wednesday, horaEntrega: '09:00' },
      first.idAgendamento,
    );
    expect(same.statusCode).toBe(200);
    // moving to another gate locks both and frees the old place
    const gate2 = await createGate(t, cd, 'Doca 02');
    const again = await supplierBooks(load, gate2, d.wednesday, '10:00');
    expectAnswer(again, 200, { idAgendamento: first.idAgendamento, idPortao: gate2 });
    expect(await rows(t, sql`select id from schedules where load_id = ${load}`)).toHaveLength(1);
    const other = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const free = (await freePlaces('fornecedor', other)).json<FreeGatesAnswer>();
    expect(timesOf(free, gate, d.wednesday)).toContain('09:00:00');
    expect(timesOf(free, gate2, d.wednesday)).not.toContain('10:00:00');
    const actions = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity = 'schedules' and entity_id = ${String(first.idAgendamento)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('answers 404 for a schedule id that is not the load’s', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const other = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const otherSchedule = await book(t, other, gate, d.tuesday, '11:00:00');
    const response = await save(
      'fornecedor',
      { idCarga: load, idPortao: gate, dtEntrega: d.tuesday, horaEntrega: '10:00' },
      otherSchedule,
    );
    expect(response.statusCode).toBe(404);
  });

  it('needs 2 days of notice to move or cancel, except with admin_alter_load_permissions', async () => {
    const tomorrow = addDays(d.today, 1);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: tomorrow });
    const scheduleId = await book(t, load, gate, tomorrow, '08:00:00');
    const week = commercialWeekOf(tomorrow);
    let target = tomorrow;
    while (weekdayOf(target) === 1) target = addDays(target, 1);
    expect(target <= week.end).toBe(true);
    const body = { idCarga: load, idPortao: gate, dtEntrega: target, horaEntrega: '10:00' };
    const move = await save('fornecedor', body, scheduleId);
    expect([move.statusCode, codeOf(move)]).toEqual([422, 'scheduling014']);
    const cancelled = await cancel('fornecedor', load, scheduleId);
    expect([cancelled.statusCode, codeOf(cancelled)]).toEqual([422, 'scheduling014']);
    const adminMove = await save('admin', body, scheduleId);
    expect(adminMove.statusCode).toBe(200);
    expect((await cancel('admin', load, scheduleId)).statusCode).toBe(204);
    expect(await scheduleOf(load)).toBeNull();
  });

  it('cancels (204) with an audit row; a wrong schedule id is 404', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const saved = (
      await save('fornecedor', { idCarga: load, idPortao: gate, dtEntrega: d.tuesday, horaEntrega: '09:00' })
    ).json<{ idAgendamento: number }>();
    expect((await cancel('fornecedor', load, saved.idAgendamento + 100_000)).statusCode).toBe(404);
    expect((await cancel('fornecedor', load, saved.idAgendamento)).statusCode).toBe(204);
    expect(await scheduleOf(load)).toBeNull();
    expect((await cancel('fornecedor', load, saved.idAgendamento)).statusCode).toBe(404);
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity = 'schedules' and entity_id = ${String(saved.idAgendamento)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('dynamic capacity: up to carga loads while their volumes fit', async () => {
    const dynamicGate = await createGate(t, cd, 'Doca dinâmica', {
      dynamic: true,
      hours: weekHours({ capacidade: 500, carga: 2 }),
    });
    const l1 = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [200] });
    const l2 = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [301] });
    const l3 = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [300] });
    const l4 = await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [1] });
    const at = { idPortao: dynamicGate, dtEntrega: d.monday, horaEntrega: '11:00' };
    expect((await save('fornecedor', { idCarga: l1, ...at })).statusCode).toBe(201);
    expect(codeOf(await save('fornecedor', { idCarga: l2, ...at }))).toBe('scheduling010');
    expect((await save('fornecedor', { idCarga: l3, ...at })).statusCode).toBe(201);
    expect(codeOf(await save('fornecedor', { idCarga: l4, ...at }))).toBe('scheduling010');
  });
});

describe('two suppliers never reach each other’s loads', () => {
  it('fornecedor2 gets 404 on the free places, booking, move and cancel of fornecedor’s load, and back', async () => {
    const loadA = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const loadB = await createLoad(t, { supplierId: B, cdId: cd, week: d.next });
    const scheduleA = await book(t, loadA, gate, addDays(d.next, 4), '08:00:00');
    const scheduleB = await book(t, loadB, gate, addDays(d.next, 4), '09:00:00');
    const at = { idPortao: gate, dtEntrega: addDays(d.next, 5), horaEntrega: '10:00' };
    for (const [login, load, schedule] of [
      ['fornecedor2', loadA, scheduleA],
      ['fornecedor', loadB, scheduleB],
    ] as const) {
      expect((await freePlaces(login, load)).statusCode).toBe(404);
      expect((await save(login, { idCarga: load, ...at })).statusCode).toBe(404);
      expect((await save(login, { idCarga: load, ...at }, schedule)).statusCode).toBe(404);
      expect((await cancel(login, load, schedule)).statusCode).toBe(404);
    }
    expect(await scheduleOf(loadA)).toMatchObject({ id: scheduleA, delivery_time: '08:00:00' });
    expect(await scheduleOf(loadB)).toMatchObject({ id: scheduleB, delivery_time: '09:00:00' });
  });

  it('the second user of a supplier reaches that supplier’s loads', async () => {
    tokens.fornecedor2b = await t.login('fornecedor2b');
    const loadB = await createLoad(t, { supplierId: B, cdId: cd, week: d.next });
    expect((await freePlaces('fornecedor2b', loadB)).statusCode).toBe(200);
  });
});

describe('concurrency', () => {
  it('50 concurrent bookings of the last place of a slot: exactly one 201, 49 scheduling010', async () => {
    const raceGate = await createGate(t, cd, 'Doca corrida', {
      dynamic: true,
      hours: weekHours({ capacidade: 1000, carga: 3 }),
    });
    const date = addDays(d.next, 4);
    // two of the three places are taken
    for (let i = 0; i < 2; i++) {
      const filler = await createLoad(t, { supplierId: B, cdId: cd, week: d.next, volumes: [10] });
      await book(t, filler, raceGate, date, '10:00:00', 10);
    }
    const loads: number[] = [];
    for (let i = 0; i < 50; i++)
      loads.push(await createLoad(t, { supplierId: A, cdId: cd, week: d.next, volumes: [10] }));
    const answers = await Promise.all(
      loads.map((load) =>
        save('fornecedor', { idCarga: load, idPortao: raceGate, dtEntrega: date, horaEntrega: '10:00' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => codeOf(a) === 'scheduling010')).toBe(true);
    const { count } = await one<{ count: string | number }>(
      t,
      sql`select count(*) as count from schedules where gate_id = ${raceGate} and delivery_date = ${date}
            and delivery_time = '10:00:00'`,
    );
    expect(Number(count)).toBe(3);
  });

  it('the same load saved twice at once: one booking, the other save a move of it', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const body = { idCarga: load, idPortao: gate, dtEntrega: addDays(d.next, 5), horaEntrega: '11:00' };
    const answers = await Promise.all([save('fornecedor', body), save('fornecedor', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await rows(t, sql`select id from schedules where load_id = ${load}`)).toHaveLength(1);
  });
});

describe('refitScheduledLoad (orders joining or leaving a scheduled load)', () => {
  async function refit(loadId: number, volumes: number): Promise<string | null> {
    try {
      await t.database.db.transaction((tx) => refitScheduledLoad(tx, loadId, volumes));
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  it('is a no-op for an unscheduled load', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    expect(await refit(load, 5000)).toBeNull();
    expect(await scheduleOf(load)).toBeNull();
  });

  it('keeps schedules.volumes in step while the slot takes them, else loadDetails010', async () => {
    const refitGate = await createGate(t, cd, 'Doca refit', {
      dynamic: true,
      hours: weekHours({ capacidade: 1000, carga: 3 }),
    });
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: d.next });
    const other = await createLoad(t, { supplierId: B, cdId: cd, week: d.next });
    await book(t, load, refitGate, d.monday, '08:00:00', 100);
    await book(t, other, refitGate, d.monday, '08:00:00', 600);
    expect(await refit(load, 400)).toBeNull();
    expect((await scheduleOf(load))!.volumes).toBe(400);
    expect(await refit(load, 401)).toBe('loadDetails010');
    expect((await scheduleOf(load))!.volumes).toBe(400);
    expect(await refit(load, 50)).toBeNull();
    expect((await scheduleOf(load))!.volumes).toBe(50);
  });

  it('an exception added after the booking does not undo it', async () => {
    const exceptionCd = await createCd(t, 'CD Refit Feriado');
    const exceptionGate = await createGate(t, exceptionCd, 'Refit feriado');
    const load = await createLoad(t, { supplierId: A, cdId: exceptionCd, week: d.next });
    await book(t, load, exceptionGate, d.tuesday, '09:00:00', 100);
    await t.database.db.execute(
      sql`insert into cd_exceptions (cd_id, date, description) values (${exceptionCd}, ${d.tuesday}, 'Inventário')`,
    );
    expect(await refit(load, 900)).toBeNull();
    expect(await refit(load, 1001)).toBe('loadDetails010');
  });
});
