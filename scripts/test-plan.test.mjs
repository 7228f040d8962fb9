import { describe, expect, it } from 'vitest';
import {
  countLine,
  installPlan,
  missingTools,
  postgresDatabaseName,
  postgresPass,
  SYSTEM_TOOLS,
  selectSteps,
  sumResults,
} from './test-plan.mjs';

const ALL = ['typecheck', 'lint', 'format', 'vitest', 'e2e'];
const [chromium, pdftoppm] = SYSTEM_TOOLS;
const nothingInstalled = () => false;

describe('selectSteps', () => {
  it('runs every step by default', () => {
    expect(selectSteps(ALL, {})).toEqual(ALL);
  });
  it('runs the named steps of TEST_STEPS, by prefix', () => {
    expect(selectSteps(ALL, { TEST_STEPS: 'type, lint,' })).toEqual(['typecheck', 'lint']);
  });
  it('runs only the server tests on a database-only run', () => {
    expect(selectSteps(ALL, { TEST_DATABASE_ONLY: '1' })).toEqual(['vitest']);
  });
});

describe('missingTools', () => {
  it('asks for Chromium only when the journeys run, and pdftoppm only when the Vitest projects run', () => {
    expect(missingTools(['typecheck', 'lint'], {}, nothingInstalled)).toEqual([]);
    expect(missingTools(['e2e'], {}, nothingInstalled)).toEqual([chromium]);
    expect(missingTools(['vitest'], {}, nothingInstalled)).toEqual([pdftoppm]);
    expect(missingTools(ALL, {}, nothingInstalled)).toEqual([chromium, pdftoppm]);
  });
  it('asks for nothing that is installed', () => {
    expect(missingTools(ALL, {}, (path) => path === '/usr/bin/chromium')).toEqual([pdftoppm]);
    expect(missingTools(ALL, {}, () => true)).toEqual([]);
  });
  it('finds Chromium at CHROMIUM_PATH and pdftoppm on PATH', () => {
    const installed = new Set(['/opt/chrome/chrome', '/usr/local/bin/pdftoppm']);
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin:/usr/local/bin' };
    expect(missingTools(ALL, env, (path) => installed.has(path))).toEqual([]);
    expect(missingTools(ALL, { PATH: '/usr/bin' }, (path) => installed.has(path))).toEqual([chromium, pdftoppm]);
  });
});

describe('installPlan', () => {
  it('does nothing when nothing is missing', () => {
    expect(installPlan({ missing: [], isRoot: false, passwordlessSudo: false })).toEqual({ action: 'none' });
  });
  it('installs with apt-get as root', () => {
    expect(installPlan({ missing: [chromium, pdftoppm], isRoot: true, passwordlessSudo: false })).toEqual({
      action: 'install',
      packages: ['chromium', 'poppler-utils'],
      commands: [
        ['apt-get', 'update', '-q'],
        ['apt-get', 'install', '-y', '-q', 'chromium', 'poppler-utils'],
      ],
    });
  });
  it('installs through sudo -n when sudo needs no password', () => {
    expect(installPlan({ missing: [pdftoppm], isRoot: false, passwordlessSudo: true }).commands).toEqual([
      ['sudo', '-n', 'apt-get', 'update', '-q'],
      ['sudo', '-n', 'apt-get', 'install', '-y', '-q', 'poppler-utils'],
    ]);
  });
  it('stops with the exact command when the user may not install', () => {
    expect(installPlan({ missing: [chromium, pdftoppm], isRoot: false, passwordlessSudo: false })).toEqual({
      action: 'stop',
      packages: ['chromium', 'poppler-utils'],
      command: 'sudo apt-get update && sudo apt-get install -y chromium poppler-utils',
    });
  });
});

describe('postgresPass', () => {
  const ready = async () => true;
  const absent = async () => false;
  const never = async () => {
    throw new Error('PostgreSQL must not be asked');
  };

  it('runs when a PostgreSQL answers and nothing says otherwise', async () => {
    expect(await postgresPass({}, ALL, ready)).toEqual({ run: true });
  });
  it('does not run when no PostgreSQL answers', async () => {
    expect((await postgresPass({}, ALL, absent)).run).toBe(false);
  });
  it('is skipped by TEST_SKIP_POSTGRES=1 without asking PostgreSQL', async () => {
    expect(await postgresPass({ TEST_SKIP_POSTGRES: '1' }, ALL, never)).toEqual({
      run: false,
      reason: 'TEST_SKIP_POSTGRES=1',
    });
  });
  it('does not run inside a database-only run, after a pass on DATABASE_URL, or without the vitest step', async () => {
    expect((await postgresPass({ TEST_DATABASE_ONLY: '1' }, ['vitest'], never)).run).toBe(false);
    expect((await postgresPass({ DATABASE_URL: 'postgres://x@h/db' }, ALL, never)).run).toBe(false);
    expect((await postgresPass({}, ['typecheck', 'lint'], never)).run).toBe(false);
  });
});

describe('counting', () => {
  it('names a database that pg-db.mjs accepts and two runs do not share', () => {
    const name = postgresDatabaseName(new Date('2026-03-04T05:06:07.890Z'), 4242);
    expect(name).toBe('portal_test_20260304050607_4242');
    expect(name).toMatch(/^[a-z_][a-z0-9_]{0,62}$/);
  });
  it('sums the passes into the last line', () => {
    const first = [
      { passed: 1, failed: 0 },
      { passed: 5000, failed: 2 },
    ];
    const second = [{ passed: 1200, failed: 1 }];
    expect(countLine(sumResults(first))).toBe('5001 passed, 2 failed');
    expect(countLine(sumResults([...first, ...second]))).toBe('6201 passed, 3 failed');
    expect(countLine(sumResults([]))).toBe('0 passed, 0 failed');
  });
});
