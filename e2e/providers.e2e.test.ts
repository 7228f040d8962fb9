import { cnpjCheckDigits, formatCnpj } from '@portal/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { CATALOGUES, errorMessage, pathOf } from './support/portal';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/**
 * Providers and subcontractors (issue 15): an admin registers a subcontractor, links it to demo supplier A, finds
 * the link on supplier A's page and toggles one of its flags back and forth; Logistica sees a provider read-only.
 * The journey's subcontractor has a CNPJ of its own per run; the link and the flag are put back as they were, so
 * the other journeys see supplier A as seeded.
 */

const browser = useBrowser();

const p = (lang: Lang) => CATALOGUES[lang].providers;
const s = (lang: Lang) => CATALOGUES[lang].subcontractors;
const SUPPLIER_A_NAME = 'Confecções Vale do Itajaí Ltda';

/** A valid numeric CNPJ no seeded subcontractor holds: 12 characters from the clock, then its check digits. */
function runCnpj(): string {
  const base = `9${String(Date.now()).slice(-11)}`;
  return base + cnpjCheckDigits(base);
}

/** The two lists of the journey: their menu entry and their path, which names their heading too. */
const LISTS = {
  'provider-list': 'providerList',
  'subcontractor-list': 'subcontractorList',
} as const;

/** Opens a list from the side menu and waits for its heading. */
async function openFromMenu(page: Page, lang: Lang, screen: keyof typeof LISTS): Promise<void> {
  await page
    .getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav })
    .getByRole('link', { name: CATALOGUES[lang].menu[LISTS[screen]] })
    .click();
  await waitForPath(page, `/${screen}`);
  await page.getByRole('heading', { level: 1, name: CATALOGUES[lang].screens[screen] }).waitFor();
}

/** Opens /provider-list, searches supplier A by name (Enter) and opens its details. */
async function openSupplierA(page: Page, lang: Lang): Promise<void> {
  const list = p(lang).list;
  await openFromMenu(page, lang, 'provider-list');
  const name = page.getByRole('textbox', { name: list.filters.name, exact: true });
  await name.fill('Vale do Itajaí');
  await name.press('Enter');
  const table = page.getByRole('table', { name: list.tableLabel });
  await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
  await table.locator(`tr[data-provider-id="${DEMO_SUPPLIER_A_ID}"]`).waitFor();
  await inBothLanguages(page, 'provider-list', async (l) => {
    await page.getByRole('table', { name: p(l).list.tableLabel }).waitFor();
  });
  await table.getByRole('button', { name: list.openLabel.replace('{{name}}', SUPPLIER_A_NAME) }).click();
  await waitForPath(page, '/provider-details');
  expect(new URL(page.url()).search).toBe(`?id=${DEMO_SUPPLIER_A_ID}`);
  await page.getByRole('list', { name: p(lang).details.dataLabel }).waitFor();
}

describe('providers and subcontractors', () => {
  test('an admin registers a subcontractor, links it to supplier A and finds it on the provider', async () => {
    const cnpj = runCnpj();
    const tradeName = `Oficina E2E ${cnpj.slice(-6)}`;
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      const lang: Lang = 'pt-BR';
      const list = s(lang).list;
      const details = s(lang).details;
      await signInAndWait(page, 'admin', lang);
      await openFromMenu(page, lang, 'subcontractor-list');
      await page.getByRole('table', { name: list.tableLabel }).locator('tbody tr').first().waitFor();
      await inBothLanguages(page, 'subcontractor-list', async (l) => {
        await page
          .getByRole('table', { name: s(l).list.tableLabel })
          .locator('tbody tr')
          .first()
          .waitFor();
      });

      // New: an empty form, Active; an empty save names the required fields
      await page.getByRole('link', { name: list.new }).click();
      await waitForPath(page, '/subcontractor-details');
      const form = page.getByRole('form', { name: details.form.title });
      await form.waitFor();
      await form.getByRole('button', { name: details.form.save }).click();
      await form
        .getByText(errorMessage(lang, 'requiredField').replace('{{field}}', details.fields.razaoSocial))
        .waitFor();
      // adding a provider before saving is refused
      await page.getByRole('button', { name: details.linked.add }).click();
      await page.getByText(errorMessage(lang, 'subcontractorMustBeSaved')).first().waitFor();

      const fill = async (field: keyof typeof details.fields, value: string) =>
        form.getByRole('textbox', { name: details.fields[field] }).fill(value);
      await fill('razaoSocial', `${tradeName} Confecções Ltda`);
      await fill('nomeFantasia', tradeName);
      await fill('cnpj', cnpj);
      await fill('codigoABVTEX', `ABV-${cnpj.slice(-5)}`);
      await fill('email', `contato.${cnpj.slice(-6)}@oficinae2e.com.br`);
      await fill('endereco', 'Rua Sete de Setembro, 500, Centro, Blumenau - SC');
      await fill('telefonePrincipal', '(47) 3326-4400');
      await fill('outroTelefone', '(47) 99123-4567');
      await expect
        .poll(() => form.getByRole('textbox', { name: details.fields.cnpj }).inputValue())
        .toBe(formatCnpj(cnpj));
      await inBothLanguages(page, 'subcontractor-new', async (l) => {
        await page.getByRole('form', { name: s(l).details.form.title }).waitFor();
      });
      await form.getByRole('button', { name: details.form.save }).click();
      await page.getByText(errorMessage(lang, 'registerSuccess')).first().waitFor();
      // the page is now the new subcontractor's
      await page.waitForURL((url) => url.pathname === '/subcontractor-details' && /^\?id=\d+$/.test(url.search));
      await page.getByText(details.linked.empty).waitFor();

      // link demo supplier A from the searchable pick list
      await page.getByRole('button', { name: details.linked.add }).click();
      const dialog = page.getByRole('dialog', { name: details.add.title });
      await dialog.waitFor();
      await dialog.getByRole('searchbox', { name: details.add.search }).fill('Vale do Itajaí');
      const choice = dialog.getByRole('radio', { name: `${DEMO_SUPPLIER_A_ID} - ${SUPPLIER_A_NAME}` });
      await choice.waitFor();
      // the pick list shows this search's answer (not the previous one's, dimmed while the search runs)
      await expect
        .poll(async () => {
          const busy = await dialog.locator('[aria-busy="true"]').count();
          const labels = await dialog
            .getByRole('radio')
            .evaluateAll((radios) => radios.map((radio) => radio.closest('.mantine-Radio-root')?.textContent ?? ''));
          return busy === 0 && labels.every((label) => label.includes('Vale do Itajaí'));
        })
        .toBe(true);
      await checkA11y(page, 'subcontractor add provider pt-BR');
      await screenshot(page, 'subcontractor-add-provider', lang);
      await choice.check();
      await dialog.getByRole('button', { name: details.add.save }).click();
      await dialog.waitFor({ state: 'hidden' });
      const linked = page.getByRole('table', { name: details.linked.tableLabel });
      await linked.getByText(`${DEMO_SUPPLIER_A_ID} - ${SUPPLIER_A_NAME}`).waitFor();
      await inBothLanguages(page, 'subcontractor-details', async (l) => {
        await page.getByRole('table', { name: s(l).details.linked.tableLabel }).waitFor();
      });

      // supplier A's page lists the new subcontractor
      await openSupplierA(page, lang);
      const pd = p(lang).details;
      const subs = page.getByRole('table', { name: pd.linked.tableLabel });
      await subs.getByText(tradeName, { exact: true }).waitFor();
      await subs.getByText(formatCnpj(cnpj)).waitFor();
      await inBothLanguages(page, 'provider-details', async (l) => {
        await page.getByRole('table', { name: p(l).details.linked.tableLabel }).waitFor();
      });

      // "is subcontractor" (No in the seed) goes to Yes and back, each saved with a toast
      const flag = page.getByRole('radiogroup', { name: pd.flags.isSubcontratado });
      const yesNo = { yes: 'Sim', no: 'Não' };
      await expect.poll(() => flag.getByRole('radio', { name: yesNo.no }).isChecked()).toBe(true);
      // the radio follows the provider the server answers: a click, then the answer
      await flag.getByRole('radio', { name: yesNo.yes }).click();
      await expect.poll(() => page.getByText(errorMessage(lang, 'saveSuccess')).count()).toBeGreaterThan(0);
      await expect.poll(() => flag.getByRole('radio', { name: yesNo.yes }).isChecked()).toBe(true);
      await expect.poll(() => flag.getByRole('radio', { name: yesNo.yes }).isEnabled()).toBe(true);
      await flag.getByRole('radio', { name: yesNo.no }).click();
      await expect.poll(() => flag.getByRole('radio', { name: yesNo.no }).isChecked()).toBe(true);
      await page.reload();
      await page.getByRole('radiogroup', { name: pd.flags.isSubcontratado }).waitFor();
      await expect.poll(() => flag.getByRole('radio', { name: yesNo.no }).isChecked()).toBe(true);

      // the link is removed after the confirmation (supplier A is left as seeded)
      await subs
        .getByRole('button', { name: pd.linked.removeLabel.replace('{{name}}', `${formatCnpj(cnpj)} - ${tradeName}`) })
        .click();
      const confirm = page.getByRole('dialog', { name: pd.linked.removeTitle });
      await confirm.waitFor();
      await checkA11y(page, 'provider unlink pt-BR');
      await confirm.getByRole('button', { name: pd.linked.confirm }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => subs.getByText(tradeName, { exact: true }).count()).toBe(0);

      // Back returns to the list with its search
      await page.getByRole('link', { name: pd.back }).click();
      await waitForPath(page, '/provider-list');
      expect(new URL(page.url()).searchParams.get('nome')).toBe('Vale do Itajaí');
      expect(pathOf(page)).toBe('/provider-list');
    });
  }, 240_000);

  test('Logistica sees a provider read-only', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'logistica', 'pt-BR', '/dock-board');
      await openSupplierA(page, 'pt-BR');
      const pd = p('pt-BR').details;
      await page.getByText(pd.readOnly).waitFor();
      await page.getByRole('table', { name: pd.linked.tableLabel }).waitFor();
      for (const radio of await page.getByRole('radio').all()) expect(await radio.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: pd.linked.add }).count()).toBe(0);
      expect(await page.getByRole('button', { name: pd.linked.remove }).count()).toBe(0);
      await inBothLanguages(page, 'provider-details-readonly', async (l) => {
        await page.getByText(p(l).details.readOnly).waitFor();
      });
    });
  });
});
