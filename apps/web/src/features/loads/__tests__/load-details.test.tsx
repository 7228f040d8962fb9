import {
  addDays,
  bookingReference,
  ERROR_MESSAGES,
  todayInSaoPaulo,
  type LoadDetailDto,
  type ProfileKey,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { LoadDetailsPage } from '../pages/load-details-page';
import { makeLoad, makeLoadOrder, mockLoadsApi, refusal, route, scheduledOn, type Handler } from './load-fixtures';
import { NO_SESSION_USER } from '../../../lib/session-user';

const msg = ERROR_MESSAGES['pt-BR'];

/** /load-details?id= of the load, answered by the handlers first and then by the load itself. */
async function open(profile: ProfileKey, load: LoadDetailDto | (() => LoadDetailDto), ...handlers: Handler[]) {
  storeSession(profile);
  const current = typeof load === 'function' ? load : () => load;
  const api = mockLoadsApi(
    ...handlers,
    route('GET', `/api/carga/detalhe/${current().idCarga}`, () => ({ body: current() })),
  );
  const harness = renderApp(`/load-details?id=${current().idCarga}`);
  await screen.findByRole('table', { name: 'Pedidos da carga' });
  return { ...harness, ...api };
}

const button = (name: string) => screen.getByRole('button', { name });
const blocked = (name: string) => expect(button(name)).toHaveAttribute('aria-disabled', 'true');
const enabled = (name: string) => expect(button(name)).not.toHaveAttribute('aria-disabled');
/** The reason a blocked button gives (its description). */
const reasonOf = (name: string) => {
  const id = button(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('/load-details: what it shows', () => {
  it('shows the head cards, the orders with their status and the totals', async () => {
    await open(
      'fornecedor',
      makeLoad(70, {
        pedidos: [makeLoadOrder(4500001, { qtPecas: 1200 }), makeLoadOrder(4500002, { status: 'W', qtVolumes: 5 })],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Carga 70' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Resumo da carga' });
    expect(within(cards).getByText('48/2026')).toBeInTheDocument();
    expect(within(cards).getByText('CD Palhoça')).toBeInTheDocument();
    expect(within(cards).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(within(cards).getByText('Não agendada')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pedidos da carga' });
    const row = within(table).getByRole('checkbox', { name: 'Selecionar o pedido 4500002' }).closest('tr')!;
    expect(within(row).getByText('W - Em edição')).toBeInTheDocument();
    expect(screen.getByTestId('total-pieces')).toHaveTextContent('2.200');
    expect(screen.getByTestId('total-volumes')).toHaveTextContent('25');
  });

  it('shows a scheduled load’s gate, date and time', async () => {
    await open('fornecedor', scheduledOn(makeLoad(71), addDays(todayInSaoPaulo(), 5)));
    const cards = screen.getByRole('list', { name: 'Resumo da carga' });
    const date = addDays(todayInSaoPaulo(), 5).split('-').reverse().join('/');
    expect(within(cards).getByText(`${date} às 09:00`)).toBeInTheDocument();
    expect(within(cards).getByText('Doca 2')).toBeInTheDocument();
    // the booking reference quoted at the gate (issue 18): schedule 77 of the fixture
    expect(within(cards).getByTestId('booking-reference')).toHaveTextContent(`Referência: ${bookingReference(77)}`);
  });

  it('shows no booking reference while the load is not scheduled', async () => {
    await open('fornecedor', makeLoad(72));
    expect(screen.queryByTestId('booking-reference')).not.toBeInTheDocument();
  });

  it('says a missing load no longer exists, with a way back', async () => {
    storeSession('fornecedor');
    mockLoadsApi(route('GET', '/api/carga/detalhe/999', { status: 404, body: { code: 'notFound', message: 'x' } }));
    const { user, router } = renderApp('/load-details?id=999');
    expect(await screen.findByRole('heading', { name: 'Carga não encontrada' })).toBeInTheDocument();
    expect(screen.queryByText(msg.notFound)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('without an id, says so', async () => {
    storeSession('fornecedor');
    mockLoadsApi();
    renderApp('/load-details');
    expect(await screen.findByText(/Nenhuma carga foi informada/)).toBeInTheDocument();
  });
});

describe('/load-details: actions by the orders’ status and the permissions', () => {
  it('all approved and not scheduled: every action but remove (nothing ticked) is open', async () => {
    await open('fornecedor', makeLoad(72));
    enabled('Incluir pedidos');
    enabled('Excluir carga');
    enabled('Agendar');
    blocked('Remover pedidos');
    expect(reasonOf('Remover pedidos')).toBe('Selecione os pedidos que deseja remover.');
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
  });

  it('a delivered order blocks add, remove, delete and scheduling, and says why', async () => {
    await open('fornecedor', makeLoad(73, { pedidos: [makeLoadOrder(1), makeLoadOrder(2, { status: 'D' })] }));
    for (const name of ['Incluir pedidos', 'Remover pedidos', 'Excluir carga']) {
      blocked(name);
      expect(reasonOf(name)).toBe('Um pedido da carga já foi entregue.');
    }
    blocked('Agendar');
    expect(reasonOf('Agendar')).toBe('Todos os pedidos precisam estar aprovados (A) para agendar.');
  });

  it('a cancelled order blocks adding; an order in edition blocks scheduling only', async () => {
    await open(
      'fornecedor',
      makeLoad(74, { pedidos: [makeLoadOrder(1, { status: 'C' }), makeLoadOrder(2, { status: 'W' })] }),
    );
    blocked('Incluir pedidos');
    expect(reasonOf('Incluir pedidos')).toBe('Um pedido da carga está cancelado.');
    enabled('Excluir carga');
    blocked('Agendar');
  });

  it('a blocked button does nothing when pressed', async () => {
    const { user, router } = await open('fornecedor', makeLoad(75, { pedidos: [makeLoadOrder(1, { status: 'S' })] }));
    await user.click(button('Agendar'));
    expect(router.state.location.pathname).toBe('/load-details');
  });

  it('Schedule opens /scheduling for the load', async () => {
    const { user, router } = await open('fornecedor', makeLoad(76));
    await user.click(button('Agendar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scheduling'));
    expect(router.state.location.search).toBe('?id=76');
  });

  it('a scheduled load offers update and cancel instead of schedule', async () => {
    const { user, router } = await open('fornecedor', scheduledOn(makeLoad(77), addDays(todayInSaoPaulo(), 3)));
    expect(screen.queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();
    enabled('Cancelar agendamento');
    await user.click(button('Alterar agendamento'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(router.state.location.pathname).toBe('/scheduling');
  });

  it('a booking less than 2 days away cannot be changed, cancelled or deleted by a supplier', async () => {
    await open('fornecedor', scheduledOn(makeLoad(78), addDays(todayInSaoPaulo(), 1)));
    blocked('Alterar agendamento');
    blocked('Cancelar agendamento');
    expect(reasonOf('Cancelar agendamento')).toBe(
      'Um agendamento só pode ser alterado com pelo menos 2 dias de antecedência.',
    );
    blocked('Excluir carga');
  });

  it('an admin may change it anyway (admin_alter_load_permissions)', async () => {
    await open('admin', scheduledOn(makeLoad(79), addDays(todayInSaoPaulo(), 1)));
    enabled('Alterar agendamento');
    enabled('Cancelar agendamento');
    enabled('Excluir carga');
  });

  it('without the scheduling permission there is no schedule action', async () => {
    mockLoadsApi(route('GET', '/api/carga/detalhe/80', { body: makeLoad(80) }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/load-details?id=80']}>
        <LoadDetailsPage
          user={{ ...NO_SESSION_USER, idFornecedor: 10, idCd: null, permissions: ['main', 'load', 'load-details'] }}
        />
      </MemoryRouter>,
    );
    await screen.findByRole('table', { name: 'Pedidos da carga' });
    enabled('Incluir pedidos');
    expect(screen.queryByRole('button', { name: 'Agendar' })).not.toBeInTheDocument();
  });
});

describe('/load-details: changing the load', () => {
  it('adds orders from the modal: lists the CD-week orders, includes the ticked ones, shows the new totals', async () => {
    let load = makeLoad(81);
    const { user, calls } = await open(
      'fornecedor',
      () => load,
      (call) => {
        if (call.path !== '/api/graphql') return undefined;
        return {
          body: {
            data: {
              buscarPedidosPorFornecedorCdSemana: [
                {
                  id: 4500010,
                  qtCompra: 300,
                  qtVolumes: 6,
                  dtEmissao: '2026-11-02',
                  naturezaPedido: 'Amostra',
                  status: 'A',
                },
                {
                  id: 4500011,
                  qtCompra: 400,
                  qtVolumes: 8,
                  dtEmissao: '2026-11-03',
                  naturezaPedido: 'Normal',
                  status: 'S',
                },
              ],
            },
          },
        };
      },
      route('POST', '/api/carga/adicionarpedido', (call) => {
        const { idPedidos } = call.body as { idPedidos: number[] };
        load = makeLoad(81, {
          pedidos: [...load.pedidos, ...idPedidos.map((id) => makeLoadOrder(id, { qtPecas: 300, qtVolumes: 6 }))],
        });
        return { body: load };
      }),
    );
    await user.click(button('Incluir pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Incluir pedidos na carga 81' });
    const table = await within(dialog).findByRole('table', { name: 'Pedidos disponíveis' });
    expect(within(table).getByText('Amostra')).toBeInTheDocument();
    expect(within(table).getByText('02/11/2026')).toBeInTheDocument();
    const graphqlCall = calls.find((c) => c.path === '/api/graphql')!;
    expect((graphqlCall.body as { variables: unknown }).variables).toEqual({
      idFornecedor: 10,
      idCd: 20,
      idCalendarioComercial: 202648,
    });
    const include = within(dialog).getByRole('button', { name: 'Incluir' });
    expect(include).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Incluir o pedido 4500010' }));
    await user.click(include);
    expect(await screen.findByText(msg.loadDetails001)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/carga/adicionarpedido')?.body).toEqual({
      idCarga: 81,
      idPedidos: [4500010],
    });
    await screen.findByRole('checkbox', { name: 'Selecionar o pedido 4500010' });
    expect(screen.getByTestId('total-pieces')).toHaveTextContent('1.800');
    expect(screen.getByTestId('total-volumes')).toHaveTextContent('36');
  });

  it('a scheduled load names the orders it cannot take before sending (loadDetails011)', async () => {
    const { user } = await open('fornecedor', scheduledOn(makeLoad(82), addDays(todayInSaoPaulo(), 5)), (call) =>
      call.path === '/api/graphql'
        ? {
            body: {
              data: {
                buscarPedidosPorFornecedorCdSemana: [
                  { id: 5, qtCompra: 1, qtVolumes: 1, dtEmissao: '2026-11-02', naturezaPedido: 'Normal', status: 'W' },
                ],
              },
            },
          }
        : undefined,
    );
    await user.click(button('Incluir pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Incluir pedidos na carga 82' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Incluir o pedido 5' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(msg.loadDetails011);
    expect(within(dialog).getByRole('button', { name: 'Incluir' })).toBeDisabled();
  });

  it('says when no order can be added, and a refusal keeps the modal open with its message', async () => {
    const { user } = await open('fornecedor', makeLoad(83), (call) =>
      call.path === '/api/graphql' ? { body: { data: { buscarPedidosPorFornecedorCdSemana: [] } } } : undefined,
    );
    await user.click(button('Incluir pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Incluir pedidos na carga 83' });
    expect(await within(dialog).findByText('Nenhum pedido disponível para incluir nesta carga.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a gate without room refuses the orders with loadDetails010 as a toast', async () => {
    const { user } = await open(
      'fornecedor',
      scheduledOn(makeLoad(84), addDays(todayInSaoPaulo(), 5)),
      (call) =>
        call.path === '/api/graphql'
          ? {
              body: {
                data: {
                  buscarPedidosPorFornecedorCdSemana: [
                    {
                      id: 6,
                      qtCompra: 1,
                      qtVolumes: 900,
                      dtEmissao: '2026-11-02',
                      naturezaPedido: 'Normal',
                      status: 'A',
                    },
                  ],
                },
              },
            }
          : undefined,
      route('POST', '/api/carga/adicionarpedido', refusal('loadDetails010', 409)),
    );
    await user.click(button('Incluir pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Incluir pedidos na carga 84' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Incluir o pedido 6' }));
    await user.click(within(dialog).getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(msg.loadDetails010)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Incluir pedidos na carga 84' })).toBeInTheDocument();
  });

  it('removes the ticked orders after a confirmation', async () => {
    let load = makeLoad(85, { pedidos: [makeLoadOrder(1), makeLoadOrder(2), makeLoadOrder(3)] });
    const { user, calls } = await open(
      'fornecedor',
      () => load,
      route('POST', '/api/carga/removerpedido', (call) => {
        const { idPedidos } = call.body as { idPedidos: number[] };
        load = makeLoad(85, { pedidos: load.pedidos.filter((p) => !idPedidos.includes(p.numero)) });
        return { body: load };
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o pedido 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o pedido 3' }));
    await user.click(button('Remover pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Remover pedidos' });
    expect(within(dialog).getByText('Remover da carga 85 os pedidos 2, 3?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(msg.loadDetails003)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Selecionar o pedido 2' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.path === '/api/carga/removerpedido')?.body).toEqual({ idCarga: 85, idPedidos: [2, 3] });
    expect(screen.getByTestId('total-volumes')).toHaveTextContent('20');
  });

  it('will not remove every order (the load is deleted instead), and a dismissed confirmation sends nothing', async () => {
    const { user, calls } = await open('fornecedor', makeLoad(86, { pedidos: [makeLoadOrder(1), makeLoadOrder(2)] }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os pedidos da carga' }));
    blocked('Remover pedidos');
    expect(reasonOf('Remover pedidos')).toMatch(/exclua a carga/);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o pedido 1' }));
    await user.click(button('Remover pedidos'));
    const dialog = await screen.findByRole('dialog', { name: 'Remover pedidos' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('works from the keyboard: the confirmation starts on its safe answer and Escape closes it', async () => {
    const { user, calls } = await open('fornecedor', makeLoad(90));
    button('Excluir carga').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir carga' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes the load after a confirmation and goes to /main half a second later', async () => {
    const { user, calls, router } = await open(
      'fornecedor',
      makeLoad(87),
      route('DELETE', '/api/carga/apagar/87', { status: 204 }),
    );
    await user.click(button('Excluir carga'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir carga' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir carga' }));
    expect(await screen.findByText('Carga 87 excluída com sucesso.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/load-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'), { timeout: 3000 });
    // the deleted load is not asked for again (it would answer 404)
    const deletion = calls.findIndex((c) => c.method === 'DELETE');
    expect(calls.slice(deletion).some((c) => c.path === '/api/carga/detalhe/87')).toBe(false);
  });

  it('a refused deletion shows its message and stays', async () => {
    const { user, router } = await open(
      'fornecedor',
      scheduledOn(makeLoad(88), addDays(todayInSaoPaulo(), 4)),
      route('DELETE', '/api/carga/apagar/88', refusal('scheduling014', 422)),
    );
    await user.click(button('Excluir carga'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir carga' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir carga' }));
    expect(await screen.findByText(msg.scheduling014)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(router.state.location.pathname).toBe('/load-details');
  });

  it('cancels the schedule after a confirmation and shows the load unscheduled', async () => {
    let load = scheduledOn(makeLoad(89), addDays(todayInSaoPaulo(), 6));
    const { user, calls } = await open(
      'fornecedor',
      () => load,
      route('DELETE', '/api/agendamento/cancelarAgendamento/', () => {
        load = makeLoad(89);
        return { status: 204 };
      }),
    );
    await user.click(button('Cancelar agendamento'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    expect(within(dialog).getByText(/no portão Doca 2\?$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText(msg.scheduling003)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ idCarga: 89, idAgendamento: 77 });
    expect(await screen.findByText('Não agendada')).toBeInTheDocument();
    expect(button('Agendar')).toBeInTheDocument();
  });
});

describe('/load-details: the tab title', () => {
  it('names the load', async () => {
    await open('fornecedor', makeLoad(72));
    await waitFor(() => expect(document.title).toBe('Carga 72 · Detalhes da carga · Portal Fornecedor'));
  });
});
