import {
  AUDIT_STATUS_NAMES,
  pedidoSchema,
  routeAfterSustainability,
  sampleRoutingOrderSchema,
  selectionOf,
  sustainabilityCertificateSchema,
  type SampleRoutingOrder,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { generateDemoData } from '../apps/server/src/db/seed/demo-data';
import { uncertifiedOrdersOfA } from '../apps/server/src/db/seed/sustainability.seed';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiGraphql } from './support/invoices';
import { apiToken, CATALOGUES, errorMessage, switchLanguage } from './support/portal';
import { signInAndWait, useBrowser, waitForPath, withJourney } from './support/journeys';

/*
 * Sustainability certificates in a real browser: supplier A sends the certificate of an approved order that needs
 * one (and has none, as the demo keeps for the reconcile road) from /sustainability and goes on to the road's next
 * step; an admin finds it on /sustainability-list, downloads its PDF and the report CSV, opens /sustainability-status
 * and approves it; supplier A then sees it approved.
 */

const browser = useBrowser();
const s = (lang: Lang) => CATALOGUES[lang].sustainability;

const routingSchema = sampleRoutingOrderSchema.extend({ id: pedidoSchema.shape.id });
const ORDER = /* GraphQL */ `
  query ($id: ID!) { pedidoPorId(idPedido: $id) ${selectionOf(routingSchema)} }
`;
const HISTORY = /* GraphQL */ `
  query ($id: Int!) { buscarCertificadosPorPedido(idPedido: $id) ${selectionOf(sustainabilityCertificateSchema)} }
`;

/** The order of the journey: the last of supplier A's approved orders kept without a certificate. */
let order: SampleRoutingOrder & { id: number };
const MATERIAL_CODE = 'BCI-2026-904417';

/** A one-page PDF, as a certifier sends it. */
function certificatePdf(): Buffer {
  const stream = 'BT /F1 14 Tf 40 150 Td (Better Cotton - Transaction Certificate) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

beforeAll(async () => {
  const kept = uncertifiedOrdersOfA(generateDemoData(journeyToday()));
  expect(kept.length, 'the demo keeps supplier A orders that need a certificate without one').toBeGreaterThan(0);
  const answer = await apiGraphql<{ pedidoPorId: unknown }>(await apiToken('fornecedor'), ORDER, { id: kept.at(-1) });
  order = routingSchema.parse(answer.pedidoPorId);
}, 120_000);

async function certificatesOf(login: string): Promise<SustainabilityCertificateDto[]> {
  const answer = await apiGraphql<{ buscarCertificadosPorPedido: SustainabilityCertificateDto[] }>(
    await apiToken(login),
    HISTORY,
    { id: order.id },
  );
  return answer.buscarCertificadosPorPedido;
}

async function bodyOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The list filtered to the journey's order (Enter searches). */
async function filterList(page: Page, lang: Lang): Promise<void> {
  const table = page.getByRole('table', { name: s(lang).list.tableLabel });
  await table.locator('tbody tr').first().waitFor();
  const orderBox = page.getByRole('textbox', { name: s(lang).list.filters.order, exact: true });
  await orderBox.fill(String(order.id));
  await orderBox.press('Enter');
  await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
  await table.locator('tbody tr', { hasText: String(order.id) }).waitFor();
}

describe('sustainability: a supplier sends a certificate and an admin approves it', () => {
  test('upload, list, PDF and CSV, audit', async () => {
    expect(await certificatesOf('fornecedor')).toEqual([]);

    // supplier A, pt-BR: sends the certificate and goes on to the next step of the road
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'fornecedor', 'pt-BR');
      await page.goto(`/sustainability?id=${order.id}`);
      await page
        .getByRole('heading', { level: 1, name: s('pt-BR').upload.titleOrder.replace('{{id}}', String(order.id)) })
        .waitFor();
      await page.getByText(s('pt-BR').upload.current.none).waitFor();
      const next = page.getByTestId('sustainability-send');
      expect(await next.isDisabled()).toBe(true);
      await page.getByTestId('sustainability-type-cotton').check();
      await page.getByTestId('sustainability-material-code').fill(MATERIAL_CODE);
      await page
        .getByTestId('sustainability-file-input')
        .setInputFiles({ name: 'certificado-bci.pdf', mimeType: 'application/pdf', buffer: certificatePdf() });
      await page.getByTestId('sustainability-chosen-file').waitFor();
      await expect.poll(() => next.isEnabled()).toBe(true);
      await checkA11y(page, 'sustainability upload pt-BR');
      await screenshot(page, 'sustainability-upload', 'pt-BR');
      await next.click();
      await waitForPath(page, routeAfterSustainability(order));
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(order.id));
    });
    const [sent] = await certificatesOf('fornecedor');
    expect(sent).toMatchObject({ tipoCertificado: 1, certificateMaterialCode: MATERIAL_CODE, status: { id: 0 } });

    // supplier A, en-US: the page shows the certificate awaiting approval
    await withJourney(browser, 'en-US', async ({ page }) => {
      await signInAndWait(page, 'fornecedor', 'en-US');
      await page.goto(`/sustainability?id=${order.id}`);
      const current = page.getByTestId('sustainability-current-1');
      await current.getByText(AUDIT_STATUS_NAMES['en-US'][0], { exact: true }).waitFor();
      await current.getByText(MATERIAL_CODE).waitFor();
      await page.getByRole('table', { name: s('en-US').history.label }).waitFor();
      await checkA11y(page, 'sustainability upload en-US');
      await screenshot(page, 'sustainability-upload', 'en-US');
    });

    // the admin: the list (both languages), the PDF and the CSV, then the audit
    await withJourney(browser, 'pt-BR', async ({ page }) => {
      await signInAndWait(page, 'admin', 'pt-BR');
      const nav = page.getByRole('navigation', { name: CATALOGUES['pt-BR'].layout.mainNav });
      await nav.getByRole('link', { name: CATALOGUES['pt-BR'].menu.sustainabilityList, exact: true }).click();
      await waitForPath(page, '/sustainability-list');
      await filterList(page, 'pt-BR');
      const rowIn = (lang: Lang) =>
        page
          .getByRole('table', { name: s(lang).list.tableLabel })
          .locator('tbody tr')
          .first();
      const row = rowIn('pt-BR');
      await row.getByText(sent!.codigoCertificado!).waitFor();
      await checkA11y(page, 'sustainability-list pt-BR');
      await screenshot(page, 'sustainability-list', 'pt-BR');

      const names = { code: sent!.codigoCertificado!, order: String(order.id) };
      const label = (template: string) => template.replace('{{code}}', names.code).replace('{{order}}', names.order);
      const [pdf] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        row.getByRole('button', { name: label(s('pt-BR').list.download) }).click(),
      ]);
      expect(pdf.suggestedFilename()).toContain(`pedido-${order.id}`);
      expect((await bodyOf(pdf)).equals(certificatePdf())).toBe(true);

      const [csv] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByTestId('sustainability-report').click(),
      ]);
      expect(csv.suggestedFilename()).toBe('relatorio_sustentabilidade.csv');
      const lines = (await bodyOf(csv)).toString('utf8').split('\r\n');
      expect(lines[0]!.split(';')).toHaveLength(24);
      expect(lines.filter((l) => l.startsWith(`${order.id};${sent!.codigoCertificado}`))).toHaveLength(1);

      await switchLanguage(page, 'pt-BR', 'en-US');
      await rowIn('en-US').getByText(AUDIT_STATUS_NAMES['en-US'][0], { exact: true }).waitFor();
      await checkA11y(page, 'sustainability-list en-US');
      await screenshot(page, 'sustainability-list', 'en-US');
      await switchLanguage(page, 'en-US', 'pt-BR');

      await row.getByRole('link', { name: label(s('pt-BR').list.edit) }).click();
      await waitForPath(page, '/sustainability-status');
      await page.getByTestId('sustainability-certificate').getByText(MATERIAL_CODE).waitFor();
      await page.getByTestId('sustainability-order').getByText(String(order.id), { exact: true }).waitFor();
      await checkA11y(page, 'sustainability-status pt-BR');
      await screenshot(page, 'sustainability-status', 'pt-BR');

      await page.getByTestId('audit-status').click();
      await page.getByRole('option', { name: AUDIT_STATUS_NAMES['pt-BR'][1], exact: true }).click();
      await page.getByTestId('audit-valid').click();
      await page.getByRole('option', { name: s('pt-BR').status.audit.yes, exact: true }).click();
      await page.getByRole('textbox', { name: s('pt-BR').status.audit.odnCode }).fill('ODN-BR-2026-004211');
      await page.getByTestId('audit-notes').fill('Buyer ID confere com a loja; BCCUs dentro da margem.');
      await page.getByTestId('audit-save').click();
      await page
        .locator('.toast-success')
        .getByText(errorMessage('pt-BR', 'registerSuccess'))
        .first()
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('table', { name: s('pt-BR').history.label })
        .getByText(AUDIT_STATUS_NAMES['pt-BR'][1], { exact: true })
        .waitFor();
      await switchLanguage(page, 'pt-BR', 'en-US');
      await page.getByRole('heading', { level: 2, name: s('en-US').status.audit.title }).waitFor();
      await checkA11y(page, 'sustainability-status en-US');
      await screenshot(page, 'sustainability-status', 'en-US');
    });

    const [approved] = await certificatesOf('fornecedor');
    expect(approved).toMatchObject({
      id: sent!.id,
      status: { id: 1 },
      certificadoValido: 'Sim',
      codigoCertificadoODN: 'ODN-BR-2026-004211',
    });
  });
});
