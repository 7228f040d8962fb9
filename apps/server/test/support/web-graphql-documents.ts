import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
const OPERATION = /^\s*(query|mutation|subscription)\b/;

export interface WebGraphqlDocument {
  /** file:constant, e.g. features/orders/api/list-orders.ts:LIST_ORDERS */
  name: string;
  source: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every GraphQL operation the web app sends: the exported operations of the apps/web/src modules (tests aside) that
 * write a `/* GraphQL *\/` document, as the modules build them (selections come from the domain's `selectionOf`), so
 * a server test reads exactly the text the page sends.
 */
export async function webGraphqlDocuments(): Promise<WebGraphqlDocument[]> {
  const files = sourceFiles(WEB_SRC).filter((path) => readFileSync(path, 'utf8').includes('/* GraphQL */'));
  const modules = await Promise.all(
    files.map(async (path) => ({
      file: relative(WEB_SRC, path),
      exports: (await import(/* @vite-ignore */ path)) as Record<string, unknown>,
    })),
  );
  return modules.flatMap(({ file, exports }) =>
    Object.entries(exports)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && OPERATION.test(entry[1]))
      .map(([constant, source]) => ({ name: `${file}:${constant}`, source })),
  );
}

/** One operation the web app sends, by `file:constant`: a server test asks exactly what the page asks. */
export async function webGraphqlDocument(name: string): Promise<string> {
  const found = (await webGraphqlDocuments()).find((document) => document.name === name);
  if (!found) throw new Error(`${name} is not a GraphQL operation of apps/web/src`);
  return found.source;
}
