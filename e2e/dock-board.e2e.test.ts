import { formatDateBr } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';
import { CATALOGUES } from './support/portal';
import type { Page } from 'playwright-core';

/*
 * The CD's dock board (issue 18), as the demo logistics user starts the day: signing in lands on /dock-board, which
 * opens on today (the journeys' clock) at the user's CD and shows the day's bookings (demo-guarantees.ts "bookings
 * on the dock board"), each with its supplier, load and reference; the user switches to the week, then prints: the
 * print layout shows the board alone (no header, menu or toolbar). Screenshots at 1440, 1024 and 390 px.
 */

const browser = useBrowser();
const b = (lang: Lang) => CATALOGUES[lang].scheduling.board;

const bookings = (page: Page) => page.getByTestId('board-booking');

async function shootWidths(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await bookings(page).first().waitFor();
    await screenshot(page, `${name}-${width}`, lang);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('the dock board', () => {
  test.each(['pt-BR', 'en-US'] as const)(
    'the logistics user lands on today, sees the bookings, switches to the week and prints (%s)',
    async (lang) => {
      await withJourney(browser, lang, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signInAndWait(page, 'logistica', lang, '/dock-board');
        const table = page.getByRole('table', { name: new RegExp(b(lang).tableLabel.replace('{{cd}}', '.+')) });
        await table.waitFor();
        // today, São Paulo's date on the journeys' clock
        await expect.poll(() => page.getByTestId('board-period').textContent()).toContain(formatDateBr(journeyToday()));
        await bookings(page).first().waitFor();
        expect(await bookings(page).count()).toBeGreaterThanOrEqual(2);
        await expect.poll(() => bookings(page).first().textContent()).toMatch(/AG-\d{7}-\d/);
        await checkA11y(page, `dock board day ${lang}`);
        await shootWidths(page, 'dock-board-day', lang);

        await page.getByText(b(lang).week, { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('vista') === 'week');
        await expect.poll(() => table.getByRole('columnheader').count()).toBe(8);
        await bookings(page).first().waitFor();
        await checkA11y(page, `dock board week ${lang}`);
        await shootWidths(page, 'dock-board-week', lang);

        // the browser's print: the board alone, the whole table in the page's width
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('#app-navbar').isVisible()).toBe(false);
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByTestId('board-toolbar').isVisible()).toBe(false);
        expect(await table.isVisible()).toBe(true);
        const fits = await table.evaluate((el) => el.scrollWidth <= document.documentElement.clientWidth + 1);
        expect(fits).toBe(true);
        await screenshot(page, 'dock-board-print', lang);
        await page.emulateMedia({ media: 'screen' });
        expect(await page.getByTestId('board-toolbar').isVisible()).toBe(true);

        // the reference the supplier quotes at the gate is the load's too (/load-details) and finds it in the report
        const first = bookings(page).first();
        const reference = (await first.locator('span').filter({ hasText: /^AG-/ }).textContent())!;
        await first.getByRole('link').click();
        await page.waitForURL((url) => url.pathname === '/load-details');
        await expect.poll(() => page.getByTestId('booking-reference').textContent()).toContain(reference);
        await checkA11y(page, `load details reference ${lang}`);
        for (const width of [1440, 1024, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await screenshot(page, `load-details-reference-${width}`, lang);
        }
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto('/scheduling-report');
        const field = page.getByRole('textbox', { name: CATALOGUES[lang].scheduling.report.reference });
        // a mistyped check digit is refused before anything is asked of the server
        const digit = Number(reference.slice(-1));
        await field.fill(`${reference.slice(0, -1)}${(digit + 1) % 10}`);
        await field.press('Enter');
        await page.getByText(CATALOGUES[lang].scheduling.report.errors.reference).waitFor();
        for (const width of [1440, 1024, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await screenshot(page, `scheduling-report-reference-${width}`, lang);
        }
      });
    },
  );
});
