import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { checkA11y, launchBrowser, newJourney, screenshot, type Lang } from './browser';
import { CATALOGUES, signIn, switchLanguage } from './portal';

/**
 * The journey file's Chromium: launched before its journeys, closed after them. Handed out at once as a stand-in
 * that forwards to the browser once it runs (so a file declares `const browser = useBrowser()` instead of a `let`
 * and two hooks); read it inside tests and hooks.
 */
export function useBrowser(): Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return new Proxy({} as Browser, {
    get: (_, key) => {
      if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or a hook');
      const value: unknown = Reflect.get(browser, key);
      return typeof value === 'function' ? value.bind(browser) : value;
    },
  });
}

/** Waits until the page is at `path` (the router's navigation, or a redirect, has ended). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Signs in at /login and waits for the landing page (/main unless the profile lands elsewhere). */
export async function signInAndWait(page: Page, login: string, lang: Lang = 'pt-BR', path = '/main'): Promise<void> {
  await signIn(page, login, lang);
  await waitForPath(page, path);
}

/** Signs in and waits for the first row of the orders grid of /main (where a supplier lands). */
export async function signInToMain(page: Page, login: string, lang: Lang = 'pt-BR'): Promise<void> {
  await signInAndWait(page, login, lang);
  await page
    .getByRole('table', { name: CATALOGUES[lang].orders.inquiry.gridLabel })
    .locator('tbody tr')
    .first()
    .waitFor();
}

/**
 * One journey's frame: a fresh context (see newJourney) for `run`, always closed afterwards, also when the journey
 * fails. The journey's value is returned.
 */
export async function withJourney<T>(
  browser: Browser,
  lang: Lang,
  run: (journey: { context: BrowserContext; page: Page }) => Promise<T>,
): Promise<T> {
  const journey = await newJourney(browser, lang);
  try {
    return await run(journey);
  } finally {
    await journey.context.close();
  }
}

/**
 * Looks at the screen in both languages: axe clean and a screenshot (`name`) in each, `ready` waiting for the screen
 * in the language first. Back in pt-BR (and ready) at the end unless `back` is false; `label` names the axe checks.
 */
export async function inBothLanguages(
  page: Page,
  name: string,
  ready: (lang: Lang) => Promise<unknown>,
  { label = name, back = true }: { label?: string; back?: boolean } = {},
): Promise<void> {
  await ready('pt-BR');
  await checkA11y(page, `${label} pt-BR`);
  await screenshot(page, name, 'pt-BR');
  await switchLanguage(page, 'pt-BR', 'en-US');
  await ready('en-US');
  await checkA11y(page, `${label} en-US`);
  await screenshot(page, name, 'en-US');
  if (!back) return;
  await switchLanguage(page, 'en-US', 'pt-BR');
  await ready('pt-BR');
}

/**
 * On /main: searches one order by its number and ticks it once the grid shows this search's answer (that order's
 * row alone). Ticking a row of the previous answer would race the search's new history entry, which starts with
 * nothing ticked, and leave the action bar disabled on a busy machine.
 */
export async function searchAndTickOrder(page: Page, lang: Lang, orderId: number): Promise<void> {
  const inquiry = CATALOGUES[lang].orders.inquiry;
  const filters = page.getByRole('form', { name: inquiry.filters.title });
  const orderBox = filters.getByRole('textbox', { name: inquiry.filters.order, exact: true });
  await orderBox.fill(String(orderId));
  await orderBox.press('Enter');
  const [before, after] = inquiry.selectOrder.split('{{order}}') as [string, string];
  const label = `${before}${orderId}${after}`;
  await page.waitForFunction(
    ({ before, after, label }) => {
      const rowLabels = [...document.querySelectorAll('table input[type="checkbox"][aria-label]')]
        .map((box) => box.getAttribute('aria-label') ?? '')
        .filter((text) => text.startsWith(before) && text.endsWith(after));
      return rowLabels.length === 1 && rowLabels[0] === label;
    },
    { before, after, label },
  );
  await page.getByRole('checkbox', { name: label, exact: true }).check();
}
