import { readFile } from 'node:fs/promises';
import { originCertificatePendingSchema } from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Lang } from './support/browser';
import { checkA11y, screenshot } from './support/browser';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';
import { apiToken, CATALOGUES, errorMessage, rest } from './support/portal';

/*
 * Origin certificates in a real browser (issue 16, journey d): supplier B, which requires origin certificates, opens
 * /origin-certificate from the side menu, presses New, picks one of its orders still lacking a certificate, types the
 * code and sends the PDF (a wrong file is refused first); an admin finds it on the list by its code, downloads the
 * CSV and finds it there, then edits it and changes its code.
 */

const browser = useBrowser();
const o = (lang: Lang) => CATALOGUES[lang].originCertificates;

/** A small real PDF, as a chamber of commerce would send it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const CODE = 'COD-ACE18-2026-E2E731';
const NEW_CODE = 'COD-ACE18-2026-E2E732';

/** The order supplier B will send a certificate for: one the server says still lacks one. */
let order: number;

beforeAll(async () => {
  const answer = await rest(await apiToken('fornecedor2'), '/certificado-origem/pendentes');
  expect(answer.status).toBe(200);
  const pending = originCertificatePendingSchema.parse(await answer.json());
  expect(pending.itens.length, 'supplier B has recent orders without an origin certificate').toBeGreaterThan(0);
  order = pending.itens[0]!.pedido;
}, 120_000);

/** The list from the side menu, its first rows shown. */
async function openList(page: Page, lang: Lang): Promise<void> {
  const nav = page.getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav });
  await nav.getByRole('link', { name: CATALOGUES[lang].menu.originCertificate, exact: true }).click();
  await waitForPath(page, '/origin-certificate');
  await page
    .getByRole('table', { name: o(lang).list.tableLabel })
    .locator('tbody tr')
    .first()
    .waitFor();
}

/** The list filtered by a code (typed, then Enter), showing exactly that certificate. */
async function searchCode(page: Page, lang: Lang, code: string): Promise<void> {
  const box = page.getByRole('textbox', { name: o(lang).list.filters.code, exact: true });
  await box.fill(code);
  await box.press('Enter');
  const rows = page.getByRole('table', { name: o(lang).list.tableLabel }).locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(1);
  await rows.filter({ hasText: code }).waitFor();
}

describe('origin certificates: a supplier sends one, an internal user finds it, exports it and edits it', () => {
  test('supplier B uploads; the admin finds it by code, in the CSV, and changes its code', async () => {
    // supplier B: New, a wrong file refused, then the order, the code and the PDF
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'fornecedor2', 'pt-BR');
      await openList(page, 'pt-BR');
      await page.getByRole('link', { name: o('pt-BR').list.new, exact: true }).click();
      await waitForPath(page, '/origin-certificate-upload');
      const save = page.getByRole('button', { name: o('pt-BR').upload.save, exact: true });
      expect(await save.isDisabled()).toBe(true);

      await page
        .getByRole('button', { name: new RegExp(`^${o('pt-BR').pending.pick.split(' {{')[0]} ${order} `) })
        .click();
      expect(await page.getByRole('textbox', { name: o('pt-BR').upload.order }).inputValue()).toBe(String(order));
      await page.getByRole('textbox', { name: o('pt-BR').upload.code }).fill(CODE);
      expect(await save.isDisabled()).toBe(true);

      const input = page.getByTestId('certificate-file-input');
      await input.setInputFiles({ name: 'certificado.txt', mimeType: 'text/plain', buffer: Buffer.from('não é PDF') });
      const refused = page.getByRole('alert').filter({ hasText: errorMessage('pt-BR', 'mustBePDF') });
      await refused.waitFor();
      expect(await save.isDisabled()).toBe(true);
      await input.setInputFiles({ name: `${CODE}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect.poll(() => save.isDisabled()).toBe(false);
      await inBothLanguages(page, 'origin-certificate-upload-new', (lang) =>
        page.getByRole('button', { name: o(lang).upload.save, exact: true }).waitFor(),
      );

      await save.click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/origin-certificate-upload' && url.search.startsWith('?id='));
      await page.getByTestId('current-file').getByText(`${CODE}.pdf`).waitFor();
      await checkA11y(page, 'origin-certificate-upload saved pt-BR');
      await screenshot(page, 'origin-certificate-upload-saved', 'pt-BR');
    });

    // the admin: the list by code, the CSV, then the edit
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'admin', 'pt-BR');
      await openList(page, 'pt-BR');
      await searchCode(page, 'pt-BR', CODE.toLowerCase().slice(4));
      const row = page
        .getByRole('table', { name: o('pt-BR').list.tableLabel })
        .locator('tbody tr')
        .first();
      await row.getByText(String(order), { exact: true }).waitFor();
      await inBothLanguages(page, 'origin-certificate-list', (lang) =>
        page
          .getByRole('table', { name: o(lang).list.tableLabel })
          .locator('tbody tr')
          .first()
          .waitFor(),
      );

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: o('pt-BR').list.csv, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('certificados_origem.csv');
      const csv = (await readFile((await download.path())!)).toString('utf8');
      expect(csv.startsWith('\uFEFFCódigo;Pedido;Data do pedido')).toBe(true);
      const lines = csv.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]!.startsWith(`${CODE};${order};`)).toBe(true);

      await row
        .getByRole('link', {
          name: o('pt-BR').list.edit.replace('{{codigo}}', CODE).replace('{{pedido}}', String(order)),
        })
        .click();
      await waitForPath(page, '/origin-certificate-upload');
      await page
        .getByRole('heading', { level: 1, name: o('pt-BR').upload.editTitle.replace('{{codigo}}', CODE) })
        .waitFor();
      await inBothLanguages(page, 'origin-certificate-upload-edit', (lang) =>
        page.getByRole('button', { name: o(lang).upload.download, exact: true }).waitFor(),
      );
      const code = page.getByRole('textbox', { name: o('pt-BR').upload.code });
      await code.fill(NEW_CODE);
      await page.getByRole('button', { name: o('pt-BR').upload.save, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await page
        .getByRole('heading', { level: 1, name: o('pt-BR').upload.editTitle.replace('{{codigo}}', NEW_CODE) })
        .waitFor();

      // Back: the list finds it under its new code, and no longer under the old one
      await page.getByRole('link', { name: o('pt-BR').upload.back }).click();
      await waitForPath(page, '/origin-certificate');
      await searchCode(page, 'pt-BR', NEW_CODE);
      const box = page.getByRole('textbox', { name: o('pt-BR').list.filters.code, exact: true });
      await box.fill(CODE);
      await box.press('Enter');
      await page.getByText(o('pt-BR').list.empty).waitFor();
      await checkA11y(page, 'origin-certificate-list empty pt-BR');
    });
  });
});
