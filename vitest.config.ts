import { defineConfig } from 'vitest/config';

/** One Vitest run over the unit/integration projects; e2e has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      {
        // the demo data generator's promises, checked without a database for every day of a year
        // (apps/server/src/db/seed/demo-guarantees.ts); pure, so it runs once, not again on PostgreSQL
        test: {
          name: 'demo-data',
          root: './apps/server',
          include: ['src/db/seed/demo-guarantees.test.ts', 'src/db/seed/demo-year.*.test.ts'],
          pool: 'forks',
          // each half year is a file: two workers share the minute the year takes
          maxWorkers: 2,
          testTimeout: 120_000,
        },
      },
      {
        // the decisions of `npm test` itself (scripts/test-plan.mjs): pure, no database
        test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], maxWorkers: 2 },
      },
    ],
  },
});
