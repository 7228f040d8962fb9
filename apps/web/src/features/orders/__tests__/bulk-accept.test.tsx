import { ERROR_MESSAGES, type ResultadoCienciaPedidoDto } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { graphqlOperation, renderApp, requestPath, storeSession } from '../../../test/helpers';
import { makeOrder, mockOrdersApi } from './order-fixtures';

const ORDERS = [
  makeOrder(601, { status: 'N' }),
  makeOrder(602, { status: 'M' }),
  makeOrder(603, { status: 'A' }),
  makeOrder(604, { status: 'D' }),
];

const accepted = (id: number): ResultadoCienciaPedidoDto => ({
  idPedido: id,
  aceito: true,
  codigoErro: null,
  mensagem: null,
});

/**
 * /main with ORDERS, confirmarCienciaPedidos answered by `answer` (held until `release` when `hold`); records the
 * ids each acceptance sent and counts the grid's requests.
 */
function mockApi(answer: (ids: number[]) => ResultadoCienciaPedidoDto[], hold = false) {
  const api = mockOrdersApi((p) => (p === 0 ? ORDERS : []));
  const list = api.fetch;
  const sent: number[][] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (requestPath(input) === '/api/graphql') {
        const body = JSON.parse(String(init?.body)) as { query: string; variables: { idsPedido: number[] } };
        if (graphqlOperation(body.query) === 'ConfirmarCienciaPedidos') {
          sent.push(body.variables.idsPedido);
          if (hold) await held;
          const data = { confirmarCienciaPedidos: answer(body.variables.idsPedido) };
          return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
        }
      }
      return list(input, init);
    }),
  );
  return { calls: api.calls, sent, release };
}

async function open(profile: 'fornecedor' | 'usuario' = 'fornecedor') {
  storeSession(profile);
  const harness = renderApp('/main');
  const table = await screen.findByRole('table', { name: i18n.t('orders.inquiry.gridLabel') });
  await within(table).findByRole('button', { name: i18n.t('orders.inquiry.openOrder', { order: 601 }) });
  const select = async (...ids: number[]) => {
    for (const id of ids)
      await harness.user.click(
        within(table).getByRole('checkbox', { name: i18n.t('orders.inquiry.selectOrder', { order: id }) }),
      );
  };
  return { ...harness, table, select };
}

const bar = () => screen.getByRole('region', { name: i18n.t('orders.inquiry.actions.title') });

afterEach(async () => {
  await i18n.changeLanguage('pt-BR');
});

describe('/main: accept selected orders', () => {
  it('appears with a selection, confirms the acceptable ones, waits, shows a result per order and reloads the grid', async () => {
    const api = mockApi(
      ([first, second]) => [
        accepted(first!),
        {
          idPedido: second!,
          aceito: false,
          codigoErro: 'orderNotAwaitingAcceptance',
          mensagem: ERROR_MESSAGES['pt-BR'].orderNotAwaitingAcceptance,
        },
      ],
      true,
    );
    const { user, select } = await open();
    expect(within(bar()).queryByRole('button', { name: /Aceitar selecionados/ })).not.toBeInTheDocument();

    await select(601, 602, 603);
    const button = within(bar()).getByRole('button', { name: 'Aceitar selecionados (2)' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar ciência dos pedidos' });
    expect(confirm).toHaveTextContent('Confirma a ciência e o aceite destes 2 pedidos: 601, 602?');
    expect(confirm).toHaveTextContent('1 pedido selecionado não está aguardando aceite e fica de fora.');
    const listed = api.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    // while the server works: the dialog says so and cannot be cancelled
    expect(await within(confirm).findByText('Aceitando 2 pedidos…')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(api.sent).toEqual([[601, 602]]);
    api.release();

    const result = await screen.findByRole('dialog', { name: 'Resultado do aceite' });
    expect(within(result).getByText('1 aceitos · 1 recusados')).toBeInTheDocument();
    const rows = within(result).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['601', 'Aceito', ''],
      ['602', 'Recusado', ERROR_MESSAGES['pt-BR'].orderNotAwaitingAcceptance],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Confirmar ciência dos pedidos' })).not.toBeInTheDocument();
    // the grid is asked again
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(listed));

    // the footer's Close (the header's × has the same name)
    await user.click(within(result).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is blocked with the reason when no selected order awaits acceptance', async () => {
    const api = mockApi(() => []);
    const { user, select } = await open();
    await select(603, 604);
    const button = within(bar()).getByRole('button', { name: 'Aceitar selecionados' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Nenhum pedido selecionado está aguardando aceite (status N ou M).');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi((ids) => ids.map(accepted));
    const { user, select } = await open();
    await select(602);
    await user.click(within(bar()).getByRole('button', { name: 'Aceitar selecionados (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar ciência dos pedidos' });
    expect(confirm).toHaveTextContent('Confirma a ciência e o aceite do pedido 602?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);
  });

  it('is not offered to a profile without aceite-pedido', async () => {
    mockApi(() => []);
    const { select } = await open('usuario');
    await select(601, 602);
    expect(within(bar()).queryByRole('button', { name: /Aceitar selecionados/ })).not.toBeInTheDocument();
  });

  it('speaks English: the result translates each refusal by its code', async () => {
    mockApi(([first, second]) => [
      accepted(first!),
      { idPedido: second!, aceito: false, codigoErro: 'notFound', mensagem: 'Registro não encontrado.' },
    ]);
    await i18n.changeLanguage('en-US');
    const { user, select } = await open();
    await select(601, 602);
    await user.click(within(bar()).getByRole('button', { name: 'Accept selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm awareness of the orders' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const result = await screen.findByRole('dialog', { name: 'Acceptance result' });
    expect(within(result).getByText('1 accepted · 1 refused')).toBeInTheDocument();
    expect(within(result).getByText(ERROR_MESSAGES['en-US'].notFound)).toBeInTheDocument();
  });
});
