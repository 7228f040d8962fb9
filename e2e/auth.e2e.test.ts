import { PROFILES } from '@portal/domain';
import { describe, expect, inject, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import {
  CATALOGUES,
  errorMessage,
  expectedMenu,
  menuLabels,
  pathOf,
  signIn,
  storedSession,
  submitLogin,
  switchLanguage,
} from './support/portal';
import { SSO_ACCOUNTS } from './support/sso-accounts';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

const browser = useBrowser();

describe('auth: sign-in page', () => {
  test('/ leads to the login page, in Portuguese and in English', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await page.goto('/');
      await waitForPath(page, '/login');
      await inBothLanguages(
        page,
        'login',
        (lang) => page.getByRole('heading', { name: CATALOGUES[lang].login.title }).waitFor(),
        {
          back: false,
        },
      );
    });
  });

  test('the browser language is used when no flag was picked', async () => {
    await withJourney(browser, 'es-ES', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('heading', { name: CATALOGUES['es-ES'].login.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    });
  });

  test('a wrong password shows the translated wrong-login-or-password message', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signIn(page, 'usuario', 'pt-BR', 'not-the-password');
      const alert = page.getByRole('alert').filter({ hasText: errorMessage('pt-BR', 'wrongLoginOrPassword') });
      await alert.waitFor();
      expect(pathOf(page)).toBe('/login');
      await checkA11y(page, 'login wrong password pt-BR');
      await screenshot(page, 'login-wrong-password', 'pt-BR');
      // the message follows the language
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page
        .getByRole('alert')
        .filter({ hasText: errorMessage('en-US', 'wrongLoginOrPassword') })
        .waitFor();
      await screenshot(page, 'login-wrong-password', 'en-US');
      expect((await storedSession(page)).token).toBeNull();
    });
  });

  test('a protected page opened while signed out leads to the login and back there after sign-in', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await page.goto('/cd-list');
      await waitForPath(page, '/login');
      await submitLogin(page, 'admin', 'demo1234');
      await waitForPath(page, '/cd-list');
      expect(await menuLabels(page, 'pt-BR')).toEqual(expectedMenu('admin', 'pt-BR'));
    });
  });
});

describe('auth: registration', () => {
  test('a logistics user without a CD asks for one and is told the request awaits approval', async () => {
    const c = CATALOGUES['pt-BR'];
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'novologistica', 'pt-BR', '/register');
      await page.getByRole('heading', { name: c.register.title }).waitFor();
      const cd = page.getByRole('combobox', { name: c.register.cd });
      await expect.poll(() => cd.locator('option').count()).toBeGreaterThan(1);
      await inBothLanguages(page, 'register', (lang) =>
        page.getByRole('heading', { name: CATALOGUES[lang].register.title }).waitFor(),
      );

      // the first CD of the list; a link is a request an Admin approves (registration.e2e.test.ts follows it)
      await cd.selectOption({ index: 1 });
      await page.getByRole('button', { name: c.register.submit, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerRequested')).first().waitFor();
      await page.getByText(c.register.pendingTitle).waitFor();
      expect(pathOf(page)).toBe('/register');

      // signing in again changes nothing until an Admin decides: the pending request, not the form
      await page.getByRole('button', { name: c.register.backToLogin }).click();
      await waitForPath(page, '/login');
      expect((await storedSession(page)).token).toBeNull();
      await submitLogin(page, 'novologistica', 'demo1234');
      await waitForPath(page, '/register');
      await page.getByText(c.register.pendingTitle).waitFor();
    });
  });
});

describe('auth: profile problems', () => {
  const cases: ReadonlyArray<{ login: string; screen: string; title: (lang: Lang) => string; listed: string[] }> = [
    {
      login: 'multiperfil',
      screen: 'several-profiles',
      title: (lang) => CATALOGUES[lang].gateway.severalTitle,
      listed: ['NPFornec_Renner_Admin', 'NPFornec_Renner_Usuario'],
    },
    {
      login: 'semperfil',
      screen: 'no-profile',
      title: (lang) => CATALOGUES[lang].gateway.noProfileTitle,
      listed: [],
    },
    {
      login: 'perfilinvalido',
      screen: 'profile-not-found',
      title: (lang) => CATALOGUES[lang].gateway.notFoundTitle,
      listed: ['NPFornec_Renner_Gerente', ...PROFILES.map((p) => p.name)],
    },
  ];

  for (const { login, screen, title, listed } of cases) {
    test(`${login} sees the ${screen} screen`, async () => {
      await withJourney(browser, 'pt-BR', async ({ page }) => {
        await signIn(page, login);
        await page.getByRole('heading', { name: title('pt-BR') }).waitFor();
        for (const name of listed) await page.getByText(name, { exact: true }).first().waitFor();
        expect((await storedSession(page)).token).toBeNull();
        await checkA11y(page, `${screen} pt-BR`);
        await screenshot(page, screen, 'pt-BR');
        await switchLanguage(page, 'pt-BR', 'en-US');
        await page.getByRole('heading', { name: title('en-US') }).waitFor();
        await checkA11y(page, `${screen} en-US`);
        await screenshot(page, screen, 'en-US');
        await page.getByRole('button', { name: CATALOGUES['en-US'].gateway.backToLogin }).click();
        await page.getByRole('heading', { name: CATALOGUES['en-US'].login.title }).waitFor();
      });
    });
  }
});

describe('auth: corporate sign-in (OpenID Connect)', () => {
  test('the SSO button leads to the provider and back through /login/success to /main with the mapped profile', async () => {
    const account = SSO_ACCOUNTS[0]!;
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: CATALOGUES['pt-BR'].login.sso }).click();
      // the test provider's own sign-in form
      await page.locator('input[name="login"]').waitFor();
      expect(page.url().startsWith(inject('issuer'))).toBe(true);
      await page.locator('input[name="login"]').fill(account.login);
      await page.locator('input[name="password"]').fill('any-password');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/main', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Sign-in' }).click(),
      ]);
      expect(await menuLabels(page, 'pt-BR')).toEqual(expectedMenu('admin', 'pt-BR'));
      await page.getByText(account.name).first().waitFor();
      expect((await storedSession(page)).chapa).toBe(account.chapa);
    });
  });
});
