import { createHmac, randomBytes } from 'node:crypto';
import { ERROR_MESSAGES, menuFor, permissionsOf, type ErrorCode, type ProfileKey } from '@portal/domain';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { COMPLETE_CATALOGUES } from '../../apps/web/src/i18n/locales/complete-catalogues';
import type { Lang } from './browser';

/** Password of every demo user (apps/server/src/db/seed/users.seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** The visible texts come from the web app's own catalogues, so the journeys follow any rewording. */
export const CATALOGUES = COMPLETE_CATALOGUES satisfies Record<Lang, unknown>;

export function text(lang: Lang, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[lang]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in the ${lang} catalogue`);
  return value;
}

export function errorMessage(lang: Lang, code: ErrorCode): string {
  return ERROR_MESSAGES[lang][code];
}

/** The side-menu labels a profile must see, in menu order. */
export function expectedMenu(profile: ProfileKey, lang: Lang): string[] {
  return menuFor(permissionsOf(profile)).map((item) => text(lang, item.labelKey));
}

/** Fills and submits the local sign-in form of /login. */
export async function submitLogin(page: Page, login: string, password: string, lang: Lang = 'pt-BR'): Promise<void> {
  const c = CATALOGUES[lang];
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="senha"]').fill(password);
  await page.getByRole('button', { name: c.login.submit, exact: true }).click();
}

/** Opens /login and signs in with the local form. */
export async function signIn(page: Page, login: string, lang: Lang = 'pt-BR', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, login, password, lang);
}

/** Labels of the links in the side menu ("main navigation"), without the counts some entries show beside them. */
export async function menuLabels(page: Page, lang: Lang): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav });
  await nav.getByRole('link').first().waitFor();
  const labels = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.querySelector('[data-menu-label]') ?? link).textContent ?? ''));
  return labels.map((label) => label.trim());
}

/** Clicks the flag of a language and waits until the page says it is in that language. */
export async function switchLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  await page
    .getByRole('group', { name: CATALOGUES[from].languages.label })
    .first()
    .getByRole('button', { name: CATALOGUES[from].languages[to] })
    .click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
}

export async function signOut(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: CATALOGUES[lang].layout.signOut, exact: true }).click();
  await page.waitForURL(/\/login(\?|$)/);
}

/** The session keys the web app keeps in local storage (apps/web/src/lib/storage.ts). */
export async function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const keys = ['token', 'perfis', 'chapa', 'nome'];
    return Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]));
  });
}

/**
 * Replaces the stored session token with one of the claims `rewrite` makes of its own, signed with a key the
 * server does not know (base64url): the browser still believes it, the server does not.
 */
export async function storeForgedToken(
  page: Page,
  rewrite: (claims: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify(rewrite(claims))).toString('base64url');
  const signature = createHmac('sha256', randomBytes(32)).update('forged').digest('base64url');
  await page.evaluate((value) => localStorage.setItem('token', value), `${header}.${forged}.${signature}`);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs in through the API (local login) and returns the bearer token, for journeys that set data up by API. */
export async function apiToken(login: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-target-service': 'auth' },
    body: JSON.stringify({ login, senha: password }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string | null };
  if (!token) throw new Error(`no token for ${login}`);
  return token;
}

/** A REST request to the portal's API (`path` after /api) with the bearer token and a JSON content type. */
export async function rest(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
}
