import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import { makeOrder, mockOrdersApi } from './order-fixtures';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeOrder(from - i));

async function grid() {
  return screen.findByRole('table', { name: 'Lista de pedidos' });
}

/** /main for a supplier with no orders: the inquiry's empty answer is on screen. */
async function openEmptyInquiry() {
  storeSession('fornecedor');
  const api = mockOrdersApi(() => []);
  const harness = renderApp('/main');
  await screen.findByText('Nenhum pedido encontrado.');
  return { ...harness, calls: api.calls };
}

describe('/main order inquiry: searching', () => {
  it('loads the first page with the default sort, 40 per page', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi((p) => (p === 0 ? [makeOrder(900)] : []));
    renderApp('/main');
    await within(await grid()).findByRole('button', { name: 'Abrir as opções do pedido 900' });
    expect(calls[0]).toEqual({ pagina: 0, filtro: { ordenacao: 'pedido' }, max: 40 });
  });

  it('searches on Enter in a field, with the typed filter', async () => {
    const { calls, user } = await openEmptyInquiry();
    await user.type(screen.getByLabelText('Pedido'), '4321{Enter}');
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ id: 4321, ordenacao: 'pedido' }));
    await user.type(screen.getByLabelText('Ano-semana'), '2026-10{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)?.filtro).toEqual({ id: 4321, anoSemanaComercial: '2026-10', ordenacao: 'pedido' }),
    );
  });

  it('searches with the Search button and a chosen status, and Clear goes back to the default search', async () => {
    const { calls, user } = await openEmptyInquiry();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'N - Novo' }));
    await user.type(screen.getByLabelText('Semana comercial'), '12');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(calls.at(-1)?.filtro).toEqual({
        status: 'N',
        calendarioComercial: { semanaComercial: 12 },
        ordenacao: 'pedido',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ ordenacao: 'pedido' }));
    expect(screen.getByLabelText('Semana comercial')).toHaveValue('');
  });

  it('shows an invalid year-week under its field and does not search', async () => {
    const { calls, user } = await openEmptyInquiry();
    const before = calls.length;
    await user.type(screen.getByLabelText('Ano-semana'), '2026-99{Enter}');
    expect(await screen.findByText('Use o formato AAAA-SS (semana de 1 a 53)')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('debounces a burst of searches into one request for the last filter', async () => {
    const { calls } = await openEmptyInquiry();
    const before = calls.length;
    const input = screen.getByLabelText('Pedido');
    const form = screen.getByRole('form', { name: 'Filtros de pedidos' });
    for (const id of ['11', '22', '33']) {
      fireEvent.change(input, { target: { value: id } });
      fireEvent.submit(form);
    }
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ id: 33, ordenacao: 'pedido' }));
    await new Promise((r) => setTimeout(r, 250));
    expect(calls.slice(before).map((c) => c.filtro.id)).toEqual([33]);
  });

  it('shows the provider filter only with filter-provider and the company filter only with filter-company', async () => {
    await openEmptyInquiry();
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Fornecedor')).not.toBeInTheDocument();
  });

  it('a user with filter-provider filters by provider name but not by company', async () => {
    storeSession('usuario');
    const { calls } = mockOrdersApi(() => []);
    const { user } = renderApp('/main');
    await screen.findByText('Nenhum pedido encontrado.');
    expect(screen.queryByRole('textbox', { name: 'Empresa' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Fornecedor'), 'Malharia{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)?.filtro).toEqual({ fornecedor: { nome: 'Malharia' }, ordenacao: 'pedido' }),
    );
  });

  it('offers the DCs of /api/register/cds and filters by the chosen one', async () => {
    const { calls, user } = await openEmptyInquiry();
    await user.click(screen.getByRole('textbox', { name: 'Centro de distribuição' }));
    await user.click(await screen.findByRole('option', { name: '542 - CD Curitiba' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ cd: 21, ordenacao: 'pedido' }));
  });
});

describe('/main order inquiry: paging', () => {
  it('loads more while the last page had orders, then says the results ended', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi((p) => (p === 0 ? page(1000, 40) : p === 1 ? page(960, 5) : []));
    const { user } = renderApp('/main');
    const table = await grid();
    await within(table).findByRole('button', { name: 'Abrir as opções do pedido 1000' });
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await within(table).findByRole('button', { name: 'Abrir as opções do pedido 956' });
    expect(within(table).getAllByRole('row')).toHaveLength(46);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Fim dos resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.pagina)).toEqual([0, 1, 2]);
  });

  it('says when no order matches', async () => {
    storeSession('fornecedor');
    mockOrdersApi(() => []);
    renderApp('/main');
    expect(await screen.findByText('Nenhum pedido encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
