import type { ProfileKey } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { checkA11y, screenshot } from './support/browser';
import { journeyNow } from './support/clock';
import {
  CATALOGUES,
  errorMessage,
  expectedMenu,
  menuLabels,
  pathOf,
  storeForgedToken,
  signOut,
  storedSession,
  submitLogin,
  switchLanguage,
} from './support/portal';
import { signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/** The six demo users with exactly one profile each (apps/server/src/db/seed/users.seed.ts). */
const PROFILE_LOGINS: ReadonlyArray<readonly [ProfileKey, string]> = [
  ['admin', 'admin'],
  ['fornecedor', 'fornecedor'],
  ['usuario', 'usuario'],
  ['youcom-usuario', 'youcom'],
  ['camicado-usuario', 'camicado'],
  ['logistica', 'logistica'],
];

const SIGNED_OUT = { token: null, perfis: null, chapa: null, nome: null };

const browser = useBrowser();

describe('shell: each profile signs in, sees its menu in three languages and signs out', () => {
  for (const [profile, login] of PROFILE_LOGINS) {
    test(`${login} (${profile})`, async () => {
      await withJourney(browser, 'pt-BR', async ({ page }) => {
        await page.goto('/');
        await waitForPath(page, '/login');

        await submitLogin(page, login, 'demo1234', 'pt-BR');
        // a logistics user lands on its dock board (issue 18), everyone else on the order search
        await waitForPath(page, profile === 'logistica' ? '/dock-board' : '/main');
        expect(await menuLabels(page, 'pt-BR')).toEqual(expectedMenu(profile, 'pt-BR'));
        await expect
          .poll(() => page.getByRole('button', { name: CATALOGUES['pt-BR'].layout.signOut }).isVisible())
          .toBe(true);
        await checkA11y(page, `main ${login} pt-BR`);
        await screenshot(page, `main-${login}`, 'pt-BR');

        await switchLanguage(page, 'pt-BR', 'en-US');
        await expect.poll(() => menuLabels(page, 'en-US')).toEqual(expectedMenu(profile, 'en-US'));
        await checkA11y(page, `main ${login} en-US`);
        await screenshot(page, `main-${login}`, 'en-US');

        await switchLanguage(page, 'en-US', 'es-ES');
        await expect.poll(() => menuLabels(page, 'es-ES')).toEqual(expectedMenu(profile, 'es-ES'));
        await checkA11y(page, `main ${login} es-ES`);

        await signOut(page, 'es-ES');
        expect(pathOf(page)).toBe('/login');
        expect(await storedSession(page)).toEqual(SIGNED_OUT);
        await page.locator('input[name="login"]').waitFor();
      });
    });
  }
});

describe('shell: route guard and session', () => {
  test('a route the profile lacks shows the without-permission message', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'fornecedor');
      await page.goto('/cd-list');
      const c = CATALOGUES['pt-BR'];
      await expect.poll(() => page.getByText(c.guard.withoutPermission).isVisible()).toBe(true);
      await page.getByText(c.guard.withoutPermissionTitle).first().waitFor();
      expect(pathOf(page)).toBe('/cd-list');
      // the menu stays: the user can go on from there
      expect(await menuLabels(page, 'pt-BR')).toEqual(expectedMenu('fornecedor', 'pt-BR'));
      await checkA11y(page, 'without-permission pt-BR');
      await screenshot(page, 'without-permission', 'pt-BR');
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page.getByText(CATALOGUES['en-US'].guard.withoutPermission).waitFor();
      await screenshot(page, 'without-permission', 'en-US');
    });
  });

  test('a token the server refuses makes the next API call show the session-expired alert and go to /login', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'usuario');
      // Same claims, another key: the browser still believes it, the server does not.
      await storeForgedToken(page, (claims) => claims);
      await page.reload();
      const c = CATALOGUES['pt-BR'];
      const message = page.getByText(errorMessage('pt-BR', 'sessionExpired'));
      await message.waitFor();
      await page.getByText(c.session.expiredTitle).first().waitFor();
      await checkA11y(page, 'session-expired pt-BR');
      await screenshot(page, 'session-expired', 'pt-BR');
      const ok = page.getByRole('button', { name: c.session.ok, exact: true });
      if (await ok.isVisible()) await ok.click();
      await waitForPath(page, '/login');
      expect(await storedSession(page)).toEqual(SIGNED_OUT);
    });
  });

  test('an expired token in storage is dropped: the protected page leads to /login', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'usuario');
      const past = Math.floor(journeyNow().getTime() / 1000) - 3600;
      await storeForgedToken(page, (claims) => ({ ...claims, iat: past - 60, exp: past }));
      await page.goto('/main');
      await waitForPath(page, '/login');
      await page.locator('input[name="login"]').waitFor();
      expect((await storedSession(page)).token).toBeNull();
    });
  });
});
