import type { CdExceptionDto } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cdExceptions } from '../../db/schema/index';
import { uniqueViolationOf } from '../../db/unique-violation';
import { dayIn, EDIT_CD_DETAILS_CASES, useCdTestApp } from './cds.test-support';
import { expectAnswer } from '../../../test/support/answers';

const { t, call, read, itNeedsCdDetails, auditCount } = useCdTestApp();

async function exceptionsOn(cdId: number, date: string) {
  return t.database.db
    .select()
    .from(cdExceptions)
    .where(and(eq(cdExceptions.cdId, cdId), eq(cdExceptions.date, date)));
}

const post = (login: Parameters<typeof call>[0], body: unknown) => call(login, 'POST', '/api/excecoes', body);

describe('GET /api/excecoes/cd/:id', () => {
  it("lists the CD's exceptions by date", async () => {
    const list = await read<CdExceptionDto[]>('/api/excecoes/cd/1');
    expect(list.length).toBeGreaterThan(0);
    const dates = list.map((e) => e.data);
    expect(dates).toEqual([...dates].sort());
    expect(list[0]).toEqual({
      id: expect.any(Number),
      idCd: 1,
      data: expect.any(String),
      descricao: expect.any(String),
    });
    expect(list[0]!.data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 404 when the CD has none', async () => {
    await t.database.db.delete(cdExceptions).where(eq(cdExceptions.cdId, 3));
    const response = await call('usuario', 'GET', '/api/excecoes/cd/3');
    expectAnswer(response, 404, { code: 'notFound' });
  });

  itNeedsCdDetails('/api/excecoes/cd/2');
});

describe('POST /api/excecoes', () => {
  it('registers an exception (201) and audits', async () => {
    const data = dayIn(5, 4);
    const response = await post('admin', { idCd: 2, data, descricao: '  Inventário  ' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<CdExceptionDto>();
    expect(saved).toEqual({ id: expect.any(Number), idCd: 2, data, descricao: 'Inventário' });
    expect(await exceptionsOn(2, data)).toHaveLength(1);
    expect(await auditCount('cd_exceptions', saved.id)).toBe(1);
    const list = (await call('usuario', 'GET', '/api/excecoes/cd/2')).json<CdExceptionDto[]>();
    expect(list.map((e) => e.id)).toContain(saved.id);
  });

  it('cdException010 on a date already registered for the CD; another CD may use it', async () => {
    const data = dayIn(6, 3);
    expect((await post('admin', { idCd: 2, data, descricao: 'Primeira' })).statusCode).toBe(201);
    const again = await post('admin', { idCd: 2, data, descricao: 'Segunda' });
    expectAnswer(again, 409, { code: 'cdException010', details: { data } });
    expect(await exceptionsOn(2, data)).toHaveLength(1);
    expect((await post('admin', { idCd: 4, data, descricao: 'Outro CD' })).statusCode).toBe(201);
  });

  it('two saves of the same date at once: one succeeds, the other is cdException010', async () => {
    const data = dayIn(6, 5);
    const answers = await Promise.all([
      post('admin', { idCd: 2, data, descricao: 'A' }),
      post('admin', { idCd: 2, data, descricao: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'cdException010' });
    expect(await exceptionsOn(2, data)).toHaveLength(1);
  });

  it('recognises the unique index violation the database raises (the guard behind the check)', async () => {
    const data = dayIn(7, 3);
    await t.database.db.insert(cdExceptions).values({ cdId: 2, date: data, description: 'x' });
    const error = await t.database.db
      .insert(cdExceptions)
      .values({ cdId: 2, date: data, description: 'y' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(uniqueViolationOf(error)).toBe('cd_exceptions_cd_date_uq');
    expect(uniqueViolationOf(new Error('other'))).toBeNull();
  });

  it.each([
    ['no title', { idCd: 2, data: '2027-03-03' }],
    ['a blank title', { idCd: 2, data: '2027-03-03', descricao: '   ' }],
    ['a title over 100', { idCd: 2, data: '2027-03-03', descricao: 'x'.repeat(101) }],
    ['no date', { idCd: 2, descricao: 'x' }],
    ['a malformed date', { idCd: 2, data: '03/03/2027', descricao: 'x' }],
    ['no CD', { data: '2027-03-03', descricao: 'x' }],
  ])('refuses %s (400) and writes nothing', async (_label, body) => {
    const response = await post('admin', body);
    expect(response.statusCode).toBe(400);
    expect(await exceptionsOn(2, '2027-03-03')).toHaveLength(0);
  });

  it('names a missing title as a required field', async () => {
    expect((await post('admin', { idCd: 2, data: '2027-03-03' })).json()).toMatchObject({
      code: 'requiredField',
      details: { field: 'descricao' },
    });
  });

  it('refuses a date that does not exist (422)', async () => {
    const response = await post('admin', { idCd: 2, data: '2027-02-30', descricao: 'x' });
    expectAnswer(response, 422, { code: 'validation', details: { field: 'data' } });
  });

  it('answers 404 for an unknown CD', async () => {
    expect((await post('admin', { idCd: 999999, data: '2027-03-03', descricao: 'x' })).statusCode).toBe(404);
  });

  it.each(EDIT_CD_DETAILS_CASES)('permission edit-cd-details: %s at CD %i gets %i', async (login, cdId, status) => {
    const data = dayIn(8, status === 201 ? 2 : 3);
    const response = await post(login, { idCd: cdId, data, descricao: 'Permissão' });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(await exceptionsOn(cdId, data)).toHaveLength(0);
  });
});

describe('DELETE /api/excecoes/:id', () => {
  async function create(cdId: number, data: string): Promise<CdExceptionDto> {
    return (await post('admin', { idCd: cdId, data, descricao: 'Apagar' })).json<CdExceptionDto>();
  }

  it('removes an exception (204) and audits', async () => {
    const saved = await create(2, dayIn(9, 2));
    const response = await call('admin', 'DELETE', `/api/excecoes/${saved.id}`);
    expect(response.statusCode).toBe(204);
    expect(await exceptionsOn(2, saved.data)).toHaveLength(0);
    expect(await auditCount('cd_exceptions', saved.id)).toBe(2);
    expect((await call('admin', 'DELETE', `/api/excecoes/${saved.id}`)).statusCode).toBe(404);
    // the date is free again
    expect((await post('admin', { idCd: 2, data: saved.data, descricao: 'De novo' })).statusCode).toBe(201);
  });

  it('lets a logistics user remove the exceptions of its CD only', async () => {
    const foreign = await create(2, dayIn(9, 3));
    expect((await call('logistica', 'DELETE', `/api/excecoes/${foreign.id}`)).statusCode).toBe(403);
    expect((await call('usuario', 'DELETE', `/api/excecoes/${foreign.id}`)).statusCode).toBe(403);
    expect(await exceptionsOn(2, foreign.data)).toHaveLength(1);
    const own = await create(1, dayIn(9, 3));
    expect((await call('logistica', 'DELETE', `/api/excecoes/${own.id}`)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown exception and 400 for a bad id', async () => {
    expect((await call('admin', 'DELETE', '/api/excecoes/999999')).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/api/excecoes/abc')).statusCode).toBe(400);
  });
});
