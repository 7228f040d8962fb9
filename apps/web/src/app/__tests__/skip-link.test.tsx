import { screen, within } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { skipToTarget } from '../../lib/skip-target';
import { meAnswer, mockApi, renderApp, storeSession } from '../../test/helpers';

const SUPPLIER_SHELL = [
  { path: '/api/auth/me', body: meAnswer('fornecedor', { nome: 'Fernanda' }) },
  {
    path: '/api/links',
    body: Array.from({ length: 11 }, (_, i) => ({ key: `link${i}`, url: `https://example.com/${i}` })),
  },
  // no orders, no expiring documents: nothing to toast
  { path: '/api/graphql', method: 'POST', body: { data: { listarPedidos: [], documentosAVencer: [] } } },
  { path: '/api/register/cds', body: [] },
];

describe('skip to content', () => {
  it('lands on the order search of /main: the next Tab is the first filter', async () => {
    storeSession('fornecedor');
    mockApi(SUPPLIER_SHELL);
    const { user } = renderApp('/main');
    // the first render loads the lazy route: generous on a busy machine
    const search = await screen.findByRole('region', { name: 'Consulta de pedidos' }, { timeout: 15_000 });
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    await user.tab();
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAttribute('data-skip-target');
    expect(document.activeElement).toContainElement(search);
    await user.tab();
    expect(within(search).getByRole('textbox', { name: 'Pedido' })).toHaveFocus();
  });

  it('leaves the link to the browser (which focuses <main>) on a page without a skip target', () => {
    document.body.innerHTML = '<main id="main-content" tabindex="-1"><button>x</button></main>';
    const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLAnchorElement>;
    skipToTarget(event, 'main-content');
    expect(event.preventDefault).not.toHaveBeenCalled();
    document.body.innerHTML = '<main id="main-content"><div data-skip-target tabindex="-1"></div></main>';
    skipToTarget(event, 'main-content');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toHaveAttribute('data-skip-target');
  });
});
