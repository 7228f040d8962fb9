import { cnpjCheckDigits, formatCnpj } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, suppliers, users } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID, DEMO_USERS } from '../../db/seed/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const chapaOf = (login: string) => DEMO_USERS.find((u) => u.login === login)!.chapa;

async function register(login: string, body: Record<string, unknown>) {
  const token = await t.login(login);
  return t.app.inject({
    method: 'POST',
    url: '/api/register/',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

async function userRow(login: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.login, login));
  return row!;
}

async function auditRows(userId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(userId))));
}

async function cnpjOf(supplierId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ cnpj: suppliers.cnpj })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row!.cnpj;
}

describe('POST /api/register/ refusals', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register/', payload: { chapa: '1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'sessionExpired' });
  });

  it("needs the chapa, which must be the signed-in user's", async () => {
    const missing = await register('novofornecedor', { cnpj: await cnpjOf(DEMO_SUPPLIER_A_ID) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'requiredField', details: { field: 'chapa' } });
    const other = await register('novofornecedor', { chapa: chapaOf('fornecedor'), idFornecedor: DEMO_SUPPLIER_A_ID });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'withoutPermission', details: { field: 'chapa' } });
  });

  it('Fornecedor: CNPJ or supplier id is required', async () => {
    const response = await register('novofornecedor', { chapa: chapaOf('novofornecedor') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'requiredField',
      message: 'cnpj - campo obrigatório',
      details: { field: 'cnpj' },
    });
  });

  it('Fornecedor: unknown supplier id is register01', async () => {
    const response = await register('novofornecedor', { chapa: chapaOf('novofornecedor'), idFornecedor: 999_999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'register01',
      message: 'Fornecedor não encontrado pelo código informado.',
    });
  });

  it('Fornecedor: unknown CNPJ is register02; a malformed one is a validation error', async () => {
    const base = '112223330001';
    const unknown = formatCnpj(base + cnpjCheckDigits(base));
    const response = await register('novofornecedor', { chapa: chapaOf('novofornecedor'), cnpj: unknown });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'register02' });
    const malformed = await register('novofornecedor', {
      chapa: chapaOf('novofornecedor'),
      cnpj: '11.222.333/0001-00',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'validation',
      details: { fields: [expect.objectContaining({ field: 'cnpj' })] },
    });
  });

  it('Logistica: the CD is required and must be a CD (register04)', async () => {
    const missing = await register('novologistica', { chapa: chapaOf('novologistica') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'requiredField', details: { field: 'idCd' } });
    for (const idCd of [7, 999_999]) {
      // 7 is a store, not a CD
      const response = await register('novologistica', { chapa: chapaOf('novologistica'), idCd });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'register04', details: { idCd } });
    }
  });

  it('internal profiles have nothing to register', async () => {
    const response = await register('usuario', { chapa: chapaOf('usuario'), idFornecedor: DEMO_SUPPLIER_A_ID });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', details: { reason: 'nothingToRegister' } });
  });

  it('refuses unknown fields', async () => {
    const response = await register('novofornecedor', {
      chapa: chapaOf('novofornecedor'),
      idFornecedor: DEMO_SUPPLIER_A_ID,
      admin: 1,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/register/ success', () => {
  it('writes the change and its audit row in one transaction: a failing audit leaves the user untouched', async () => {
    await t.database.db.execute(
      sql.raw(
        `create function test_fail_audit() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable'; end $$`,
      ),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger test_fail_audit before insert on audit_log for each row execute function test_fail_audit()',
      ),
    );
    try {
      const response = await register('novologistica', { chapa: chapaOf('novologistica'), idCd: 2 });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internalError', message: 'Ocorreu um erro interno.' });
      expect((await userRow('novologistica')).cdId).toBeNull();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger test_fail_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function test_fail_audit()'));
    }
  });

  it('links a Logistica user to the CD, with an audit row of the changed field', async () => {
    const before = await userRow('novologistica');
    const response = await register('novologistica', { chapa: chapaOf('novologistica'), idCd: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'register03', message: 'Cadastro realizado. Entre novamente.' });
    expect((await userRow('novologistica')).cdId).toBe(2);
    const audit = await auditRows(before.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      userId: before.id,
      userLogin: chapaOf('novologistica'),
      changes: { cdId: { from: null, to: 2 } },
      requestId: response.headers['x-request-id'],
    });
    // signing in again gives a token carrying the CD
    const token = await t.login('novologistica');
    expect(decodeJwt(token)).toMatchObject({ idCd: 2 });
  });

  it('links a Fornecedor by supplier id', async () => {
    const response = await register('novofornecedor', {
      chapa: chapaOf('novofornecedor'),
      idFornecedor: DEMO_SUPPLIER_A_ID,
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow('novofornecedor')).supplierId).toBe(DEMO_SUPPLIER_A_ID);
  });

  it('links to a second supplier by its CNPJ (masked), and audits the change of supplier', async () => {
    const user = await userRow('novofornecedor');
    const response = await register('novofornecedor', {
      chapa: chapaOf('novofornecedor'),
      cnpj: formatCnpj(await cnpjOf(DEMO_SUPPLIER_B_ID)),
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow('novofornecedor')).supplierId).toBe(DEMO_SUPPLIER_B_ID);
    const audit = await auditRows(user.id);
    expect(audit.map((a) => a.changes)).toContainEqual({
      supplierId: { from: DEMO_SUPPLIER_A_ID, to: DEMO_SUPPLIER_B_ID },
    });
    const token = await t.login('novofornecedor');
    expect(decodeJwt(token)).toMatchObject({ idFornecedor: DEMO_SUPPLIER_B_ID });
  });

  it('accepts the path without the trailing slash too', async () => {
    const token = await t.login('novofornecedor');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${token}` },
      payload: { chapa: chapaOf('novofornecedor'), idFornecedor: DEMO_SUPPLIER_B_ID },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/register/cds', () => {
  it('lists the CDs only', async () => {
    const token = await t.login('novologistica');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/register/cds',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const cds = response.json<{ id: number; codigo: string; nome: string; cidade: string; uf: string }[]>();
    expect(cds.length).toBeGreaterThanOrEqual(1);
    expect(cds.every((cd) => cd.nome.startsWith('CD '))).toBe(true);
    expect(cds.map((cd) => cd.id)).not.toContain(7);
    expect((await t.app.inject({ method: 'GET', url: '/api/register/cds' })).statusCode).toBe(401);
  });
});
