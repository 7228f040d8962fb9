import type { GateDto, GateInput } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateHours, gates, gateVariations, physicalLocations } from '../../db/schema/index';
import { dayIn, demoHours, gateInput, sundayIn, EDIT_CD_DETAILS_CASES, useCdTestApp } from './cds.test-support';
import { clock } from '../../platform/clock';
import { expectAnswer } from '../../../test/support/answers';

const { t, call, read, itNeedsCdDetails, createGate, insertBooking, auditCount } = useCdTestApp();

/** What the database holds for a gate, to show a refusal changed nothing. */
async function snapshot(gateId: number) {
  const [gate] = await t.database.db.select().from(gates).where(eq(gates.id, gateId));
  const hours = await t.database.db
    .select()
    .from(gateHours)
    .where(eq(gateHours.gateId, gateId))
    .orderBy(asc(gateHours.weekday));
  return { gate, hours, audits: await auditCount('gates', gateId) };
}

const put = (login: Parameters<typeof call>[0], id: number, input: GateInput) =>
  call(login, 'PUT', `/api/portoes/${id}`, input);

/** The input of an existing gate with some changes. */
function edited(gate: GateDto, changes: Partial<GateInput> = {}): GateInput {
  return {
    idCd: gate.idCd,
    nome: gate.nome,
    descricao: gate.descricao,
    capacidadeDinamica: gate.capacidadeDinamica,
    horarios: gate.horarios.map(({ id: _id, ...h }) => h),
    ...changes,
  };
}

function withDay(gate: GateDto, weekday: number, change: Partial<GateDto['horarios'][number]>) {
  return gate.horarios.map(({ id: _id, ...h }) => (h.idDiaSemana === weekday ? { ...h, ...change } : h));
}

describe('GET /api/portoes/cd/:id', () => {
  it("lists the CD's gates by name with their seven weekdays", async () => {
    const list = await read<GateDto[]>('/api/portoes/cd/1');
    expect(list.length).toBeGreaterThanOrEqual(3);
    const names = list.map((g) => g.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const gate of list) {
      expect(gate.idCd).toBe(1);
      expect(gate.horarios.map((h) => h.idDiaSemana)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    expect(list[0]!.horarios[1]).toMatchObject({
      id: expect.any(Number),
      hrInicial: '08:00:00',
      hrFim: '18:00:00',
      intervalo: 1,
    });
  });

  it('answers 404 when the CD has no gates or is unknown', async () => {
    await t.database.db.update(gates).set({ deletedAt: clock.now() }).where(eq(gates.cdId, 3));
    const response = await call('usuario', 'GET', '/api/portoes/cd/3');
    expectAnswer(response, 404, { code: 'notFound' });
    expect((await call('usuario', 'GET', '/api/portoes/cd/999999')).statusCode).toBe(404);
  });

  itNeedsCdDetails('/api/portoes/cd/2');
});

describe('POST /api/portoes', () => {
  it('registers a gate with its hours (201) and audits', async () => {
    const input = gateInput(4, { nome: '  Portão novo  ', descricao: null });
    const response = await call('admin', 'POST', '/api/portoes', input);
    expect(response.statusCode).toBe(201);
    const gate = response.json<GateDto>();
    expect(gate).toMatchObject({ idCd: 4, nome: 'Portão novo', descricao: null, capacidadeDinamica: false });
    expect(gate.horarios.map(({ id: _id, ...h }) => h)).toEqual(input.horarios);
    expect((await snapshot(gate.id)).hours).toHaveLength(7);
    expect(await auditCount('gates', gate.id)).toBe(1);
    const list = (await call('usuario', 'GET', '/api/portoes/cd/4')).json<GateDto[]>();
    expect(list.map((g) => g.id)).toContain(gate.id);
  });

  it('accepts the default hours of a new gate (capacity 0 closes every day, even where the CD is closed)', async () => {
    const horarios = [1, 2, 3, 4, 5, 6, 7].map((idDiaSemana) => ({
      idDiaSemana,
      hrInicial: '08:00:00',
      hrFim: '18:00:00',
      intervalo: 1,
      capacidade: 0,
      carga: 1,
    }));
    expect((await call('admin', 'POST', '/api/portoes', gateInput(4, { horarios }))).statusCode).toBe(201);
  });

  it('accepts more than one load per slot with dynamic capacity', async () => {
    const input = gateInput(4, { capacidadeDinamica: true, horarios: demoHours({ 2: { carga: 3 } }) });
    const response = await call('admin', 'POST', '/api/portoes', input);
    expect(response.statusCode).toBe(201);
    expect(response.json<GateDto>().horarios[1]).toMatchObject({ carga: 3 });
  });

  it.each([
    ['no name', { nome: '' }],
    ['a name over 50', { nome: 'x'.repeat(51) }],
    ['capacity over 1,000,000', { horarios: demoHours({ 2: { capacidade: 1_000_001 } }) }],
    ['negative capacity', { horarios: demoHours({ 2: { capacidade: -1 } }) }],
    ['carga 0', { horarios: demoHours({ 2: { carga: 0 } }) }],
    ['carga over 1,000,000', { capacidadeDinamica: true, horarios: demoHours({ 2: { carga: 1_000_001 } }) }],
    ['interval 0', { horarios: demoHours({ 2: { intervalo: 0 } }) }],
    ['interval 25', { horarios: demoHours({ 2: { intervalo: 25 } }) }],
    ['six weekdays', { horarios: demoHours().slice(1) }],
    [
      'a weekday twice',
      { horarios: demoHours().map((h) => ({ ...h, idDiaSemana: h.idDiaSemana === 1 ? 2 : h.idDiaSemana })) },
    ],
    ['a bad time', { horarios: demoHours({ 2: { hrFim: '18h' } }) }],
  ])('refuses %s (400) and writes nothing', async (_label, change) => {
    const count = (await t.database.db.select().from(gates).where(eq(gates.cdId, 4))).length;
    const response = await call('admin', 'POST', '/api/portoes', gateInput(4, change as Partial<GateInput>));
    expect(response.statusCode).toBe(400);
    expect((await t.database.db.select().from(gates).where(eq(gates.cdId, 4))).length).toBe(count);
  });

  it('refuses carga other than 1 without dynamic capacity, naming the days', async () => {
    const input = gateInput(4, { horarios: demoHours({ 3: { carga: 2 }, 2: { carga: 5 } }) });
    const response = await call('admin', 'POST', '/api/portoes', input);
    expectAnswer(response, 422, { code: 'validation', details: { field: 'carga', days: [2, 3] } });
  });

  it('refuses days ending before they start, naming them', async () => {
    const input = gateInput(4, {
      horarios: demoHours({ 7: { hrInicial: '12:00', hrFim: '08:00' }, 4: { hrFim: '07:00' } }),
    });
    const response = await call('admin', 'POST', '/api/portoes', input);
    expectAnswer(response, 422, { code: 'validation', details: { days: [4, 7] } });
  });

  it('gate010 when open days fall outside the CD hours, naming them, and writes nothing', async () => {
    const count = (await t.database.db.select().from(gates).where(eq(gates.cdId, 4))).length;
    const input = gateInput(4, {
      horarios: demoHours({
        1: { hrFim: '12:00:00', capacidade: 10 },
        2: { hrInicial: '05:00:00' },
        7: { hrFim: '14:00:00' },
      }),
    });
    const response = await call('admin', 'POST', '/api/portoes', input);
    expectAnswer(response, 422, { code: 'gate010', details: { days: [1, 2, 7] } });
    expect((await t.database.db.select().from(gates).where(eq(gates.cdId, 4))).length).toBe(count);
  });

  it('answers 404 for a CD that does not exist or is not a CD', async () => {
    const [office] = await t.database.db
      .select({ id: physicalLocations.id })
      .from(physicalLocations)
      .where(eq(physicalLocations.locationType, 'ESCRITORIO'));
    expect((await call('admin', 'POST', '/api/portoes', gateInput(office!.id))).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/api/portoes', gateInput(999999))).statusCode).toBe(404);
  });

  it.each(EDIT_CD_DETAILS_CASES)('permission edit-cd-details: %s at CD %i gets %i', async (login, cdId, status) => {
    const response = await call(login, 'POST', '/api/portoes', gateInput(cdId));
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission' });
  });
});

describe('PUT /api/portoes/:id', () => {
  it('changes a gate and its hours, and audits', async () => {
    const gate = await createGate(gateInput(5));
    const response = await put(
      'admin',
      gate.id,
      edited(gate, { nome: 'Renomeado', horarios: withDay(gate, 2, { capacidade: 10 }) }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<GateDto>();
    expect(saved).toMatchObject({ id: gate.id, nome: 'Renomeado', idCd: 5 });
    expect(saved.horarios[1]).toMatchObject({ capacidade: 10, id: gate.horarios[1]!.id });
    expect(await auditCount('gates', gate.id)).toBe(2);
  });

  it('refuses to move a gate to another CD (422 idCd) and changes nothing', async () => {
    const gate = await createGate(gateInput(5));
    const before = await snapshot(gate.id);
    const response = await put('admin', gate.id, edited(gate, { idCd: 4, nome: 'Outro' }));
    expectAnswer(response, 422, { code: 'validation', details: { field: 'idCd', idCd: 5 } });
    expect(await snapshot(gate.id)).toEqual(before);
  });

  it('applies the same validation as a new gate', async () => {
    const gate = await createGate(gateInput(5));
    const carga = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 2, { carga: 2 }) }));
    expect(carga.json()).toMatchObject({ code: 'validation', details: { field: 'carga', days: [2] } });
    const outside = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 3, { hrFim: '23:00:00' }) }));
    expect(outside.json()).toMatchObject({ code: 'gate010', details: { days: [3] } });
    const backwards = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 6, { hrFim: '07:00:00' }) }));
    expect(backwards.json()).toMatchObject({ code: 'validation', details: { days: [6] } });
    expect((await put('admin', gate.id, edited(gate, { nome: '' }))).statusCode).toBe(400);
  });

  describe('against bookings from today on', () => {
    let gate: GateDto;
    const monday = () => dayIn(3, 2);

    beforeAll(async () => {
      gate = await createGate(gateInput(5));
      await insertBooking({ cdId: 5, gateId: gate.id, date: monday(), time: '09:00:00', volumes: 500 });
    });

    it('gate011 when a weekday capacity drops below the volumes booked in a slot, changing nothing', async () => {
      const before = await snapshot(gate.id);
      const response = await put(
        'admin',
        gate.id,
        edited(gate, { nome: 'x', horarios: withDay(gate, 2, { capacidade: 499 }) }),
      );
      expectAnswer(response, 409, { code: 'gate011', details: { days: [2], dates: [monday()] } });
      expect(await snapshot(gate.id)).toEqual(before);
      expect(
        (await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 2, { capacidade: 500 }) }))).statusCode,
      ).toBe(200);
    });

    it.each([
      ['a later start', { hrInicial: '10:00:00' }],
      ['an earlier end', { hrFim: '09:00:00' }],
      ['a closed day', { hrFim: '08:00:00' }],
      ['an interval that skips the time', { intervalo: 2 }],
    ])('gate012 for %s', async (_label, change) => {
      const before = await snapshot(gate.id);
      const response = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 2, change) }));
      expectAnswer(response, 409, { code: 'gate012', details: { days: [2], dates: [monday()] } });
      expect(await snapshot(gate.id)).toEqual(before);
    });

    it('accepts changes that keep the booked time and capacity', async () => {
      const horarios = withDay(gate, 2, { hrInicial: '07:00:00', hrFim: '19:00:00', intervalo: 2, capacidade: 800 });
      const response = await put('admin', gate.id, edited(gate, { horarios }));
      expect(response.statusCode).toBe(200);
      gate = response.json<GateDto>();
    });

    it('ignores bookings in the past and on dates a variation covers', async () => {
      const other = await createGate(gateInput(5));
      await insertBooking({ cdId: 5, gateId: other.id, date: dayIn(-1, 2), time: '09:00:00', volumes: 500 });
      await insertBooking({ cdId: 5, gateId: other.id, date: dayIn(4, 2), time: '09:00:00', volumes: 500 });
      await t.database.db.insert(gateVariations).values({
        gateId: other.id,
        reason: 'teste',
        startDate: sundayIn(4),
        endDate: dayIn(4, 7),
        hours: demoHours().map(({ id: _id, ...h }) => h),
      });
      const response = await put(
        'admin',
        other.id,
        edited(other, { horarios: withDay(other, 2, { capacidade: 10, hrInicial: '10:00' }) }),
      );
      expect(response.statusCode).toBe(200);
    });
  });

  describe('dynamic capacity against bookings', () => {
    let gate: GateDto;
    const tuesday = () => dayIn(3, 3);

    beforeAll(async () => {
      gate = await createGate(
        gateInput(5, { capacidadeDinamica: true, horarios: demoHours({ 3: { carga: 3, capacidade: 6000 } }) }),
      );
      await insertBooking({ cdId: 5, gateId: gate.id, date: tuesday(), time: '10:00:00', volumes: 1000 });
      await insertBooking({ cdId: 5, gateId: gate.id, date: tuesday(), time: '10:00:00', volumes: 1500 });
    });

    it('gate014 when loads per slot drop below the loads booked in a slot', async () => {
      const before = await snapshot(gate.id);
      const response = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 3, { carga: 1 }) }));
      expectAnswer(response, 409, { code: 'gate014', details: { days: [3], dates: [tuesday()] } });
      expect(await snapshot(gate.id)).toEqual(before);
    });

    it('gate015 when dynamic capacity is turned off while a slot holds more than one load', async () => {
      const before = await snapshot(gate.id);
      const response = await put(
        'admin',
        gate.id,
        edited(gate, { capacidadeDinamica: false, horarios: withDay(gate, 3, { carga: 1 }) }),
      );
      expectAnswer(response, 409, { code: 'gate015', details: { days: [3] } });
      expect(await snapshot(gate.id)).toEqual(before);
    });

    it('gate011 counts the volumes of every load in the slot', async () => {
      const response = await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 3, { capacidade: 2499 }) }));
      expect(response.json()).toMatchObject({ code: 'gate011' });
      expect(
        (await put('admin', gate.id, edited(gate, { horarios: withDay(gate, 3, { carga: 2, capacidade: 2500 }) })))
          .statusCode,
      ).toBe(200);
    });
  });

  it('lets a logistics user change the gates of its CD only', async () => {
    const own = await createGate(gateInput(1));
    expect((await put('logistica', own.id, edited(own, { nome: 'Do meu CD' }))).statusCode).toBe(200);
    const foreign = await createGate(gateInput(2));
    const before = await snapshot(foreign.id);
    const response = await put('logistica', foreign.id, edited(foreign, { nome: 'De outro CD' }));
    expect(response.statusCode).toBe(403);
    expect(await snapshot(foreign.id)).toEqual(before);
    expect((await put('usuario', own.id, edited(own))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown gate', async () => {
    expect((await put('admin', 999999, gateInput(5))).statusCode).toBe(404);
  });
});

describe('DELETE /api/portoes/:id', () => {
  it('gate013 while bookings from today on exist, changing nothing', async () => {
    const gate = await createGate(gateInput(5));
    await insertBooking({ cdId: 5, gateId: gate.id, date: dayIn(2, 4), time: '11:00:00' });
    const before = await snapshot(gate.id);
    const response = await call('admin', 'DELETE', `/api/portoes/${gate.id}`);
    expectAnswer(response, 409, { code: 'gate013' });
    expect(await snapshot(gate.id)).toEqual(before);
  });

  it('deletes softly a gate with only past bookings: it vanishes from lists and edits', async () => {
    const gate = await createGate(gateInput(5));
    await insertBooking({ cdId: 5, gateId: gate.id, date: dayIn(-1, 4), time: '11:00:00' });
    const response = await call('admin', 'DELETE', `/api/portoes/${gate.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await t.database.db.select().from(gates).where(eq(gates.id, gate.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await snapshot(gate.id)).hours).toHaveLength(7);
    expect(await auditCount('gates', gate.id)).toBe(2);
    const list = (await call('admin', 'GET', '/api/portoes/cd/5')).json<GateDto[]>();
    expect(list.map((g) => g.id)).not.toContain(gate.id);
    expect((await put('admin', gate.id, edited(gate))).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/portoes/${gate.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/variacao/maiorData?idPortao=${gate.id}`)).statusCode).toBe(404);
  });

  it('lets a logistics user delete the gates of its CD only', async () => {
    const foreign = await createGate(gateInput(2));
    expect((await call('logistica', 'DELETE', `/api/portoes/${foreign.id}`)).statusCode).toBe(403);
    expect((await call('usuario', 'DELETE', `/api/portoes/${foreign.id}`)).statusCode).toBe(403);
    const own = await createGate(gateInput(1));
    expect((await call('logistica', 'DELETE', `/api/portoes/${own.id}`)).statusCode).toBe(204);
  });
});
