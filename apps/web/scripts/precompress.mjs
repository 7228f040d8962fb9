// Writes .br and .gz beside every built asset, so the server sends compressed files
// (@fastify/static preCompressed) without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.map']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  count++;
}
console.log(`precompressed ${count} files (.br, .gz)`);
