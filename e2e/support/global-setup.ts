import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestOidcProvider } from '../../apps/server/test/support/oidc-test-provider';
import { TEST_NOW } from '../../apps/server/test/support/test-clock';
import { createRunDatabase, dropRunDatabase } from './database';
import { freePort } from './ports';
import { SSO_ACCOUNTS } from './sso-accounts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_WEB_DIST lets parallel work test its own build (npx vite build --outDir …) without sharing apps/web/dist
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const HEALTH_TIMEOUT_MS = 180_000;
/**
 * The instant the run starts at, on the server (APP_NOW) and in the journeys and their browsers (support/clock.ts):
 * the server tests' instant unless E2E_NOW names another (an ISO instant with its offset), e.g. to replay a day.
 */
const E2E_NOW = process.env.E2E_NOW ?? TEST_NOW;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    issuer: string;
  }
}

/** Waits until GET /api/health answers 200, or the server exits, or the timeout passes. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000}s (${lastError})`);
}

/** Sends SIGTERM (graceful shutdown), then SIGKILL after a grace period. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the test OpenID provider and the real portal server (built web app included) for the journeys,
 * each on a free port, with a fresh database: a temporary PGlite folder, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server. Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `apps/web/dist is missing: run the journeys with \`npm run test:e2e\`, which builds the web app first`,
    );
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const oidc = await startTestOidcProvider({
    accounts: SSO_ACCOUNTS,
    redirectUris: [`${baseUrl}/api/auth/sso/callback`],
  });

  const tempDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const runDatabase = process.env.DATABASE_URL ? await createRunDatabase(process.env.DATABASE_URL) : undefined;

  const clockStart = { at: E2E_NOW, realStart: Date.now() };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_NOW: E2E_NOW,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST,
    JWT_SECRET: randomBytes(32).toString('hex'),
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_ALLOW_HTTP: 'true',
    SEED: 'auto',
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    // The journeys sign in a few dozen times a minute from one address.
    LOGIN_RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_USER_MAX: '100000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    // the reconcile flow's 2 s and 4 s waits (spec 000 §9) would only slow the journeys down
    RECONCILE_PAUSES_MS: '0,0',
    // and the sustainability upload's 2 s (spec 001 §9)
    SUSTAINABILITY_PAUSE_MS: '0',
  };
  if (oidc.clientSecret) env.OIDC_CLIENT_SECRET = oidc.clientSecret;
  else delete env.OIDC_CLIENT_SECRET;
  if (runDatabase) env.DATABASE_URL = runDatabase.url;
  else delete env.DATABASE_URL;

  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const teardown = async (): Promise<void> => {
    await stopChild(child);
    await oidc.close();
    if (runDatabase) await dropRunDatabase(runDatabase);
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `[e2e] server on ${baseUrl} (${runDatabase ? `PostgreSQL ${runDatabase.name}` : 'PGlite'}) healthy after ${((Date.now() - started) / 1000).toFixed(1)}s; OpenID provider ${oidc.issuer}; clock from ${E2E_NOW}`,
  );

  project.provide('baseUrl', baseUrl);
  project.provide('clock', clockStart);
  project.provide('issuer', oidc.issuer);
  return teardown;
}
