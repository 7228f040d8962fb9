import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { mockHandledApi, renderApp, route, storeSession, type HandledCall } from '../../../test/helpers';
import { ROW_A, ROW_B } from './certificate-fixtures';

const LIST = '/api/certificado-origem';

function queryOf(call: HandledCall): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call.path.split('?')[1] ?? ''));
}

function api(pages = [{ itens: [ROW_A, ROW_B], pagina: 1, temMais: true }]) {
  storeSession('admin');
  return mockHandledApi('admin', [
    route('GET', LIST, (call) => {
      const page = Number(queryOf(call).currentPage);
      return { body: pages.find((p) => p.pagina === page) ?? { itens: [], pagina: page, temMais: false } };
    }),
    route('GET', `${LIST}/csv`, {
      response: () =>
        new Response('\uFEFFCódigo;Pedido\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="certificados_origem.csv"',
          },
        }),
    }),
  ]);
}

/**
 * The list's calls, a repeat of the same question dropped (React's StrictMode mounts twice in tests, and the first
 * mount's question is cancelled and asked again).
 */
const listCalls = (calls: HandledCall[]) =>
  calls
    .filter((c) => c.path.split('?')[0] === LIST)
    .map(queryOf)
    .filter((query, i, all) => i === 0 || JSON.stringify(query) !== JSON.stringify(all[i - 1]));

describe('/origin-certificate', () => {
  it('lists code, updated and created dates, provider cut at 20 and the order, newest update first, with edit', async () => {
    const { calls } = api();
    renderApp('/origin-certificate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificados de origem' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Certificados de origem' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('CódigoAtualizaçãoCadastroFornecedorPedidoEditar');
    expect(first).toHaveTextContent('COD-ACE18-2026-000123');
    expect(first).toHaveTextContent('17/03/2026 10:05');
    expect(first).toHaveTextContent('10/03/2026 09:30');
    expect(first).toHaveTextContent('4215729');
    const provider = within(first!).getByText(
      (_, element) => element?.getAttribute('data-full-text') === ROW_A.fornecedor,
    );
    expect(provider.querySelector('[aria-hidden="true"]')!.textContent!.length).toBeLessThanOrEqual(20);
    expect(second).toHaveTextContent('COD-ACE35-2026-000871');
    expect(
      within(first!).getByRole('link', { name: 'Editar o certificado COD-ACE18-2026-000123 do pedido 4215729' }),
    ).toHaveAttribute('href', '/origin-certificate-upload?id=7');
    expect(screen.getByRole('link', { name: 'Novo certificado' })).toHaveAttribute(
      'href',
      '/origin-certificate-upload',
    );
    expect(listCalls(calls)).toEqual([{ currentPage: '1', perPage: '20' }]);
  });

  it('has more while a page brings rows: the next page is asked until an empty one ends the list', async () => {
    const { calls } = api([
      { itens: [ROW_A], pagina: 1, temMais: true },
      { itens: [ROW_B], pagina: 2, temMais: true },
    ]);
    const { user } = renderApp('/origin-certificate');
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Fim da lista.')).toBeInTheDocument();
    expect(listCalls(calls).map((q) => q.currentPage)).toEqual(['1', '2', '3']);
  });

  it('searches on Enter with the filters in the address; a reversed range is refused before any call', async () => {
    const { calls } = api();
    const { user, router } = renderApp('/origin-certificate');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'ace18');
    await user.type(screen.getByRole('textbox', { name: 'Pedido' }), '42x15729{Enter}');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]).toEqual({ currentPage: '1', perPage: '20', codigo: 'ace18', pedido: '4215729' });
    expect(router.state.location.search).toBe('?codigo=ace18&pedido=4215729');

    await user.type(screen.getByLabelText('Atualizado de'), '18/03/2026');
    await user.type(screen.getByLabelText('Atualizado até'), '17/03/2026');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('downloads the CSV of the applied filters in the user language', async () => {
    const { calls } = api();
    const files = captureDownloads();
    const { user } = renderApp('/origin-certificate?codigo=ACE18');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('certificados_origem.csv');
    const csv = calls.find((c) => c.path.startsWith(`${LIST}/csv`))!;
    expect(queryOf(csv)).toEqual({ codigo: 'ACE18', userLocale: 'pt-BR' });
  });

  it('says so when nothing is found', async () => {
    api([{ itens: [], pagina: 1, temMais: false }]);
    renderApp('/origin-certificate');
    expect(await screen.findByText('Nenhum certificado encontrado.')).toBeInTheDocument();
  });
});
