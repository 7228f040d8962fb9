import {
  addDays,
  ERROR_MESSAGES,
  formatDateBr,
  fornecedorSchema,
  pedidoSchema,
  routeAfterSubcontractorInvoice,
  sampleRoutingOrderSchema,
  selectionOf,
} from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { journeyToday } from './support/clock';
import { apiGraphql } from './support/invoices';
import { searchAndTickOrder, signInAndWait, useBrowser, withJourney } from './support/journeys';
import { apiToken, CATALOGUES } from './support/portal';

/*
 * Subcontractor invoices in a real browser: supplier A picks, on /main, an approved order that uses a subcontractor
 * and has no invoice yet (the demo data plants them: demo-guarantees.ts "orders awaiting a subcontractor invoice"),
 * presses Reconcile and lands on /subcontractor-invoice with Next disabled; registers the outbound invoice (the
 * subcontractor chosen from its list), edits it to add the return, and presses Next to the step the routing gives.
 */

const browser = useBrowser();

/** What the journey reads of a candidate: what the routing reads, the pieces, the provider and the conciliations. */
const candidateSchema = sampleRoutingOrderSchema.extend({
  id: pedidoSchema.shape.id,
  qtPecas: pedidoSchema.shape.qtPecas,
  fornecedor: fornecedorSchema.pick({ id: true, exigirDeclProdutor: true }),
  conciliacaos: pedidoSchema.shape.conciliacaos,
});
type RoutedOrder = ReturnType<typeof candidateSchema.parse>;

/** The promise's predicate, asked of the API: approved Normal orders using a subcontractor, not reconciled. */
const CANDIDATES = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: 40) ${selectionOf(candidateSchema)}
  }
`;
const INVOICES = /* GraphQL */ `
  query ($idPedido: Int!, $idFornecedor: Int!) {
    buscarNotasFiscaisSubcontratadoPorPedido(idPedido: $idPedido, idFornecedor: $idFornecedor) {
      id
    }
  }
`;
const SAMPLE = /* GraphQL */ `
  query ($id: Int!) {
    validarAmostraPedidoParaConciliacao(idPedido: $id) {
      success
    }
  }
`;

/** One order per language, each without an invoice, so each journey registers the first one. */
let orders: Record<'pt-BR' | 'en-US', RoutedOrder>;

beforeAll(async () => {
  const token = await apiToken('fornecedor');
  const found: RoutedOrder[] = [];
  for (let pagina = 0; pagina < 15 && found.length < 2; pagina++) {
    const page = await apiGraphql<{ listarPedidos: RoutedOrder[] }>(token, CANDIDATES, {
      pagina,
      filtro: { status: 'A', naturezaPedido: 'Normal' },
    });
    if (page.listarPedidos.length === 0) break;
    for (const order of page.listarPedidos) {
      if (found.length >= 2 || !order.utilizaSubContratado || order.conciliacaos.length > 0) continue;
      if (routeAfterSubcontractorInvoice(order) !== '/reconcile') continue;
      const invoices = await apiGraphql<{ buscarNotasFiscaisSubcontratadoPorPedido: unknown[] }>(token, INVOICES, {
        idPedido: order.id,
        idFornecedor: order.fornecedor.id,
      });
      if (invoices.buscarNotasFiscaisSubcontratadoPorPedido.length > 0) continue;
      const sample = await apiGraphql<{ validarAmostraPedidoParaConciliacao: { success: boolean } }>(token, SAMPLE, {
        id: order.id,
      });
      if (sample.validarAmostraPedidoParaConciliacao.success) found.push(order);
    }
  }
  if (found.length < 2) throw new Error(`only ${found.length} orders awaiting a subcontractor invoice`);
  orders = { 'pt-BR': found[0]!, 'en-US': found[1]! };
}, 120_000);

function texts(lang: Lang) {
  return CATALOGUES[lang].subcontractors.invoice;
}

const dialog = (page: Page) => page.getByRole('dialog');
/** A field of the modal by its label (required ones carry Mantine's asterisk); the first or the return's. */
const field = (page: Page, label: string, index = 0) =>
  dialog(page)
    .getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .nth(index);

async function expectToast(page: Page, text: string) {
  await page.locator('.toast-success').filter({ hasText: text }).first().waitFor();
}

describe('subcontractor invoices: a supplier on the road to reconcile', () => {
  for (const lang of ['pt-BR', 'en-US'] as const) {
    test(`${lang}: from /main's Reconcile, registers the invoice, adds the return, and goes on with Next`, async () => {
      const order = orders[lang];
      const t = texts(lang);
      const today = journeyToday();
      const sent = addDays(today, -6);
      const pieces = Math.min(order.qtPecas, 480);
      const returned = Math.max(1, pieces - 3);
      const outboundNumber = lang === 'pt-BR' ? '000.052.117' : '52118';
      await withJourney(browser, lang, async ({ page }) => {
        await signInAndWait(page, 'fornecedor', lang);
        await searchAndTickOrder(page, lang, order.id);
        await page
          .getByRole('button', { name: CATALOGUES[lang].orders.inquiry.actions.reconcile, exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === '/subcontractor-invoice' && url.search === `?id=${order.id}`);
        await page.getByRole('heading', { level: 1, name: t.titleOrder.replace('{{id}}', String(order.id)) }).waitFor();
        await page.getByText(t.list.empty).waitFor();
        const next = page.getByRole('button', { name: t.actions.next, exact: true });
        await expect.poll(() => next.isDisabled()).toBe(true);
        await checkA11y(page, `subcontractor-invoice empty ${lang}`);
        await screenshot(page, 'subcontractor-invoice-empty', lang);

        // the outbound invoice: the subcontractor from the order's provider's list
        await page.getByRole('button', { name: t.actions.new, exact: true }).click();
        await dialog(page).getByRole('heading', { name: t.modal.createTitle }).waitFor();
        await field(page, t.form.subcontractor).click();
        const option = page.getByRole('option').first();
        const subcontractor = (await option.innerText()).split(' · ')[0]!.trim();
        await option.click();
        await field(page, t.form.date).fill(formatDateBr(sent));
        await field(page, t.form.number).fill(outboundNumber);
        await field(page, t.form.pieces).fill(String(pieces));
        await checkA11y(page, `subcontractor-invoice modal ${lang}`);
        await screenshot(page, 'subcontractor-invoice-modal', lang);
        await dialog(page).getByRole('button', { name: t.modal.save, exact: true }).click();
        await expectToast(page, ERROR_MESSAGES[lang].registerSuccess);
        await dialog(page).waitFor({ state: 'detached' });

        const number = outboundNumber.replace(/[.]/g, '').replace(/^0+/, '');
        const table = page.getByRole('table', { name: t.list.tableLabel });
        const row = table.getByRole('row').filter({ hasText: number });
        await row.waitFor();
        expect(await row.innerText()).toContain(subcontractor);
        expect(await row.innerText()).toContain(formatDateBr(sent));
        await expect.poll(() => next.isEnabled()).toBe(true);

        // the pieces came back: the return on the same invoice
        await table.getByRole('button', { name: t.list.editOf.replace('{{number}}', number) }).click();
        await dialog(page).getByRole('heading', { name: t.modal.editTitle }).waitFor();
        await expect.poll(() => field(page, t.form.number).inputValue()).toBe(number);
        await field(page, t.form.date, 1).fill(formatDateBr(today));
        await field(page, t.form.number, 1).fill('7731');
        await field(page, t.form.pieces, 1).fill(String(returned));
        await dialog(page).getByRole('button', { name: t.modal.save, exact: true }).click();
        await dialog(page).waitFor({ state: 'detached' });
        await row.filter({ hasText: '7731' }).waitFor();
        expect(await row.innerText()).toContain(formatDateBr(today));
        await checkA11y(page, `subcontractor-invoice with an invoice ${lang}`);
        await screenshot(page, 'subcontractor-invoice-list', lang);

        // Next: the routing after the invoice (these Camicado orders need no certificate or declaration)
        await next.click();
        await page.waitForURL((url) => url.pathname === '/reconcile' && url.search === `?id=${order.id}`);
        await page
          .getByRole('heading', {
            level: 1,
            name: CATALOGUES[lang].conciliation.reconcile.titleOrder.replace('{{id}}', String(order.id)),
          })
          .waitFor();
        await page.getByText(CATALOGUES[lang].conciliation.reconcile.summary.noConciliation).waitFor();
        await screenshot(page, 'subcontractor-invoice-next', lang);
      });
    });
  }
});
