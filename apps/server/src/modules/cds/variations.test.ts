import { minimumVariationStart, type GateDto, type GateVariationDto, type GateVariationInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { gateVariations } from '../../db/schema/index';
import { uniqueViolationOf } from '../../db/unique-violation';
import { dayIn, demoHours, gateInput, sundayIn, EDIT_CD_DETAILS_REFUSED, useCdTestApp } from './cds.test-support';
import { expectAnswer } from '../../../test/support/answers';

const { t, call, read, itNeedsCdDetails, createGate, insertBooking, removeBooking, auditCount } = useCdTestApp();

/** Variation hours: the demo gate's, with capacity 2000 on weekdays 2-6 and 0 on the weekend. */
function variationHours(overrides: Parameters<typeof demoHours>[0] = {}) {
  return demoHours(overrides, 2000);
}

function input(gateId: number, weeks: number, changes: Partial<GateVariationInput> = {}): GateVariationInput {
  return {
    idPortao: gateId,
    motivo: 'Inventário',
    dataInicial: sundayIn(weeks),
    novosHorarios: variationHours(),
    ...changes,
  };
}

async function variationsOf(gateId: number) {
  return t.database.db.select().from(gateVariations).where(eq(gateVariations.gateId, gateId));
}

const post = (login: Parameters<typeof call>[0], body: unknown) => call(login, 'POST', '/api/variacao', body);
const put = (login: Parameters<typeof call>[0], id: number, body: unknown) =>
  call(login, 'PUT', `/api/variacao/${id}`, body);

describe('GET /api/variacao/:idPortao', () => {
  it("lists the gate's variations by start date, with who made them", async () => {
    const list = await read<GateVariationDto[]>('/api/variacao/1');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      idPortao: 1,
      motivo: expect.any(String),
      dataInicial: sundayIn(2),
      dataFinal: dayIn(2, 7),
      usuario: null,
    });
    expect(list[0]!.novosHorarios).toHaveLength(7);
    expect(list[0]!.novosHorarios[1]).toMatchObject({ idDiaSemana: 2, intervalo: 2, capacidade: 2000, carga: 1 });
  });

  it('answers 404 variation010 when the gate has none, notFound when the gate is unknown', async () => {
    const none = await call('usuario', 'GET', '/api/variacao/2');
    expectAnswer(none, 404, { code: 'variation010' });
    const unknown = await call('usuario', 'GET', '/api/variacao/999999');
    expectAnswer(unknown, 404, { code: 'notFound' });
  });

  itNeedsCdDetails('/api/variacao/1');
});

describe('GET /api/variacao/maiorData', () => {
  it('answers the last day the variations cover and the earliest start', async () => {
    expect(await read('/api/variacao/maiorData?idPortao=1')).toEqual({
      maiorData: dayIn(2, 7),
      dataMinima: minimumVariationStart(clock.today()),
    });
  });

  it('answers null when the gate has none, 404 for an unknown gate, 400 without a gate', async () => {
    expect((await call('usuario', 'GET', '/api/variacao/maiorData?idPortao=2')).json()).toMatchObject({
      maiorData: null,
    });
    expect((await call('usuario', 'GET', '/api/variacao/maiorData?idPortao=999999')).statusCode).toBe(404);
    expect((await call('usuario', 'GET', '/api/variacao/maiorData')).statusCode).toBe(400);
  });

  it('needs cd-details', async () => {
    expect((await call('camicado', 'GET', '/api/variacao/maiorData?idPortao=1')).statusCode).toBe(403);
  });
});

describe('POST /api/variacao', () => {
  let gate: GateDto;

  beforeAll(async () => {
    gate = await createGate(gateInput(1));
  });

  it('registers a week (201) with its Saturday, its author, and audits', async () => {
    const response = await post('logistica', input(gate.id, 3, { motivo: '  Black Friday  ' }));
    expect(response.statusCode).toBe(201);
    const saved = response.json<GateVariationDto>();
    expect(saved).toMatchObject({
      idPortao: gate.id,
      motivo: 'Black Friday',
      dataInicial: sundayIn(3),
      dataFinal: dayIn(3, 7),
      usuario: 'logistica',
    });
    expect(saved.novosHorarios).toEqual(variationHours());
    expect(await auditCount('gate_variations', saved.id)).toBe(1);
    expect((await call('usuario', 'GET', `/api/variacao/maiorData?idPortao=${gate.id}`)).json()).toMatchObject({
      maiorData: dayIn(3, 7),
    });
  });

  it('accepts dataFinal when it is the Saturday after, refuses another (422)', async () => {
    const ok = await post('admin', input(gate.id, 4, { dataFinal: dayIn(4, 7) }));
    expect(ok.statusCode).toBe(201);
    const wrong = await post('admin', input(gate.id, 5, { dataFinal: dayIn(5, 6) }));
    expectAnswer(wrong, 422, { code: 'validation', details: { field: 'dataFinal', expected: dayIn(5, 7) } });
  });

  it('variation004 when the start is not a Sunday', async () => {
    const response = await post('admin', input(gate.id, 5, { dataInicial: dayIn(5, 2) }));
    expectAnswer(response, 422, { code: 'variation004' });
  });

  it('refuses a start before the next Sunday (422 with the minimum)', async () => {
    const min = minimumVariationStart(clock.today());
    for (const dataInicial of [sundayIn(0), sundayIn(-1)]) {
      const response = await post('admin', input(gate.id, 0, { dataInicial }));
      expectAnswer(response, 422, { code: 'validation', details: { field: 'dataInicial', min } });
    }
    expect(min).toBe(sundayIn(1));
  });

  it('variation011 when the gate already has a variation that week, and writes nothing', async () => {
    const before = (await variationsOf(gate.id)).length;
    const response = await post('admin', input(gate.id, 3, { motivo: 'De novo' }));
    expectAnswer(response, 409, { code: 'variation011' });
    expect(await variationsOf(gate.id)).toHaveLength(before);
  });

  it('recognises the unique index behind variation011', async () => {
    const error = await t.database.db
      .insert(gateVariations)
      .values({ gateId: 1, reason: 'x', startDate: sundayIn(2), endDate: dayIn(2, 7), hours: [] })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(uniqueViolationOf(error)).toBe('gate_variations_gate_start_uq');
  });

  it('variation013 when the gate has bookings that week, and writes nothing', async () => {
    const booking = await insertBooking({ cdId: 1, gateId: gate.id, date: dayIn(6, 7), time: '08:00:00' });
    const response = await post('admin', input(gate.id, 6));
    expectAnswer(response, 409, { code: 'variation013' });
    expect((await variationsOf(gate.id)).some((v) => v.startDate === sundayIn(6))).toBe(false);
    await removeBooking(booking);
  });

  it('refuses days ending before they start, naming them', async () => {
    const response = await post(
      'admin',
      input(gate.id, 7, { novosHorarios: variationHours({ 3: { hrFim: '07:00' } }) }),
    );
    expectAnswer(response, 422, { code: 'validation', details: { days: [3] } });
  });

  it('gate010 when its hours fall outside the CD hours', async () => {
    const response = await post(
      'admin',
      input(gate.id, 7, { novosHorarios: variationHours({ 2: { hrInicial: '05:00' }, 7: { hrFim: '13:30' } }) }),
    );
    expectAnswer(response, 422, { code: 'gate010', details: { days: [2, 7] } });
  });

  it('refuses carga other than 1 without dynamic capacity; accepts it with', async () => {
    const response = await post('admin', input(gate.id, 7, { novosHorarios: variationHours({ 4: { carga: 2 } }) }));
    expectAnswer(response, 422, { code: 'validation', details: { field: 'carga', days: [4] } });
    const dynamic = await createGate(gateInput(1, { capacidadeDinamica: true }));
    const ok = await post('admin', input(dynamic.id, 7, { novosHorarios: variationHours({ 4: { carga: 2 } }) }));
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['no reason', { motivo: '' }],
    ['a reason over 250', { motivo: 'x'.repeat(251) }],
    ['capacity over 1,000,000', { novosHorarios: variationHours({ 2: { capacidade: 1_000_001 } }) }],
    ['interval 25', { novosHorarios: variationHours({ 2: { intervalo: 25 } }) }],
    ['six weekdays', { novosHorarios: variationHours().slice(1) }],
    ['a malformed date', { dataInicial: '29/11/2026' }],
  ])('refuses %s (400) and writes nothing', async (_label, change) => {
    const before = (await variationsOf(gate.id)).length;
    expect((await post('admin', input(gate.id, 8, change as Partial<GateVariationInput>))).statusCode).toBe(400);
    expect(await variationsOf(gate.id)).toHaveLength(before);
  });

  it('answers 404 for an unknown or deleted gate', async () => {
    expect((await post('admin', input(999999, 8))).statusCode).toBe(404);
    const deleted = await createGate(gateInput(1));
    expect((await call('admin', 'DELETE', `/api/portoes/${deleted.id}`)).statusCode).toBe(204);
    expect((await post('admin', input(deleted.id, 8))).statusCode).toBe(404);
  });

  it.each(EDIT_CD_DETAILS_REFUSED)('permission edit-cd-details: %s gets %i', async (login, status) => {
    expect((await post(login, input(gate.id, 9))).statusCode).toBe(status);
  });

  it("refuses a logistics user at another CD's gate", async () => {
    const foreign = await createGate(gateInput(2));
    const response = await post('logistica', input(foreign.id, 9));
    expect(response.statusCode).toBe(403);
    expect(await variationsOf(foreign.id)).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/variacao/:id', () => {
  let gate: GateDto;
  let variation: GateVariationDto;

  beforeAll(async () => {
    gate = await createGate(gateInput(1));
    variation = (await post('admin', input(gate.id, 3))).json<GateVariationDto>();
  });

  it('changes a variation; the editor becomes its usuario; audits', async () => {
    const response = await put(
      'logistica',
      variation.id,
      input(gate.id, 3, { motivo: 'Alterada', novosHorarios: variationHours({ 2: { capacidade: 10 } }) }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<GateVariationDto>();
    expect(saved).toMatchObject({ id: variation.id, motivo: 'Alterada', usuario: 'logistica', dataFinal: dayIn(3, 7) });
    expect(saved.novosHorarios[1]).toMatchObject({ capacidade: 10 });
    expect(await auditCount('gate_variations', variation.id)).toBe(2);
  });

  it('moves a variation to another free week', async () => {
    const response = await put('admin', variation.id, input(gate.id, 4));
    expectAnswer(response, 200, { dataInicial: sundayIn(4), dataFinal: dayIn(4, 7), usuario: 'admin' });
    variation = response.json<GateVariationDto>();
  });

  it('variation011 when moved onto the week of another variation', async () => {
    expect((await post('admin', input(gate.id, 5))).statusCode).toBe(201);
    const response = await put('admin', variation.id, input(gate.id, 5));
    expectAnswer(response, 409, { code: 'variation011' });
  });

  it('variation012 when a booking falls in its week or in the week it would move to, changing nothing', async () => {
    const [before] = await t.database.db.select().from(gateVariations).where(eq(gateVariations.id, variation.id));
    const inside = await insertBooking({ cdId: 1, gateId: gate.id, date: dayIn(4, 3), time: '09:00:00' });
    const changed = await put('admin', variation.id, input(gate.id, 4, { motivo: 'Não pode' }));
    expectAnswer(changed, 409, { code: 'variation012' });
    const deleted = await call('admin', 'DELETE', `/api/variacao/${variation.id}`);
    expectAnswer(deleted, 409, { code: 'variation012' });
    await removeBooking(inside);

    const target = await insertBooking({ cdId: 1, gateId: gate.id, date: dayIn(7, 3), time: '09:00:00' });
    expect((await put('admin', variation.id, input(gate.id, 7))).json()).toMatchObject({ code: 'variation012' });
    await removeBooking(target);

    const [after] = await t.database.db.select().from(gateVariations).where(eq(gateVariations.id, variation.id));
    expect(after).toEqual(before);
  });

  it('applies the rules of a new variation', async () => {
    expect((await put('admin', variation.id, input(gate.id, 4, { dataInicial: dayIn(4, 3) }))).json()).toMatchObject({
      code: 'variation004',
    });
    expect((await put('admin', variation.id, input(gate.id, 0))).json()).toMatchObject({
      code: 'validation',
      details: { field: 'dataInicial' },
    });
    expect(
      (
        await put(
          'admin',
          variation.id,
          input(gate.id, 4, { novosHorarios: variationHours({ 6: { hrFim: '23:00' } }) }),
        )
      ).json(),
    ).toMatchObject({ code: 'gate010', details: { days: [6] } });
    expect((await put('admin', variation.id, input(gate.id, 4, { motivo: '' }))).statusCode).toBe(400);
  });

  it('refuses to move a variation to another gate (422 idPortao)', async () => {
    const response = await put('admin', variation.id, input(1, 4));
    expectAnswer(response, 422, { code: 'validation', details: { field: 'idPortao', idPortao: gate.id } });
  });

  it('permissions: usuario cannot write, a logistics user only at its CD', async () => {
    expect((await put('usuario', variation.id, input(gate.id, 4))).statusCode).toBe(403);
    expect((await call('usuario', 'DELETE', `/api/variacao/${variation.id}`)).statusCode).toBe(403);
    const foreignGate = await createGate(gateInput(2));
    const foreign = (await post('admin', input(foreignGate.id, 3))).json<GateVariationDto>();
    expect((await put('logistica', foreign.id, input(foreignGate.id, 3, { motivo: 'x' }))).statusCode).toBe(403);
    expect((await call('logistica', 'DELETE', `/api/variacao/${foreign.id}`)).statusCode).toBe(403);
    expect(await variationsOf(foreignGate.id)).toHaveLength(1);
  });

  it('deletes a variation without bookings in its week (204) and audits', async () => {
    const response = await call('logistica', 'DELETE', `/api/variacao/${variation.id}`);
    expect(response.statusCode).toBe(204);
    expect((await variationsOf(gate.id)).map((v) => v.id)).not.toContain(variation.id);
    expect(await auditCount('gate_variations', variation.id)).toBe(4); // created, changed, moved, deleted
    expect((await call('admin', 'DELETE', `/api/variacao/${variation.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown variation', async () => {
    expect((await put('admin', 999999, input(gate.id, 4))).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/api/variacao/999999')).statusCode).toBe(404);
  });
});
