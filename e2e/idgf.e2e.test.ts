import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import type { Lang } from './support/browser';
import { checkA11y, screenshot } from './support/browser';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';
import { CATALOGUES } from './support/portal';

/*
 * The supplier's performance report (issue 17, decision A34): demo supplier A opens /idgf from the side menu, reads
 * its figures, changes the period, hovers a figure's definition and exports that figure's CSV; an admin opens the
 * same report for supplier A from its provider details. The demo guarantee "IDGF figures of supplier A" promises
 * every card something to show over the default period, on any date.
 */

const browser = useBrowser();
const g = (lang: Lang) => CATALOGUES[lang].idgf;
const SUPPLIER_A_NAME = 'Confecções Vale do Itajaí Ltda';

/** The card of a figure (a region named by its title). */
const card = (page: Page, lang: Lang, figure: keyof ReturnType<typeof g>['figures']) =>
  page.getByRole('region', { name: g(lang).figures[figure].title, exact: true });

/** The report is on screen: every card, the delivery chart drawn. */
async function reportShown(page: Page, lang: Lang): Promise<void> {
  for (const figure of Object.keys(g(lang).figures) as (keyof ReturnType<typeof g>['figures'])[])
    await card(page, lang, figure).waitFor();
  await card(page, lang, 'onTimeDelivery').getByRole('img').first().waitFor();
}

describe('the IDGF report', () => {
  test('supplier A reads its figures, changes the period, hovers a definition and exports a CSV', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'fornecedor', 'pt-BR');
      await page
        .getByRole('navigation', { name: CATALOGUES['pt-BR'].layout.mainNav })
        .getByRole('link', { name: CATALOGUES['pt-BR'].menu.idgf, exact: true })
        .click();
      await waitForPath(page, '/idgf');
      await page.getByRole('heading', { level: 1, name: CATALOGUES['pt-BR'].screens.idgf }).waitFor();
      await reportShown(page, 'pt-BR');
      // the demo data gives every rate something to count
      const delivery = card(page, 'pt-BR', 'onTimeDelivery');
      expect(await delivery.getByText(/^\d+([,.]\d)?%$/).count()).toBe(1);
      expect(
        await card(page, 'pt-BR', 'firstPass')
          .getByText(/^\d+([,.]\d)?%$/)
          .count(),
      ).toBe(1);
      await inBothLanguages(page, 'idgf', (lang) => reportShown(page, lang));

      // the period: the last 4 weeks, then two weeks typed
      // (a chip's box is hidden behind its label: the label is what a person clicks)
      await page.locator('label', { hasText: g('pt-BR').period.lastWeeks.replace('{{count}}', '4') }).click();
      await page.waitForURL((url) => url.pathname === '/idgf' && url.searchParams.has('de'));
      const shown = page.getByText(/^Semanas \d{2}\/\d{4} a \d{2}\/\d{4}/);
      await shown.waitFor();
      const url = new URL(page.url());
      const weeksOf = (key: string) => Number(key.slice(0, 4)) * 53 + Number(key.slice(5));
      expect(weeksOf(url.searchParams.get('ate')!) - weeksOf(url.searchParams.get('de')!)).toBe(3);
      await reportShown(page, 'pt-BR');

      // a definition on hover
      await delivery.getByRole('button', { name: new RegExp(`^${g('pt-BR').definition}`) }).hover();
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain('janela de entrega do pedido');
      await checkA11y(page, 'idgf definition pt-BR');
      await screenshot(page, 'idgf-definition', 'pt-BR');

      // the figure's CSV
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        delivery.getByRole('button', { name: new RegExp(`${g('pt-BR').figures.onTimeDelivery.title} em CSV`) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^idgf_onTimeDelivery_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
      const csv = (await readFile((await download.path())!)).toString('utf8');
      expect(csv.startsWith('\uFEFFSemana;No prazo;Antecipadas;Atrasadas;Sem janela;Taxa (%)\r\n')).toBe(true);
      // four weeks and the total
      expect(csv.trim().split('\r\n')).toHaveLength(6);
    });
  });

  test("an admin opens supplier A's report from its provider details", async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'admin', 'pt-BR');
      await page.goto(`/provider-details?id=${DEMO_SUPPLIER_A_ID}`);
      await page.getByRole('heading', { level: 1, name: CATALOGUES['pt-BR'].screens['provider-details'] }).waitFor();
      await page.getByRole('link', { name: CATALOGUES['pt-BR'].menu.idgf, exact: true }).click();
      await waitForPath(page, '/provider-details/idgf');
      expect(new URL(page.url()).search).toBe(`?id=${DEMO_SUPPLIER_A_ID}`);
      await page.getByText(g('pt-BR').introAdmin.replace('{{name}}', SUPPLIER_A_NAME)).waitFor();
      await reportShown(page, 'pt-BR');
      await inBothLanguages(page, 'idgf-admin', async (lang) => {
        await page.getByText(g(lang).introAdmin.replace('{{name}}', SUPPLIER_A_NAME)).waitFor();
        await reportShown(page, lang);
      });
      await page.getByRole('link', { name: g('pt-BR').back, exact: true }).click();
      await waitForPath(page, '/provider-details');
    });
  });
});
