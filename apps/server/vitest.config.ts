import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CommonJS (main, what Node loads in production) and ESM (module, what Vite would pick): one copy
  // for our code and mercurius, or a schema's types fail graphql's instanceof checks across the two
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the demo data's promises are pure: the root config runs them once, as the demo-data project
    exclude: ['src/db/seed/demo-guarantees.test.ts', 'src/db/seed/demo-year.*.test.ts', '**/node_modules/**'],
    // one seeded database per run, cloned per test file (test/support/test-database.ts)
    globalSetup: ['./test/support/global-setup.ts'],
    // the app clock shows TEST_NOW in every file (test/support/test-clock.ts)
    setupFiles: ['./test/support/clock-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // each worker holds PGlite instances of a few hundred MB; two suit a 2-core machine
    maxWorkers: 2,
    // projects with different maxWorkers must not share a group in the root run
    sequence: { groupOrder: 1 },
  },
});
