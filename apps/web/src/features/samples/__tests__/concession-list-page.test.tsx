import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHandledApi, renderApp, storeSession } from '../../../test/helpers';
import { APPROVED, operation, operationsOf, PENDING } from './concession-fixtures';

const LIST = 'listarTodasConcessoesFiltradas';

function api(pages = [{ itens: [PENDING, APPROVED], pagina: 1, temMais: false }]) {
  storeSession('admin');
  return mockHandledApi('admin', [
    operation(LIST, (call) => ({
      body: { data: { [LIST]: pages.find((p) => p.pagina === call.variables!.pagina) ?? pages[0] } },
    })),
  ]);
}

describe('/order-sample-list', () => {
  it('lists the concessions newest first with supplier, orders, description cut at 200, status and dates', async () => {
    const { calls } = api();
    renderApp('/order-sample-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos de amostra' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Concessões de pedidos de amostra' });
    const [header, pending, approved] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(
      'FornecedorPedido originalPedido de amostraDescriçãoSituaçãoCadastroModificaçãoEditar',
    );
    expect(pending).toHaveTextContent('Malharia Serra Gaúcha Ltda104512');
    expect(pending).toHaveTextContent('4200290');
    expect(pending).toHaveTextContent('4204040');
    expect(pending).toHaveTextContent('Em Aprovação');
    expect(pending).toHaveTextContent('16/03/2026 09:40');
    // 200 characters shown, the whole text on hover and for screen readers
    const cut = within(pending!).getByText(
      (_, element) => element?.getAttribute('data-full-text') === PENDING.descricao,
    );
    expect(cut.querySelector('[aria-hidden="true"]')!.textContent).toHaveLength(200);
    expect(approved).toHaveTextContent('Aprovado');
    expect(approved).toHaveTextContent('10/03/2026 10:05');
    expect(approved).toHaveTextContent('12/03/2026 10:15');
    expect(within(pending!).getByRole('link', { name: 'Editar a concessão 3 (amostra 4204040)' })).toHaveAttribute(
      'href',
      '/order-sample-details?id=3',
    );
    expect(screen.getByRole('link', { name: 'Nova concessão' })).toHaveAttribute('href', '/order-sample-details');
    expect(screen.getByText('Concessões carregadas: 2')).toBeInTheDocument();
    expect(operationsOf(calls, LIST)).toEqual([{ filtro: {}, pagina: 1 }]);
  });

  it('loads the next page (pages numbered from 1)', async () => {
    const { calls } = api([
      { itens: [PENDING], pagina: 1, temMais: true },
      { itens: [APPROVED], pagina: 2, temMais: false },
    ]);
    const { user } = renderApp('/order-sample-list');
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Fim da lista.')).toBeInTheDocument();
    expect(operationsOf(calls, LIST).map((v) => v!.pagina)).toEqual([1, 2]);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('searches with the filters kept in the address; a reversed date range is refused before any call', async () => {
    const { calls } = api();
    const { user, router } = renderApp('/order-sample-list');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Fornecedor' }), 'Malharia');
    await user.type(screen.getByRole('textbox', { name: 'Pedido de amostra' }), '42x04040');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Em Aprovação');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(operationsOf(calls, LIST)).toHaveLength(2));
    expect(operationsOf(calls, LIST)[1]).toEqual({
      filtro: { fornecedor: 'Malharia', pedidoAmostra: 4_204_040, status: 1 },
      pagina: 1,
    });
    expect(router.state.location.search).toBe('?fornecedor=Malharia&pedidoAmostra=4204040&status=1');

    await user.type(screen.getByLabelText('Cadastrada de'), '18/03/2026');
    await user.type(screen.getByLabelText('Cadastrada até'), '17/03/2026');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(operationsOf(calls, LIST)).toHaveLength(2);
  });

  it('reads the filters from the address, and says when nothing is found', async () => {
    storeSession('logistica');
    const { calls } = mockHandledApi('logistica', [
      operation(LIST, () => ({ body: { data: { [LIST]: { itens: [], pagina: 1, temMais: false } } } })),
    ]);
    renderApp('/order-sample-list?pedido=4200290&status=3');
    expect(await screen.findByText('Nenhuma concessão encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pedido original' })).toHaveValue('4200290');
    expect(operationsOf(calls, LIST)).toEqual([{ filtro: { pedido: 4_200_290, status: 3 }, pagina: 1 }]);
  });

  it('opens a concession from its edit icon; its Back returns to the same search', async () => {
    storeSession('admin');
    mockHandledApi('admin', [
      operation(LIST, () => ({ body: { data: { [LIST]: { itens: [PENDING], pagina: 1, temMais: false } } } })),
      operation('buscarConcessaoPorId', () => ({ body: { data: { buscarConcessaoPorId: PENDING } } })),
    ]);
    const { user, router } = renderApp('/order-sample-list?status=1');
    await user.click(await screen.findByRole('link', { name: 'Editar a concessão 3 (amostra 4204040)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Concessão 3' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/order-sample-details?id=3');
    expect(screen.getByRole('link', { name: 'Voltar à lista' })).toHaveAttribute('href', '/order-sample-list?status=1');
  });

  it('is for Admin and Logistica only', async () => {
    storeSession('fornecedor');
    const { calls } = mockHandledApi('fornecedor', []);
    renderApp('/order-sample-list');
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
    expect(operationsOf(calls, LIST)).toEqual([]);
  });
});
