import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Two rules that must be written once (CONVENTIONS "Lift, don't copy" and "Security rules have one home"). This
 * test reads the source tree as text and fails on a second copy, so the next area imports instead of pasting.
 *
 * 1. The time zone's name is written only in packages/domain/src/calendar/ (APP_TIME_ZONE in sao-paulo.ts). Code,
 *    SQL text, browser contexts and tests import the constant; a test that typed the name would check a copy.
 * 2. The row-scope predicate (which orders a user may see by supplier, company or CD) is written only in
 *    apps/server/src/platform/row-scope.ts. Its signature in the server's code anywhere else:
 *    a. a RowScope's axis used as a condition: compared (`scope.supplierId === id`), made a drizzle condition
 *       (`eq(orders.cdId, scope.cdId)`) or put in SQL text (`${scope.companyId}`). Naming an axis is no condition
 *       (`filter.idCd ?? scope.cdId` for a report's heading), so it passes;
 *    b. orders or loads filtered on the signed-in user's own ids (`eq(orders.supplierId, user.idFornecedor)`,
 *       `supplier_id = ${user.idFornecedor}`): the predicate re-derived from the token, as repositories once did.
 *    Tests and their support files may compare scopes: they check the predicate, they do not apply it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sql)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'build']);

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    }
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

const isTest = (file: string) => /\.test\.|\.test-support\.|\/test\/|__tests__|\.e2e\./.test(file);

// ---------------------------------------------------------------- the time zone

// spelt in two pieces, so that this file is no copy of it
const ZONE = ['America', 'Sao_Paulo'].join('/');
const TIME_ZONE_NAME = new RegExp(ZONE);
const CALENDAR_MODULE = 'packages/domain/src/calendar/';

function timeZoneCopies(file: string, text: string): boolean {
  if (file.startsWith(CALENDAR_MODULE) && !isTest(file)) return false;
  return TIME_ZONE_NAME.test(text);
}

// ---------------------------------------------------------------- the row scope

/** `scope.cdId`, `rowScope.cdId`, `ctx.scope.cdId`, `search.scope?.cdId`: an axis of a RowScope. */
const AXIS = String.raw`\b(?:\w+\??\.)*\w*[sS]cope\??\.(?:supplierId|cdId|companyId)\b`;
const TOKEN_ID = String.raw`\.(?:idFornecedor|idCd|idEmpresa)\b`;
const ROW_SCOPE_COPIES = [
  new RegExp(String.raw`${AXIS}\s*(?:===|!==|==|!=)`),
  new RegExp(String.raw`(?:===|!==|==|!=)\s*${AXIS}`),
  new RegExp(String.raw`\b(?:eq|ne|inArray)\(\s*[\w.]+\s*,\s*${AXIS}`),
  new RegExp(String.raw`\$\{\s*${AXIS}\s*\}`),
  new RegExp(String.raw`\beq\(\s*(?:orders|loads)\.(?:supplierId|cdId|companyId)\s*,\s*[\w.?]*${TOKEN_ID}`),
  new RegExp(String.raw`\b(?:supplier_id|cd_id|company_id)\s*=\s*\$\{[^}]*${TOKEN_ID}`),
];
const ROW_SCOPE_HOME = 'apps/server/src/platform/row-scope.ts';

function rowScopeCopies(file: string, text: string): boolean {
  if (!file.startsWith('apps/server/src/') || file === ROW_SCOPE_HOME || isTest(file)) return false;
  return ROW_SCOPE_COPIES.some((pattern) => pattern.test(text));
}

// ---------------------------------------------------------------- the tree

describe('one home', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

  it('reads the whole source tree', () => {
    expect(files).toContain(ROW_SCOPE_HOME);
    expect(files).toContain(`${CALENDAR_MODULE}sao-paulo.ts`);
    expect(files.length).toBeGreaterThan(500);
  });

  it('writes the time zone only in the calendar module (everyone else imports APP_TIME_ZONE)', () => {
    expect(files.filter((file) => timeZoneCopies(file, read(file)))).toEqual([]);
  });

  it('writes the row-scope predicate only in platform/row-scope.ts (every repository imports it)', () => {
    expect(files.filter((file) => rowScopeCopies(file, read(file)))).toEqual([]);
  });
});

describe('what the guard calls a copy', () => {
  it.each([
    ['apps/web/src/lib/format.ts', `timeZone: '${ZONE}'`, true],
    ['bench/src/generate.ts', `at time zone '${ZONE}'`, true],
    ['apps/server/src/db/migrations/0010_x.sql', `at time zone '${ZONE}'`, true],
    ['packages/domain/src/calendar/sao-paulo.test.ts', `timeZone: '${ZONE}'`, true],
    ['packages/domain/src/calendar/sao-paulo.ts', `export const APP_TIME_ZONE = '${ZONE}';`, false],
    ['apps/web/src/lib/format.ts', 'timeZone: APP_TIME_ZONE', false],
  ])('time zone: %s with %j → %s', (file, text, copy) => {
    expect(timeZoneCopies(file, text)).toBe(copy);
  });

  it.each([
    ['scope.supplierId === null || row.supplierId === scope.supplierId', true],
    ['where.push(eq(orders.cdId, scope.cdId))', true],
    ['where.push(eq(orders.cdId, ctx.scope.cdId))', true],
    ['and(eq(loads.supplierId, rowScope.supplierId))', true],
    ['sql`o.company_id = ${ctx.scope.companyId}`', true],
    ['where(eq(orders.supplierId, user.idFornecedor!))', true],
    ['sql`o.supplier_id = ${ctx.user.idFornecedor}`', true],
    ['const cd = filter.idCd ?? scope.cdId;', false],
    ['supplierId: scope.supplierId ?? idFornecedor,', false],
    ['where.push(visibleOrders(scope));', false],
    ['if (search.cdId !== undefined) where.push(eq(orders.cdId, search.cdId));', false],
  ])('row scope: %j → %s', (text, copy) => {
    expect(rowScopeCopies('apps/server/src/modules/any/any.repository.ts', text)).toBe(copy);
    expect(rowScopeCopies(ROW_SCOPE_HOME, text)).toBe(false);
  });
});
