import { formatDateBr, ORDER_STATUS_NAMES } from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { signInToMain, useBrowser, withJourney } from './support/journeys';
import { listOrders, type ApiOrder } from './support/orders-api';
import { apiToken, CATALOGUES } from './support/portal';

/*
 * The shared screen pieces (issue 14): a list's filters live in the URL (apps/web/src/lib/use-url-filters.ts), so a
 * trip away and Back finds them, and the one date field (components/ui/date-field.tsx) is typed dd/mm/yyyy in every
 * language. The orders come from the API (never hard-coded ids), and nothing here reads today's date.
 */

function filterForm(page: Page, lang: Lang) {
  return page.getByRole('form', { name: CATALOGUES[lang].orders.inquiry.filters.title });
}

function field(page: Page, lang: Lang, label: string) {
  return filterForm(page, lang).getByRole('textbox', { name: label, exact: true });
}

async function visibleIds(page: Page, lang: Lang): Promise<number[]> {
  const table = page.getByRole('table', { name: CATALOGUES[lang].orders.inquiry.gridLabel });
  const cells = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  return cells.map((text) => Number(text.trim()));
}

async function expectGrid(page: Page, lang: Lang, ids: readonly number[]): Promise<void> {
  expect(ids.length).toBeGreaterThan(0);
  await expect.poll(() => visibleIds(page, lang), { timeout: 15_000 }).toEqual(ids);
}

const browser = useBrowser();
let token: string;
/** the first page of supplier A's orders, by order number */
let firstPage: ApiOrder[];

beforeAll(async () => {
  token = await apiToken('fornecedor');
  firstPage = await listOrders(token, { ordenacao: 'pedido' });
});

describe('shared screen pieces', () => {
  test('filters and the selection survive the trip /main → /load → Back', async () => {
    const lang: Lang = 'pt-BR';
    const f = CATALOGUES[lang].orders.inquiry.filters;
    // the week of an approved order: its approved orders can be ticked for a load
    const approved = firstPage.find((o) => o.status === 'A');
    if (!approved) throw new Error('the seeded first page of supplier A has no approved order');
    const week = approved.calendarioComercial.semanaComercial;
    const expected = await listOrders(token, {
      ordenacao: 'pedido',
      status: 'A',
      calendarioComercial: { semanaComercial: week },
    });
    const ticked = expected[0]!;

    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      await field(page, lang, f.week).fill(String(week));
      await field(page, lang, f.status).click();
      await page.getByRole('option', { name: `A - ${ORDER_STATUS_NAMES[lang].A}`, exact: true }).click();
      await filterForm(page, lang).getByRole('button', { name: f.search, exact: true }).click();
      await expectGrid(
        page,
        lang,
        expected.map((o) => o.id),
      );
      // the applied search is in the address: shareable, and what Back returns to
      const search = new URL(page.url()).searchParams;
      expect(Object.fromEntries(search)).toEqual({ semanaComercial: String(week), status: 'A' });

      const tick = page.getByRole('checkbox', {
        name: CATALOGUES[lang].orders.inquiry.selectOrder.replace('{{order}}', String(ticked.id)),
      });
      await tick.check();
      await page
        .getByRole('button', { name: CATALOGUES[lang].orders.inquiry.actions.assembleLoad, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/load');
      await page.getByRole('region', { name: CATALOGUES[lang].loads.assemble.title }).waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/main');
      await expectGrid(
        page,
        lang,
        expected.map((o) => o.id),
      );
      expect(await field(page, lang, f.week).inputValue()).toBe(String(week));
      expect(await field(page, lang, f.status).inputValue()).toBe(`A - ${ORDER_STATUS_NAMES[lang].A}`);
      expect(await tick.isChecked()).toBe(true);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        semanaComercial: String(week),
        status: 'A',
      });

      // a week that does not exist is refused with a translated message, not searched as week 7
      await field(page, lang, f.week).fill('77');
      await filterForm(page, lang).getByText(CATALOGUES[lang].ui.weekField.invalid.replace('{{max}}', '53')).waitFor();

      // the date field of pt-BR with its calendar open, beside the filters
      await field(page, lang, f.week).fill(String(week));
      await field(page, lang, f.scheduledFrom).pressSequentially(formatDateBr('2027-03-05'));
      await filterForm(page, lang)
        .getByRole('button', { name: CATALOGUES[lang].ui.dateField.openCalendar })
        .first()
        .click();
      await page.getByRole('dialog').getByText('março 2027').waitFor();
      await screenshot(page, 'shared-filters-date-field', lang);
      await checkA11y(page, 'filters with the date calendar pt-BR');
    });
  });

  test('dates are typed as dd/mm/yyyy in en-US, and searched as the same day', async () => {
    const lang: Lang = 'en-US';
    const f = CATALOGUES[lang].orders.inquiry.filters;
    const scheduled = firstPage.flatMap((o) => o.cargas.flatMap((c) => c.agendamentos.map((a) => a.dtEntrega)));
    const day = scheduled[0];
    if (!day) throw new Error('the seeded first page of supplier A has no scheduled order');
    const expected = await listOrders(token, {
      ordenacao: 'pedido',
      dataAgendamentoInicial: day,
      dataAgendamentoFinal: day,
    });

    await withJourney(browser, lang, async ({ page }) => {
      await signInToMain(page, 'fornecedor', lang);
      const from = field(page, lang, f.scheduledFrom);
      const to = field(page, lang, f.scheduledTo);
      expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      // typed key by key, day first, as a person in an American browser would not be able to with a native input
      await from.pressSequentially(formatDateBr(day));
      await to.pressSequentially(formatDateBr(day));
      await to.press('Enter');
      await expectGrid(
        page,
        lang,
        expected.map((o) => o.id),
      );
      expect(await from.inputValue()).toBe(formatDateBr(day));
      expect(new URL(page.url()).searchParams.get('dataAgendamentoInicial')).toBe(day);

      // an impossible date is refused in English
      await to.fill('');
      await to.pressSequentially('31/02/2027');
      await filterForm(page, lang).getByText(CATALOGUES[lang].ui.dateField.invalid, { exact: true }).waitFor();
      await to.fill('');
      await to.pressSequentially(formatDateBr(day));

      await filterForm(page, lang)
        .getByRole('button', { name: CATALOGUES[lang].ui.dateField.openCalendar })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, 'shared-filters-date-field', lang);
      await checkA11y(page, 'filters with the date calendar en-US');
    });
  });
});
