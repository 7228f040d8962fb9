import { ERROR_MESSAGES } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import type { AssemblyOrder } from '../model/assembly';
import { listRoute, makeLoad, mockLoadsApi, refusal, route } from './load-fixtures';

/** A /main grid row as the state of "assemble load" carries it. */
function row(id: number, overrides: Partial<AssemblyOrder> = {}): AssemblyOrder {
  return {
    id,
    status: 'A',
    calendarioComercial: { semanaComercial: 48, ano: 2026 },
    localizacaoFisica: { id: 2, nome: 'CD Palhoça' },
    fornecedor: { id: 10, nome: 'Malharia Exemplo Ltda' },
    cargas: [],
    ...overrides,
  };
}

/** /load opened by /main's "assemble load" with these rows. */
async function openWith(pedidos: AssemblyOrder[]) {
  const harness = renderApp('/load');
  await screen.findByText('Nenhuma carga encontrada.');
  await harness.router.navigate('/load', { state: { idPedidos: pedidos.map((p) => p.id), pedidos } });
  await screen.findByRole('heading', { name: 'Montar carga' });
  return harness;
}

const assembleButton = () => screen.getByRole('button', { name: 'Montar carga' });
/** The panel's own message (a refusal also comes as a toast). */
const panelAlert = () => within(screen.getByRole('region', { name: 'Montar carga' })).getByRole('alert');

/** The supplier's loads API where assembling creates load `id` (201) and then opens it. */
const mockAssembling = (id: number) =>
  mockLoadsApi(
    listRoute('fornecedor/10', []),
    route('POST', '/api/carga/montarcarga/', { status: 201, body: makeLoad(id) }),
    route('GET', `/api/carga/detalhe/${id}`, { body: makeLoad(id) }),
  );

describe('/load: assembling a load from the orders selected on /main', () => {
  it('summarises the selection, assembles it and opens the new load', async () => {
    storeSession('fornecedor');
    const { calls } = mockAssembling(88);
    const { user, router } = await openWith([row(4500001), row(4500002)]);
    expect(screen.getByText('Pedidos selecionados na consulta de pedidos: 2')).toBeInTheDocument();
    expect(screen.getByText('Pedidos: 4500001, 4500002')).toBeInTheDocument();
    expect(screen.getByText('Semana 48/2026 · CD Palhoça · Malharia Exemplo Ltda')).toBeInTheDocument();
    await user.click(assembleButton());
    expect(await screen.findByText('Carga 88 montada com sucesso.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carga 88' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/load-details');
    expect(router.state.location.search).toBe('?id=88');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ idPedidos: [4500001, 4500002] });
  });

  it.each([
    ['errorDeliverWeek', { calendarioComercial: { semanaComercial: 49, ano: 2026 } }],
    ['errorDistributionCenter', { localizacaoFisica: { id: 4, nome: 'CD Extrema' } }],
    ['errorProvider', { fornecedor: { id: 11, nome: 'Outro' } }],
    ['errorStatus', { status: 'N' }],
    ['errorExistingOrder', { cargas: [{ id: 3 }] }],
  ] as const)('names the broken rule (%s) before sending and does not send', async (code, change) => {
    const message = ERROR_MESSAGES['pt-BR'][code];
    storeSession('fornecedor');
    const { calls } = mockLoadsApi(listRoute('fornecedor/10', []));
    await openWith([row(4500001), row(4500002, change as Partial<AssemblyOrder>)]);
    expect(panelAlert()).toHaveTextContent(message);
    expect(assembleButton()).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal translated and stays on /load", async () => {
    storeSession('fornecedor');
    mockLoadsApi(
      listRoute('fornecedor/10', []),
      route('POST', '/api/carga/montarcarga/', refusal('errorExistingOrder', 409)),
    );
    const { user, router } = await openWith([row(4500001)]);
    await user.click(assembleButton());
    await waitFor(() => expect(panelAlert()).toHaveTextContent(ERROR_MESSAGES['pt-BR'].errorExistingOrder));
    expect(router.state.location.pathname).toBe('/load');
    expect(assembleButton()).toBeDisabled();
  });

  it('assembles with the ids alone when /main sent no rows (the server decides)', async () => {
    storeSession('fornecedor');
    const { calls } = mockAssembling(89);
    const harness = renderApp('/load');
    await screen.findByText('Nenhuma carga encontrada.');
    await harness.router.navigate('/load', { state: { idPedidos: [7, 8] } });
    await harness.user.click(await screen.findByRole('button', { name: 'Montar carga' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carga 89' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ idPedidos: [7, 8] });
  });

  it('Cancel puts the panel away and keeps the list', async () => {
    storeSession('fornecedor');
    mockLoadsApi(listRoute('fornecedor/10', []));
    const { user, router } = await openWith([row(4500001)]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Montar carga' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/load');
    expect(router.state.location.state).toBeNull();
    expect(screen.getByText('Nenhuma carga encontrada.')).toBeInTheDocument();
  });
});
