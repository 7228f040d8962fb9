import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app';
import { revokedTokens, users } from '../../db/schema/index';
import { exchangeLoginKey } from './auth.service';
import { signInIdentity } from './sso.service';
import { verifyToken } from '../../platform/auth';
import { bumpTokenVersion } from '../../platform/sessions';
import { expectAnswer } from '../../../test/support/answers';
import { getAs } from '../../../test/support/rest-call';

const t = useTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function me(token: string) {
  return getAs(t, token, '/api/auth/me');
}

function logout(token?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {} });
}

function sessao(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: bearer(token),
    payload: { query: '{ sessao { chapa } }' },
  });
}

async function userIdOf(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

describe('POST /api/auth/logout', () => {
  it('revokes the token until its expiry: REST and GraphQL refuse it, another session of the user goes on', async () => {
    const token = await t.login('usuario');
    const other = await t.login('usuario');
    expect((await me(token)).statusCode).toBe(200);

    const answer = await logout(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'signedOut', message: 'Você saiu do portal.' });
    expect(answer.headers['cache-control']).toBe('no-store');

    const refused = await me(token);
    expectAnswer(refused, 401, { code: 'sessionExpired' });
    const graphql = await sessao(token);
    expect(graphql.statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);

    expect((await me(other)).statusCode).toBe(200);
    expect((await sessao(other)).statusCode).toBe(200);

    const { jti, exp } = decodeJwt(token);
    const [row] = await t.database.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti!));
    expect(row?.expiresAt.getTime()).toBe(exp! * 1000);
  });

  it('answers 401 without a token', async () => {
    const answer = await logout();
    expectAnswer(answer, 401, { code: 'sessionExpired' });
  });

  it('gives every token its own id, even a payload signed again', async () => {
    const a = decodeJwt(await t.login('usuario'));
    const b = decodeJwt(await t.login('usuario'));
    expect(a.jti).toEqual(expect.any(String));
    expect(a.jti).not.toBe(b.jti);
    expect(a.ver).toBe(0);
  });
});

describe('token version', () => {
  it('a token signed before bumpTokenVersion stops working; a new sign-in carries the new version', async () => {
    const before = await t.login('camicado');
    expect((await me(before)).statusCode).toBe(200);
    const userId = await userIdOf('camicado');
    const version = await t.database.db.transaction((tx) => bumpTokenVersion(tx, userId));
    expect(version).toBe(1);

    expect((await me(before)).statusCode).toBe(401);
    expect((await sessao(before)).statusCode).toBe(401);

    const after = await t.login('camicado');
    expect(decodeJwt(after).ver).toBe(1);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('the corporate sign-in bumps it when the profile names change, and only then', async () => {
    const deps = { db: t.database.db, config: t.config };
    const identity = {
      subject: 'sessions-test-subject',
      login: 'sessions.test',
      chapa: '777001',
      name: 'Sessão Teste',
      email: null,
      portalGroups: ['NPFornec_Renner_Usuario'],
    };
    const first = (await exchangeLoginKey(deps, await signInIdentity(t.database.db, identity, 'r1'))).token!;
    expect((await me(first)).statusCode).toBe(200);

    // the same groups again: nothing that a token carries changed
    const same = (await exchangeLoginKey(deps, await signInIdentity(t.database.db, identity, 'r2'))).token!;
    expect((await me(first)).statusCode).toBe(200);
    expect(decodeJwt(same).ver).toBe(decodeJwt(first).ver);

    const promoted = { ...identity, portalGroups: ['NPFornec_Renner_Admin'] };
    const admin = (await exchangeLoginKey(deps, await signInIdentity(t.database.db, promoted, 'r3'))).token!;
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(same)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect(decodeJwt(admin).ver).toBe(Number(decodeJwt(first).ver) + 1);
  });

  it("a deactivated user's tokens stop working", async () => {
    const token = await t.login('youcom');
    await t.database.db.update(users).set({ active: false }).where(eq(users.login, 'youcom'));
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.login, 'youcom'));
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('tokens the server did not issue as they must be', () => {
  async function forge(claims: Record<string, unknown>, options: { exp?: boolean; jti?: boolean } = {}) {
    const user = await verifyToken(await t.login('admin'), t.config);
    const { sub, exp: _exp, jti: _jti, ...rest } = user;
    let jwt = new SignJWT({ ...rest, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer('portal-fornecedor')
      .setAudience('portal-fornecedor')
      .setIssuedAt();
    if (options.exp !== false) jwt = jwt.setExpirationTime('1h');
    if (options.jti !== false) jwt = jwt.setJti('forged-but-well-formed');
    return jwt.sign(new TextEncoder().encode(t.config.JWT_SECRET));
  }

  it('a well-formed token passes (the forging is right)', async () => {
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it.each([
    ['without exp', {}, { exp: false }],
    ['without jti', {}, { jti: false }],
    ['without ver', { ver: undefined }, {}],
    ['with a version from the future', { ver: 99 }, {}],
  ] as const)('refuses a token %s', async (_name, claims, options) => {
    const response = await me(await forge(claims, options));
    expectAnswer(response, 401, { code: 'sessionExpired' });
  });
});

describe('Cache-Control', () => {
  it('answers no-store on sign-in, the session, GraphQL and API errors', async () => {
    const token = await t.login('admin');
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', senha: 'demo1234' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: { chave: 'not-a-key' } }),
      await me(token),
      await sessao(token),
      await t.app.inject({ method: 'GET', url: '/api/auth/config' }),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });
});
