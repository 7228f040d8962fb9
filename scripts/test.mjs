#!/usr/bin/env node
// The whole test suite behind `npm test`: typecheck, lint, the Vitest projects, then the browser journeys.
// Output is streamed; the last line is always `N passed, N failed` (typecheck and lint count as one test each).
// DATABASE_URL passes through untouched: when set, the server tests and the e2e server use that PostgreSQL.
// TEST_DATABASE_ONLY=1 runs only the server project: CI's second run, on PostgreSQL, after a first run that checked
// everything on PGlite (the journeys run once, on the embedded database `npm start` uses).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';

/** Runs a command with inherited stdio and resolves to its exit code (a spawn failure counts as 1). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
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

const steps = [
  {
    name: 'typecheck',
    exec: async () =>
      (await run('npm', ['run', 'typecheck'])) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
  },
  {
    name: 'lint',
    exec: async () => ((await run('npm', ['run', 'lint'])) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  },
  {
    name: 'format',
    exec: async () =>
      (await run('npm', ['run', 'format:check'])) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
  },
  {
    name: databaseOnly ? 'vitest (server)' : 'vitest (domain, server, web)',
    exec: async () => {
      const file = path.join(reportDir, 'vitest.json');
      const code = await run('npx', [
        'vitest',
        'run',
        ...(databaseOnly ? ['--project', 'server'] : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ]);
      return countReport(file, code);
    },
  },
  {
    name: 'e2e (browser journeys)',
    exec: async () => {
      const file = path.join(reportDir, 'e2e.json');
      // e2e/vitest.config.ts adds the JSON reporter when E2E_JSON_REPORT is set.
      const code = await run('npm', ['run', 'test:e2e'], { E2E_JSON_REPORT: file });
      return countReport(file, code);
    },
  },
];

const only = process.env.TEST_STEPS?.split(',').map((s) => s.trim()) ?? (databaseOnly ? ['vitest'] : undefined);
const results = [];
for (const [index, step] of steps.entries()) {
  if (only && !only.some((name) => step.name.startsWith(name))) continue;
  const started = Date.now();
  console.log(`\n[test] ── ${index + 1}/${steps.length} ${step.name} ──`);
  const result = await step.exec();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, seconds, ...result });
  console.log(
    `[test] ${step.name}: ${result.passed} passed, ${result.failed} failed in ${seconds}s${result.note ? ` (${result.note})` : ''}`,
  );
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n[test] summary');
for (const r of results)
  console.log(
    `[test]   ${r.name.padEnd(30)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
