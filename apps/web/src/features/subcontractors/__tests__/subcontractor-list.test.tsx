import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlRoute, openHandledApp, operationVariables } from '../../../test/helpers';
import { BORDADOS, COSTURA_FINA, subcontractorBackend, subcontractorPage } from './subcontractor-fixtures';

/** The table, once the lazy page has loaded (slow on a busy machine). */
const table = () => screen.findByRole('table', { name: 'Lista de subcontratados' }, { timeout: 10_000 });
const rowOf = (grid: HTMLElement, id: number) =>
  within(grid.querySelector<HTMLElement>(`tr[data-subcontractor-id="${id}"]`)!);

describe('/subcontractor-list', () => {
  it('lists CNPJ, trade name, legal name, created date, status and e-mail, 20 a page from page 0', async () => {
    const { calls } = openHandledApp('/subcontractor-list', [
      graphqlRoute('listarSubcontratadosFiltrados', () => subcontractorPage([BORDADOS, COSTURA_FINA])),
    ]);
    const grid = await table();
    const costura = rowOf(grid, COSTURA_FINA.id);
    expect(costura.getByText('61.450.000/0001-88')).toBeInTheDocument();
    expect(costura.getByText('Facção Costura Fina')).toBeInTheDocument();
    expect(costura.getByText('Facção Costura Fina Ltda')).toBeInTheDocument();
    expect(costura.getByText('02/03/2026')).toBeInTheDocument();
    expect(costura.getByText('Ativo')).toBeInTheDocument();
    expect(costura.getByText('contato@costurafina.com.br')).toBeInTheDocument();
    const bordados = rowOf(grid, BORDADOS.id);
    expect(bordados.getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    // 23:30 UTC on 31/12 is still 31/12 in São Paulo
    expect(bordados.getByText('31/12/2025')).toBeInTheDocument();
    expect(bordados.getByText('Inativo')).toBeInTheDocument();
    expect(bordados.getByText('---')).toBeInTheDocument();
    // long names are cut, whole on hover and for screen readers
    expect(bordados.getByText(/^Bordados Pomerode Indústria.*…$/)).toBeInTheDocument();
    expect(operationVariables(calls, 'listarSubcontratadosFiltrados').at(-1)).toEqual({ filtro: {}, pagina: 0 });
  });

  it('searches by the four filters (Enter), keeps them in the address and pages on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => ({ ...COSTURA_FINA, id: 100 + i }));
    const { calls, user, router } = openHandledApp('/subcontractor-list', [
      graphqlRoute('listarSubcontratadosFiltrados', (v) =>
        v.pagina === 0 ? subcontractorPage(first, 0, true) : subcontractorPage([BORDADOS], 1, false),
      ),
    ]);
    await table();
    // put at once: typing each character is slow in jsdom on a busy machine
    for (const [name, value] of [
      ['CNPJ', '61450'],
      ['E-mail', 'costura'],
      ['Nome fantasia', 'Fina'],
      ['Razão social', 'Ltda'],
    ] as const) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    }
    await user.type(screen.getByRole('textbox', { name: 'Razão social' }), '{Enter}');
    await waitFor(() =>
      expect(operationVariables(calls, 'listarSubcontratadosFiltrados').at(-1)).toEqual({
        filtro: { cnpj: '61450', email: 'costura', nomeFantasia: 'Fina', razaoSocial: 'Ltda' },
        pagina: 0,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('cnpj')).toBe('61.450');
    const grid = await table();
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(21));
    expect(operationVariables(calls, 'listarSubcontratadosFiltrados').at(-1)).toMatchObject({ pagina: 1 });
  });

  it('New opens an empty form; Edit opens the row and Back returns with the filters', async () => {
    const { user, router } = openHandledApp('/subcontractor-list?nomeFantasia=Fina', [
      graphqlRoute('listarSubcontratadosFiltrados', () => subcontractorPage([COSTURA_FINA])),
      ...subcontractorBackend(),
    ]);
    const grid = await table();
    await user.click(
      rowOf(grid, COSTURA_FINA.id).getByRole('button', { name: 'Editar o subcontratado Facção Costura Fina' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
    const form = await screen.findByRole('form', { name: 'Dados do subcontratado' });
    expect(within(form).getByRole('textbox', { name: /Razão social/ })).toHaveValue('Facção Costura Fina Ltda');
    await user.click(screen.getByRole('link', { name: 'Voltar para a lista de subcontratados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subcontractor-list'));
    expect(router.state.location.search).toBe('?nomeFantasia=Fina');

    await user.click(await screen.findByRole('link', { name: 'Novo subcontratado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subcontractor-details'));
    expect(router.state.location.search).toBe('');
    const empty = await screen.findByRole('form', { name: 'Dados do subcontratado' });
    expect(within(empty).getByRole('textbox', { name: /Razão social/ })).toHaveValue('');
    expect(within(empty).getByRole('combobox', { name: /Status/ })).toHaveValue('1');
  });
});
