#!/usr/bin/env node
// The whole test suite behind `npm test`, and all CI runs (.ci/run only installs the packages first).
//   0. set-up: Chromium (/usr/bin/chromium) and poppler-utils (/usr/bin/pdftoppm) from Debian when missing, as root
//      or through passwordless sudo; otherwise it stops at once with the command to run.
//   1. first pass: typecheck, lint, format, the Vitest projects, then the browser journeys.
//   2. second pass, when a PostgreSQL answers on 127.0.0.1:5432: the server tests again, on a fresh database that
//      scripts/pg-db.mjs creates and drops (TEST_DATABASE_ONLY=1). What touches no database ran once already.
// Output is streamed; each pass prints its own count and the last line is always the sum, `N passed, N failed`
// (typecheck, lint and format count as one test each).
// DATABASE_URL passes through untouched: when set, the first pass uses that PostgreSQL and there is no second one.
// TEST_DATABASE_ONLY=1 runs only the server project. TEST_STEPS=typecheck,lint runs only the named steps.
// TEST_SKIP_POSTGRES=1 skips the second pass. TEST_DRY_RUN=1 prints the plan and runs nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  countLine,
  installPlan,
  missingTools,
  postgresDatabaseName,
  postgresPass,
  selectSteps,
  sumResults,
} from './test-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.env.TEST_DRY_RUN === '1';
const suiteStarted = Date.now();

/** Runs a command with inherited stdio (no stdin) and resolves to its exit code (a spawn failure counts as 1). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Reads Vitest's JSON report; a missing or unreadable report counts as one failure. */
function countReport(file, exitCode) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'no JSON report written' };
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const passed = Number(report.numPassedTests ?? 0);
    let failed = Number(report.numFailedTests ?? 0);
    // A file that failed to load, an unhandled error or an empty run fails the step without failing a test.
    const failedSuites = Number(report.numFailedTestSuites ?? 0);
    if (failed === 0 && (exitCode !== 0 || failedSuites > 0)) failed = 1;
    return { passed, failed };
  } catch (error) {
    return { passed: 0, failed: 1, note: `unreadable JSON report: ${error.message}` };
  }
}

const asOneTest = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** The steps of a pass; `env` is added to each command's environment. */
function stepsOf(reportDir, env) {
  const databaseOnly = env.TEST_DATABASE_ONLY === '1';
  return [
    { key: 'typecheck', name: 'typecheck', exec: async () => asOneTest(await run('npm', ['run', 'typecheck'], env)) },
    { key: 'lint', name: 'lint', exec: async () => asOneTest(await run('npm', ['run', 'lint'], env)) },
    { key: 'format', name: 'format', exec: async () => asOneTest(await run('npm', ['run', 'format:check'], env)) },
    {
      key: 'vitest',
      name: databaseOnly ? 'vitest (server)' : 'vitest (domain, server, web)',
      exec: async () => {
        const file = path.join(reportDir, 'vitest.json');
        const project = databaseOnly ? ['--project', 'server'] : [];
        const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
        return countReport(file, await run('npx', ['vitest', 'run', ...project, ...reporters], env));
      },
    },
    {
      key: 'e2e',
      name: 'e2e (browser journeys)',
      exec: async () => {
        const file = path.join(reportDir, 'e2e.json');
        // e2e/vitest.config.ts adds the JSON reporter when E2E_JSON_REPORT is set.
        return countReport(file, await run('npm', ['run', 'test:e2e'], { ...env, E2E_JSON_REPORT: file }));
      },
    },
  ];
}

/** Runs one pass's selected steps in order (all of them, even after a failure) and prints each step's count. */
async function runPass(label, env) {
  const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const steps = stepsOf(reportDir, env);
  const selected = selectSteps(
    steps.map((step) => step.key),
    { ...process.env, ...env },
  );
  const results = [];
  try {
    for (const [index, step] of steps.entries()) {
      if (!selected.includes(step.key)) continue;
      const started = Date.now();
      console.log(`\n[test] ── ${label} ${index + 1}/${steps.length} ${step.name} ──`);
      const result = await step.exec();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push({ name: step.name, seconds, ...result });
      const note = result.note ? ` (${result.note})` : '';
      console.log(`[test] ${step.name}: ${countLine(result)} in ${seconds}s${note}`);
    }
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
  return results;
}

/** Installs Chromium and poppler-utils when the selected steps need them and they are missing; false: stop. */
async function setUp(selected) {
  const missing = missingTools(selected, process.env, existsSync);
  const isRoot = process.getuid?.() === 0;
  const passwordlessSudo =
    missing.length > 0 && !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const plan = installPlan({ missing, isRoot, passwordlessSudo });
  if (plan.action === 'none') return true;
  if (plan.action === 'stop') {
    // on stdout, before the count, so a log read from its end shows it
    const paths = missing.map((tool) => (tool.pathEnv && process.env[tool.pathEnv]) || tool.path);
    console.log(`[test] missing ${paths.join(' and ')}, and this user may not install packages.`);
    console.log(`[test] run this, then npm test again:\n\n    ${plan.command}\n`);
    return false;
  }
  console.log(`[test] installing ${plan.packages.join(' and ')} from Debian`);
  if (dryRun) return true;
  const started = Date.now();
  for (const [command, ...args] of plan.commands) {
    if ((await run(command, args, { DEBIAN_FRONTEND: 'noninteractive' })) !== 0) {
      console.error(`[test] \`${[command, ...args].join(' ')}\` failed`);
      return false;
    }
  }
  console.log(`[test] installing took ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return true;
}

/** Runs `node scripts/pg-db.mjs <args>` quietly enough for `ready`; true when it exits 0. */
async function pgDb(...args) {
  return (await run('node', ['scripts/pg-db.mjs', ...args])) === 0;
}

const passes = [];
const firstSelected = selectSteps(['typecheck', 'lint', 'format', 'vitest', 'e2e'], process.env);
if (!(await setUp(firstSelected))) {
  console.log(countLine({ passed: 0, failed: 1 }));
  process.exit(1);
}

if (dryRun) {
  console.log(`[test] dry run: first pass would run ${firstSelected.join(', ') || 'nothing'}`);
} else {
  const started = Date.now();
  const label = process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite';
  const results = await runPass(label, {});
  passes.push({ label, results, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

const second = await postgresPass(process.env, firstSelected, () => pgDb('ready'));
if (!second.run) {
  console.log(`\n[test] no PostgreSQL pass: ${second.reason}`);
} else if (dryRun) {
  console.log('[test] dry run: second pass would run the server tests on a fresh PostgreSQL database');
} else {
  const database = postgresDatabaseName(new Date(), process.pid);
  const dropDatabase = () =>
    spawnSync('node', ['scripts/pg-db.mjs', 'drop', database], { cwd: root, stdio: 'inherit' });
  // an interrupted run still drops its database; the children see the same signal and stop
  const onSignal = (signal) => {
    dropDatabase();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const started = Date.now();
  const label = 'PostgreSQL';
  let results;
  if (await pgDb('create', database)) {
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`, TEST_DATABASE_ONLY: '1' };
    try {
      results = await runPass(label, env);
    } finally {
      dropDatabase();
    }
  } else {
    results = [{ name: 'create the database', seconds: '0.0', passed: 0, failed: 1 }];
  }
  process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  passes.push({ label, results, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n[test] summary');
for (const pass of passes) {
  for (const r of pass.results)
    console.log(
      `[test]   ${`${pass.label}: ${r.name}`.padEnd(42)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
    );
}
for (const pass of passes)
  console.log(`[test] ${pass.label} pass: ${countLine(sumResults(pass.results))} in ${pass.seconds}s`);
console.log(`[test] total time ${((Date.now() - suiteStarted) / 1000).toFixed(1)}s`);
const total = sumResults(passes.flatMap((pass) => pass.results));
console.log(countLine(total));
process.exit(total.failed > 0 ? 1 : 0);
