import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DEMO_REQUESTER_LOGIN } from '../apps/server/src/db/seed/registration.seed';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { checkA11y, newJourney, screenshot, type Lang } from './support/browser';
import { apiToken, CATALOGUES, errorMessage, expectedMenu, menuLabels, pathOf, switchLanguage } from './support/portal';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/**
 * Linking an account is a request an Admin decides (issue 12). The journey uses only its own users:
 * novofornecedor (asks, is approved) and solicitante (its seeded request is refused), so it runs in any order
 * with the other journeys, which may leave other requests pending (auth's novologistica).
 */

const browser = useBrowser();

const r = (lang: Lang) => CATALOGUES[lang].registration;
const reg = (lang: Lang) => CATALOGUES[lang].register;

/** The number of requests awaiting a decision, as the server counts them now. */
async function pendingCount(): Promise<number> {
  const token = await apiToken('admin');
  const response = await fetch(`${inject('baseUrl')}/api/register-requests/pending-count`, {
    headers: { authorization: `Bearer ${token}`, 'x-target-service': 'registration' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pendentes: number }).pendentes;
}

/** Signs the Admin in and opens /register-requests from the side menu, whose entry shows the pending count. */
async function openRequestsAsAdmin(page: Page, lang: Lang): Promise<void> {
  const count = await pendingCount();
  await signInAndWait(page, 'admin', lang);
  const nav = page.getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav });
  const entry = nav.getByRole('link', {
    name: `${CATALOGUES[lang].menu.registerRequests} (${CATALOGUES[lang].layout.menuBadge.replace('{{count}}', String(count))})`,
  });
  await entry.waitFor();
  expect(await menuLabels(page, lang)).toEqual(expectedMenu('admin', lang));
  await entry.click();
  await waitForPath(page, '/register-requests');
  await page.getByRole('heading', { level: 1, name: CATALOGUES[lang].screens['register-requests'] }).waitFor();
  await page.getByRole('table', { name: r(lang).list.tableLabel }).waitFor();
}

/** Keeps the list to one user's requests: the filter's text and Enter. */
async function searchUser(page: Page, lang: Lang, login: string): Promise<void> {
  const text = page.getByRole('textbox', { name: r(lang).filters.text });
  await text.fill(login);
  await text.press('Enter');
  const table = page.getByRole('table', { name: r(lang).list.tableLabel });
  await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
  await table.locator('tbody tr', { hasText: login }).waitFor();
}

describe('registration: a link is a request an Admin decides', () => {
  test('a new supplier user asks, waits, is approved by the Admin and then sees its orders', async () => {
    const user = await newJourney(browser, 'pt-BR');
    const admin = await newJourney(browser, 'pt-BR');
    try {
      // the user asks for supplier A by its code
      const page = user.page;
      await signInAndWait(page, 'novofornecedor', 'pt-BR', '/register');
      await page.getByRole('radio', { name: reg('pt-BR').providerId }).check();
      await page.locator('input[name="idFornecedor"]').fill(String(DEMO_SUPPLIER_A_ID));
      await page.getByRole('button', { name: reg('pt-BR').submit, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerRequested')).first().waitFor();
      await page.getByText(reg('pt-BR').pendingTitle).waitFor();
      await page.getByText(String(DEMO_SUPPLIER_A_ID), { exact: false }).first().waitFor();
      expect(pathOf(page)).toBe('/register');
      await inBothLanguages(page, 'register-pending', (lang) => page.getByText(reg(lang).pendingTitle).waitFor(), {
        label: 'register pending',
        back: false,
      });

      // the Admin sees it in the list (the menu shows how many wait) and approves it
      const a = admin.page;
      await openRequestsAsAdmin(a, 'pt-BR');
      await checkA11y(a, 'register-requests pt-BR');
      await screenshot(a, 'register-requests', 'pt-BR');
      await switchLanguage(a, 'pt-BR', 'en-US');
      await a.getByRole('heading', { level: 1, name: CATALOGUES['en-US'].screens['register-requests'] }).waitFor();
      await checkA11y(a, 'register-requests en-US');
      await screenshot(a, 'register-requests', 'en-US');
      await switchLanguage(a, 'en-US', 'pt-BR');

      await searchUser(a, 'pt-BR', 'novofornecedor');
      await a.getByRole('button', { name: r('pt-BR').approve.label.replace('{{login}}', 'novofornecedor') }).click();
      const dialog = a.getByRole('dialog', { name: r('pt-BR').approve.title });
      await dialog.waitFor();
      await checkA11y(a, 'register-requests approve pt-BR');
      await screenshot(a, 'register-requests-approve', 'pt-BR');
      await dialog.getByRole('button', { name: r('pt-BR').approve.confirm, exact: true }).click();
      await a.getByText(errorMessage('pt-BR', 'registerRequestApproved')).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // the pending filter no longer lists it
      await a.getByText(r('pt-BR').list.empty).waitFor();

      // the user signs in again: the token carries supplier A, straight to its orders
      await withJourney(browser, 'pt-BR', async (again) => {
        await signInAndWait(again.page, 'novofornecedor');
        expect(await menuLabels(again.page, 'pt-BR')).toEqual(expectedMenu('fornecedor', 'pt-BR'));
        await again.page
          .getByRole('table', { name: CATALOGUES['pt-BR'].orders.inquiry.gridLabel })
          .locator('tbody tr')
          .first()
          .waitFor();
      });
    } finally {
      await user.context.close();
      await admin.context.close();
    }
  });

  test('a refused request shows its reason on /register, and the user may ask again', async () => {
    const reason = 'O código informado é de outro fornecedor. Confira o código no seu pedido de compra.';
    await withJourney(browser, 'pt-BR', async (admin) => {
      const a = admin.page;
      await openRequestsAsAdmin(a, 'pt-BR');
      await searchUser(a, 'pt-BR', DEMO_REQUESTER_LOGIN);
      await a.getByRole('button', { name: r('pt-BR').refuse.label.replace('{{login}}', DEMO_REQUESTER_LOGIN) }).click();
      const dialog = a.getByRole('dialog', { name: r('pt-BR').refuse.title });
      await dialog.waitFor();
      // the reason is required
      await dialog.getByRole('button', { name: r('pt-BR').refuse.confirm, exact: true }).click();
      await dialog.getByText(r('pt-BR').refuse.reasonRequired).waitFor();
      await dialog.getByRole('textbox', { name: r('pt-BR').refuse.reason }).fill(reason);
      await checkA11y(a, 'register-requests refuse pt-BR');
      await screenshot(a, 'register-requests-refuse', 'pt-BR');
      await dialog.getByRole('button', { name: r('pt-BR').refuse.confirm, exact: true }).click();
      await a.getByText(errorMessage('pt-BR', 'registerRequestRefused')).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
    });

    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, DEMO_REQUESTER_LOGIN, 'pt-BR', '/register');
      await page.getByText(reg('pt-BR').refusedTitle).waitFor();
      await page.getByText(reason).waitFor();
      // the form is back for a new request
      await page.getByRole('button', { name: reg('pt-BR').submit, exact: true }).waitFor();
      await inBothLanguages(page, 'register-refused', (lang) => page.getByText(reg(lang).refusedTitle).waitFor(), {
        label: 'register refused',
        back: false,
      });
    });
  });
});
