import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { pdfText } from '../apps/server/test/support/pdf-text';
import { weekdayLabel } from '../apps/web/src/features/pre-scheduling/model/weekdays';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/**
 * Pre-scheduling (issue 17, spec 001 checklist PS2-PS10): an admin opens supplier A's page, its pre-schedulings, a
 * new one (weekly, a small capacity early on Tuesdays, so that no demo CD overflows), saves it, finds it in the list,
 * edits its capacity, and gets the report as CSV and PDF. The description is the run's own.
 */

const browser = useBrowser();
const ps = (lang: Lang) => CATALOGUES[lang].preScheduling;

async function bodyOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The report's file from the "get report" menu. */
async function getReport(page: Page, lang: Lang, format: 'csv' | 'pdf'): Promise<{ name: string; body: Buffer }> {
  await page.getByRole('button', { name: ps(lang).report.get, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menuitem', { name: ps(lang).report[format], exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), body: await bodyOf(download) };
}

describe('pre-scheduling', () => {
  test('an admin creates a pre-scheduling for supplier A, edits it and gets the report', async () => {
    const description = `Reserva E2E ${String(Date.now()).slice(-6)}`;
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      const lang: Lang = 'pt-BR';
      const t = ps(lang);
      await signInAndWait(page, 'admin', lang);

      // the provider's page leads to its pre-schedulings
      await page.goto(`/provider-details?id=${DEMO_SUPPLIER_A_ID}`);
      await page.getByRole('link', { name: CATALOGUES[lang].providers.details.preSchedulings, exact: true }).click();
      await waitForPath(page, '/pre-scheduling-list');
      expect(new URL(page.url()).search).toBe(`?id=${DEMO_SUPPLIER_A_ID}`);
      const table = page.getByRole('table', { name: t.list.tableLabel });
      await table.locator('tbody tr').first().waitFor();
      await inBothLanguages(page, 'pre-scheduling-list', async (l) => {
        await page
          .getByRole('table', { name: ps(l).list.tableLabel })
          .locator('tbody tr')
          .first()
          .waitFor();
      });

      // New: an empty save names the required fields
      await page.getByRole('link', { name: t.list.new }).click();
      await waitForPath(page, '/pre-scheduling-details');
      const form = page.getByRole('form', { name: t.details.form.title });
      await form.waitFor();
      const company = form.getByRole('combobox', { name: t.details.fields.idEmpresa });
      await expect.poll(() => company.inputValue()).not.toBe('');
      await form.getByRole('button', { name: t.details.form.save }).click();
      await form
        .getByText(errorMessage(lang, 'requiredField').replace('{{field}}', t.details.fields.descricao))
        .waitFor();
      await inBothLanguages(page, 'pre-scheduling-new', async (l) => {
        await page.getByRole('form', { name: ps(l).details.form.title }).waitFor();
      });

      // fill and save: the company's first CD, weekly from today, Tuesdays 06:00-07:00
      await form.getByRole('textbox', { name: t.details.fields.descricao }).fill(description);
      await form.getByRole('textbox', { name: t.details.fields.capacidade }).fill('40');
      const cd = form.getByRole('combobox', { name: t.details.fields.idCd });
      await expect.poll(() => cd.locator('option').count()).toBeGreaterThan(1);
      await cd.selectOption({ index: 1 });
      await form.getByLabel(t.details.fields.dataInicial).fill(journeyToday());
      await form.getByRole('textbox', { name: t.details.fields.horaInicial }).fill('0600');
      await form.getByRole('textbox', { name: t.details.fields.horaFinal }).fill('0700');
      expect(await form.getByLabel(t.details.fields.dataFinal).isDisabled()).toBe(true);
      await form.getByRole('checkbox', { name: weekdayLabel(3, lang) }).check();
      await form
        .getByRole('radiogroup', { name: t.details.fields.recebimentoCaixaria })
        .getByRole('radio', { name: 'Sim' })
        .check();
      await checkA11y(page, 'pre-scheduling-filled pt-BR');
      await screenshot(page, 'pre-scheduling-filled', lang);
      await form.getByRole('button', { name: t.details.form.save }).click();
      await page.getByText(errorMessage(lang, 'registerSuccess')).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/pre-scheduling-details' && /^\?id=\d+$/.test(url.search));

      // the list shows it; its edit icon opens it
      await page.getByRole('link', { name: t.details.back }).first().click();
      await waitForPath(page, '/pre-scheduling-list');
      const row = table.locator('tbody tr', { hasText: description });
      await row.waitFor();
      expect(await row.textContent()).toContain('40');
      await row.getByRole('link', { name: t.list.editLabel.replace('{{name}}', description) }).click();
      await waitForPath(page, '/pre-scheduling-details');
      const capacity = form.getByRole('textbox', { name: t.details.fields.capacidade });
      await expect.poll(() => capacity.inputValue()).toBe('40');
      expect(await form.getByRole('checkbox', { name: weekdayLabel(3, lang) }).isChecked()).toBe(true);
      await capacity.fill('45');
      await form.getByRole('button', { name: t.details.form.save }).click();
      await page.getByText(errorMessage(lang, 'saveSuccess')).first().waitFor();
      await inBothLanguages(page, 'pre-scheduling-details', async (l) => {
        await page.getByRole('form', { name: ps(l).details.form.title }).waitFor();
      });
      await page.getByRole('link', { name: t.details.back }).first().click();
      await expect.poll(() => row.textContent()).toContain('45');

      // the report: the supplier's active pre-schedulings, CSV and PDF
      await page.goto('/pre-scheduling-report');
      await page.getByRole('heading', { level: 1, name: CATALOGUES[lang].screens['pre-scheduling-report'] }).waitFor();
      const filters = page.getByRole('form', { name: t.report.filters });
      await filters.getByRole('textbox', { name: t.report.provider, exact: true }).fill('Vale do Itajaí');
      await filters.getByRole('combobox', { name: t.report.active }).selectOption('Sim');
      await checkA11y(page, 'pre-scheduling-report pt-BR');
      await screenshot(page, 'pre-scheduling-report', lang);
      const csv = await getReport(page, lang, 'csv');
      expect(csv.name).toBe('relatorio_preagendamento.csv');
      const lines = csv.body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter(Boolean);
      expect(
        lines.some((line) => line.includes(description)),
        lines.join('\n'),
      ).toBe(true);
      const pdf = await getReport(page, lang, 'pdf');
      expect(pdf.name).toBe('relatorio_preagendamento.pdf');
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(pdf.body)).toContain(description);

      // in English
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page
        .getByRole('heading', { level: 1, name: CATALOGUES['en-US'].screens['pre-scheduling-report'] })
        .waitFor();
      await checkA11y(page, 'pre-scheduling-report en-US');
      await screenshot(page, 'pre-scheduling-report', 'en-US');
      const english = await getReport(page, 'en-US', 'pdf');
      expect(pdfText(english.body)).toContain('Pre-scheduling report');
    });
  }, 240_000);
});
