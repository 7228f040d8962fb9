import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/db/seed/index';
import { loadConfig, type Config } from '../../src/platform/config';
import type { Database } from '../../src/platform/database';
import { madeBeforeAll } from './made-before-all';
import { openTestDatabase } from './test-database';

export { madeBeforeAll };

/**
 * One demo login per profile, plus `novologistica` (a logistics account whose link is not approved yet: an incomplete
 * token). What a permission matrix signs in.
 */
export const PROFILE_LOGINS = [
  'admin',
  'logistica',
  'fornecedor',
  'usuario',
  'youcom',
  'camicado',
  'novologistica',
] as const;
export type ProfileLogin = (typeof PROFILE_LOGINS)[number];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every log line the app wrote, parsed (the app logs JSON at LOG_LEVEL, 'info' by default here). */
  logs: Record<string, unknown>[];
  /** Signs in with the local form and returns the token (throws when the answer has none). */
  login(login: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Settings every test app starts from; a test passes overrides for what it checks. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'info' },
    {
      // the web build is not part of server tests; a folder that does not exist serves the API only
      WEB_DIST: '/nonexistent/web-dist',
      PUBLIC_URL: 'http://portal.test',
      // generous, so that a test file's many requests from 127.0.0.1 are not limited unless a test means it
      RATE_LIMIT_MAX: 100_000,
      LOGIN_RATE_LIMIT_MAX: 100_000,
      RECONCILE_PAUSES_MS: '0,0',
      SUSTAINABILITY_PAUSE_MS: 0,
      ...overrides,
    },
  );
}

/**
 * A built (not listening) app over a private copy of the seeded test database. Use app.inject.
 * The app is not made ready here, so a test may still add routes before its first request.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { empty?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(options);
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not JSON: ignore
        }
      }
      callback();
    },
  });
  const app = await buildApp({ config, database, logStream });
  return {
    app,
    database,
    config,
    logs,
    async login(login: string, password: string = DEMO_PASSWORD): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, senha: password },
      });
      const body = response.json<{ token?: string | null }>();
      if (response.statusCode !== 200 || !body.token) {
        throw new Error(`login ${login} failed: ${response.statusCode} ${response.body}`);
      }
      return body.token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The test file's app: built before its tests (createTestApp), closed after them. */
export function useTestApp(overrides: Partial<Config> = {}, options: { empty?: boolean } = {}): TestApp {
  let made: TestApp | undefined;
  const t = madeBeforeAll('the test app', async () => (made = await createTestApp(overrides, options)));
  afterAll(async () => {
    await made?.close();
  });
  return t;
}

/** Signs each login in once (demo password) and returns the tokens by login. */
export async function signInAs<L extends string>(t: TestApp, logins: readonly L[]): Promise<Record<L, string>> {
  const tokens = {} as Record<L, string>;
  for (const login of logins) tokens[login] = await t.login(login);
  return tokens;
}

/** The tokens of the test file's logins, signed in before its tests (after useTestApp's app is built). */
export function useTokens<L extends string>(t: TestApp, logins: readonly L[]): Record<L, string> {
  return madeBeforeAll('the tokens', () => signInAs(t, logins));
}

/** A permission matrix's tokens: every PROFILE_LOGINS login signed in before the file's tests, read as `as('admin')`. */
export function useProfileTokens(t: TestApp): (login: ProfileLogin) => string {
  const tokens = useTokens(t, PROFILE_LOGINS);
  return (login) => tokens[login];
}

/** A permission matrix's login, or supplier B's (fornecedor2) for the two suppliers who must not see each other. */
export type MatrixLogin = ProfileLogin | 'fornecedor2';

/** Every profile's token and supplier B's, signed in before the file's tests: `as('admin')`, `as('fornecedor2')`. */
export function useMatrixTokens(t: TestApp): (login: MatrixLogin) => string {
  const profileToken = useProfileTokens(t);
  const supplierB = useTokens(t, ['fornecedor2'] as const);
  return (login) => (login === 'fornecedor2' ? supplierB.fornecedor2 : profileToken(login));
}
