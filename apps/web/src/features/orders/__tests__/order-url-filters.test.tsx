import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import { makeOrder, mockOrdersApi } from './order-fixtures';

const grid = () => screen.findByRole('table', { name: 'Lista de pedidos' });

describe('/main keeps its filters in the URL (lib/use-url-filters.ts)', () => {
  it('a search is in the address; /main → /load → Back shows the same fields, results and selection', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi((p) => (p === 0 ? [makeOrder(900), makeOrder(899)] : []));
    const { user, router } = renderApp('/main');
    await within(await grid()).findByRole('checkbox', { name: 'Selecionar o pedido 900' });

    await user.type(screen.getByLabelText('Semana comercial'), '12');
    await user.type(screen.getByRole('textbox', { name: 'Agendamento de' }), '05/03/2027{Enter}');
    const searched = { calendarioComercial: { semanaComercial: 12 }, dataAgendamentoInicial: '2027-03-05' };
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ ...searched, ordenacao: 'pedido' }));
    expect(router.state.location.search).toBe('?dataAgendamentoInicial=2027-03-05&semanaComercial=12');

    await user.click(within(await grid()).getByRole('checkbox', { name: 'Selecionar o pedido 899' }));
    expect(screen.getByText('2 pedidos carregados · 1 selecionados')).toBeInTheDocument();

    // a trip away (the load assembly, here refused or abandoned) and Back
    await act(() => router.navigate('/load', { state: { idPedidos: [899] } }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Lista de pedidos' })).toBeNull());
    await act(() => router.navigate(-1));

    const table = await grid();
    expect(screen.getByLabelText('Semana comercial')).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Agendamento de' })).toHaveValue('05/03/2027');
    expect(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 899' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 900' })).not.toBeChecked();
    expect(calls.at(-1)?.filtro).toEqual({ ...searched, ordenacao: 'pedido' });
  }, 40_000); // two screens, typed key by key: a busy run needs more than the default

  it('Back after a second search returns to the first one, form and list', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi(() => []);
    const { user, router } = renderApp('/main');
    await screen.findByText('Nenhum pedido encontrado.');
    await user.type(screen.getByLabelText('Pedido'), '11{Enter}');
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ id: 11, ordenacao: 'pedido' }));
    await user.clear(screen.getByLabelText('Pedido'));
    await user.type(screen.getByLabelText('Pedido'), '22{Enter}');
    await waitFor(() => expect(calls.at(-1)?.filtro).toEqual({ id: 22, ordenacao: 'pedido' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Pedido')).toHaveValue('11'));
    expect(router.state.location.search).toBe('?id=11');
  });

  it('a shared address opens with its filters; a value that is no filter falls back to its default', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi(() => []);
    renderApp('/main?status=N&semanaComercial=77&dataAgendamentoFinal=31/12/2027&ordenacao=entrega');
    await screen.findByText('Nenhum pedido encontrado.');
    // week 77 is no week: the address makes no search, so the list shows the default one
    expect(calls.at(-1)?.filtro).toEqual({ ordenacao: 'pedido' });
    expect(screen.getByLabelText('Semana comercial')).toHaveValue('77');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('N - Novo');
    expect(screen.getByRole('textbox', { name: 'Agendamento até' })).toHaveValue('');
  });

  it('opens a shared search as it was made', async () => {
    storeSession('fornecedor');
    const { calls } = mockOrdersApi(() => []);
    renderApp('/main?status=N&ordenacao=entrega&dataAgendamentoFinal=2027-12-31');
    await screen.findByText('Nenhum pedido encontrado.');
    expect(calls.at(-1)?.filtro).toEqual({ status: 'N', ordenacao: 'entrega', dataAgendamentoFinal: '2027-12-31' });
    expect(screen.getByRole('textbox', { name: 'Agendamento até' })).toHaveValue('31/12/2027');
  });
});
