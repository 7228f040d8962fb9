import { permissionsOf, type PedidoDetalheDto, type ProfileKey } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAnswer, renderApp, storeSession } from '../../../../test/helpers';
import { orderFixture } from './order-fixture';

interface GraphqlCall {
  operation: string;
  variables: Record<string, unknown>;
}

interface Backend {
  calls: GraphqlCall[];
  /** Each pedidoPorId answer in turn (the last one repeats). */
  orders: (PedidoDetalheDto | 'error')[];
  mutations?: Record<string, unknown>;
  leftovers?: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch answering /api/auth/me, the GraphQL operations of the screen and the leftovers items. */
function mockBackend(profile: ProfileKey, backend: Backend) {
  let served = 0;
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/auth/me')) return json(meAnswer(profile));
    if (url.startsWith('/api/restos-sobras/itens/')) return json(backend.leftovers ?? { registro: null, itens: [] });
    if (url.startsWith('/api/graphql')) {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      backend.calls.push({ operation, variables: body.variables });
      if (operation === 'pedidoPorId') {
        const answer = backend.orders[Math.min(served, backend.orders.length - 1)]!;
        served += 1;
        if (answer === 'error') {
          return json({ data: null, errors: [{ message: 'x', extensions: { code: 'internalError', status: 500 } }] });
        }
        return json({ data: { pedidoPorId: answer } });
      }
      return json({ data: { [operation]: backend.mutations?.[operation] } });
    }
    return json({ code: 'notFound', message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function open(profile: ProfileKey, backend: Backend, path = '/order-options?id=4500123') {
  storeSession(profile);
  mockBackend(profile, backend);
  return renderApp(path);
}

/** Opens the options of an order using a subcontractor whose last conciliation is 2 commercially, `fiscal` fiscally. */
function openWithLastConciliation(fiscal: { id: number; descricao: string }) {
  const conciliacaos = [
    { id: 9, statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' }, statusConciliacaoFiscal: fiscal },
  ];
  return open('fornecedor', { calls: [], orders: [orderFixture({ utilizaSubContratado: true, conciliacaos })] });
}

const count = (backend: Backend, operation: string) => backend.calls.filter((c) => c.operation === operation).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/order-options tabs', () => {
  it('shows every tab read-only with translated labels, dd/mm/yyyy dates and formatted CNPJs', async () => {
    const backend: Backend = { calls: [], orders: [orderFixture()] };
    const { user } = open('fornecedor', backend);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 4500123' })).toBeInTheDocument();

    const order = await screen.findByRole('tabpanel');
    expect(within(order).getByText('Data de emissão')).toBeInTheDocument();
    expect(within(order).getByText('07/03/2025')).toBeInTheDocument();
    expect(within(order).getByText('A · Aprovado')).toBeInTheDocument();
    expect(within(order).getByText('12/2025 (16/03/2025 – 22/03/2025)')).toBeInTheDocument();
    // a timestamp is read in São Paulo time
    expect(within(order).getByText('20/03/2025')).toBeInTheDocument();
    expect(within(order).getByText('92.754.738/0001-62')).toBeInTheDocument();
    expect(within(order).getByText('1109 · importação por conta e ordem')).toBeInTheDocument();
    expect(backend.calls[0]).toEqual({ operation: 'pedidoPorId', variables: { idPedido: '4500123' } });

    await user.click(screen.getByRole('tab', { name: 'Fornecedor' }));
    const provider = screen.getByRole('tabpanel');
    expect(within(provider).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(within(provider).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(provider).getByText('Blumenau/SC')).toBeInTheDocument();
    expect(within(provider).getByText('contato@malharia.example')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Centro de distribuição' }));
    const cd = screen.getByRole('tabpanel');
    expect(within(cd).getByText('CD Cabreúva')).toBeInTheDocument();
    expect(within(cd).getByText('Rodovia dos Bandeirantes, km 59')).toBeInTheDocument();
    expect(within(cd).getByText('Cabreúva/SP')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    const company = screen.getByRole('tabpanel');
    expect(within(company).getByText('001')).toBeInTheDocument();
    expect(within(company).getByText('Exige declaração de produtor')).toBeInTheDocument();
  });

  it('lists the items with money in BRL and expands a row into its details', async () => {
    const { user } = open('fornecedor', { calls: [], orders: [orderFixture()] });
    await user.click(await screen.findByRole('tab', { name: 'Itens' }));
    const table = await screen.findByRole('table', { name: 'Itens' });
    const row = within(table).getByText('550012345').closest('tr')!;
    expect(within(row).getByText('7891234567895')).toBeInTheDocument();
    expect(within(row).getByText('61091000')).toBeInTheDocument();
    expect(within(row).getByText(/R\$\s12,50/)).toBeInTheDocument();
    expect(within(row).getByText(/R\$\s49,90/)).toBeInTheDocument();

    const toggle = within(row).getByRole('button', { name: 'Mostrar ou ocultar os detalhes do item 550012345' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('item-details-501');
    expect(within(details).getByText('UY')).toBeInTheDocument();
    expect(within(details).getByText('Azul marino')).toBeInTheDocument();
    expect(within(details).getByText('100% algodão')).toBeInTheDocument();
    expect(within(details).getByText('Malha / Camisetas')).toBeInTheDocument();
    expect(within(details).getByText('VPN-123')).toBeInTheDocument();
    expect(within(details).getByText(/caixa 30 · pacote 10/)).toBeInTheDocument();
  });

  it('formats money in the current language', async () => {
    const { i18n } = await import('../../../../i18n/i18n');
    await i18n.changeLanguage('en-US');
    try {
      const { user } = open('fornecedor', { calls: [], orders: [orderFixture()] });
      await user.click(await screen.findByRole('tab', { name: 'Items' }));
      expect(await screen.findByText('R$12.50')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });

  it('shows the order fetch error inside the tabs', async () => {
    const { user } = open('fornecedor', { calls: [], orders: ['error'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar o pedido.');
    await user.click(screen.getByRole('tab', { name: 'Itens' }));
    expect(await screen.findByText('Erro ao buscar o pedido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar ciência' })).not.toBeInTheDocument();
  });

  it('without an id says so; reads the id from the navigation state too; goes back to /main', async () => {
    storeSession('fornecedor');
    const backend: Backend = { calls: [], orders: [orderFixture()] };
    mockBackend('fornecedor', backend);
    const { router, user } = renderApp('/order-options');
    expect(await screen.findAllByText(/Nenhum pedido selecionado/)).not.toHaveLength(0);
    expect(backend.calls).toHaveLength(0);
    await router.navigate('/order-options', { state: { idPedido: 4500123 } });
    await screen.findByRole('heading', { level: 1, name: 'Pedido 4500123' });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });
});

describe('/order-options acceptance', () => {
  it('reminds, confirms, reloads the order and shows the accepted toast', async () => {
    const backend: Backend = {
      calls: [],
      orders: [orderFixture({ status: 'N' }), orderFixture({ status: 'A', aceitePor: 'Fornecedor A' })],
      mutations: { confirmarCienciaPedido: 'OK' },
    };
    const { user } = open('fornecedor', backend);
    const reminder = await screen.findByRole('dialog', { name: 'Pedido aguardando ciência' });
    expect(reminder).toHaveTextContent('Este pedido é novo.');
    await user.click(within(reminder).getByRole('button', { name: 'Entendi' }));

    const accept = screen.getByRole('button', { name: 'Confirmar ciência' });
    expect(accept).toBeEnabled();
    await user.click(accept);
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar ciência do pedido' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Pedido aceito.')).toBeInTheDocument();
    expect(backend.calls.find((c) => c.operation === 'confirmarCienciaPedido')?.variables).toEqual({
      idPedido: '4500123',
    });
    expect(count(backend, 'pedidoPorId')).toBe(2);
    // accepted: the button goes away
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirmar ciência' })).not.toBeInTheDocument());
  });

  it('reminds about a modified order too', async () => {
    open('fornecedor', { calls: [], orders: [orderFixture({ status: 'M' })] });
    expect(await screen.findByRole('dialog', { name: 'Pedido aguardando ciência' })).toHaveTextContent(
      'Este pedido foi modificado.',
    );
  });

  it('keeps the button disabled without aceite-pedido', async () => {
    expect(permissionsOf('usuario')).not.toContain('aceite-pedido');
    const { user } = open('usuario', { calls: [], orders: [orderFixture({ status: 'N' })] });
    const reminder = await screen.findByRole('dialog', { name: 'Pedido aguardando ciência' });
    await user.click(within(reminder).getByRole('button', { name: 'Entendi' }));
    expect(screen.getByRole('button', { name: 'Confirmar ciência' })).toBeDisabled();
  });

  it('offers neither the button nor the reminder for other statuses', async () => {
    open('fornecedor', { calls: [], orders: [orderFixture({ status: 'A' })] });
    await screen.findByText('A · Aprovado');
    expect(screen.queryByRole('button', { name: 'Confirmar ciência' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/order-options subcontractor use', () => {
  it('turning it on stores it and leads to the subcontractor invoice with the order', async () => {
    const backend: Backend = {
      calls: [],
      orders: [orderFixture()],
      mutations: { alterarUtilizaSubcontratado: 'OK!' },
    };
    const { router, user } = open('fornecedor', backend);
    const yes = await screen.findByRole('radio', { name: 'Sim' });
    expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Informar dados da nota fiscal' })).not.toBeInTheDocument();
    await user.click(yes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subcontractor-invoice'));
    expect(router.state.location.state).toMatchObject({ idPedido: 4500123 });
    expect(backend.calls.find((c) => c.operation === 'alterarUtilizaSubcontratado')?.variables).toEqual({
      idPedido: '4500123',
      utilizaSubcontratado: true,
    });
  });

  it('turning it off says so (a green toast) and hides the invoice button', async () => {
    const backend: Backend = {
      calls: [],
      orders: [orderFixture({ utilizaSubContratado: true })],
      mutations: { alterarUtilizaSubcontratado: 'OK!' },
    };
    const { user } = open('fornecedor', backend);
    expect(await screen.findByRole('button', { name: 'Informar dados da nota fiscal' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Não' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Informar dados da nota fiscal' })).not.toBeInTheDocument(),
    );
    expect(backend.calls.find((c) => c.operation === 'alterarUtilizaSubcontratado')?.variables).toMatchObject({
      utilizaSubcontratado: false,
    });
    expect(await screen.findByText('O pedido 4500123 não utiliza mais subcontratado.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked();
  });

  it('locks the radios and the invoice button once the last conciliation is 2/2', async () => {
    openWithLastConciliation({ id: 2, descricao: 'Conciliado' });
    expect(await screen.findByRole('button', { name: 'Informar dados da nota fiscal' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Não' })).toBeDisabled();
  });

  it('leaves them enabled when the last conciliation is not fully approved', async () => {
    openWithLastConciliation({ id: 4, descricao: 'Condicional' });
    expect(await screen.findByRole('button', { name: 'Informar dados da nota fiscal' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeEnabled();
  });
});

describe('/order-options leftover button', () => {
  it('is shown with resto-sobra and opens the leftovers modal', async () => {
    const { user } = open('fornecedor', { calls: [], orders: [orderFixture()] });
    await user.click(await screen.findByRole('button', { name: 'Resto/sobra' }));
    expect(await screen.findByRole('dialog', { name: 'Resto/sobra do pedido 4500123' })).toBeInTheDocument();
  });

  it('is not shown without resto-sobra', async () => {
    open('usuario', { calls: [], orders: [orderFixture()] });
    await screen.findByText('A · Aprovado');
    expect(screen.queryByRole('button', { name: 'Resto/sobra' })).not.toBeInTheDocument();
  });
});
