import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { apiGraphql } from './support/invoices';
import { apiToken, CATALOGUES, errorMessage } from './support/portal';
import { searchAndTickOrder, signInAndWait, useBrowser, withJourney } from './support/journeys';

/*
 * The measurement chart in a real browser: a Youcom user opens /import-chart from /main, bad files are refused
 * with translated messages before anything is sent, a PDF is imported and downloaded back byte for byte, a second
 * import replaces it after a confirmation, and a supplier is kept out.
 */

const browser = useBrowser();
let youcomToken: string;
/** Two Youcom orders without a chart yet. */
let orders: number[];

const LIMIT = 2_097_152;

/** A PDF header followed by every byte value, so a byte-for-byte round trip really is one. */
function pdfBytes(label: string, size = 4096): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${label}\n`, 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length - 6));
  for (let i = 0; i < body.length; i++) body[i] = i % 256;
  return Buffer.concat([head, body, Buffer.from('\n%%EOF', 'latin1')]);
}

async function hasChart(orderId: number): Promise<boolean> {
  const response = await fetch(`${inject('baseUrl')}/api/report/tabelamedida/${orderId}`, {
    headers: { authorization: `Bearer ${youcomToken}`, 'x-target-service': 'charts' },
  });
  if (response.status === 404) return false;
  expect(response.status).toBe(200);
  return true;
}

async function ordersWithoutChart(count: number): Promise<number[]> {
  const found: number[] = [];
  for (let pagina = 0; pagina < 15 && found.length < count; pagina++) {
    const page = await apiGraphql<{ listarPedidos: { id: number; empresa: { id: number } }[] }>(
      youcomToken,
      'query ($pagina: Int!) { listarPedidos(pagina: $pagina, max: 40) { id empresa { id } } }',
      { pagina },
    );
    for (const { id, empresa } of page.listarPedidos) {
      if (found.length >= count) break;
      // the charts are Youcom's: its own orders
      if (empresa.id === 4 && !(await hasChart(id))) found.push(id);
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} orders without a chart`);
  return found;
}

beforeAll(async () => {
  youcomToken = await apiToken('youcom');
  orders = await ordersWithoutChart(2);
}, 120_000);

function texts(lang: Lang) {
  return CATALOGUES[lang];
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('chart-file-input').setInputFiles(file);
}

async function expectRefusal(page: Page, lang: Lang, code: 'mustBePDF' | 'fileSizeExceeded') {
  const problem = page.getByTestId('chart-problem');
  await expect.poll(() => problem.getAttribute('data-code')).toBe(code);
  await problem.getByText(errorMessage(lang, code)).first().waitFor();
}

describe('measurement chart', () => {
  test('a Youcom user imports a chart from /main and downloads it back byte for byte', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const orderId = orders[0]!;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'youcom', lang);
      // the search's answer replaces the grid: tick the order once it is the only row (a tick before is lost)
      await searchAndTickOrder(page, lang, orderId);
      await page.getByRole('button', { name: t.orders.inquiry.actions.importChart, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/import-chart');
      await page.getByRole('heading', { name: t.charts.titleOrder.replace('{{id}}', String(orderId)) }).waitFor();
      await page.getByTestId('chart-empty').waitFor();

      // refused on the screen, nothing sent
      await chooseFile(page, {
        name: 'tabela.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('\x89PNG\r\n\x1a\n0000'),
      });
      await expectRefusal(page, lang, 'mustBePDF');
      await chooseFile(page, { name: 'tabela.txt', mimeType: 'text/plain', buffer: pdfBytes('renamed') });
      await expectRefusal(page, lang, 'mustBePDF');
      await chooseFile(page, { name: 'grande.pdf', mimeType: 'application/pdf', buffer: pdfBytes('big', LIMIT + 1) });
      await expectRefusal(page, lang, 'fileSizeExceeded');
      expect(await hasChart(orderId)).toBe(false);

      // exactly the limit is accepted
      const chart = pdfBytes('tabela youcom', LIMIT);
      await chooseFile(page, { name: 'Tabela de medidas verão.pdf', mimeType: 'application/pdf', buffer: chart });
      await page.getByTestId('chart-chosen-file').waitFor();
      await checkA11y(page, 'import-chart chosen pt-BR');
      await page.getByRole('button', { name: t.charts.upload.import, exact: true }).click();
      await page
        .locator('.toast-success')
        .getByText(errorMessage(lang, 'chart001'))
        .first()
        .waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('chart-file-name').innerText()).toBe('Tabela de medidas verão.pdf');
      await page.getByTestId('chart-imported-at').waitFor();
      await checkA11y(page, 'import-chart imported pt-BR');
      await screenshot(page, 'import-chart', lang);

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByTestId('chart-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe('Tabela de medidas verão.pdf');
      expect((await readFile(await download.path())).equals(chart)).toBe(true);
    });
  });

  test('a second import replaces the chart after a confirmation (en-US)', async () => {
    const lang: Lang = 'en-US';
    const t = texts(lang);
    const orderId = orders[1]!;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'youcom', lang);
      await page.goto(`/import-chart?id=${orderId}`);
      await page.getByRole('heading', { name: t.charts.titleOrder.replace('{{id}}', String(orderId)) }).waitFor();
      await page.getByTestId('chart-empty').waitFor();

      await chooseFile(page, { name: 'first.pdf', mimeType: 'application/pdf', buffer: pdfBytes('first') });
      await page.getByRole('button', { name: t.charts.upload.import, exact: true }).click();
      await expect.poll(() => page.getByTestId('chart-file-name').innerText()).toBe('first.pdf');

      const second = pdfBytes('second', 9000);
      await chooseFile(page, { name: 'second.pdf', mimeType: 'application/pdf', buffer: second });
      await page.getByRole('button', { name: t.charts.upload.import, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.charts.replace.title });
      await dialog.waitFor();
      await checkA11y(page, 'import-chart replace en-US');
      await screenshot(page, 'import-chart-replace', lang);
      await dialog.getByRole('button', { name: t.charts.replace.confirm, exact: true }).click();
      await expect.poll(() => page.getByTestId('chart-file-name').innerText()).toBe('second.pdf');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByTestId('chart-download').click(),
      ]);
      expect((await readFile(await download.path())).equals(second)).toBe(true);
    });
  });

  test('a supplier cannot open /import-chart', async () => {
    const lang: Lang = 'pt-BR';
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await page.goto(`/import-chart?id=${orders[0]}`);
      await page.getByText(CATALOGUES[lang].guard.withoutPermission).first().waitFor();
      await expect(page.getByTestId('chart-file-input').count()).resolves.toBe(0);
    });
  });
});
