import type { CdDetailDto, CdListItemDto } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cdOpeningHours, gateVariations, physicalLocations } from '../../db/schema/index';
import {
  dayIn,
  demoHours,
  gateInput,
  sundayIn,
  CD_DETAILS_STATUSES,
  EDIT_CD_DETAILS_REFUSED,
  useCdTestApp,
} from './cds.test-support';
import { expectAnswer } from '../../../test/support/answers';

const { t, call, read, itNeedsCdDetails, createGate, insertBooking, removeBooking, auditCount } = useCdTestApp();

async function storedHours(cdId: number) {
  return t.database.db
    .select({ weekday: cdOpeningHours.weekday, start: cdOpeningHours.startTime, end: cdOpeningHours.endTime })
    .from(cdOpeningHours)
    .where(eq(cdOpeningHours.locationId, cdId))
    .orderBy(asc(cdOpeningHours.weekday));
}

const editHours = (login: Parameters<typeof call>[0], cdId: number | string, horarios: unknown) =>
  call(login, 'PUT', `/api/cd/editarHorario/${cdId}`, { horarios });

describe('GET /api/cd/listar', () => {
  it('lists the CDs only, by code, with their companies', async () => {
    const cds = await read<CdListItemDto[]>('/api/cd/listar');
    expect(cds.map((cd) => cd.codigo)).toEqual(['901', '902', '903', '904', '905']);
    expect(cds[0]).toMatchObject({ id: 1, codigo: '901', nome: 'CD Cabreúva', uf: expect.any(String) });
    expect(cds[0]!.cidade).not.toBe('');
    expect(cds[0]!.empresas).toEqual([
      { id: 1, nome: expect.any(String) },
      { id: 4, nome: expect.any(String) },
    ]);
    const others = await t.database.db
      .select({ id: physicalLocations.id })
      .from(physicalLocations)
      .where(eq(physicalLocations.locationType, 'LOJA'));
    expect(others.length).toBeGreaterThan(0);
    expect(cds.map((cd) => cd.id)).not.toContain(others[0]!.id);
  });

  it.each([
    ['admin', 200],
    ['usuario', 200],
    ['youcom', 200],
    ['camicado', 200],
    ['logistica', 200],
    ['fornecedor', 403],
  ] as const)('permission cd-list: %s gets %i', async (login, status) => {
    const response = await call(login, 'GET', '/api/cd/listar');
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission' });
  });

  it('needs a token', async () => {
    expect((await call(null, 'GET', '/api/cd/listar')).statusCode).toBe(401);
  });
});

describe('GET /api/cd/detalhe/:id', () => {
  it('answers the CD with its seven weekdays', async () => {
    const cd = await read<CdDetailDto>('/api/cd/detalhe/2');
    expect(cd).toMatchObject({ id: 2, codigo: '902', nome: 'CD Palhoça' });
    expect(cd.horarioCd).toEqual([
      { idDiaSemana: 1, hrInicial: '00:00:00', hrFim: '00:00:00' },
      ...[2, 3, 4, 5, 6].map((d) => ({ idDiaSemana: d, hrInicial: '06:00:00', hrFim: '22:00:00' })),
      { idDiaSemana: 7, hrInicial: '07:00:00', hrFim: '13:00:00' },
    ]);
  });

  it('counts a weekday without a row as closed', async () => {
    await t.database.db
      .delete(cdOpeningHours)
      .where(and(eq(cdOpeningHours.locationId, 3), eq(cdOpeningHours.weekday, 7)));
    const cd = (await call('usuario', 'GET', '/api/cd/detalhe/3')).json<CdDetailDto>();
    expect(cd.horarioCd).toHaveLength(7);
    expect(cd.horarioCd[6]).toEqual({ idDiaSemana: 7, hrInicial: '00:00:00', hrFim: '00:00:00' });
  });

  it('answers 404 for a location that is not a CD or does not exist, 400 for a bad id', async () => {
    const [store] = await t.database.db
      .select({ id: physicalLocations.id })
      .from(physicalLocations)
      .where(eq(physicalLocations.locationType, 'LOJA'));
    expect((await call('admin', 'GET', `/api/cd/detalhe/${store!.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/cd/detalhe/999999')).json()).toMatchObject({ code: 'notFound' });
    expect((await call('admin', 'GET', '/api/cd/detalhe/abc')).statusCode).toBe(400);
  });

  // a logistics user reads every CD, not only its own
  itNeedsCdDetails('/api/cd/detalhe/4', [...CD_DETAILS_STATUSES, ['youcom', 200]]);
});

describe('PUT /api/cd/editarHorario/:id', () => {
  it('changes the given weekdays, keeps the others, answers the CD and audits', async () => {
    const audits = await auditCount('cd_opening_hours', 2);
    const response = await editHours('admin', 2, [
      { idDiaSemana: 7, hrInicial: '07:00', hrFim: '14:00' },
      { idDiaSemana: 1, hrInicial: '08:00:00', hrFim: '12:00:00' },
    ]);
    expect(response.statusCode).toBe(200);
    const cd = response.json<CdDetailDto>();
    expect(cd.id).toBe(2);
    expect(cd.horarioCd[0]).toEqual({ idDiaSemana: 1, hrInicial: '08:00:00', hrFim: '12:00:00' });
    expect(cd.horarioCd[1]).toEqual({ idDiaSemana: 2, hrInicial: '06:00:00', hrFim: '22:00:00' });
    expect(cd.horarioCd[6]).toEqual({ idDiaSemana: 7, hrInicial: '07:00:00', hrFim: '14:00:00' });
    expect((await storedHours(2)).find((h) => h.weekday === 7)).toMatchObject({ start: '07:00:00', end: '14:00:00' });
    expect(await auditCount('cd_opening_hours', 2)).toBe(audits + 1);
  });

  it('creates the row of a weekday that had none', async () => {
    await t.database.db
      .delete(cdOpeningHours)
      .where(and(eq(cdOpeningHours.locationId, 3), eq(cdOpeningHours.weekday, 1)));
    const response = await editHours('admin', 3, [{ idDiaSemana: 1, hrInicial: '09:00:00', hrFim: '10:00:00' }]);
    expect(response.statusCode).toBe(200);
    expect((await storedHours(3)).find((h) => h.weekday === 1)).toMatchObject({ start: '09:00:00', end: '10:00:00' });
  });

  it('accepts 24:00:00 as an end', async () => {
    const response = await editHours('admin', 2, [{ idDiaSemana: 2, hrInicial: '00:00:00', hrFim: '24:00:00' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json<CdDetailDto>().horarioCd[1]).toMatchObject({ hrFim: '24:00:00' });
  });

  it.each([
    [
      'refuses days ending before they start, naming them, and changes nothing',
      2,
      [
        { idDiaSemana: 6, hrInicial: '10:00:00', hrFim: '09:00:00' },
        { idDiaSemana: 3, hrInicial: '06:00:00', hrFim: '05:00:00' },
        { idDiaSemana: 4, hrInicial: '06:00:00', hrFim: '20:00:00' },
      ],
      { status: 422, code: 'validation', days: [3, 6] },
    ],
    [
      // CD 4's gates open Mon-Fri 08:00-18:00 and Saturday 08:00-12:00
      "cdHour010 when a gate's open day would fall outside, naming the weekdays, and changes nothing",
      4,
      [
        { idDiaSemana: 7, hrInicial: '09:00:00', hrFim: '13:00:00' },
        { idDiaSemana: 2, hrInicial: '06:00:00', hrFim: '17:00:00' },
        { idDiaSemana: 3, hrInicial: '06:00:00', hrFim: '18:00:00' },
      ],
      { status: 409, code: 'cdHour010', days: [2, 7] },
    ],
  ])('%s', async (_name, cdId, hours, refusal) => {
    const before = await storedHours(cdId);
    const response = await editHours('admin', cdId, hours);
    expectAnswer(response, refusal.status, { code: refusal.code, details: { days: refusal.days } });
    expect(await storedHours(cdId)).toEqual(before);
  });

  it.each([
    ['a bad time', [{ idDiaSemana: 2, hrInicial: '25:00', hrFim: '26:00' }]],
    ['a weekday out of range', [{ idDiaSemana: 8, hrInicial: '06:00', hrFim: '22:00' }]],
    ['a weekday twice', [1, 1].map((d) => ({ idDiaSemana: d, hrInicial: '06:00', hrFim: '22:00' }))],
    ['no weekday', []],
  ])('refuses %s (400)', async (_label, horarios) => {
    expect((await editHours('admin', 2, horarios)).statusCode).toBe(400);
  });

  it('cdHour010 when a booking from today on would fall outside (a gate closed by capacity 0 does not count)', async () => {
    // CD 5's gates open 08:00-18:00 on Mondays, so 06:00-19:00 fits them; the booking at 20:00 does not fit
    const gate = await createGate(gateInput(5, { horarios: demoHours({}, 0) }));
    const narrower = [{ idDiaSemana: 2, hrInicial: '06:00:00', hrFim: '19:00:00' }];
    const booking = await insertBooking({ cdId: 5, gateId: gate.id, date: dayIn(3, 2), time: '20:00:00' });
    const response = await editHours('admin', 5, narrower);
    expectAnswer(response, 409, { code: 'cdHour010', details: { days: [2] } });
    await removeBooking(booking);
    // a booking in the past does not count
    const past = await insertBooking({ cdId: 5, gateId: gate.id, date: dayIn(-2, 2), time: '20:00:00' });
    expect((await editHours('admin', 5, narrower)).statusCode).toBe(200);
    await removeBooking(past);
    expect((await editHours('admin', 5, [{ idDiaSemana: 2, hrInicial: '06:00', hrFim: '22:00' }])).statusCode).toBe(
      200,
    );
  });

  it('cdHour010 when a variation still to come would fall outside', async () => {
    const gate = await createGate(gateInput(5, { horarios: demoHours({}, 0) }));
    await t.database.db.insert(gateVariations).values({
      gateId: gate.id,
      reason: 'teste',
      startDate: sundayIn(3),
      endDate: dayIn(3, 7),
      hours: demoHours({ 2: { hrInicial: '07:00:00' } }).map(({ id: _id, ...h }) => h),
    });
    const response = await editHours('admin', 5, [{ idDiaSemana: 2, hrInicial: '08:00:00', hrFim: '22:00:00' }]);
    expect(response.json()).toMatchObject({ code: 'cdHour010', details: { days: [2] } });
  });

  it('does not blame the edit for a weekday that was already out of step', async () => {
    // CD 3 lost its Saturday row above, so its gates' Saturdays are already outside: editing Monday still works
    const response = await editHours('admin', 3, [{ idDiaSemana: 2, hrInicial: '07:00:00', hrFim: '22:00:00' }]);
    expect(response.statusCode).toBe(200);
  });

  it.each(EDIT_CD_DETAILS_REFUSED)('permission edit-cd-details: %s gets %i', async (login, status) => {
    const response = await editHours(login, 1, [{ idDiaSemana: 2, hrInicial: '06:00', hrFim: '22:00' }]);
    expectAnswer(response, status, { code: 'withoutPermission' });
  });

  it('lets a logistics user edit the CD of its token only', async () => {
    const own = await editHours('logistica', 1, [{ idDiaSemana: 2, hrInicial: '06:00', hrFim: '22:00' }]);
    expect(own.statusCode).toBe(200);
    const before = await storedHours(2);
    const other = await editHours('logistica', 2, [{ idDiaSemana: 2, hrInicial: '05:00', hrFim: '22:00' }]);
    expectAnswer(other, 403, { code: 'withoutPermission' });
    expect(await storedHours(2)).toEqual(before);
  });

  it('answers 404 for an unknown CD', async () => {
    const response = await editHours('admin', 999999, [{ idDiaSemana: 2, hrInicial: '06:00', hrFim: '22:00' }]);
    expect(response.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every CD-administration route under the cds tag, with params, body and responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = {
      tags?: string[];
      summary?: string;
      responses?: object;
      requestBody?: object;
      parameters?: object[];
    };
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const routes: [string, string, number, boolean][] = [
      ['/api/cd/listar', 'get', 200, false],
      ['/api/cd/detalhe/{id}', 'get', 200, false],
      ['/api/cd/editarHorario/{id}', 'put', 200, true],
      ['/api/portoes/cd/{id}', 'get', 200, false],
      ['/api/portoes', 'post', 201, true],
      ['/api/portoes/{id}', 'put', 200, true],
      ['/api/portoes/{id}', 'delete', 204, false],
      ['/api/excecoes/cd/{id}', 'get', 200, false],
      ['/api/excecoes', 'post', 201, true],
      ['/api/excecoes/{id}', 'delete', 204, false],
      ['/api/variacao/maiorData', 'get', 200, false],
      ['/api/variacao/{idPortao}', 'get', 200, false],
      ['/api/variacao', 'post', 201, true],
      ['/api/variacao/{id}', 'put', 200, true],
      ['/api/variacao/{id}', 'delete', 204, false],
    ];
    for (const [path, method, status, body] of routes) {
      const operation = paths[path]?.[method];
      expect([path, method, operation?.tags]).toEqual([path, method, ['cds']]);
      expect(operation!.summary).toBeTruthy();
      expect(Object.keys(operation!.responses!)).toContain(String(status));
      expect([path, method, operation!.requestBody !== undefined]).toEqual([path, method, body]);
    }
  });
});
