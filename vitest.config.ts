import { defineConfig } from 'vitest/config';

/** One Vitest run over the three unit/integration projects; e2e has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
