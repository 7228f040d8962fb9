import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlRoute, openHandledApp, operationVariables } from '../../../test/helpers';
import { PROVIDER_A, PROVIDER_BARE, providerBackend, providerPage } from './provider-fixtures';

/** The table, once the lazy page has loaded (slow on a busy machine). */
const table = () => screen.findByRole('table', { name: 'Lista de fornecedores' }, { timeout: 10_000 });
const rowOf = (grid: HTMLElement, id: number) => grid.querySelector<HTMLElement>(`tr[data-provider-id="${id}"]`)!;

describe('/provider-list', () => {
  it('lists code, name, formatted CNPJ, city/UF, e-mail and the three flags; empty cells show ---', async () => {
    const { calls } = openHandledApp('/provider-list', [
      graphqlRoute('fornecedoresFiltrados', () => providerPage([PROVIDER_A, PROVIDER_BARE])),
    ]);
    const grid = await table();
    const a = within(rowOf(grid, PROVIDER_A.id));
    expect(a.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(a.getByText('Blumenau/SC')).toBeInTheDocument();
    expect(a.getByText('pedidos@valedoitajai.com.br')).toBeInTheDocument();
    // the name is cut at 20 characters (spec 001 §9) and whole on hover and for screen readers
    expect(a.getByText('Confecções Vale do …')).toBeInTheDocument();
    expect(rowOf(grid, PROVIDER_A.id).querySelector('[data-full-text]')).toHaveAttribute(
      'data-full-text',
      'Confecções Vale do Itajaí Ltda',
    );
    expect(a.getAllByText('Sim')).toHaveLength(1);
    expect(a.getAllByText('Não')).toHaveLength(2);
    const bare = within(rowOf(grid, PROVIDER_BARE.id));
    expect(bare.getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(bare.getAllByText('---')).toHaveLength(2);
    expect(bare.getAllByText('Sim')).toHaveLength(2);
    expect(screen.getByText('Fornecedores carregados: 2')).toBeInTheDocument();
    expect(screen.getByText('Fim da lista.')).toBeInTheDocument();
    expect(operationVariables(calls, 'fornecedoresFiltrados').at(-1)).toEqual({ pagina: 0 });
  });

  it('searches by name and CNPJ with Enter and keeps the filters in the address', async () => {
    const { calls, user, router } = openHandledApp('/provider-list', [
      graphqlRoute('fornecedoresFiltrados', (v) => providerPage(v.nome ? [PROVIDER_A] : [PROVIDER_A, PROVIDER_BARE])),
    ]);
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' Vale ');
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333{Enter}');
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333');
    await waitFor(() => expect(rowOf(screen.getByRole('table'), PROVIDER_BARE.id)).toBeNull());
    expect(operationVariables(calls, 'fornecedoresFiltrados').at(-1)).toEqual({
      nome: 'Vale',
      cnpj: '11222333',
      pagina: 0,
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('nome')).toBe(' Vale ');
    expect(params.get('cnpj')).toBe('11.222.333');

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(operationVariables(calls, 'fornecedoresFiltrados').at(-1)).toEqual({ pagina: 0 }));
  });

  it('reads the filters from the address and loads the next page of 20 on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => ({ ...PROVIDER_A, id: 200000 + i, nome: `Fornecedor ${i}` }));
    const { calls, user } = openHandledApp('/provider-list?nome=Fornecedor', [
      graphqlRoute('fornecedoresFiltrados', (v) =>
        v.pagina === 0 ? providerPage(first, 0, true) : providerPage([PROVIDER_BARE], 1, false),
      ),
    ]);
    const grid = await table();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Fornecedor');
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(21));
    expect(operationVariables(calls, 'fornecedoresFiltrados').at(-1)).toEqual({ nome: 'Fornecedor', pagina: 1 });
    expect(screen.getByText('Fim da lista.')).toBeInTheDocument();
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    let fail = true;
    const { user } = openHandledApp('/provider-list', [
      (call) =>
        call.operation === 'fornecedoresFiltrados' && fail
          ? { status: 500, body: { code: 'internalError', message: 'x' } }
          : undefined,
      graphqlRoute('fornecedoresFiltrados', () => providerPage([])),
    ]);
    await screen.findByText('Não foi possível carregar os fornecedores.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum fornecedor encontrado.')).toBeInTheDocument();
  });

  it('opens a provider and comes back to the list with its filters', async () => {
    const { user, router } = openHandledApp('/provider-list?nome=Vale', [
      graphqlRoute('fornecedoresFiltrados', () => providerPage([PROVIDER_A])),
      ...providerBackend(),
    ]);
    const grid = await table();
    await user.click(
      within(grid).getByRole('button', { name: 'Abrir os detalhes do fornecedor Confecções Vale do Itajaí Ltda' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider-details'));
    expect(router.state.location.search).toBe('?id=104512');
    await user.click(
      await screen.findByRole('link', { name: 'Voltar para a lista de fornecedores' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider-list'));
    expect(router.state.location.search).toBe('?nome=Vale');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Vale');
  });
});
