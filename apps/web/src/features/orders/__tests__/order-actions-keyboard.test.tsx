import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import { matchMediaMatching } from '../../../test/match-media';
import { makeOrder, mockOrdersApi } from './order-fixtures';

const ORDERS = Array.from({ length: 40 }, (_, i) => makeOrder(600 + i, { status: i % 2 ? 'A' : 'C' }));

/** /main with the first `rows` of a full page (the browser journey e2e/orders-keyboard has all 40). */
async function open(rows = ORDERS.length) {
  storeSession('fornecedor');
  mockOrdersApi((p) => (p === 0 ? ORDERS.slice(0, rows) : []));
  const harness = renderApp('/main');
  const table = await screen.findByRole('table', { name: 'Lista de pedidos' }, { timeout: 15_000 });
  await within(table).findByRole('button', { name: `Abrir as opções do pedido ${599 + rows}` });
  return { ...harness, table };
}

/** Alt+Shift+A as a browser sends it (the key's place in `code`; `key` is what the layout types). */
const shortcut = (key = 'A') =>
  fireEvent.keyDown(document.activeElement ?? document.body, {
    key,
    code: 'KeyA',
    altKey: true,
    shiftKey: true,
  });

describe('/main action bar by keyboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a named landmark that announces and shows its shortcut', async () => {
    await open(2);
    const bar = screen.getByRole('region', { name: 'Ações do pedido selecionado' });
    expect(bar).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+A');
    expect([...bar.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['Alt', 'Shift', 'A']);
    expect(within(bar).getByText('Atalho:')).toBeInTheDocument();
  });

  it('goes from a ticked row to the bar in one shortcut (not a Tab per control below), and Escape goes back', async () => {
    const { table, user, router } = await open(12);
    const box = within(table).getByRole('checkbox', { name: 'Selecionar o pedido 601' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    shortcut();
    const bar = screen.getByRole('region', { name: 'Ações do pedido selecionado' });
    expect(within(bar).getByRole('button', { name: 'Selo de caixa' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    expect(box).toHaveFocus();
    // a Mac's Option+Shift+A types Å: the key's place counts
    shortcut('Å');
    expect(within(bar).getByRole('button', { name: 'Selo de caixa' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    // bulk acceptance sits after the left group's actions
    expect(within(bar).getByRole('button', { name: 'Aceitar selecionados' })).toHaveFocus();
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Montar carga' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/load'));
    expect(router.state.location.state).toMatchObject({ idPedidos: [601] });
  });

  it('leaves other Alt combinations to the browser', async () => {
    const { table } = await open(2);
    const box = within(table).getByRole('checkbox', { name: 'Selecionar o pedido 601' });
    box.focus();
    fireEvent.keyDown(box, { key: 'a', code: 'KeyA', altKey: true });
    fireEvent.keyDown(box, { key: 'A', code: 'KeyA', altKey: true, shiftKey: true, ctrlKey: true });
    expect(box).toHaveFocus();
  });

  it('is one line on a phone: the count and a menu of the actions, each blocked one saying why', async () => {
    vi.stubGlobal('matchMedia', matchMediaMatching(/max-width: 48em|prefers-reduced-motion/));
    const { table, user, router } = await open(2);
    const bar = screen.getByRole('region', { name: 'Ações do pedido selecionado' });
    expect(within(bar).queryByRole('button', { name: 'Montar carga' })).toBeNull();
    // nothing selected: the menu alone (bulk acceptance shows once something is selected)
    expect(within(bar).getAllByRole('button')).toHaveLength(1);
    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar o pedido 601' }));
    expect(within(bar).getByText('1 selecionados')).toBeInTheDocument();
    shortcut();
    expect(within(bar).getByRole('button', { name: 'Ações' })).toHaveFocus();
    await user.click(within(bar).getByRole('button', { name: 'Ações' }));
    const menu = await screen.findByRole('menu', { name: 'Ações' });
    const importChart = within(menu).getByRole('menuitem', { name: /Importar tabela de medidas/ });
    expect(importChart).toHaveAttribute('aria-disabled', 'true');
    expect(importChart).toHaveTextContent('Seu perfil não tem permissão para esta ação.');
    await user.click(importChart);
    expect(router.state.location.pathname).toBe('/main');
    await user.click(within(menu).getByRole('menuitem', { name: 'Montar carga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/load'));
  });
});
