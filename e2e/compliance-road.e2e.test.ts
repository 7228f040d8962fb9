import {
  AUDIT_STATUS_NAMES,
  conciliationStatusName,
  DECLARATION_STATUS_NAMES,
  needsProducerDeclaration,
  routeAfterSampleValidation,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoDeclarations } from '../apps/server/src/db/seed/declarations.seed';
import { generateDemoData } from '../apps/server/src/db/seed/demo-data';
import { DEMO_SUPPLIER_A_ID } from '../apps/server/src/db/seed/suppliers.seed';
import { uncertifiedOrdersOfA } from '../apps/server/src/db/seed/sustainability.seed';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiGraphql, invoiceFor, roadOrders, type InvoiceOrder } from './support/invoices';
import { searchAndTickOrder, signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';
import { apiToken, CATALOGUES, errorMessage } from './support/portal';

/*
 * The road to reconcile through the compliance documents (issue 16), as supplier A and an auditor walk it:
 * (a) from /main, an order that needs both documents: the sustainability certificate, then the producer declaration,
 *     then the invoice, to 2/2;
 * (b) an order that needs only the declaration: the declaration, then the invoice, to 2/2;
 * (c) the admin audits both documents of an order: approves the declaration, rejects the certificate with a note;
 *     /reconcile then stops the supplier at the certificate, whose page shows the rejection and its note, and the
 *     supplier sends a new file.
 * The demo data keeps supplier A orders without documents for these roads (demo-guarantees.ts "orders on the
 * document road"); the other journeys of these areas take the newest of them, these the oldest.
 */

const browser = useBrowser();
const c = (lang: Lang) => CATALOGUES[lang];
let supplierToken: string;
let both: InvoiceOrder[];
let declarationOnly: InvoiceOrder;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

beforeAll(async () => {
  supplierToken = await apiToken('fornecedor');
  const data = generateDemoData(journeyToday());
  // orders whose road asks for a certificate (the journey sends a cotton one) and a declaration
  both = await roadOrders(
    supplierToken,
    uncertifiedOrdersOfA(data),
    2,
    (o) => routeAfterSampleValidation(o) === '/sustainability' && needsProducerDeclaration(o),
  );
  const declared = new Set(demoDeclarations(data).map((d) => d.orderId));
  const candidates = data.orders
    .filter((o) => o.supplierId === DEMO_SUPPLIER_A_ID && o.status === 'A' && !declared.has(o.id))
    .map((o) => o.id)
    .sort((a, b) => a - b);
  declarationOnly = (
    await roadOrders(supplierToken, candidates, 1, (o) => routeAfterSampleValidation(o) === '/producer-declaration')
  )[0]!;
}, 180_000);

/** /main: the order searched and ticked, Reconcile pressed; the routing's first step opens. */
async function reconcileFromMain(page: Page, lang: Lang, order: InvoiceOrder, path: string): Promise<void> {
  await searchAndTickOrder(page, lang, order.id);
  await page.getByRole('button', { name: c(lang).orders.inquiry.actions.reconcile, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path && url.searchParams.get('id') === String(order.id));
}

/** /producer-declaration: a PDF sent, and on to /reconcile. */
async function sendDeclaration(page: Page, lang: Lang): Promise<void> {
  const upload = c(lang).declarations.upload;
  await page.getByText(upload.current.none).waitFor();
  await page.getByTestId('declaration-file-input').setInputFiles(pdf('declaracao-produtor.pdf'));
  await page.getByTestId('declaration-chosen-file').waitFor();
  await page.getByRole('button', { name: upload.send.sendAndNext, exact: true }).click();
  await waitForPath(page, '/reconcile');
}

/** Invoice numbers of these journeys' own: their 2/2 conciliations keep their access keys (support/invoices.ts). */
let nextNumber = 781_000;

/** /reconcile: the matching invoice sent, the status page at 2/2. */
async function reconcileTo22(page: Page, lang: Lang, order: InvoiceOrder): Promise<void> {
  const r = c(lang).conciliation.reconcile;
  const invoice = invoiceFor(order, {}, nextNumber++);
  const picker = page.getByRole('button', { name: r.upload.choose, exact: true });
  await expect.poll(() => picker.isEnabled(), { timeout: 15_000 }).toBe(true);
  await page
    .getByTestId('reconcile-file-input')
    .setInputFiles({ name: `nfe-${invoice.number}.xml`, mimeType: 'text/xml', buffer: invoice.buffer });
  await page.getByRole('button', { name: r.actions.reconcile, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/conciliation-status' && url.search === `?id=${order.id}`, {
    timeout: 30_000,
  });
  const sides = c(lang).conciliation.sides;
  for (const side of ['commercial', 'fiscal'] as const)
    await page
      .getByText(`${sides[side]}: ${conciliationStatusName(2, lang)}`, { exact: true })
      .first()
      .waitFor();
}

describe('the road to reconcile through the compliance documents', () => {
  test('(a) certificate, then declaration, then the invoice to 2/2 (pt-BR)', async () => {
    const lang: Lang = 'pt-BR';
    const order = both[0]!;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await reconcileFromMain(page, lang, order, '/sustainability');
      const send = page.getByTestId('sustainability-send');
      await page.getByTestId('sustainability-type-cotton').check();
      await page.getByTestId('sustainability-material-code').fill('BCI-2026-771204');
      await page.getByTestId('sustainability-file-input').setInputFiles(pdf('certificado-bci.pdf'));
      await page.getByTestId('sustainability-chosen-file').waitFor();
      await expect.poll(() => send.isEnabled()).toBe(true);
      await screenshot(page, 'road-sustainability', lang);
      await send.click();
      await waitForPath(page, '/producer-declaration');
      await checkA11y(page, 'road producer-declaration pt-BR');
      await sendDeclaration(page, lang);
      await screenshot(page, 'road-reconcile', lang);
      await reconcileTo22(page, lang, order);
      await checkA11y(page, 'road 2/2 pt-BR');
    });
  });

  test('(b) the declaration only, then the invoice to 2/2 (en-US)', async () => {
    const lang: Lang = 'en-US';
    const order = declarationOnly;
    await withJourney(browser, lang, async ({ page }) => {
      await signInAndWait(page, 'fornecedor', lang);
      await reconcileFromMain(page, lang, order, '/producer-declaration');
      await checkA11y(page, 'road producer-declaration en-US');
      await screenshot(page, 'road-producer-declaration', lang);
      await sendDeclaration(page, lang);
      await reconcileTo22(page, lang, order);
      await screenshot(page, 'road-reconciled', lang);
    });
  });

  test('(c) an audit rejects the certificate with a note; the supplier sees it and sends a new file', async () => {
    const order = both[1]!;
    const note = 'Buyer ID do certificado não confere com a loja compradora.';
    // the supplier sent both documents (as (a) does in the browser)
    const file = { nome: 'documento.pdf', tipo: 'application/pdf', conteudo: PDF.toString('base64') };
    const sent = await apiGraphql<{ sustentabilidade: { codigoCertificado: string } }>(
      supplierToken,
      `mutation ($id: Int!, $file: ArquivoCertificadoInput!) {
        sustentabilidade(orderId: $id, file: $file, certificateMaterialCode: "BCI-2026-771299") { codigoCertificado }
      }`,
      { id: order.id, file },
    );
    await apiGraphql(
      supplierToken,
      `mutation ($id: Int!, $file: [ArquivoDeclaracaoInput!]!) { declaracaoProdutor(orderId: $id, file: $file) { id } }`,
      { id: order.id, file: [file] },
    );

    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'admin', 'pt-BR');
      // the declaration: found by its order, approved
      const d = c('pt-BR').declarations;
      await page.goto(`/declaration-list?pedido=${order.id}`);
      const declarations = page.getByRole('table', { name: d.list.tableLabel });
      const row = declarations.locator('tbody tr', { hasText: String(order.id) }).first();
      await row.getByText(DECLARATION_STATUS_NAMES['pt-BR'][1], { exact: true }).waitFor();
      await row.getByRole('button', { name: d.list.editLabel.replace('{{name}}', String(order.id)) }).click();
      await waitForPath(page, '/declaration-details');
      const audit = page.getByRole('form', { name: d.details.form.title });
      await audit
        .getByRole('combobox', { name: d.details.form.status })
        .selectOption({ label: DECLARATION_STATUS_NAMES['pt-BR'][2] });
      await audit.getByRole('button', { name: d.details.form.save, exact: true }).click();
      await page.getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();

      // the certificate: found by its order, rejected with a note
      const s = c('pt-BR').sustainability;
      await page.goto('/sustainability-list');
      const certificates = page.getByRole('table', { name: s.list.tableLabel });
      await certificates.locator('tbody tr').first().waitFor();
      const orderBox = page.getByRole('textbox', { name: s.list.filters.order, exact: true });
      await orderBox.fill(String(order.id));
      await orderBox.press('Enter');
      const certificate = certificates.locator('tbody tr', { hasText: sent.sustentabilidade.codigoCertificado });
      await certificate
        .getByRole('link', {
          name: s.list.edit
            .replace('{{code}}', sent.sustentabilidade.codigoCertificado)
            .replace('{{order}}', String(order.id)),
        })
        .click();
      await waitForPath(page, '/sustainability-status');
      await page.getByTestId('audit-status').click();
      await page.getByRole('option', { name: AUDIT_STATUS_NAMES['pt-BR'][2], exact: true }).click();
      await page.getByTestId('audit-notes').fill(note);
      await page.getByTestId('audit-save').click();
      await page.locator('.toast-success').getByText(errorMessage('pt-BR', 'registerSuccess')).first().waitFor();
      await checkA11y(page, 'road audit rejected pt-BR');
      await screenshot(page, 'road-audit-rejected', 'pt-BR');
    });

    await withJourney(browser, 'en-US', async ({ page }) => {
      await signInAndWait(page, 'fornecedor', 'en-US');
      // /reconcile stops at the certificate and leads to its page
      await page.goto(`/reconcile?id=${order.id}`);
      const toStep = c('en-US').conciliation.reconcile.pending.toStep.certificadoSustentabilidade;
      const stopped = errorMessage('en-US', 'sustainabilityCertificateRequired').replace(
        '{{pedido}}',
        String(order.id),
      );
      await page.getByText(stopped).first().waitFor();
      await screenshot(page, 'road-reconcile-stopped', 'en-US');
      await page
        .getByRole('link', { name: toStep })
        .or(page.getByRole('button', { name: toStep }))
        .first()
        .click();
      await waitForPath(page, '/sustainability');
      // the rejection and the auditor's note, then a new file
      const upload = c('en-US').sustainability.upload;
      await page.getByText(upload.current.rejectedTitle).first().waitFor();
      await page.getByText(note).first().waitFor();
      await checkA11y(page, 'road certificate rejected en-US');
      await screenshot(page, 'road-certificate-rejected', 'en-US');
      await page.getByTestId('sustainability-type-cotton').check();
      await page.getByTestId('sustainability-material-code').fill('BCI-2026-771300');
      await page.getByTestId('sustainability-file-input').setInputFiles(pdf('certificado-bci-corrigido.pdf'));
      await page.getByTestId('sustainability-chosen-file').waitFor();
      await page.getByTestId('sustainability-send').click();
      // the road's next step: the declaration, approved already, whose page offers Next to the invoice
      await waitForPath(page, '/producer-declaration');
    });

    const history = await apiGraphql<{ buscarCertificadosPorPedido: { status: { id: number } }[] }>(
      supplierToken,
      `query ($id: Int!) { buscarCertificadosPorPedido(idPedido: $id) { status { id } } }`,
      { id: order.id },
    );
    expect(history.buscarCertificadosPorPedido.map((h) => h.status.id).sort()).toEqual([0, 2]);
  });
});
