import { availableOrderActions, permissionsOf } from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { apiToken, CATALOGUES, DEMO_PASSWORD, switchLanguage } from './support/portal';
import { signInToMain, useBrowser, waitForPath, withJourney } from './support/journeys';
import { listOrders, type ApiOrder } from './support/orders-api';

/* /main by keyboard and on three widths (issue 18): search first, the action bar one shortcut away. */

const browser = useBrowser();
/** the first order of the default grid that a supplier may put in a load */
let loadable: ApiOrder;

beforeAll(async () => {
  const token = await apiToken('fornecedor');
  const first = await listOrders(token, { ordenacao: 'pedido' });
  const found = first.find((o) => availableOrderActions([o], permissionsOf('fornecedor')).assembleLoad.allowed);
  expect(found).toBeDefined();
  loadable = found!;
});

/** What has the focus: its tag, name or label, and the landmark it sits in. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const region = element?.closest('section[aria-label], [role="region"][aria-label]');
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: element?.getAttribute('name') ?? '',
      label:
        element?.getAttribute('aria-label') ??
        (element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent?.trim() : null) ??
        element?.textContent?.trim() ??
        '',
      region: region?.getAttribute('aria-label') ?? '',
      skipTarget: element?.hasAttribute('data-skip-target') ?? false,
    };
  });
}

/** Presses Tab until `done` holds for the focused element; answers how many presses it took. */
async function tabUntil(
  page: Page,
  done: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max: number,
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return presses;
  }
  throw new Error(`not reached in ${max} Tab presses; focus on ${JSON.stringify(await focused(page))}`);
}

describe('orders: /main by keyboard', () => {
  test('fornecedor signs in, searches, ticks a row with Space and reaches the action bar at once', async () => {
    const lang: Lang = 'pt-BR';
    const c = CATALOGUES[lang];
    const inquiry = c.orders.inquiry;
    await withJourney(browser, lang, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      // sign in with the keyboard
      await page.goto('/login');
      await tabUntil(page, (f) => f.name === 'login', 10);
      await page.keyboard.type('fornecedor');
      await tabUntil(page, (f) => f.name === 'senha', 5);
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/main');
      const grid = page.getByRole('table', { name: inquiry.gridLabel });
      await grid.locator('tbody tr').first().waitFor();

      // the grid's header is above the fold at 1440 × 900
      const head = await grid.locator('thead').boundingBox();
      const barBox = await page.locator('#order-actions').boundingBox();
      expect(head!.y + head!.height).toBeLessThanOrEqual(Math.min(900, barBox!.y));

      // from the page top: Tab to "skip to content", Enter, Tab: the first filter
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      expect((await focused(page)).label).toBe(c.app.skipToContent);
      await page.keyboard.press('Enter');
      expect((await focused(page)).skipTarget).toBe(true);
      await page.keyboard.press('Tab');
      expect((await focused(page)).label).toBe(inquiry.filters.order);

      // search (Enter in the field), then Tab to the order's row and tick it with Space
      await page.keyboard.press('Enter');
      await expect.poll(() => grid.locator('tbody tr').count()).toBe(40);
      const rowLabel = inquiry.selectOrder.replace('{{order}}', String(loadable.id));
      await tabUntil(page, (f) => f.label === rowLabel, 300);
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: rowLabel, exact: true }).isChecked()).resolves.toBe(true);

      // the bar is a named landmark that tells its shortcut, and shows it
      const bar = page.getByRole('region', { name: inquiry.actions.title });
      await expect(bar.getAttribute('aria-keyshortcuts')).resolves.toBe('Alt+Shift+A');
      await expect(bar.locator('kbd').allTextContents()).resolves.toEqual(['Alt', 'Shift', 'A']);
      // Tab would need every stop of the rows below (issue 18 counted 148); the shortcut needs one
      const tabsToBar = await page.evaluate((label) => {
        const stops = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])'),
        ].filter((e) => !e.hasAttribute('disabled') && e.tabIndex >= 0 && e.checkVisibility());
        const from = stops.findIndex((e) => e.getAttribute('aria-label') === label);
        const to = stops.findIndex((e) => e.closest('#order-actions'));
        return to - from;
      }, rowLabel);
      console.log(`[keyboard] Tab presses from the ticked row to the action bar: ${tabsToBar}; with the shortcut: 1`);
      await page.keyboard.press('Alt+Shift+A');
      let now = await focused(page);
      expect(now.region).toBe(inquiry.actions.title);
      expect(now.label).toBe(inquiry.actions.boxTag);
      // Escape goes back to the row, the shortcut comes again
      await page.keyboard.press('Escape');
      expect((await focused(page)).label).toBe(rowLabel);
      await page.keyboard.press('Alt+Shift+A');
      // Tab along the bar to "assemble load" and press it
      const presses = await tabUntil(page, (f) => f.label === inquiry.actions.assembleLoad, 6);
      expect(presses).toBeLessThanOrEqual(4);
      now = await focused(page);
      expect(now.region).toBe(inquiry.actions.title);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/load');
    });
  });

  test('fornecedor sees the search first and the columns it needs at 1440, 1024 and 390 px', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInToMain(page, 'fornecedor', 'pt-BR');
      for (const lang of ['pt-BR', 'en-US'] as const) {
        if (lang === 'en-US') await switchLanguage(page, 'pt-BR', 'en-US');
        const inquiry = CATALOGUES[lang].orders.inquiry;
        const grid = page.getByRole('table', { name: inquiry.gridLabel });
        for (const width of [1440, 1024, 390]) {
          const height = width === 390 ? 844 : width === 1024 ? 768 : 900;
          await page.setViewportSize({ width, height });
          await grid.locator('tbody tr').first().waitFor();
          const sizes = await page.evaluate(() => {
            window.scrollTo(0, 0);
            const table = document.querySelector('table[aria-label]')!;
            const box = table.closest('[role="region"]')!;
            const bar = document.getElementById('order-actions')!.getBoundingClientRect();
            return {
              scroll: box.scrollWidth - box.clientWidth,
              headerBottom: table.querySelector('thead')!.getBoundingClientRect().bottom,
              barTop: bar.top,
              bar: bar.height,
              columns: [...table.querySelectorAll('th')].map((th) => Math.round(th.getBoundingClientRect().width)),
              natural: (() => {
                const t = table as HTMLElement;
                const before = t.style.width;
                t.style.width = 'max-content';
                const widths = [...table.querySelectorAll('th')].map(
                  (th) =>
                    `${th.getAttribute('data-column') ?? 'select'}:${Math.round(th.getBoundingClientRect().width)}`,
                );
                t.style.width = before;
                return widths.join(',');
              })(),
            };
          });
          console.log(`[columns] ${lang} ${width}px: ${JSON.stringify(sizes)}`);
          if (width === 1440) {
            // every shown column fits, conciliation included, and the header is above the fold
            expect(sizes.scroll).toBeLessThanOrEqual(1);
            // the grid's header shows above the fold, and above the sticky action bar
            expect(sizes.headerBottom).toBeLessThanOrEqual(Math.min(height, sizes.barTop));
            expect(sizes.bar).toBeLessThanOrEqual(70);
            expect(await grid.getByRole('columnheader', { name: inquiry.columns.conciliation }).isVisible()).toBe(true);
          }
          // the bar is one line on a phone (it took 30 % of the screen)
          if (width === 390) expect(sizes.bar).toBeLessThanOrEqual(0.1 * height);
          await checkA11y(page, `main ${width} ${lang}`);
          await screenshot(page, `main-${width}`, lang);
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  });
});
