import { permissionsOf, PROFILES, type ProfileKey, type TokenPayload } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID, DEMO_USERS } from '../../db/seed/index';
import { supplierLinks } from '../../platform/config';
import { loginAttempts } from '../../db/schema/index';
import { login as signIn } from './auth.service';
import { expectAnswer } from '../../../test/support/answers';
import { getAs } from '../../../test/support/rest-call';

const t = useTestApp({ LOGIN_MAX_FAILURES: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 5 });

const deps = () => ({ db: t.database.db, config: t.config });

function login(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

const profileName = (key: ProfileKey) => PROFILES.find((p) => p.key === key)!.name;

/** What each demo user's sign-in must answer (spec 000 §3 token payload, §4 session status). */
const EXPECTED: Record<
  string,
  {
    profile: ProfileKey;
    idFornecedor: number | null;
    idCd: number | null;
    idEmpresa: number | null;
    admin: 0 | 1;
  } | null
> = {
  admin: { profile: 'admin', idFornecedor: null, idCd: null, idEmpresa: 1, admin: 1 },
  fornecedor: { profile: 'fornecedor', idFornecedor: DEMO_SUPPLIER_A_ID, idCd: null, idEmpresa: null, admin: 0 },
  usuario: { profile: 'usuario', idFornecedor: null, idCd: null, idEmpresa: 1, admin: 0 },
  youcom: { profile: 'youcom-usuario', idFornecedor: null, idCd: null, idEmpresa: 4, admin: 0 },
  camicado: { profile: 'camicado-usuario', idFornecedor: null, idCd: null, idEmpresa: 3, admin: 0 },
  logistica: { profile: 'logistica', idFornecedor: null, idCd: DEMO_CD_ID, idEmpresa: null, admin: 0 },
  fornecedor2: { profile: 'fornecedor', idFornecedor: DEMO_SUPPLIER_B_ID, idCd: null, idEmpresa: null, admin: 0 },
  fornecedor2b: { profile: 'fornecedor', idFornecedor: DEMO_SUPPLIER_B_ID, idCd: null, idEmpresa: null, admin: 0 },
  novofornecedor: { profile: 'fornecedor', idFornecedor: null, idCd: null, idEmpresa: null, admin: 0 },
  novologistica: { profile: 'logistica', idFornecedor: null, idCd: null, idEmpresa: null, admin: 0 },
  solicitante: { profile: 'fornecedor', idFornecedor: null, idCd: null, idEmpresa: null, admin: 0 },
  multiperfil: null,
  semperfil: null,
  perfilinvalido: null,
};

describe('local sign-in', () => {
  it('covers every demo user', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(DEMO_USERS.map((u) => u.login).sort());
  });

  it.each(DEMO_USERS.map((u) => [u.login, u] as const))(
    '%s: answers perfis, chapa, nome and the right token',
    async (loginName, user) => {
      const response = await login({ login: loginName, senha: 'demo1234' }, `10.0.0.${DEMO_USERS.indexOf(user) + 1}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ perfis: string; token: string | null; chapa: string; nome: string }>();
      expect(body).toMatchObject({ perfis: user.profileNames, chapa: user.chapa, nome: user.name });
      const expected = EXPECTED[loginName];
      if (!expected) {
        // several, none or unknown profiles: no token, the client shows the matching screen
        expect(body.token).toBeNull();
        return;
      }
      const payload = decodeJwt(body.token!) as unknown as TokenPayload & { exp: number; iat: number };
      expect(payload).toMatchObject({
        chapa: user.chapa,
        name: user.name,
        perfis: profileName(expected.profile),
        idFornecedor: expected.idFornecedor,
        idCd: expected.idCd,
        idEmpresa: expected.idEmpresa,
        admin: expected.admin,
        permissions: permissionsOf(expected.profile),
      });
      expect(Number(payload.sub)).toBeGreaterThan(0);
      expect(payload.exp - payload.iat).toBe(t.config.TOKEN_TTL_SECONDS);
    },
  );

  it('lists both profiles of a user with several', async () => {
    const body = (await login({ login: 'multiperfil', senha: 'demo1234' }, '10.0.1.1')).json<{
      perfis: string;
      token: null;
    }>();
    expect(body.perfis.split(',')).toEqual(['NPFornec_Renner_Admin', 'NPFornec_Renner_Usuario']);
    expect(body.token).toBeNull();
  });

  it('matches the login case-insensitively', async () => {
    const response = await login({ login: '  ADMIN ', senha: 'demo1234' }, '10.0.1.2');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string }>().token).toBeTruthy();
  });

  it('answers the same 401 for a wrong password and for an unknown login', async () => {
    const wrong = await login({ login: 'usuario', senha: 'wrong-password' }, '10.0.2.1');
    const unknown = await login({ login: 'nobody-here', senha: 'demo1234' }, '10.0.2.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'wrongLoginOrPassword', message: 'Login ou senha incorretos.' });
    }
  });

  it('slows a login failing from many addresses (LOGIN_MAX_FAILURES) for a short, growing delay', async () => {
    // two failures, then a success from a third address (it clears the failures of its own address only)
    for (const address of ['10.1.0.1', '10.1.0.2'])
      expect((await login({ login: 'youcom', senha: 'wrong-1' }, address)).statusCode).toBe(401);
    expect((await login({ login: 'youcom', senha: 'demo1234' }, '10.1.0.3')).statusCode).toBe(200);
    // two more: four failures of the login within the window, one past the three free ones
    for (const address of ['10.1.0.4', '10.1.0.5'])
      expect((await login({ login: 'youcom', senha: 'wrong-2' }, address)).statusCode).toBe(401);
    const slowed = await login({ login: 'youcom', senha: 'demo1234' }, '10.1.0.6');
    expectAnswer(slowed, 429, { code: 'tooManyAttempts', details: { retryAfterSeconds: 1 } });
    expect(slowed.headers['retry-after']).toBe('1');
    // other logins are not affected
    expect((await login({ login: 'camicado', senha: 'demo1234' }, '10.1.0.6')).statusCode).toBe(200);
    // a second later the right password goes through
    const later = await signIn(deps(), { login: 'youcom', senha: 'demo1234' }, '10.1.0.6', new Date(Date.now() + 1500));
    expect(later.token).toBeTruthy();
  });

  it('an address hammering a login waits up to an hour; the right password from a new address waits at most LOGIN_MAX_DELAY_SECONDS', async () => {
    const attacker = '10.4.0.1';
    const now = Date.now();
    // 200 failures of one login from one address over the last ten minutes, the last 3 s ago
    await t.database.db.insert(loginAttempts).values(
      Array.from({ length: 200 }, (_, i) => ({
        login: 'novologistica',
        address: attacker,
        at: new Date(now - 600_000 + i * 3000),
      })),
    );
    try {
      const right = { login: 'novologistica', senha: 'demo1234' };
      const fromAttacker = await login(right, attacker);
      expect(fromAttacker.statusCode).toBe(429);
      expect(fromAttacker.json<{ details: { retryAfterSeconds: number } }>().details.retryAfterSeconds).toBeGreaterThan(
        3500,
      );

      const fromNewAddress = await login(right, '10.4.0.2');
      expect(fromNewAddress.statusCode).toBe(429);
      const wait = fromNewAddress.json<{ details: { retryAfterSeconds: number } }>().details.retryAfterSeconds;
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(t.config.LOGIN_MAX_DELAY_SECONDS);

      // once that short wait is over the right password signs in, while the attacker still waits
      const after = new Date(now + (t.config.LOGIN_MAX_DELAY_SECONDS + 1) * 1000);
      await expect(signIn(deps(), right, '10.4.0.2', after)).resolves.toMatchObject({ token: expect.any(String) });
      await expect(signIn(deps(), right, attacker, after)).rejects.toMatchObject({ code: 'tooManyAttempts' });
    } finally {
      await t.database.db.delete(loginAttempts).where(eq(loginAttempts.login, 'novologistica'));
    }
  });

  it('slows an address failing on many logins (LOGIN_MAX_FAILURES_PER_ADDRESS), not the others', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 6; i++)
      expect((await login({ login: `guess-${i}`, senha: 'whatever' }, address)).statusCode).toBe(401);
    const refused = await login({ login: 'admin', senha: 'demo1234' }, address);
    expectAnswer(refused, 429, { code: 'tooManyAttempts' });
    expect((await login({ login: 'admin', senha: 'demo1234' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('keeps the failures in the database, so every instance sees them', async () => {
    const rows = await t.database.db.select().from(loginAttempts);
    expect(rows.some((r) => r.address === '10.2.0.1' && r.login === 'guess-0')).toBe(true);
  });

  it('lets failures older than the window expire', async () => {
    const past = new Date(Date.now() - (t.config.LOGIN_WINDOW_MINUTES + 1) * 60_000);
    for (let i = 0; i < 3; i++)
      await expect(
        signIn(deps(), { login: 'fornecedor2b', senha: 'nope-nope' }, '10.3.0.1', past),
      ).rejects.toMatchObject({ code: 'wrongLoginOrPassword' });
    expect((await login({ login: 'fornecedor2b', senha: 'demo1234' }, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('GET /api/auth/me answers the session with the names of supplier, CD and company', async () => {
    const supplier = await t.login('fornecedor');
    const me = await getAs(t, supplier, '/api/auth/me');
    expectAnswer(me, 200, {
      chapa: '200417',
      idFornecedor: DEMO_SUPPLIER_A_ID,
      nomeFornecedor: expect.stringContaining('Vale do Itajaí'),
      idCd: null,
      nomeCd: null,
      admin: 0,
    });

    const logistics = await t.login('logistica');
    const cd = (await getAs(t, logistics, '/api/auth/me')).json<{ idCd: number; nomeCd: string }>();
    expect(cd.idCd).toBe(DEMO_CD_ID);
    expect(cd.nomeCd).toEqual(expect.any(String));

    const camicado = await t.login('camicado');
    const company = (await getAs(t, camicado, '/api/auth/me')).json<{ idEmpresa: number; nomeEmpresa: string }>();
    expect(company).toMatchObject({ idEmpresa: 3, nomeEmpresa: 'Camicado' });
  });

  it('GET /api/auth/config tells whether corporate sign-in is on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json()).toEqual({ sso: false });
  });

  it('GET /api/links answers the supplier links to suppliers only', async () => {
    const supplier = await t.login('fornecedor');
    const links = await getAs(t, supplier, '/api/links');
    expect(links.statusCode).toBe(200);
    expect(links.json()).toEqual(supplierLinks(t.config));
    expect(links.json<unknown[]>()).toHaveLength(11);

    const admin = await t.login('admin');
    const refused = await getAs(t, admin, '/api/links');
    expectAnswer(refused, 403, { code: 'withoutPermission', details: { permission: 'links-fornecedor' } });
  });
});
