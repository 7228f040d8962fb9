import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp, storeSession } from '../../../test/helpers';
import { captureDownloads, makeOrder, mockOrdersApi } from './order-fixtures';

describe('/main in en-US: no Portuguese status names', () => {
  it('shows the grid’s statuses and writes its CSV in the user’s language, not the API’s Portuguese descricao', async () => {
    localStorage.setItem('lang', 'en-US');
    await i18n.changeLanguage('en-US');
    storeSession('fornecedor');
    const order = makeOrder(501, {
      status: 'A',
      conciliacaos: [
        {
          id: 9,
          // what the orders API sends, whatever the reader's language
          statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' },
          statusConciliacaoFiscal: { id: 3, descricao: 'Reprovado' },
        },
      ],
    });
    mockOrdersApi((page) => (page === 0 ? [order] : []));
    const files = captureDownloads();
    const { user } = renderApp('/main');
    const table = await screen.findByRole('table', { name: 'Order list' });
    const row = (await within(table).findByRole('button', { name: 'Open the options of order 501' })).closest('tr')!;
    expect(within(row).getByText('A - Approved')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('W - Editing');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV of the visible orders' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = new TextDecoder('utf-8').decode(new Uint8Array(await files[0]!.blob.arrayBuffer()));
    const line = text.split('\r\n')[1]!;
    expect(line).toContain(';A - Approved;');
    expect(line.endsWith(';Reconciled;Rejected')).toBe(true);
    expect(text).not.toMatch(/Conciliado|Reprovado|Aprovado/);
  });
});
