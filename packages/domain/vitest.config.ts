import { defineConfig } from 'vitest/config';

// two workers like the web project, which shares its group in the root run (Vitest requires the same maxWorkers)
export default defineConfig({ test: { name: 'domain', include: ['src/**/*.test.ts'], maxWorkers: 2 } });
