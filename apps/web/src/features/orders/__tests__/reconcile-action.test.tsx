import { ERROR_MESSAGES, type SampleRoutingOrder } from '@portal/domain';
import { sampleRoutingOrder } from '@portal/domain/conciliation/sample-routing.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer, renderApp, requestPath, storeSession } from '../../../test/helpers';
import { CDS, makeOrder } from './order-fixtures';

const ORDERS = [makeOrder(501), makeOrder(502, { status: 'D' })];

const routing = sampleRoutingOrder;

type Validation = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** /main's fetch: the grid's orders, and the sample validation answered by `validation`. */
function mockMain(validation: Validation) {
  const calls: { variables: Record<string, unknown>; service: string | null }[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input).split('?')[0];
    if (path === '/api/auth/me') return json(meAnswer('fornecedor'));
    if (path === '/api/links') return json([]);
    if (path === '/api/register/cds') return json(CDS);
    if (path === '/api/graphql') {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      if (body.query.includes('validarAmostraPedidoParaConciliacao')) {
        const headers = init?.headers as Record<string, string>;
        calls.push({ variables: body.variables, service: headers['x-target-service'] ?? null });
        const { status = 200, body: answer } = await validation;
        return json(answer, status);
      }
      return json({ data: { listarPedidos: body.variables.pagina === 0 ? ORDERS : [] } });
    }
    return json({ code: 'notFound', message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const validated = (order: SampleRoutingOrder | null, success = true, messageError: string | null = null) => ({
  body: { data: { validarAmostraPedidoParaConciliacao: { success, messageError }, pedidoPorId: order } },
});

async function selectAndReconcile(validation: Validation) {
  storeSession('fornecedor');
  const calls = mockMain(validation);
  const harness = renderApp('/main');
  const table = await screen.findByRole('table', { name: 'Lista de pedidos' });
  await harness.user.click(await within(table).findByRole('checkbox', { name: 'Selecionar o pedido 501' }));
  await harness.user.click(screen.getByRole('button', { name: 'Conciliar' }));
  return { ...harness, calls };
}

describe('/main Reconcile: the sample validation first', () => {
  it('validates the selected order and goes to /reconcile with its id', async () => {
    const { router, calls } = await selectAndReconcile(validated(routing()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reconcile'));
    expect(router.state.location.search).toBe('?id=501');
    expect(router.state.location.state).toEqual({ idPedido: 501, from: 'reconcile' });
    expect(calls).toEqual([{ variables: { idPedido: 501, id: '501' }, service: 'conciliation' }]);
  });

  it.each([
    [{ utilizaSubContratado: true }, '/subcontractor-invoice'],
    [
      { sustentabilidade: 'BCI', empresa: { exigirDeclProdutor: false, exigirCertSustentabilidade: true } },
      '/sustainability',
    ],
    [
      {
        fornecedor: { exigirDeclProdutor: true },
        empresa: { exigirDeclProdutor: true, exigirCertSustentabilidade: false },
      },
      '/producer-declaration',
    ],
  ] as const)('routes %j to %s first (spec 001 §4)', async (overrides, path) => {
    const { router } = await selectAndReconcile(validated(routing(overrides)));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe('?id=501');
    expect(router.state.location.state).toEqual({ idPedido: 501, from: 'reconcile' });
  });

  it('a refused validation shows the server’s message in red and stays on /main', async () => {
    const text = 'A amostra 9001 do pedido 501 está Reprovado: a conciliação fica bloqueada até a aprovação.';
    const { router } = await selectAndReconcile(validated(null, false, text));
    const toast = await screen.findByText(text);
    expect(toast.closest('.toast-error')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/main');
  });

  it('an error of the call is toasted and the user stays', async () => {
    const { router } = await selectAndReconcile({
      body: { data: null, errors: [{ message: 'x', extensions: { code: 'withoutPermission', status: 403 } }] },
    });
    expect(await screen.findByText(ERROR_MESSAGES['pt-BR'].withoutPermission)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main');
  });

  it('the button is busy while the validation runs, and a second click does not call again', async () => {
    let release: (v: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => {
      release = resolve;
    });
    const { router, user, calls } = await selectAndReconcile(pending);
    const button = screen.getByRole('button', { name: 'Conciliar' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    await user.click(button);
    expect(calls).toHaveLength(1);
    release(validated(routing()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reconcile'));
  });
});
