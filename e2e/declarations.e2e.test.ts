import { DECLARATION_STATUS_NAMES } from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoDeclarations } from '../apps/server/src/db/seed/declarations.seed';
import { generateDemoData } from '../apps/server/src/db/seed/demo-data';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { inBothLanguages, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';
import { CATALOGUES, errorMessage } from './support/portal';

/*
 * Norms and producer declarations in a real browser: an admin registers a norm on /norm-list → /norm-details, finds
 * the declarations awaiting evaluation on /declaration-list, opens one on /declaration-details and approves it with
 * that norm; supplier A sends the producer declaration of an order that needs one on /producer-declaration.
 */

const browser = useBrowser();
const d = (lang: Lang) => CATALOGUES[lang].declarations;
const n = (lang: Lang) => CATALOGUES[lang].norms;

/** A supplier A order that needs a declaration and has none: the last of its open approved Renner Normal orders. */
let orderId: number;
const normCode = `ABNT NBR E2E ${Date.now() % 100_000}`;

beforeAll(() => {
  const data = generateDemoData(journeyToday());
  const reconciled = new Set(data.conciliations.conciliations.map((c) => c.orderId));
  const declared = new Set(demoDeclarations(data).map((x) => x.orderId));
  const open = data.orders
    .filter(
      (o) =>
        o.supplierId === DEMO_SUPPLIER_A_ID &&
        o.companyId === 1 &&
        o.nature === 'Normal' &&
        o.status === 'A' &&
        !reconciled.has(o.id) &&
        !declared.has(o.id),
    )
    .map((o) => o.id)
    .sort((a, b) => a - b);
  expect(open.length, 'the demo keeps supplier A orders that still need a declaration').toBeGreaterThan(0);
  orderId = open.at(-1)!;
});

async function openFromMenu(page: Page, lang: Lang, label: string, path: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: CATALOGUES[lang].layout.mainNav });
  await nav.getByRole('link', { name: label, exact: true }).click();
  await waitForPath(page, path);
}

describe('declarations: norms, the audit and the supplier’s upload', () => {
  test('an admin registers a norm and approves a declaration with it', async () => {
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'admin', 'pt-BR');

      // the norms: the list, a new norm (Save waits for code and description), the list again
      await openFromMenu(page, 'pt-BR', CATALOGUES['pt-BR'].menu.normList, '/norm-list');
      const norms = (lang: Lang) => page.getByRole('table', { name: n(lang).list.tableLabel });
      await inBothLanguages(page, 'norm-list', (lang) => norms(lang).locator('tbody tr').first().waitFor());
      await page.getByRole('link', { name: n('pt-BR').list.new, exact: true }).click();
      await waitForPath(page, '/norm-details');
      const form = page.getByRole('form', { name: n('pt-BR').details.form.title });
      const save = form.getByRole('button', { name: n('pt-BR').details.form.save, exact: true });
      await form.getByRole('textbox', { name: n('pt-BR').details.fields.codigo }).fill(normCode);
      expect(await save.isDisabled()).toBe(true);
      await form
        .getByRole('textbox', { name: n('pt-BR').details.fields.descricao })
        .fill('Norma de teste da jornada: declaração de origem de peças de malha');
      await save.click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/norm-details' && url.searchParams.has('id'));
      await inBothLanguages(page, 'norm-details', (lang) =>
        page.getByRole('form', { name: n(lang).details.form.title }).waitFor(),
      );
      await page
        .getByRole('link', { name: n('pt-BR').details.back })
        .first()
        .click();
      await waitForPath(page, '/norm-list');
      await norms('pt-BR').getByText(normCode, { exact: true }).waitFor();

      // the declarations awaiting evaluation, the first one opened
      await openFromMenu(page, 'pt-BR', CATALOGUES['pt-BR'].menu.declarationList, '/declaration-list');
      const table = (lang: Lang) => page.getByRole('table', { name: d(lang).list.tableLabel });
      await table('pt-BR').locator('tbody tr').first().waitFor();
      await page
        .getByRole('combobox', { name: d('pt-BR').list.filters.status })
        .selectOption({ label: DECLARATION_STATUS_NAMES['pt-BR'][1] });
      await page.getByRole('button', { name: d('pt-BR').list.filters.search, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === '1');
      const awaiting = (lang: Lang) => DECLARATION_STATUS_NAMES[lang][1];
      await expect
        .poll(async () => {
          const statuses = await table('pt-BR').locator('tbody tr td:nth-child(3)').allInnerTexts();
          return statuses.length > 0 && statuses.every((s) => s.trim() === awaiting('pt-BR'));
        })
        .toBe(true);
      await inBothLanguages(page, 'declaration-list', (lang) =>
        table(lang).locator('tbody tr').first().getByText(awaiting(lang), { exact: true }).waitFor(),
      );
      const first = table('pt-BR').locator('tbody tr').first();
      const order = (await first.locator('td').first().innerText()).trim();
      await first.getByRole('button', { name: d('pt-BR').list.editLabel.replace('{{name}}', order) }).click();
      await waitForPath(page, '/declaration-details');

      // the audit: approved, with the new norm, FOB range and dates
      const audit = (lang: Lang) => page.getByRole('form', { name: d(lang).details.form.title });
      await audit('pt-BR').waitFor();
      await inBothLanguages(page, 'declaration-details', (lang) =>
        page.getByRole('table', { name: d(lang).details.items.tableLabel }).waitFor(),
      );
      const f = audit('pt-BR');
      await f
        .getByRole('combobox', { name: d('pt-BR').details.form.status })
        .selectOption({ label: DECLARATION_STATUS_NAMES['pt-BR'][2] });
      await f.getByRole('combobox', { name: d('pt-BR').details.form.norm }).selectOption({ label: normCode });
      await f.getByRole('textbox', { name: d('pt-BR').details.form.fobMin }).fill('12,50');
      await f.getByRole('textbox', { name: d('pt-BR').details.form.fobMax }).fill('19,90');
      await f.getByRole('textbox', { name: d('pt-BR').details.form.currency }).fill('USD');
      await f.getByRole('button', { name: d('pt-BR').details.form.save, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await page
        .getByRole('table', { name: d('pt-BR').details.history.tableLabel })
        .getByText(DECLARATION_STATUS_NAMES['pt-BR'][2], { exact: true })
        .first()
        .waitFor();
      await checkA11y(page, 'declaration-details saved pt-BR');
      await screenshot(page, 'declaration-details-saved', 'pt-BR');
    });
  });

  test('supplier A sends the producer declaration of an order that needs one', async () => {
    for (const lang of ['pt-BR', 'en-US'] as const) {
      await withJourney(browser, lang, async ({ page }) => {
        await signInAndWait(page, 'fornecedor', lang);
        await page.goto(`/producer-declaration?id=${orderId}`);
        const upload = d(lang).upload;
        await page.getByTestId('declaration-order-number').getByText(String(orderId)).waitFor();
        if (lang === 'pt-BR') {
          await page.getByText(upload.current.none).waitFor();
          await checkA11y(page, `producer-declaration ${lang}`);
          await screenshot(page, 'producer-declaration', lang);
          // a file that is no document is refused before anything is sent
          await page.getByTestId('declaration-file-input').setInputFiles({
            name: 'foto.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          });
          await page.getByText(upload.send.reasons.content.replace('{{name}}', 'foto.pdf')).waitFor();
          await page.getByTestId('declaration-file-input').setInputFiles({
            name: 'declaracao-produtor.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
          });
          await page
            .getByTestId('declaration-chosen-file')
            .getByText('declaracao-produtor.pdf', { exact: false })
            .waitFor();
          await page.getByRole('button', { name: upload.send.send, exact: true }).click();
          await page.getByText(errorMessage(lang, 'registerSuccess')).first().waitFor();
        }
        // the sent declaration is the order's current one, awaiting evaluation
        await page.getByRole('heading', { name: upload.send.titleAgain }).waitFor();
        await page.getByText(DECLARATION_STATUS_NAMES[lang][1], { exact: true }).first().waitFor();
        await checkA11y(page, `producer-declaration sent ${lang}`);
        await screenshot(page, 'producer-declaration-sent', lang);
      });
    }
  });
});
