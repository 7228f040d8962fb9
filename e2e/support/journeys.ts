import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

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
