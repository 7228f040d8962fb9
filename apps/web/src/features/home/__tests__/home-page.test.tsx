import { permissionsOf } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { HomePage } from '../pages/home-page';

const LINKS = [
  { key: 'financePanel', url: 'https://finance.example.com/' },
  { key: 'knowledgeBase', url: 'https://kb.example.com/' },
  { key: 'workplaceGroup', url: 'https://workplace.example.com/group' },
];

const me = meAnswer('fornecedor', { chapa: '1', nome: 'Fernanda', perfis: '', nomeFornecedor: 'Malharia' });

describe('/main', () => {
  it('welcomes a supplier and keeps the supplier links in a menu of the header, each opening safely in a new tab', async () => {
    storeSession('fornecedor', { name: 'Fernanda' });
    mockApi([
      { path: '/api/links', body: LINKS },
      { path: '/api/auth/me', body: me },
    ]);
    const { user } = renderApp('/main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Fernanda' })).toBeInTheDocument();
    // issue 18: no tiles before the search, a menu button instead
    expect(screen.queryByRole('region', { name: 'Links do fornecedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Painel financeiro/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Links do fornecedor' }));
    const menu = await screen.findByRole('menu', { name: 'Links do fornecedor' });
    const finance = await within(menu).findByRole('menuitem', { name: /Painel financeiro/ });
    expect(finance).toHaveAttribute('href', 'https://finance.example.com/');
    expect(finance).toHaveAttribute('target', '_blank');
    expect(finance.getAttribute('rel')).toContain('noopener');
    expect(finance).toHaveAccessibleName('Painel financeiro (abre em nova aba)');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(within(menu).getByRole('menuitem', { name: /Grupo no Workplace/ })).toBeInTheDocument();
  });

  it('puts the order search before anything else of the page body', async () => {
    storeSession('fornecedor', { name: 'Fernanda' });
    mockApi([
      { path: '/api/links', body: LINKS },
      { path: '/api/auth/me', body: me },
    ]);
    renderApp('/main');
    const search = await screen.findByRole('region', { name: 'Consulta de pedidos' });
    const main = screen.getByRole('main');
    // in the body, only the heading and the links button come before the first filter
    const focusables = [...main.querySelectorAll('a[href], button, input')];
    const firstFilter = within(search).getByRole('textbox', { name: 'Pedido' });
    expect(focusables.indexOf(firstFilter)).toBe(1);
    expect(focusables[0]).toHaveAccessibleName('Links do fornecedor');
  });

  it('shows the order inquiry placeholder when app/ composes no inquiry', () => {
    renderWithProviders(<HomePage userName="Fernanda" showSupplierLinks={false} />);
    const panel = screen.getByRole('region', { name: 'Consulta de pedidos' });
    expect(
      within(panel).getByText('A consulta de pedidos está sendo preparada e estará disponível em breve.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not show (nor fetch) the links to users without links-fornecedor', async () => {
    storeSession('usuario');
    const fetch = mockApi([{ path: '/api/auth/me', body: { ...me, permissions: permissionsOf('usuario') } }]);
    renderApp('/main');
    await screen.findByRole('region', { name: 'Consulta de pedidos' });
    expect(screen.queryByRole('button', { name: 'Links do fornecedor' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/links'))).toBe(false);
  });

  it('renders in English', async () => {
    const { i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('en-US');
    mockApi([{ path: '/api/links', body: LINKS }]);
    const user = userEvent.setup();
    renderWithProviders(<HomePage userName="Fernanda" showSupplierLinks />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Fernanda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supplier links' }));
    expect(await screen.findByRole('menuitem', { name: 'Finance panel (opens in a new tab)' })).toBeInTheDocument();
  });
});
