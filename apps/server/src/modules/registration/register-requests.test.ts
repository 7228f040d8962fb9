import { addDays, errorMessage, saoPauloInstant, type RegisterRequestPage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { registerRequests, users } from '../../db/schema/index';
import { DEMO_REQUESTER_LOGIN, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { chapaOf, useRegistrationTestApp } from './registration.test-support';
import { expectAnswer } from '../../../test/support/answers';

const { t, auditRows, call, cnpjOf, ordersSeenWith, requestsOf, sendOwnRequest, userRow } = useRegistrationTestApp();
let admin: { token: string };

beforeAll(async () => {
  admin = { token: await t.login('admin') };
});

async function list(query = '') {
  const response = await call(admin, 'GET', `/api/register-requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegisterRequestPage>();
}

async function pendingCount(): Promise<number> {
  return (await call(admin, 'GET', '/api/register-requests/pending-count')).json<{ pendentes: number }>().pendentes;
}

async function pendingIdOf(login: string): Promise<number> {
  const pending = (await requestsOf(login)).find((r) => r.status === 'pending');
  if (!pending) throw new Error(`${login} has no pending request`);
  return pending.id;
}

const approve = (id: number, who: { token: string } | string = admin) =>
  call(who, 'POST', `/api/register-requests/${id}/approve`);
const refuse = (id: number, body: unknown, who: { token: string } | string = admin) =>
  call(who, 'POST', `/api/register-requests/${id}/refuse`, body);

describe('the admin routes are for Admins only', () => {
  it('every other profile gets 403, an incomplete token too, and no token 401', async () => {
    const id = await pendingIdOf(DEMO_REQUESTER_LOGIN);
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/register-requests'],
      ['GET', '/api/register-requests/pending-count'],
      ['POST', `/api/register-requests/${id}/approve`],
      ['POST', `/api/register-requests/${id}/refuse`, { motivo: 'não' }],
    ];
    for (const login of ['fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado', 'logistica', 'novofornecedor']) {
      const token = { token: await t.login(login) };
      for (const [method, url, body] of routes) {
        const response = await call(token, method, url, body);
        expect(`${login} ${method} ${url} ${response.statusCode}`).toBe(`${login} ${method} ${url} 403`);
      }
    }
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    // nothing was decided on the way
    expect(await pendingIdOf(DEMO_REQUESTER_LOGIN)).toBe(id);
  });
});

describe('GET /api/register-requests', () => {
  it('lists the pending requests by default: the seeded one of solicitante, with who asked and what for', async () => {
    const page = await list();
    expect(page).toMatchObject({ pagina: 0, temMais: false });
    expect(page.itens).toEqual([
      {
        id: expect.any(Number),
        status: 'pending',
        tipo: 'fornecedor',
        codigoInformado: DEMO_SUPPLIER_B_ID,
        cnpjInformado: null,
        fornecedor: { codigo: DEMO_SUPPLIER_B_ID, nome: expect.any(String), cnpj: await cnpjOf(DEMO_SUPPLIER_B_ID) },
        cd: null,
        solicitadoEm: saoPauloInstant(addDays(TEST_TODAY, -1), '16:40:00').toISOString(),
        decididoEm: null,
        motivo: null,
        usuario: {
          login: DEMO_REQUESTER_LOGIN,
          nome: expect.any(String),
          chapa: chapaOf(DEMO_REQUESTER_LOGIN),
          perfil: 'fornecedor',
        },
        decididoPor: null,
      },
    ]);
    expect(await pendingCount()).toBe(1);
  });

  it('filters by text (login, name or chapa), kind and São Paulo dates', async () => {
    const logins = async (query: string) => (await list(query)).itens.map((r) => r.usuario.login);
    expect(await logins('?texto=SOLIC')).toEqual([DEMO_REQUESTER_LOGIN]);
    expect(await logins(`?texto=${chapaOf(DEMO_REQUESTER_LOGIN)}`)).toEqual([DEMO_REQUESTER_LOGIN]);
    expect(await logins('?texto=%25')).toEqual([]);
    expect(await logins('?tipo=fornecedor')).toEqual([DEMO_REQUESTER_LOGIN]);
    expect(await logins('?tipo=cd')).toEqual([]);
    const yesterday = addDays(TEST_TODAY, -1);
    expect(await logins(`?de=${yesterday}&ate=${yesterday}`)).toEqual([DEMO_REQUESTER_LOGIN]);
    expect(await logins(`?de=${TEST_TODAY}`)).toEqual([]);
    expect(await logins(`?ate=${addDays(yesterday, -1)}`)).toEqual([]);
    expect(await logins('?status=approved')).toEqual([]);
  });

  it('refuses a reversed date range and unknown values', async () => {
    for (const query of [`?de=${TEST_TODAY}&ate=${addDays(TEST_TODAY, -1)}`, '?status=x', '?tipo=loja', '?max=21']) {
      const response = await call(admin, 'GET', `/api/register-requests${query}`);
      expect(`${query} ${response.statusCode}`).toBe(`${query} 400`);
    }
  });

  it('pages 20 at a time, newest first', async () => {
    const requester = await userRow(DEMO_REQUESTER_LOGIN);
    // 25 old, already refused requests of the same user
    await t.database.db.insert(registerRequests).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: requester.id,
        chapa: requester.chapa,
        supplierCode: DEMO_SUPPLIER_B_ID,
        supplierId: DEMO_SUPPLIER_B_ID,
        status: 'refused',
        reason: `motivo ${i}`,
        requestedAt: saoPauloInstant(addDays(TEST_TODAY, -30 + i), '10:00:00'),
        decidedAt: saoPauloInstant(addDays(TEST_TODAY, -30 + i), '11:00:00'),
      })),
    );
    const first = await list('?status=all');
    expect(first.itens).toHaveLength(20);
    expect(first.temMais).toBe(true);
    expect(first.itens[0]!.status).toBe('pending');
    const second = await list('?status=all&pagina=1');
    expect(second).toMatchObject({ pagina: 1, temMais: false });
    expect(second.itens).toHaveLength(6);
    const times = [...first.itens, ...second.itens].map((r) => r.solicitadoEm);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('?status=refused')).itens).toHaveLength(20);
    expect(await pendingCount()).toBe(1);
  });
});

describe('approving', () => {
  let requestId: number;
  let oldToken: string;

  beforeAll(async () => {
    oldToken = await t.login('novofornecedor');
    const response = await sendOwnRequest('novofornecedor', { cnpj: await cnpjOf(DEMO_SUPPLIER_B_ID) });
    expect(response.statusCode).toBe(200);
    requestId = await pendingIdOf('novofornecedor');
  });

  it('the new request shows in the list and the count', async () => {
    expect(await pendingCount()).toBe(2);
    const [newest] = (await list()).itens;
    expect(newest).toMatchObject({
      id: requestId,
      cnpjInformado: await cnpjOf(DEMO_SUPPLIER_B_ID),
      codigoInformado: null,
      usuario: { login: 'novofornecedor' },
    });
  });

  it('links the user, raises its token version and marks the request approved, with audit rows', async () => {
    const before = await userRow('novofornecedor');
    const response = await approve(requestId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 'registerRequestApproved',
      message: errorMessage('registerRequestApproved', 'pt-BR'),
    });
    const after = await userRow('novofornecedor');
    expect(after).toMatchObject({ supplierId: DEMO_SUPPLIER_B_ID, cdId: null, tokenVersion: before.tokenVersion + 1 });
    const adminId = (await userRow('admin')).id;
    const [request] = await t.database.db.select().from(registerRequests).where(eq(registerRequests.id, requestId));
    expect(request).toMatchObject({ status: 'approved', decidedBy: adminId, reason: null });
    expect(request!.decidedAt).toBeInstanceOf(Date);

    const userAudit = await auditRows('users', before.id);
    expect(userAudit).toHaveLength(1);
    expect(userAudit[0]).toMatchObject({
      action: 'update',
      userId: adminId,
      changes: {
        supplierId: { from: null, to: DEMO_SUPPLIER_B_ID },
        tokenVersion: { from: before.tokenVersion, to: before.tokenVersion + 1 },
      },
      requestId: response.headers['x-request-id'],
    });
    const requestAudit = await auditRows('register_requests', requestId);
    expect(requestAudit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(requestAudit[1]).toMatchObject({
      userId: adminId,
      changes: expect.objectContaining({
        status: { from: 'pending', to: 'approved' },
        decidedBy: { from: null, to: adminId },
      }),
    });
    expect(await pendingCount()).toBe(1);
  });

  it("the user's old token stops working; the next sign-in carries the supplier and shows its orders", async () => {
    expect((await call({ token: oldToken }, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const token = await t.login('novofornecedor');
    expect(decodeJwt(token)).toMatchObject({ idFornecedor: DEMO_SUPPLIER_B_ID });
    const seen = await ordersSeenWith(token);
    expect(seen).toMatchObject({ suppliers: [DEMO_SUPPLIER_B_ID] });
    expect((seen as { count: number }).count).toBeGreaterThan(0);
    expect((await call({ token }, 'GET', '/api/register/request')).json()).toMatchObject({
      solicitacao: { id: requestId, status: 'approved', decididoEm: expect.any(String) },
    });
  });

  it('a decided request cannot be decided again (registerRequestDecided), nothing changes', async () => {
    const again = await approve(requestId);
    expectAnswer(again, 409, { code: 'registerRequestDecided', details: { status: 'approved' } });
    const refused = await refuse(requestId, { motivo: 'tarde demais' });
    expectAnswer(refused, 409, { code: 'registerRequestDecided' });
    expect(await auditRows('register_requests', requestId)).toHaveLength(2);
  });

  it('the linked user cannot ask again (registerAlreadyLinked)', async () => {
    const response = await sendOwnRequest('novofornecedor', { idFornecedor: 1 });
    expectAnswer(response, 409, { code: 'registerAlreadyLinked' });
  });

  it('an unknown request is 404', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await refuse(999_999, { motivo: 'x' })).statusCode).toBe(404);
  });
});

describe('approving a request whose user got linked meanwhile, or twice at once', () => {
  it('is registerAlreadyLinked, and nothing is written', async () => {
    const response = await sendOwnRequest('novologistica', { idCd: 2 });
    expect(response.statusCode).toBe(200);
    const id = await pendingIdOf('novologistica');
    await t.database.db.update(users).set({ cdId: 3 }).where(eq(users.login, 'novologistica'));
    try {
      const before = await userRow('novologistica');
      const answer = await approve(id);
      expectAnswer(answer, 409, { code: 'registerAlreadyLinked' });
      expect(await userRow('novologistica')).toEqual(before);
      expect(await pendingIdOf('novologistica')).toBe(id);
    } finally {
      await t.database.db.update(users).set({ cdId: null }).where(eq(users.login, 'novologistica'));
    }
  });

  it('two Admins approving at once: one succeeds, the other finds it decided', async () => {
    const id = await pendingIdOf('novologistica');
    const second = { token: await t.login('admin') };
    const answers = await Promise.all([approve(id), approve(id, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'registerRequestDecided' });
    const user = await userRow('novologistica');
    expect(user.cdId).toBe(2);
    expect(await auditRows('users', user.id)).toHaveLength(1);
  });
});

describe('refusing', () => {
  it('needs a reason of at most 255 characters; a refused call writes nothing', async () => {
    const id = await pendingIdOf(DEMO_REQUESTER_LOGIN);
    const tooLong = await refuse(id, { motivo: 'x'.repeat(256) });
    expectAnswer(tooLong, 400, {
      code: 'validation',
      details: { fields: [expect.objectContaining({ field: 'motivo' })] },
    });
    const missing = await refuse(id, {});
    expectAnswer(missing, 400, { code: 'requiredField', details: { field: 'motivo' } });
    const blank = await refuse(id, { motivo: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await pendingIdOf(DEMO_REQUESTER_LOGIN)).toBe(id);
    expect(await auditRows('register_requests', id)).toEqual([]);
  });

  it('marks the request refused with the reason, which its user then reads; the user may ask again', async () => {
    const id = await pendingIdOf(DEMO_REQUESTER_LOGIN);
    const reason = `  ${'Código de outro fornecedor. '.repeat(9).slice(0, 250)}  `;
    const response = await refuse(id, { motivo: reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'registerRequestRefused' });
    const [request] = await t.database.db.select().from(registerRequests).where(eq(registerRequests.id, id));
    expect(request).toMatchObject({ status: 'refused', reason: reason.trim() });
    expect(await userRow(DEMO_REQUESTER_LOGIN)).toMatchObject({ supplierId: null, tokenVersion: 0 });
    const audit = await auditRows('register_requests', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({
      status: { from: 'pending', to: 'refused' },
      reason: { from: null, to: reason.trim() },
    });

    const own = await call(DEMO_REQUESTER_LOGIN, 'GET', '/api/register/request');
    expect(own.json()).toMatchObject({ solicitacao: { id, status: 'refused', motivo: reason.trim() } });
    const again = await sendOwnRequest(DEMO_REQUESTER_LOGIN, { idFornecedor: DEMO_SUPPLIER_B_ID });
    expect(again.statusCode).toBe(200);
    expect((await call(DEMO_REQUESTER_LOGIN, 'GET', '/api/register/request')).json()).toMatchObject({
      solicitacao: { status: 'pending', motivo: null },
    });
  });
});

describe('OpenAPI', () => {
  it('describes the registration routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/register/', 'post'],
      ['/api/register/request', 'get'],
      ['/api/register-requests', 'get'],
      ['/api/register-requests/pending-count', 'get'],
      ['/api/register-requests/{id}/approve', 'post'],
      ['/api/register-requests/{id}/refuse', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['registration']);
    }
  });
});
