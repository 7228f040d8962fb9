import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_STATUS_NAMES } from '@portal/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { apiToken, CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { signInToMain, useBrowser, withJourney } from './support/journeys';
import { graphql, listOrders, type ApiOrder } from './support/orders-api';

/**
 * Bulk acceptance (issue 18): the demo supplier ticks several modified (M) orders on /main, accepts them at once and
 * reads a result per order. Its orders are supplier A's newest M orders (demo guarantee "orders to accept in bulk"):
 * the other journeys accept only N orders (orders.e2e.test.ts) and need those to stay N.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const browser = useBrowser();
let token: string;
/** supplier A's newest M orders: three for the pt-BR round, two for the en-US one */
let modified: ApiOrder[];

beforeAll(async () => {
  token = await apiToken('fornecedor');
  modified = await listOrders(token, { ordenacao: 'pedido', status: 'M' });
  expect(modified.length).toBeGreaterThanOrEqual(5);
});

const SINGLE_ACCEPT = 'mutation ($id: ID!) { confirmarCienciaPedido(idPedido: $id) }';

async function statusOf(id: number): Promise<string | undefined> {
  const answer = await graphql<{ pedidoPorId: { status: string } }>(
    token,
    'query ($id: ID!) { pedidoPorId(idPedido: $id) { status } }',
    { id: String(id) },
  );
  return answer.data?.pedidoPorId.status;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** /main filtered to the M orders (the address carries the filter), once the grid shows them. */
async function openModifiedOrders(page: Page, lang: Lang, first: number): Promise<Locator> {
  await page.goto('/main?status=M');
  const table = page.getByRole('table', { name: CATALOGUES[lang].orders.inquiry.gridLabel });
  await table
    .getByRole('checkbox', { name: fill(CATALOGUES[lang].orders.inquiry.selectOrder, { order: first }) })
    .waitFor();
  const statusM = `M - ${ORDER_STATUS_NAMES[lang].M}`;
  await expect
    .poll(() =>
      table.locator('tbody tr').evaluateAll((rows, text) => rows.every((r) => r.textContent?.includes(text)), statusM),
    )
    .toBe(true);
  return table;
}

async function tick(table: Locator, lang: Lang, ids: readonly number[]): Promise<void> {
  for (const id of ids)
    await table
      .getByRole('checkbox', { name: fill(CATALOGUES[lang].orders.inquiry.selectOrder, { order: id }) })
      .check();
}

/** Screenshots of what the viewport shows at 1440 and 390 px (<name>-1440, <name>-390), back at 1440 after. */
async function atWidths(page: Page, name: string, lang: Lang): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${width}`, lang, { fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The action bar with the selection, at 1440 and 390 px (bulk-accept-bar-<width>-<lang>.png, beside the others). */
async function barAtWidths(page: Page, bar: Locator, lang: Lang): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await bar.scrollIntoViewIfNeeded();
    await bar.screenshot({ path: path.join(SCREENSHOTS, `bulk-accept-bar-${width}-${lang}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Rows of the result dialog as [order, outcome, reason]. */
async function resultRows(dialog: Locator): Promise<string[][]> {
  return dialog
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim())),
    );
}

/**
 * One round: tick `ids`, press "Accept selected", see the confirmation; meanwhile a colleague accepts the last one
 * (through the API), so the server refuses it; confirm and read the results. Screenshots of the result at 1440 and
 * 390 px.
 */
async function acceptRound(page: Page, lang: Lang, ids: readonly number[]): Promise<Locator> {
  const t = CATALOGUES[lang].orders.bulkAccept;
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = await openModifiedOrders(page, lang, ids[0]!);
  await tick(table, lang, ids);
  const bar = page.getByRole('region', { name: CATALOGUES[lang].orders.inquiry.actions.title });
  await barAtWidths(page, bar, lang);
  await bar.getByRole('button', { name: fill(t.button, { count: ids.length }), exact: true }).click();

  const confirm = page.getByRole('dialog', { name: t.confirmTitle });
  await confirm.getByText(fill(t.confirmText_other, { count: ids.length, ids: ids.join(', ') })).waitFor();
  await atWidths(page, 'bulk-accept-confirm', lang);
  const taken = ids.at(-1)!;
  expect((await graphql(token, SINGLE_ACCEPT, { id: String(taken) })).errors ?? []).toEqual([]);
  await confirm.getByRole('button', { name: t.confirm, exact: true }).click();

  const result = page.getByRole('dialog', { name: t.resultTitle });
  await result.getByText(fill(t.summary, { accepted: ids.length - 1, refused: 1 })).waitFor();
  expect(await resultRows(result)).toEqual(
    ids.map((id) =>
      id === taken
        ? [String(id), t.refused, errorMessage(lang, 'orderNotAwaitingAcceptance')]
        : [String(id), t.accepted, ''],
    ),
  );
  await checkA11y(page, `bulk accept result ${lang}`);
  await atWidths(page, 'bulk-accept-result', lang);

  // the server agrees, and the grid (M orders only) was asked again: the accepted ones left it
  for (const id of ids) expect(await statusOf(id)).toBe('A');
  await result.getByRole('button', { name: t.close, exact: true }).last().click();
  await result.waitFor({ state: 'hidden' });
  for (const id of ids)
    await expect
      .poll(() =>
        table.getByRole('checkbox', { name: fill(CATALOGUES[lang].orders.inquiry.selectOrder, { order: id }) }).count(),
      )
      .toBe(0);
  return table;
}

describe('orders: bulk acceptance on /main', () => {
  test('the supplier accepts several modified orders at once and sees a result per order, in pt-BR and en-US', async () => {
    const lang: Lang = 'pt-BR';
    const [a, b, c, d, e] = modified.map((o) => o.id) as [number, number, number, number, number];
    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      // nothing selected: the bar offers no bulk acceptance
      const bar = page.getByRole('region', { name: CATALOGUES[lang].orders.inquiry.actions.title });
      await bar.waitFor();
      expect(await bar.getByRole('button', { name: CATALOGUES[lang].orders.bulkAccept.buttonNone }).count()).toBe(0);

      await acceptRound(page, lang, [a, b, c]);

      await switchLanguage(page, 'pt-BR', 'en-US');
      await acceptRound(page, 'en-US', [d, e]);
    });
  });
});
