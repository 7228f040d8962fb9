// The decisions behind `npm test` (scripts/test.mjs), as pure functions so scripts/test-plan.test.mjs checks them
// without installing anything, starting a database or running the suite.

/**
 * What the suite needs from the system: Debian's Chromium for the journeys (e2e/support/browser.ts, or CHROMIUM_PATH)
 * and pdftoppm, which the label tests call from PATH to render PDFs (labels.test-support.ts).
 */
export const SYSTEM_TOOLS = [
  { name: 'chromium', path: '/usr/bin/chromium', pathEnv: 'CHROMIUM_PATH', aptPackage: 'chromium', neededBy: 'e2e' },
  { name: 'pdftoppm', path: '/usr/bin/pdftoppm', onPath: true, aptPackage: 'poppler-utils', neededBy: 'vitest' },
];

/** Whether a tool is there: at its env override, at its Debian path, or (for commands) in a PATH folder. */
export function toolFound(tool, env, exists) {
  const override = tool.pathEnv ? env[tool.pathEnv] : undefined;
  if (override) return exists(override);
  if (exists(tool.path)) return true;
  if (!tool.onPath) return false;
  return (env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .some((dir) => exists(`${dir}/${tool.name}`));
}

/** Env var that skips the second pass (the server tests on PostgreSQL). */
export const SKIP_POSTGRES_ENV = 'TEST_SKIP_POSTGRES';

/**
 * The steps of one pass that run: all of them, the named ones (TEST_STEPS=typecheck,lint), or only the server
 * tests (TEST_DATABASE_ONLY=1, the PostgreSQL pass).
 */
export function selectSteps(stepNames, env) {
  const only =
    env.TEST_STEPS?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? (env.TEST_DATABASE_ONLY === '1' ? ['vitest'] : undefined);
  return only ? stepNames.filter((name) => only.some((prefix) => name.startsWith(prefix))) : stepNames;
}

/** The tools the selected steps need that are not found. */
export function missingTools(selectedSteps, env, exists) {
  return SYSTEM_TOOLS.filter(
    (tool) => selectedSteps.some((step) => step.startsWith(tool.neededBy)) && !toolFound(tool, env, exists),
  );
}

/**
 * How to get the missing tools: nothing to do, install them with apt-get (as root, or through passwordless sudo),
 * or stop at once and tell the user the exact command.
 */
export function installPlan({ missing, isRoot, passwordlessSudo }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((tool) => tool.aptPackage);
  const install = ['apt-get', 'install', '-y', '-q', ...packages];
  if (isRoot || passwordlessSudo) {
    const sudo = isRoot ? [] : ['sudo', '-n'];
    return {
      action: 'install',
      packages,
      commands: [
        [...sudo, 'apt-get', 'update', '-q'],
        [...sudo, ...install],
      ],
    };
  }
  return {
    action: 'stop',
    packages,
    command: `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
  };
}

/**
 * Whether the second pass (the server tests on a fresh PostgreSQL database) runs, and why not when it does not.
 * `postgresReady` is only asked when everything else allows the pass, since asking costs a connection attempt.
 */
export async function postgresPass(env, selectedSteps, postgresReady) {
  if (env[SKIP_POSTGRES_ENV] === '1') return { run: false, reason: `${SKIP_POSTGRES_ENV}=1` };
  if (env.TEST_DATABASE_ONLY === '1') return { run: false, reason: 'this is already a database-only run' };
  if (env.DATABASE_URL) return { run: false, reason: 'DATABASE_URL is set: the first pass ran on that PostgreSQL' };
  if (!selectedSteps.includes('vitest')) return { run: false, reason: 'the vitest step is not selected' };
  if (!(await postgresReady())) return { run: false, reason: 'no PostgreSQL answers on 127.0.0.1:5432' };
  return { run: true };
}

/** A database name that two runs on one server never share (scripts/pg-db.mjs accepts [a-z0-9_]). */
export function postgresDatabaseName(date, pid) {
  const stamp = date.toISOString().replace(/\D/g, '').slice(0, 14);
  return `portal_test_${stamp}_${pid}`;
}

/** Adds up results ({ passed, failed }); the suite's last line is this sum. */
export function sumResults(results) {
  return {
    passed: results.reduce((sum, r) => sum + r.passed, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  };
}

/** The line a count is printed as: the suite's last line, and the tail of each pass's own line. */
export function countLine({ passed, failed }) {
  return `${passed} passed, ${failed} failed`;
}
