import { readFile } from 'node:fs/promises';
import { conciliationStatusName } from '@portal/domain';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { apiGraphql, invoiceFor, reconcilableOrders, type InvoiceOrder } from './support/invoices';
import { apiToken, CATALOGUES, errorMessage } from './support/portal';
import { searchAndTickOrder, signInAndWait, useBrowser, withJourney } from './support/journeys';

/*
 * Invoice conciliation in a real browser, with real NF-e 4.00 invoices built from the demo orders of
 * supplier `fornecedor` (signed structure, SEFAZ protocol, ICMS and IPI): a matching invoice reaches 2/2 and
 * prints the seal; a divergent one shows exactly which rows differ and why; an admin accepts a conditional
 * conciliation and cancels another; the list and the report find them; bad files get translated errors.
 */

const browser = useBrowser();
let supplierToken: string;
/** [matching, divergent, conditional, bad input] */
let orders: InvoiceOrder[];

beforeAll(async () => {
  supplierToken = await apiToken('fornecedor');
  // even ids: real-invoices.e2e.test.ts reconciles odd ones in the same seeded database
  orders = await reconcilableOrders(supplierToken, 4, new Set(), (id) => id % 2 === 0);
}, 120_000);

function texts(lang: Lang) {
  return CATALOGUES[lang];
}

async function bodyOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

function expectPdf(body: Buffer): void {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(1000);
}

/** /reconcile keeps its picker disabled until it knows the order's current conciliation: wait for that. */
async function pickerReady(page: Page, lang: Lang) {
  const picker = page.getByRole('button', { name: texts(lang).conciliation.reconcile.upload.choose, exact: true });
  await expect.poll(() => picker.isEnabled(), { timeout: 15_000 }).toBe(true);
}

/** Picks the invoice on /reconcile and starts the checks. */
async function uploadInvoice(page: Page, lang: Lang, file: { name: string; mimeType: string; buffer: Buffer }) {
  const r = texts(lang).conciliation.reconcile;
  await pickerReady(page, lang);
  await page.getByTestId('reconcile-file-input').setInputFiles(file);
  await page.getByRole('button', { name: r.actions.reconcile, exact: true }).click();
}

function sideBadge(page: Page, lang: Lang, side: 'commercial' | 'fiscal', status: 0 | 1 | 2 | 3 | 4) {
  const s = texts(lang).conciliation.sides;
  return page.getByText(`${s[side]}: ${conciliationStatusName(status, lang)}`, { exact: true }).first();
}

/** The supplier sends an invoice through the API (commercial then fiscal), as /reconcile does. */
async function reconcileByApi(order: InvoiceOrder, xml: Buffer): Promise<{ id: number; fiscal: number }> {
  const commercial = await apiGraphql<{
    conciliacaoComercial: { id: number; statusConciliacaoComercial: { id: number } };
  }>(
    supplierToken,
    `mutation ($id: Int!, $file: ArquivoNotaInput!) {
      conciliacaoComercial(id: $id, file: $file) { id statusConciliacaoComercial { id } }
    }`,
    { id: order.id, file: { nome: `nfe-${order.id}.xml`, tipo: 'text/xml', conteudo: xml.toString('base64') } },
  );
  const id = commercial.conciliacaoComercial.id;
  expect(commercial.conciliacaoComercial.statusConciliacaoComercial.id).toBe(2);
  const response = await fetch(`${inject('baseUrl')}/api/conciliacaofiscal/conciliacaoFiscal`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${supplierToken}`,
      'content-type': 'application/json',
      'x-target-service': 'conciliation',
    },
    body: JSON.stringify({ idConciliacao: id }),
  });
  expect(response.status).toBe(200);
  const fiscal = (await response.json()) as { statusConciliacaoFiscal: { id: number } };
  return { id, fiscal: fiscal.statusConciliacaoFiscal.id };
}

describe('conciliation: a supplier reconciles invoices', () => {
  test('a matching invoice, sent from /main, reaches 2/2; the seal and the XML download', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const order = orders[0]!;
    const invoice = invoiceFor(order);
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await searchAndTickOrder(page, lang, order.id);
      await page.getByRole('button', { name: t.orders.inquiry.actions.reconcile, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/reconcile' && url.search === `?id=${order.id}`);
      await page
        .getByRole('heading', { name: t.conciliation.reconcile.titleOrder.replace('{{id}}', String(order.id)) })
        .waitFor();
      await pickerReady(page, lang);
      await checkA11y(page, 'reconcile pt-BR');
      await screenshot(page, 'reconcile', lang);

      await uploadInvoice(page, lang, {
        name: `nfe-${invoice.number}.xml`,
        mimeType: 'text/xml',
        buffer: invoice.buffer,
      });
      await page.waitForURL((url) => url.pathname === '/conciliation-status' && url.search === `?id=${order.id}`, {
        timeout: 30_000,
      });
      await sideBadge(page, lang, 'commercial', 2).waitFor();
      await sideBadge(page, lang, 'fiscal', 2).waitFor();
      await page.getByText(errorMessage(lang, 'reconcileSuccess')).first().waitFor();
      await expect
        .poll(() => page.getByTestId('access-key').innerText())
        .toBe(invoice.accessKey.replace(/(.{4})(?=.)/g, '$1 '));
      await checkA11y(page, 'conciliation-status 2/2 pt-BR');
      await screenshot(page, 'conciliation-status-approved', lang);

      const [seal] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: t.conciliation.status.actions.seal, exact: true }).click(),
      ]);
      expect(seal.suggestedFilename()).toBe('Selo da Conciliacao.pdf');
      expectPdf(await bodyOf(seal));

      const [xml] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: t.conciliation.status.actions.xml, exact: true }).click(),
      ]);
      expect(xml.suggestedFilename()).toBe(`nfe-pedido-${order.id}.xml`);
      expect((await bodyOf(xml)).equals(invoice.buffer)).toBe(true);
    });
  });

  test('a divergent invoice is rejected and the status shows exactly which rows differ and why', async () => {
    const lang: Lang = 'en-US';
    const t = texts(lang);
    const order = orders[1]!;
    const [first, second] = order.itens;
    if (!first || !second) throw new Error(`order ${order.id} needs two items`);
    const invoice = invoiceFor(order, { 0: { quantity: first.qtCompra + 1 }, 1: { unitCost: '1.2300' } });
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await page.goto(`/reconcile?id=${order.id}`);
      await uploadInvoice(page, lang, { name: 'invoice.xml', mimeType: 'text/xml', buffer: invoice.buffer });
      await page.getByText(t.conciliation.reconcile.outcome.commercialRejected.title).waitFor({ timeout: 30_000 });
      await checkA11y(page, 'reconcile rejected en-US');
      await screenshot(page, 'reconcile-rejected', lang);

      await page.getByRole('link', { name: t.conciliation.reconcile.toStatus }).first().click();
      await page.waitForURL((url) => url.pathname === '/conciliation-status');
      await sideBadge(page, lang, 'commercial', 3).waitFor();
      // the commercial summary reads as the rejection reason, not as fiscal divergences
      await page.getByRole('list', { name: t.conciliation.status.reasons.title }).waitFor();
      const table = page.getByRole('table', { name: t.conciliation.status.items.tableLabel });
      await table.waitFor();
      await page.getByRole('switch', { name: t.conciliation.status.items.onlyDivergent }).check({ force: true });
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const firstRow = rows.filter({ hasText: first.codItem });
      const secondRow = rows.filter({ hasText: second.codItem });
      await expect.poll(() => firstRow.innerText()).toMatch(/quantity/i);
      await expect.poll(() => secondRow.innerText()).toMatch(/unit cost/i);
      await expect.poll(() => secondRow.innerText()).toContain('1.23');
      await checkA11y(page, 'conciliation-status rejected en-US');
      await screenshot(page, 'conciliation-status-rejected', lang);
    });
  });

  test('bad files get a translated error and another supplier cannot see the conciliation', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const order = orders[3]!;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await page.goto(`/reconcile?id=${order.id}`);
      await page
        .getByRole('heading', { name: t.conciliation.reconcile.titleOrder.replace('{{id}}', String(order.id)) })
        .waitFor();

      // a PDF renamed .xml: refused by its content
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      await uploadInvoice(page, lang, { name: 'nota.xml', mimeType: 'text/xml', buffer: pdf });
      await page.getByText(errorMessage(lang, 'mustBeXML')).first().waitFor({ timeout: 30_000 });

      // a DOCTYPE with an external entity: never resolved, refused as not an NF-e
      const doctype = Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]><nfeProc>&x;</nfeProc>',
      );
      await uploadInvoice(page, lang, { name: 'nota.xml', mimeType: 'text/xml', buffer: doctype });
      await page.getByText(errorMessage(lang, 'fileIsNotNFe')).first().waitFor({ timeout: 30_000 });
      await checkA11y(page, 'reconcile refused pt-BR');
      await screenshot(page, 'reconcile-refused', lang);
    });

    // supplier B opening A's conciliation of the first journey sees "not found", never the data
    await withJourney(browser, lang, async (other) => {
      await signInAndWait(other.page, 'fornecedor2', lang);
      await other.page.goto(`/conciliation-status?id=${orders[0]!.id}`);
      await other.page.getByText(t.conciliation.status.notFound.title).waitFor();
    });
  });
});

describe('conciliation: an admin accepts, cancels, lists and reports', () => {
  test('accepts a conditional conciliation, cancels another with a reason, finds both in the list and the report', async () => {
    const lang: Lang = 'pt-BR';
    const t = texts(lang);
    const conditionalOrder = orders[2]!;
    const item = conditionalOrder.itens[0]!;
    const otherRate = item.aliquotaIcms === '12.00' ? '7' : '12';
    const sent = await reconcileByApi(
      conditionalOrder,
      invoiceFor(conditionalOrder, { 0: { icmsRate: otherRate } }).buffer,
    );
    expect(sent.fiscal).toBe(4);

    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'admin', lang);

      // the conditional one: accepted, fiscal becomes 2
      await page.goto(`/conciliation-status?id=${conditionalOrder.id}`);
      await sideBadge(page, lang, 'fiscal', 4).waitFor();
      await checkA11y(page, 'conciliation-status conditional pt-BR');
      await screenshot(page, 'conciliation-status-conditional', lang);
      await page.getByRole('button', { name: t.conciliation.status.actions.conditional, exact: true }).click();
      const accept = page.getByRole('dialog', { name: t.conciliation.status.conditional.title });
      await accept.getByRole('button', { name: t.conciliation.status.conditional.confirm, exact: true }).click();
      await sideBadge(page, lang, 'fiscal', 2).waitFor();
      await page.getByTestId('conditional-acceptance').waitFor();

      // the first journey's 2/2: cancelled with a reason
      const cancelledOrder = orders[0]!;
      await page.goto(`/conciliation-status?id=${cancelledOrder.id}`);
      await sideBadge(page, lang, 'commercial', 2).waitFor();
      await page.getByRole('button', { name: t.conciliation.status.actions.cancel, exact: true }).click();
      const cancel = page.getByRole('dialog');
      const reason = 'Nota emitida com a série errada';
      await cancel.getByRole('textbox', { name: t.conciliation.status.cancel.label }).fill(reason);
      await cancel.getByRole('button', { name: t.conciliation.status.cancel.confirm, exact: true }).click();
      await page.getByTestId('cancelled-alert').waitFor();
      await expect.poll(() => page.getByTestId('cancel-reason').innerText()).toContain(reason);
      await page.getByText(errorMessage(lang, 'conciliationCancelled')).first().waitFor();
      await screenshot(page, 'conciliation-status-cancelled', lang);

      // the list finds both, by order
      const l = t.conciliation;
      await page.goto('/conciliation-list');
      const filters = page.getByRole('form', { name: l.list.filters.title });
      for (const wanted of [conditionalOrder.id, cancelledOrder.id]) {
        const box = filters.getByRole('textbox', { name: l.list.filters.order, exact: true });
        await box.fill(String(wanted));
        await box.press('Enter');
        const table = page.getByRole('table', { name: l.list.tableLabel });
        await expect
          .poll(() => table.locator('tbody tr').first().innerText(), { timeout: 15_000 })
          .toContain(String(wanted));
      }
      await expect
        .poll(() => page.getByRole('table', { name: l.list.tableLabel }).innerText())
        .toContain(l.list.cancelled);
      await checkA11y(page, 'conciliation-list pt-BR');
      await screenshot(page, 'conciliation-list', lang);

      // the report with the same filter
      await page.goto('/conciliation-report');
      const reportFilters = page.getByRole('form', { name: l.list.filters.title });
      await reportFilters
        .getByRole('textbox', { name: l.list.filters.order, exact: true })
        .fill(String(conditionalOrder.id));
      const [report] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: l.report.get, exact: true }).click(),
      ]);
      expect(report.suggestedFilename()).toBe('relatorio_conciliacao.pdf');
      expectPdf(await bodyOf(report));
      await checkA11y(page, 'conciliation-report pt-BR');
      await screenshot(page, 'conciliation-report', lang);
    });
  });
});
