import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { CATALOGUES } from './support/portal';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';

/*
 * /load as an Admin sees it (every supplier's loads at a CD, 80 and more): 20 a page with "load more", filters kept
 * in the address, and the columns a user looks for first (status, delivery, gate) on screen at 1024 px.
 */

const browser = useBrowser();
const WIDTHS = [1440, 1024, 390] as const;

const rowsOf = (page: Page, lang: Lang) =>
  page.getByRole('table', { name: CATALOGUES[lang].loads.list.tableLabel }).locator('tbody tr');

/** The right edge of a column header, in the page's viewport. */
async function headerRight(page: Page, lang: Lang, name: string): Promise<number> {
  const table = page.getByRole('table', { name: CATALOGUES[lang].loads.list.tableLabel });
  const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no column ${name}`);
  return box.x + box.width;
}

describe('/load: filters, pages and narrow screens', () => {
  for (const lang of ['pt-BR', 'en-US'] as const) {
    test(`${lang}: an admin pages and filters a CD's loads; 1440, 1024 and 390 px`, async () => {
      const loads = CATALOGUES[lang].loads;
      const l = loads.list;
      await withJourney(browser, lang, async ({ page }) => {
        await signInAndWait(page, 'admin', lang);
        await page.goto('/load');
        const rows = rowsOf(page, lang);
        // the first page: 20 loads, then the next 20 on "load more"
        await expect.poll(() => rows.count()).toBe(20);
        await page.getByText(l.count.replace('{{count}}', '20'), { exact: true }).waitFor();
        await page.getByRole('button', { name: l.loadMore, exact: true }).click();
        await expect.poll(() => rows.count()).toBeGreaterThan(20);

        // booked loads only: the filter goes to the address and to the server
        const filters = page.getByRole('form', { name: l.filters.title });
        await filters.getByRole('combobox', { name: l.filters.status }).selectOption({ label: loads.status.AGENDADA });
        await filters.getByRole('button', { name: l.filters.search, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('status') === 'AGENDADA');
        await expect
          .poll(async () => [...new Set(await rows.locator('td:nth-child(2)').allInnerTexts())])
          .toEqual([loads.status.AGENDADA]);
        await expect.poll(() => rows.count()).toBeGreaterThan(0);
        await checkA11y(page, `load filtered ${lang}`);

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await rows.first().waitFor();
          if (width >= 1024) {
            // status, delivery and gate are on screen without scrolling the table sideways
            for (const column of [l.columns.status, l.columns.delivery, l.columns.gate]) {
              expect([width, column, (await headerRight(page, lang, column)) <= width]).toEqual([width, column, true]);
            }
          }
          await screenshot(page, `load-list-${width}`, lang);
        }
      });
    });
  }
});
