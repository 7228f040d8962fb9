import { conciliationStatusName } from '@portal/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, screenshot, type Lang } from './support/browser';
import { invoiceFor, reconcilableOrders, type InvoiceOrder } from './support/invoices';
import { apiToken, CATALOGUES } from './support/portal';
import { signInAndWait, useBrowser, withJourney } from './support/journeys';

/*
 * Issue 13: a supplier in the Simples Nacional sends its real invoice: no GTIN (<cEAN/>), ICMS in group
 * ICMSSN101 with the credit rate pCredSN instead of pICMS. Commercial 2; fiscal 4 only for the line whose
 * credit differs from the order's ICMS rate, with the CSOSN in the reason, read in pt-BR and en-US.
 */

const browser = useBrowser();
let order: InvoiceOrder;

beforeAll(async () => {
  // odd ids: conciliation.e2e.test.ts reconciles even ones in the same seeded database
  const found = await reconcilableOrders(await apiToken('fornecedor'), 1, new Set(), (id) => id % 2 === 1);
  order = found[0]!;
}, 120_000);

function sideBadge(page: Page, lang: Lang, side: 'commercial' | 'fiscal', status: 0 | 1 | 2 | 3 | 4) {
  const s = CATALOGUES[lang].conciliation.sides;
  return page.getByText(`${s[side]}: ${conciliationStatusName(status, lang)}`, { exact: true }).first();
}

describe('real invoices: Simples Nacional', () => {
  test('an ICMSSN101 invoice without GTIN reaches 2/4 and the status names the CSOSN in pt-BR and en-US', async () => {
    const first = order.itens[0]!;
    const credit = Number(first.aliquotaIcms ?? 0) === 1.25 ? '2.25' : '1.25';
    const invoice = invoiceFor(
      order,
      Object.fromEntries(
        order.itens.map((item, i) => [
          i,
          {
            ean: '',
            icmsGroup: 'ICMSSN101' as const,
            icmsCreditRate: i === 0 ? credit : String(item.aliquotaIcms ?? 0),
          },
        ]),
      ),
    );
    expect(invoice.xml).toContain('<cEAN/>');
    expect(invoice.xml).toContain('<CSOSN>101</CSOSN>');

    await withJourney(browser, 'pt-BR', async (pt) => {
      const t = CATALOGUES['pt-BR'];
      await signInAndWait(pt.page, 'fornecedor', 'pt-BR');
      await pt.page.goto(`/reconcile?id=${order.id}`);
      const picker = pt.page.getByRole('button', { name: t.conciliation.reconcile.upload.choose, exact: true });
      await expect.poll(() => picker.isEnabled(), { timeout: 15_000 }).toBe(true);
      await pt.page
        .getByTestId('reconcile-file-input')
        .setInputFiles({ name: `nfe-${invoice.number}.xml`, mimeType: 'text/xml', buffer: invoice.buffer });
      await pt.page.getByRole('button', { name: t.conciliation.reconcile.actions.reconcile, exact: true }).click();
      // a supplier cannot accept a conditional result: /reconcile sends it to the status page
      await pt.page.waitForURL((url) => url.pathname === '/conciliation-status' && url.search === `?id=${order.id}`, {
        timeout: 30_000,
      });
      await sideBadge(pt.page, 'pt-BR', 'commercial', 2).waitFor();
      await sideBadge(pt.page, 'pt-BR', 'fiscal', 4).waitFor();
      const reason = pt.page.getByText('(CSOSN 101: crédito do Simples Nacional)', { exact: false }).first();
      await reason.waitFor();
      expect(await reason.innerText()).toContain(`${credit.replace('.', ',')} na nota`);
      await checkA11y(pt.page, 'conciliation-status Simples Nacional pt-BR');
      await screenshot(pt.page, 'conciliation-status-simples-nacional', 'pt-BR');
    });

    await withJourney(browser, 'en-US', async (en) => {
      await signInAndWait(en.page, 'fornecedor', 'en-US');
      await en.page.goto(`/conciliation-status?id=${order.id}`);
      await sideBadge(en.page, 'en-US', 'fiscal', 4).waitFor();
      const reason = en.page.getByText('(CSOSN 101: Simples Nacional credit)', { exact: false }).first();
      await reason.waitFor();
      expect(await reason.innerText()).toMatch(/ICMS rate .* on the order, .* on the invoice/);
      await checkA11y(en.page, 'conciliation-status Simples Nacional en-US');
      await screenshot(en.page, 'conciliation-status-simples-nacional', 'en-US');
    });
  });
});
