import {
  SAMPLE_CONCESSION_STATUS_NAMES,
  sampleConcessionPageSchema,
  sampleValidationOf,
  selectionOf,
  type SampleConcessionDto,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { generateDemoData } from '../apps/server/src/db/seed/demo-data';
import { sampleConcessionToApprove } from '../apps/server/src/db/seed/demo-guarantees';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiGraphql } from './support/invoices';
import { apiToken, CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { searchAndTickOrder, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/*
 * Sample-order concessions in a real browser: supplier A presses Reconcile on /main for an approved order whose
 * only sample order waits for its concession and is stopped with the concession's status and reason; an admin
 * finds the concession on /order-sample-list and approves it on /order-sample-details; supplier A presses Reconcile
 * again and goes on to the order's next step. The order is the one demo-guarantees.ts promises for any date.
 */

const browser = useBrowser();
const s = (lang: Lang) => CATALOGUES[lang].samples;

const FIND = /* GraphQL */ `
  query ($filtro: FiltroConcessaoAmostraInput) {
    listarTodasConcessoesFiltradas(filtro: $filtro, pagina: 1) ${selectionOf(sampleConcessionPageSchema)}
  }
`;

/** The pending concession of the promised order, as the API shows it to an admin. */
let concession: SampleConcessionDto;

beforeAll(async () => {
  const promised = sampleConcessionToApprove(generateDemoData(journeyToday()));
  expect(promised, 'the demo promises an order whose only sample waits for its concession').not.toBeNull();
  const answer = await apiGraphql<{ listarTodasConcessoesFiltradas: unknown }>(await apiToken('admin'), FIND, {
    filtro: { pedidoAmostra: promised!.sampleId },
  });
  const [found] = sampleConcessionPageSchema.parse(answer.listarTodasConcessoesFiltradas).itens;
  expect(found).toMatchObject({ pedido: promised!.originId, status: { id: 1 } });
  concession = found!;
}, 120_000);

/** On /main as supplier A: ticks the order and presses Reconcile. */
async function pressReconcile(page: Page, lang: Lang): Promise<void> {
  await searchAndTickOrder(page, lang, concession.pedido);
  await page.getByRole('button', { name: CATALOGUES[lang].orders.inquiry.actions.reconcile, exact: true }).click();
}

/** The list filtered to the concession's sample order, from the side menu. */
async function openListAsAdmin(page: Page, lang: Lang): Promise<void> {
  await signInAndWait(page, 'admin', lang);
  const nav = page.getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav });
  await nav.getByRole('link', { name: CATALOGUES[lang].menu.orderSampleList, exact: true }).click();
  await waitForPath(page, '/order-sample-list');
  const table = page.getByRole('table', { name: s(lang).list.tableLabel });
  await table.locator('tbody tr').first().waitFor();
  const sampleBox = page.getByRole('textbox', { name: s(lang).list.filters.sampleOrder, exact: true });
  await sampleBox.fill(String(concession.pedidoAmostra));
  await sampleBox.press('Enter');
  await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
  await table.locator('tbody tr', { hasText: String(concession.pedidoAmostra) }).waitFor();
}

describe('samples: an admin approves the concession that stops an order', () => {
  test('supplier A is stopped, the admin approves the concession, supplier A goes on', async () => {
    // supplier A is stopped on /main, with the concession's status and reason, in both languages
    for (const lang of ['pt-BR', 'en-US'] as const) {
      await withJourney(browser, lang, async ({ page }) => {
        await signInAndWait(page, 'fornecedor', lang);
        await pressReconcile(page, lang);
        const expected = sampleValidationOf(
          concession.pedido,
          [
            {
              id: concession.pedidoAmostra,
              erpStatus: null,
              concession: { status: concession.status.id, reason: concession.motivo },
            },
          ],
          lang,
        ).messageError!;
        await page.getByText(expected).first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/main');
        // the toast goes after a few seconds: the picture first
        await screenshot(page, 'sample-concession-stopped', lang);
        await checkA11y(page, `main sample stopped ${lang}`);
      });
    }

    // the admin finds it on the list (both languages), opens it, and approves it
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await openListAsAdmin(page, 'pt-BR');
      const row = (lang: Lang) =>
        page
          .getByRole('table', { name: s(lang).list.tableLabel })
          .locator('tbody tr')
          .first();
      await row('pt-BR').getByText(SAMPLE_CONCESSION_STATUS_NAMES['pt-BR'][1], { exact: true }).waitFor();
      await checkA11y(page, 'order-sample-list pt-BR');
      await screenshot(page, 'order-sample-list', 'pt-BR');
      await switchLanguage(page, 'pt-BR', 'en-US');
      await row('en-US').getByText(SAMPLE_CONCESSION_STATUS_NAMES['en-US'][1], { exact: true }).waitFor();
      await checkA11y(page, 'order-sample-list en-US');
      await screenshot(page, 'order-sample-list', 'en-US');

      // a new concession's form: it starts pending
      await page.getByRole('link', { name: s('en-US').list.new, exact: true }).click();
      await waitForPath(page, '/order-sample-details');
      await page.getByRole('heading', { level: 1, name: s('en-US').details.newTitle }).waitFor();
      await page.getByRole('button', { name: s('en-US').details.save, exact: true }).click();
      await page.getByText(s('en-US').details.errors.required).first().waitFor();
      await checkA11y(page, 'order-sample-details new en-US');
      await screenshot(page, 'order-sample-details-new', 'en-US');
      await switchLanguage(page, 'en-US', 'pt-BR');
      await page.getByRole('heading', { level: 1, name: s('pt-BR').details.newTitle }).waitFor();
      await checkA11y(page, 'order-sample-details new pt-BR');
      await screenshot(page, 'order-sample-details-new', 'pt-BR');
      await page.goBack();

      await waitForPath(page, '/order-sample-list');
      const edit = page.getByRole('link', {
        name: s('pt-BR')
          .list.edit.replace('{{id}}', String(concession.id))
          .replace('{{pedidoAmostra}}', String(concession.pedidoAmostra)),
      });
      await edit.click();
      await waitForPath(page, '/order-sample-details');
      await page
        .getByRole('heading', { level: 1, name: s('pt-BR').details.editTitle.replace('{{id}}', String(concession.id)) })
        .waitFor();
      const sampleKey = page.getByRole('textbox', { name: s('pt-BR').details.fields.pedidoAmostra });
      expect(await sampleKey.inputValue()).toBe(String(concession.pedidoAmostra));
      expect(await sampleKey.getAttribute('readonly')).not.toBeNull();
      await checkA11y(page, 'order-sample-details pt-BR');
      await screenshot(page, 'order-sample-details', 'pt-BR');
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page.getByRole('button', { name: s('en-US').details.save, exact: true }).waitFor();
      await checkA11y(page, 'order-sample-details en-US');
      await screenshot(page, 'order-sample-details', 'en-US');
      await switchLanguage(page, 'en-US', 'pt-BR');

      await page
        .getByRole('combobox', { name: s('pt-BR').details.fields.status })
        .selectOption({ label: SAMPLE_CONCESSION_STATUS_NAMES['pt-BR'][2] });
      const reason = page.getByRole('textbox', { name: s('pt-BR').details.fields.motivo });
      await reason.fill('Laudo do laboratório aprovado; variação de tom dentro da tolerância comercial.');
      await page.getByRole('button', { name: s('pt-BR').details.save, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await screenshot(page, 'order-sample-details-approved', 'pt-BR');
      await checkA11y(page, 'order-sample-details saved pt-BR');

      // Back: the filtered list shows it approved
      await page.goBack();
      await waitForPath(page, '/order-sample-list');
      await row('pt-BR').getByText(SAMPLE_CONCESSION_STATUS_NAMES['pt-BR'][2], { exact: true }).waitFor();
    });

    // supplier A presses Reconcile again and goes on to the order's next step
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'fornecedor', 'pt-BR');
      await pressReconcile(page, 'pt-BR');
      await page.waitForURL(
        (url) =>
          ['/subcontractor-invoice', '/sustainability', '/producer-declaration', '/reconcile'].includes(url.pathname) &&
          url.search === `?id=${concession.pedido}`,
      );
      await checkA11y(page, 'after the sample concession pt-BR');
      await screenshot(page, 'sample-concession-next-step', 'pt-BR');
    });
  });
});
