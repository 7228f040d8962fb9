import { permissionsOf } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtTestProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../../test/support/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, loginKeys, users } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import { safeReturnTo } from './sso.service';
import { expectAnswer } from '../../../test/support/answers';
import { getAs } from '../../../test/support/rest-call';

const PUBLIC_URL = 'http://portal.test';

const ACCOUNTS = [
  {
    sub: 'corp-0001',
    login: 'joao.silva',
    name: 'João da Silva',
    chapa: '300101',
    groups: ['NPFornec_Renner_Usuario', 'AD_Financeiro'],
  },
  {
    sub: 'corp-0002',
    login: 'ana.souza',
    name: 'Ana Souza',
    chapa: '300102',
    groups: ['NPFornec_Renner_Admin', 'NPFornec_Renner_Logistica'],
  },
  // same login name as a local demo user: the corporate user gets a distinct portal login
  {
    sub: 'corp-0003',
    login: 'fornecedor',
    name: 'Paulo Fornecedor',
    chapa: '300103',
    groups: ['NPFornec_Renner_Fornecedor'],
  },
  { sub: 'corp-0004', login: 'sem.grupo', name: 'Sem Grupo', chapa: '300104', groups: ['AD_Vendas'] },
];

let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({ accounts: ACCOUNTS, redirectUris: [`${PUBLIC_URL}/api/auth/sso/callback`] });
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret ?? undefined,
    OIDC_ALLOW_HTTP: 'true',
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

interface SignIn {
  /** Where the portal's callback redirected the browser. */
  location: URL;
  chave: string | null;
}

/** The browser's whole trip: portal authorize → provider sign-in → portal callback. */
async function signIn(login: string, returnTo?: string): Promise<SignIn> {
  const authorize = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sso/authorize',
    query: returnTo ? { returnTo } : {},
  });
  expect(authorize.statusCode).toBe(302);
  const providerUrl = new URL(authorize.headers.location as string);
  expect(providerUrl.origin).toBe(provider.issuer);
  expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(providerUrl.searchParams.get('state')).toBeTruthy();
  expect(providerUrl.searchParams.get('nonce')).toBeTruthy();
  const cookie = authorize.cookies.find((c) => c.name === 'portal_sso');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sso', maxAge: 600 });

  const callbackUrl = new URL(await signInAtTestProvider(providerUrl.href, login));
  expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl.pathname + callbackUrl.search,
    cookies: { portal_sso: cookie!.value },
  });
  expect(callback.statusCode).toBe(302);
  const location = new URL(callback.headers.location as string, PUBLIC_URL);
  return { location, chave: location.searchParams.get('chave') };
}

function getToken(chave: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: { chave } });
}

describe('corporate sign-in (OpenID Connect)', () => {
  it('is announced by /api/auth/config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ sso: true });
  });

  it('signs in end to end: provider → callback → /login/success?chave → gettoken → token of the mapped profile', async () => {
    const { location, chave } = await signIn('joao.silva', '/load-details?id=3');
    expect(location.pathname).toBe('/login/success');
    expect(location.searchParams.get('returnTo')).toBe('/load-details?id=3');
    expect(chave).toMatch(/^[\w-]{40,}$/);

    // only the key's hash is stored
    const keys = await t.database.db.select().from(loginKeys);
    expect(keys.some((k) => k.keyHash === chave)).toBe(false);

    const response = await getToken(chave!);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ perfis: string; token: string; chapa: string; nome: string }>();
    expect(body).toMatchObject({ perfis: 'NPFornec_Renner_Usuario', chapa: '300101', nome: 'João da Silva' });
    expect(decodeJwt(body.token)).toMatchObject({
      perfis: 'NPFornec_Renner_Usuario',
      chapa: '300101',
      idEmpresa: 1,
      admin: 0,
      idFornecedor: null,
      permissions: permissionsOf('usuario'),
    });

    // the portal user was created from the claims, with its audit row
    const [user] = await t.database.db.select().from(users).where(eq(users.ssoSubject, 'corp-0001'));
    expect(user).toMatchObject({
      login: 'joao.silva',
      chapa: '300101',
      name: 'João da Silva',
      profileNames: 'NPFornec_Renner_Usuario',
      passwordHash: null,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user!.id)));
    expect(audit.some((a) => a.action === 'create')).toBe(true);
  });

  it('a key is single use: the second exchange is invalidKey', async () => {
    const { chave } = await signIn('joao.silva');
    expect((await getToken(chave!)).statusCode).toBe(200);
    const again = await getToken(chave!);
    expectAnswer(again, 401, { code: 'invalidKey' });
  });

  it('an expired or unknown key is invalidKey', async () => {
    const { chave } = await signIn('joao.silva');
    await t.database.db.update(loginKeys).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await getToken(chave!)).json()).toMatchObject({ code: 'invalidKey' });
    expect((await getToken('not-a-key')).statusCode).toBe(401);
  });

  it('several portal groups: no token, and perfis lists them', async () => {
    const { chave } = await signIn('ana.souza');
    const body = (await getToken(chave!)).json<{ perfis: string; token: string | null }>();
    expect(body.token).toBeNull();
    expect(body.perfis.split(',').sort()).toEqual(['NPFornec_Renner_Admin', 'NPFornec_Renner_Logistica']);
  });

  it('no portal group: no token and no perfis', async () => {
    const { chave } = await signIn('sem.grupo');
    expect((await getToken(chave!)).json()).toMatchObject({ perfis: '', token: null, chapa: '300104' });
  });

  it('keeps the supplier a corporate user registered with, and gives it a distinct login when the name is taken', async () => {
    const first = await getToken((await signIn('fornecedor')).chave!);
    const token = first.json<{ token: string }>().token;
    expect(decodeJwt(token)).toMatchObject({ perfis: 'NPFornec_Renner_Fornecedor', idFornecedor: null });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { authorization: `Bearer ${token}` },
      payload: { chapa: '300103', idFornecedor: DEMO_SUPPLIER_A_ID },
    });
    expectAnswer(registered, 200, { code: 'registerRequested' });

    // the link is a request until an Admin approves it
    const mine = await getAs(t, token, '/api/register/request');
    const requestId = mine.json<{ solicitacao: { id: number } }>().solicitacao.id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/register-requests/${requestId}/approve`,
      headers: { authorization: `Bearer ${await t.login('admin')}` },
    });
    expect(approved.statusCode).toBe(200);

    const second = await getToken((await signIn('fornecedor')).chave!);
    expect(decodeJwt(second.json<{ token: string }>().token)).toMatchObject({ idFornecedor: DEMO_SUPPLIER_A_ID });
    const [user] = await t.database.db.select().from(users).where(eq(users.ssoSubject, 'corp-0003'));
    expect(user).toMatchObject({ login: 'sso:corp-0003', supplierId: DEMO_SUPPLIER_A_ID });
  });

  it('sends the browser to /login?error=ssoFailed when the handshake cookie is missing or tampered with', async () => {
    const authorize = await t.app.inject({ method: 'GET', url: '/api/auth/sso/authorize' });
    const cookie = authorize.cookies.find((c) => c.name === 'portal_sso')!;
    const callbackUrl = new URL(await signInAtTestProvider(authorize.headers.location as string, 'joao.silva'));
    const path = callbackUrl.pathname + callbackUrl.search;

    const withoutCookie = await t.app.inject({ method: 'GET', url: path });
    expect(withoutCookie.statusCode).toBe(302);
    expect(withoutCookie.headers.location).toBe('/login?error=ssoFailed');

    const tampered = cookie.value.replace(/"state":"[^"]+"/, '"state":"forged"');
    const forged = await t.app.inject({ method: 'GET', url: path, cookies: { portal_sso: tampered } });
    expect(forged.headers.location).toBe('/login?error=ssoFailed');

    // a different state than the provider's answer (another sign-in's cookie)
    const other = (await t.app.inject({ method: 'GET', url: '/api/auth/sso/authorize' })).cookies.find(
      (c) => c.name === 'portal_sso',
    )!;
    const mismatch = await t.app.inject({ method: 'GET', url: path, cookies: { portal_sso: other.value } });
    expect(mismatch.headers.location).toBe('/login?error=ssoFailed');

    // the right cookie still works once, and the code cannot be replayed
    const ok = await t.app.inject({ method: 'GET', url: path, cookies: { portal_sso: cookie.value } });
    expect(String(ok.headers.location)).toMatch(/^\/login\/success\?chave=/);
    const replay = await t.app.inject({ method: 'GET', url: path, cookies: { portal_sso: cookie.value } });
    expect(replay.headers.location).toBe('/login?error=ssoFailed');
  });

  it('treats a provider error (the user cancelled) as ssoFailed', async () => {
    const authorize = await t.app.inject({ method: 'GET', url: '/api/auth/sso/authorize' });
    const cookie = authorize.cookies.find((c) => c.name === 'portal_sso')!;
    const state = new URL(authorize.headers.location as string).searchParams.get('state')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      cookies: { portal_sso: cookie.value },
    });
    expect(response.headers.location).toBe('/login?error=ssoFailed');
  });

  it('never redirects outside the portal after sign-in', () => {
    expect(safeReturnTo('/main')).toBe('/main');
    expect(safeReturnTo('/load-details?id=3')).toBe('/load-details?id=3');
    for (const bad of [
      '//evil.example.com',
      'https://evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
      '',
      undefined,
      '/login?x',
      '/api/auth/me',
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBe('/main');
    }
  });
});

describe('corporate sign-in switched off', () => {
  it('redirects authorize to ssoFailed and reports sso false', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ sso: false });
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/sso/authorize' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=ssoFailed');
    } finally {
      await plain.close();
    }
  });
});
