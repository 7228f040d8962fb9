import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. The screens' tests are
    // CPU-bound renders, and two workers take about a third off the web project's time.
    maxWorkers: 2,
  },
});
