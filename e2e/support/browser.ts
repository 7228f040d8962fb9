import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { APP_TIME_ZONE } from '@portal/domain';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { installJourneyClock } from './clock';

/** Debian's Chromium; Playwright's own browser download cannot work on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export type Lang = 'pt-BR' | 'en-US' | 'es-ES';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** A fresh context (empty storage) per journey, with the browser language set and the journeys' clock. */
export async function newJourney(
  browser: Browser,
  locale: Lang = 'pt-BR',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale,
    viewport: { width: 1366, height: 860 },
    timezoneId: APP_TIME_ZONE,
    reducedMotion: 'reduce',
  });
  await installJourneyClock(context);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] page error: ${error.message}`));
  return { context, page };
}

/** Runs axe on the current screen; serious or critical violations fail the journey (and are printed). */
export async function checkA11y(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of results.violations.filter((x) => !blocking.includes(x))) {
    console.log(`[a11y] ${name}: ${v.impact ?? 'minor'} ${v.id} (${v.nodes.length} nodes)`);
  }
  if (blocking.length === 0) return;
  const report = blocking
    .map(
      (v) =>
        `  ${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  console.error(`[a11y] ${name}: ${blocking.length} serious or critical violation(s)\n${report}`);
  throw new Error(`accessibility violations on ${name}:\n${report}`);
}

/** Waits for running CSS transitions and animations: colours measured mid-fade are not the real ones. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(running.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * Saves e2e/screenshots/<name>-<lang>.png (gitignored) for a person to look at. `fullPage: false` keeps to the
 * viewport (a dialog: a full-page capture draws its overlay over the first screen only).
 */
export async function screenshot(page: Page, name: string, lang: Lang, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // a full-page capture of a scrolled page draws the fixed header in the middle: start from the top
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${lang}.png`), fullPage });
}
