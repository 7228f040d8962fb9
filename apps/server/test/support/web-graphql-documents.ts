import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
const TAGGED = /(?:export\s+)?const\s+(\w+)\s*=\s*\/\*\s*GraphQL\s*\*\/\s*`([^`]*)`/g;

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
 * Every GraphQL operation the web app sends: the `/* GraphQL *\/` template literals of apps/web/src (tests
 * aside), with `${NAME}` replaced by the tagged selection of that name (same file first, then any file).
 * Selections that are not operations (shared field lists) are only used for those replacements.
 */
export function webGraphqlDocuments(): WebGraphqlDocument[] {
  const tagged = sourceFiles(WEB_SRC).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(TAGGED)].map((m) => ({
      file: relative(WEB_SRC, path),
      constant: m[1]!,
      text: m[2]!,
    })),
  );
  const resolve = (text: string, file: string, depth = 0): string =>
    text.replace(/\$\{(\w+)\}/g, (_all, name: string) => {
      const found =
        tagged.find((t) => t.constant === name && t.file === file) ?? tagged.find((t) => t.constant === name);
      if (!found || depth > 5) throw new Error(`${file}: \${${name}} is not a tagged GraphQL selection`);
      return resolve(found.text, found.file, depth + 1);
    });
  return tagged
    .filter((t) => /^\s*(query|mutation|subscription)\b/.test(t.text))
    .map((t) => ({ name: `${t.file}:${t.constant}`, source: resolve(t.text, t.file) }));
}

/** One operation the web app sends, by `file:constant`: a server test asks exactly what the page asks. */
export function webGraphqlDocument(name: string): string {
  const found = webGraphqlDocuments().find((document) => document.name === name);
  if (!found) throw new Error(`${name} is not a GraphQL operation of apps/web/src`);
  return found.source;
}
