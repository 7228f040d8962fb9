import { permissionsOf } from '@portal/domain';
import { screen, within } from '@testing-library/react';
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
  it('welcomes a supplier and lists the supplier links, each opening safely in a new tab', async () => {
    storeSession('fornecedor', { name: 'Fernanda' });
    mockApi([
      { path: '/api/links', body: LINKS },
      { path: '/api/auth/me', body: me },
    ]);
    renderApp('/main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Fernanda' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Links do fornecedor' });
    const finance = await within(card).findByRole('link', { name: /Painel financeiro/ });
    expect(finance).toHaveAttribute('href', 'https://finance.example.com/');
    expect(finance).toHaveAttribute('target', '_blank');
    expect(finance.getAttribute('rel')).toContain('noopener');
    expect(finance).toHaveAccessibleName('Painel financeiro (abre em nova aba)');
    expect(within(card).getAllByRole('link')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: /Grupo no Workplace/ })).toBeInTheDocument();
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
    expect(screen.queryByRole('region', { name: 'Links do fornecedor' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/links'))).toBe(false);
  });

  it('renders in English', async () => {
    const { i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('en-US');
    mockApi([{ path: '/api/links', body: LINKS }]);
    renderWithProviders(<HomePage userName="Fernanda" showSupplierLinks />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Fernanda' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Finance panel (opens in a new tab)' })).toBeInTheDocument();
  });
});
