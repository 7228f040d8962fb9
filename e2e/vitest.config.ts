import { defineConfig } from 'vitest/config';

const jsonReport = process.env.E2E_JSON_REPORT;

/**
 * Browser journeys against the real server (started once by support/global-setup.ts).
 * One fork, one file at a time: the journeys share one server and one Chromium binary on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // a browser under CI load can take seconds to show a search's answer; vitest's 1 s default is too short
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
});
