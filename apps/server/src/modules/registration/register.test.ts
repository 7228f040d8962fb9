import { cnpjCheckDigits, formatCnpj } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/support/test-clock';
import { registerRequests, users } from '../../db/schema/index';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { chapaOf, useRegistrationTestApp } from './registration.test-support';
import { expectAnswer } from '../../../test/support/answers';

const { t, auditRows, call, cnpjOf, ordersSeenWith, requestsOf, sendOwnRequest, sendRequest, userRow } =
  useRegistrationTestApp();

async function allRequestCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(registerRequests);
  return row!.n;
}

describe('POST /api/register/ refusals', () => {
  it('needs a signed-in user', async () => {
    const response = await call(null, 'POST', '/api/register/', { chapa: '1' });
    expectAnswer(response, 401, { code: 'sessionExpired' });
  });

  it("needs the chapa, which must be the signed-in user's", async () => {
    const missing = await sendRequest('novofornecedor', { cnpj: await cnpjOf(DEMO_SUPPLIER_A_ID) });
    expectAnswer(missing, 400, { code: 'requiredField', details: { field: 'chapa' } });
    const other = await sendRequest('novofornecedor', {
      chapa: chapaOf('fornecedor'),
      idFornecedor: DEMO_SUPPLIER_A_ID,
    });
    expectAnswer(other, 403, { code: 'withoutPermission', details: { field: 'chapa' } });
  });

  it('Fornecedor: CNPJ or supplier id is required', async () => {
    const response = await sendOwnRequest('novofornecedor');
    expectAnswer(response, 400, {
      code: 'requiredField',
      message: 'cnpj - campo obrigatório',
      details: { field: 'cnpj' },
    });
  });

  it('Fornecedor: unknown supplier id is register01', async () => {
    const response = await sendOwnRequest('novofornecedor', { idFornecedor: 999_999_999 });
    expectAnswer(response, 404, {
      code: 'register01',
      message: 'Fornecedor não encontrado pelo código informado.',
    });
  });

  it('Fornecedor: unknown CNPJ is register02; a malformed one is a validation error', async () => {
    const base = '112223330001';
    const unknown = formatCnpj(base + cnpjCheckDigits(base));
    const response = await sendOwnRequest('novofornecedor', { cnpj: unknown });
    expectAnswer(response, 404, { code: 'register02' });
    const malformed = await sendOwnRequest('novofornecedor', { cnpj: '11.222.333/0001-00' });
    expectAnswer(malformed, 400, {
      code: 'validation',
      details: { fields: [expect.objectContaining({ field: 'cnpj' })] },
    });
  });

  it('Logistica: the CD is required and must be a CD (register04)', async () => {
    const missing = await sendOwnRequest('novologistica');
    expectAnswer(missing, 400, { code: 'requiredField', details: { field: 'idCd' } });
    for (const idCd of [7, 999_999]) {
      // 7 is a store, not a CD
      const response = await sendOwnRequest('novologistica', { idCd });
      expectAnswer(response, 404, { code: 'register04', details: { idCd } });
    }
  });

  it('company users are linked already; an internal user without a company has nothing to register', async () => {
    const linked = await sendOwnRequest('usuario', { idFornecedor: DEMO_SUPPLIER_A_ID });
    expectAnswer(linked, 409, { code: 'registerAlreadyLinked' });
    await t.database.db.update(users).set({ companyId: null }).where(eq(users.login, 'camicado'));
    try {
      const response = await sendOwnRequest('camicado', { idCd: DEMO_CD_ID });
      expectAnswer(response, 400, { code: 'validation', details: { reason: 'nothingToRegister' } });
    } finally {
      await t.database.db.update(users).set({ companyId: 3 }).where(eq(users.login, 'camicado'));
    }
  });

  it('refuses unknown fields', async () => {
    const response = await sendOwnRequest('novofornecedor', { idFornecedor: DEMO_SUPPLIER_A_ID, admin: 1 });
    expect(response.statusCode).toBe(400);
  });

  it('none of the refusals above recorded a request', async () => {
    expect(await requestsOf('novofornecedor')).toEqual([]);
    expect(await requestsOf('novologistica')).toEqual([]);
  });
});

describe('an already linked user cannot change its link (the re-link attack)', () => {
  it("fornecedor2 (supplier B) sending supplier A's code or CNPJ is refused, nothing is written", async () => {
    const before = await userRow('fornecedor2');
    const requests = await allRequestCount();
    const byCode = await sendOwnRequest('fornecedor2', { idFornecedor: DEMO_SUPPLIER_A_ID });
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json()).toEqual({
      code: 'registerAlreadyLinked',
      message: 'Seu usuário já está vinculado. Para mudar o vínculo, fale com um administrador.',
    });
    const byCnpj = await sendOwnRequest('fornecedor2', { cnpj: formatCnpj(await cnpjOf(DEMO_SUPPLIER_A_ID)) });
    expectAnswer(byCnpj, 409, { code: 'registerAlreadyLinked' });

    expect(await userRow('fornecedor2')).toEqual(before);
    expect(await allRequestCount()).toBe(requests);
    expect(await auditRows('users', before.id)).toEqual([]);

    // a new sign-in still carries supplier B, and only B's orders are listed
    const token = await t.login('fornecedor2');
    expect(decodeJwt(token)).toMatchObject({ idFornecedor: DEMO_SUPPLIER_B_ID });
    const seen = await ordersSeenWith(token);
    expect(seen).toMatchObject({ suppliers: [DEMO_SUPPLIER_B_ID] });
  });

  it('logistica sending another CD is refused the same way', async () => {
    const before = await userRow('logistica');
    const response = await sendOwnRequest('logistica', { idCd: 2 });
    expectAnswer(response, 409, { code: 'registerAlreadyLinked' });
    expect(await userRow('logistica')).toEqual(before);
    expect(await requestsOf('logistica')).toEqual([]);
    expect(decodeJwt(await t.login('logistica'))).toMatchObject({ idCd: DEMO_CD_ID });
  });

  it('the answer is translated', async () => {
    const token = await t.login('fornecedor2');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      payload: { chapa: chapaOf('fornecedor2'), idFornecedor: DEMO_SUPPLIER_A_ID },
    });
    expect(response.json()).toMatchObject({
      code: 'registerAlreadyLinked',
      message: 'Your user is already linked. To change the link, contact an administrator.',
    });
  });
});

describe('a first link is a request, not a grant', () => {
  it('the request and its audit row share one transaction: a failing audit leaves nothing', async () => {
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
      const response = await sendOwnRequest('novologistica', { idCd: 2 });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internalError', message: 'Ocorreu um erro interno.' });
      expect(await requestsOf('novologistica')).toEqual([]);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger test_fail_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function test_fail_audit()'));
    }
  });

  it('novofornecedor asking for supplier A by code gets registerRequested; the user stays unlinked', async () => {
    const user = await userRow('novofornecedor');
    const response = await sendOwnRequest('novofornecedor', { idFornecedor: DEMO_SUPPLIER_A_ID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'registerRequested',
      message: 'Solicitação enviada. Um administrador vai analisá-la; depois da aprovação, entre novamente.',
    });
    expect(await userRow('novofornecedor')).toEqual(user);

    const [request, ...others] = await requestsOf('novofornecedor');
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      chapa: chapaOf('novofornecedor'),
      supplierCode: DEMO_SUPPLIER_A_ID,
      cnpj: null,
      cdId: null,
      supplierId: DEMO_SUPPLIER_A_ID,
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedBy: null,
    });
    // the app clock, not the database's
    expect(Math.abs(request!.requestedAt.getTime() - Date.parse(TEST_NOW))).toBeLessThan(60_000);

    const audit = await auditRows('register_requests', request!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      userId: user.id,
      userLogin: chapaOf('novofornecedor'),
      changes: expect.objectContaining({
        status: { from: null, to: 'pending' },
        supplierId: { from: null, to: DEMO_SUPPLIER_A_ID },
      }),
      requestId: response.headers['x-request-id'],
    });

    // signing in again gives no supplier: every data call is still refused
    const token = await t.login('novofornecedor');
    expect(decodeJwt(token)).toMatchObject({ idFornecedor: null });
    expect(await ordersSeenWith(token)).toEqual({ code: 'tokenIncomplete' });
  });

  it('a second request while one is pending is registerRequestPending', async () => {
    const response = await sendOwnRequest('novofornecedor', { cnpj: await cnpjOf(DEMO_SUPPLIER_B_ID) });
    expectAnswer(response, 409, { code: 'registerRequestPending' });
    expect(await requestsOf('novofornecedor')).toHaveLength(1);
  });

  it('two requests of one user at once: one is recorded, the other is registerRequestPending', async () => {
    const token = await t.login('novologistica');
    const send = (idCd: number) => call({ token }, 'POST', '/api/register', { chapa: chapaOf('novologistica'), idCd });
    const answers = await Promise.all([send(2), send(DEMO_CD_ID)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((a) => a.json<{ code: string }>().code).sort()).toEqual([
      'registerRequestPending',
      'registerRequested',
    ]);
    expect(await requestsOf('novologistica')).toHaveLength(1);
  });
});

describe('GET /api/register/request', () => {
  it("answers the caller's own newest request, with what it names", async () => {
    const response = await call('novofornecedor', 'GET', '/api/register/request');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      solicitacao: {
        id: expect.any(Number),
        status: 'pending',
        tipo: 'fornecedor',
        codigoInformado: DEMO_SUPPLIER_A_ID,
        cnpjInformado: null,
        fornecedor: { codigo: DEMO_SUPPLIER_A_ID, nome: expect.any(String), cnpj: await cnpjOf(DEMO_SUPPLIER_A_ID) },
        cd: null,
        solicitadoEm: expect.any(String),
        decididoEm: null,
        motivo: null,
      },
    });
    const cd = await call('novologistica', 'GET', '/api/register/request');
    expect(cd.json()).toMatchObject({ solicitacao: { tipo: 'cd', fornecedor: null, cd: { id: expect.any(Number) } } });
  });

  it('is null for a user who never asked, and needs a signed-in user', async () => {
    expect((await call('fornecedor', 'GET', '/api/register/request')).json()).toEqual({ solicitacao: null });
    expect((await call(null, 'GET', '/api/register/request')).statusCode).toBe(401);
  });
});

describe('GET /api/register/cds', () => {
  it('lists the CDs only', async () => {
    const response = await call('novologistica', 'GET', '/api/register/cds');
    expect(response.statusCode).toBe(200);
    const cds = response.json<{ id: number; codigo: string; nome: string; cidade: string; uf: string }[]>();
    expect(cds.length).toBeGreaterThanOrEqual(1);
    expect(cds.every((cd) => cd.nome.startsWith('CD '))).toBe(true);
    expect(cds.map((cd) => cd.id)).not.toContain(7);
    expect((await call(null, 'GET', '/api/register/cds')).statusCode).toBe(401);
  });
});
