// Sums the gzip size of the JavaScript a first visit to /login loads: the entry chunk, its static
// imports, the login route's lazy chunk with its static imports, and the catalogue of the default
// language (pt-BR), which the app downloads before its first render (from dist/.vite/manifest.json).
// Usage: npm run build -w apps/web && node apps/web/scripts/bundle-size.mjs [budgetKb]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetKb = Number(process.argv[2] ?? 250);

const files = new Set();
const css = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'));
if (!loginKey) throw new Error('login page chunk not found in the manifest');
collect(loginKey);
const catalogueKey = Object.keys(manifest).find((key) => key.endsWith('i18n/bundles/pt-BR.ts'));
if (!catalogueKey) throw new Error('pt-BR catalogue chunk not found in the manifest');
const catalogueFile = manifest[catalogueKey].file;
collect(catalogueKey);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let total = 0;
for (const file of [...files].sort()) {
  const size = gz(file);
  total += size;
  console.log(
    `${(size / 1024).toFixed(1).padStart(7)} kB  ${file}${file === catalogueFile ? '  (pt-BR catalogue)' : ''}`,
  );
}
console.log(
  `pt-BR catalogue (translation + errors): ${(gz(catalogueFile) / 1024).toFixed(1)} kB gzip (counted in the total)`,
);
const cssTotal = [...css].reduce((sum, file) => sum + gz(file), 0);
console.log(
  `JS loaded by /login: ${(total / 1024).toFixed(1)} kB gzip (budget ${budgetKb} kB); CSS ${(cssTotal / 1024).toFixed(1)} kB gzip`,
);
if (total > budgetKb * 1024) {
  console.error('over budget');
  process.exit(1);
}
