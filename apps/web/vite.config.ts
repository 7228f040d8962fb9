import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Stable vendor libraries get long-lived chunks of their own. Mantine is left to Rollup on purpose:
 * its components are split per route, so a component used by one screen does not weigh on /login
 * (forcing all of Mantine into one chunk made every page pay for every component).
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [chunk: string, packages: readonly string[]]> = [
  ['react', ['react', 'react-dom', 'scheduler']],
  ['router', ['react-router', 'cookie', 'set-cookie-parser']],
  ['query', ['@tanstack']],
  ['i18n', ['i18next', 'react-i18next', 'i18next-browser-languagedetector', 'html-parse-stringify', 'void-elements']],
  ['zod', ['zod']],
];

function vendorChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('\\').join('/'));
  if (!match) return undefined;
  const pkg = match[1] ?? '';
  for (const [chunk, packages] of VENDOR_CHUNKS) {
    if (packages.some((p) => pkg === p || pkg.startsWith(`${p}/`))) return chunk;
  }
  return undefined;
}

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      onwarn(warning, warn) {
        // zod 4 ships comments Rollup cannot place; harmless noise.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
        warn(warning);
      },
    },
  },
});
