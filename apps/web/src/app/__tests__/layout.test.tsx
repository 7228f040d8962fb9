import { MENU, PERMISSION_PROFILES, PROFILE_KEYS, permissionsOf } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meAnswer, mockApi, renderApp, renderWithProviders, storeSession } from '../../test/helpers';
import { AppNavbar } from '../layout/app-navbar';
import { PendingAreaPage } from '../pages/pending-area-page';
import { PENDING_ROUTES } from '../routes';

const me = (overrides: Record<string, unknown> = {}) =>
  meAnswer('fornecedor', { nome: 'Fernanda Fornecedora', ...overrides });

/** What the shell of a signed-in supplier asks on opening: the session, the links and the sign-in options. */
const SIGNED_IN_SHELL = [
  { path: '/api/auth/me', body: me() },
  { path: '/api/links', body: [] },
  { path: '/api/auth/config', body: { sso: false } },
];

describe('side menu per profile (menuFor, same data as the guard)', () => {
  it.each(PROFILE_KEYS)('%s sees exactly the entries its permissions allow', (profile) => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/main']}>
        <AppNavbar permissions={permissionsOf(profile)} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const expected = MENU.filter((item) => PERMISSION_PROFILES[item.route].includes(profile));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((item) => `/${item.route}`));
    expect(links.map((link) => link.textContent)).toEqual(expected.map((item) => i18n.t(item.labelKey)));
    for (const group of new Set(expected.map((item) => item.group))) {
      expect(within(nav).getByRole('group', { name: i18n.t(`menuGroups.${group}`) })).toBeInTheDocument();
    }
  });

  it('marks the current page', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/cd-list']}>
        <AppNavbar permissions={permissionsOf('admin')} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Centros de distribuição' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Consulta de pedidos' })).not.toHaveAttribute('aria-current');
  });
});

describe('app layout', () => {
  it('shows the portal, the user and the supplier from /api/auth/me, the flags and a labelled burger', async () => {
    storeSession('fornecedor');
    mockApi([
      { path: '/api/auth/me', body: me() },
      { path: '/api/links', body: [] },
    ]);
    renderApp('/main');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Portal Fornecedor')).toBeInTheDocument();
    expect(await within(banner).findByText('Fernanda Fornecedora')).toBeInTheDocument();
    expect(within(banner).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Português (Brasil)' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Abrir ou fechar o menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#main-content');
  });

  it('shows the company name for internal users', async () => {
    storeSession('camicado-usuario');
    mockApi([
      {
        path: '/api/auth/me',
        body: me({ nome: 'Carla', nomeFornecedor: null, idFornecedor: null, idEmpresa: 3, nomeEmpresa: 'Camicado' }),
      },
    ]);
    renderApp('/main');
    expect(await screen.findByText('Camicado')).toBeInTheDocument();
  });

  it('signs out: storage cleared, back on /login', async () => {
    storeSession('fornecedor');
    mockApi(SIGNED_IN_SHELL);
    const { router, user } = renderApp('/main');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('nome')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Acessar o portal' })).toBeInTheDocument();
  });

  it('signs out on the server first: POST /api/auth/logout with the token, then the token is dropped', async () => {
    storeSession('fornecedor');
    const token = localStorage.getItem('token');
    const fetchMock = mockApi([
      ...SIGNED_IN_SHELL,
      { path: '/api/auth/logout', method: 'POST', body: { code: 'signedOut', message: 'Você saiu do portal.' } },
    ]);
    const { router, user } = renderApp('/main');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/auth/logout'));
    expect(logoutCall?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out even when the server cannot be reached', async () => {
    storeSession('fornecedor');
    mockApi([
      ...SIGNED_IN_SHELL,
      { path: '/api/auth/logout', method: 'POST', status: 503, body: { code: 'internalError', message: 'x' } },
    ]);
    const { router, user } = renderApp('/main');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the shared "being prepared" page with the screen title', async () => {
    // rendered alone at a built route's address: the page names the screen of its path, whatever is pending today
    renderWithProviders(
      <MemoryRouter initialEntries={['/norm-list']}>
        <PendingAreaPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Normas' })).toBeInTheDocument();
    expect(screen.getByText('Esta área está sendo preparada e estará disponível em breve.')).toBeInTheDocument();
  });

  // a screen still pending (if any is left) opens that page inside the layout, for a profile that may see it
  const pending = PENDING_ROUTES[0];
  it.runIf(pending !== undefined)('opens a pending screen as the "being prepared" page', async () => {
    const route = pending!;
    const profile = PERMISSION_PROFILES[route][0]!;
    storeSession(profile);
    mockApi([{ path: '/api/auth/me', body: meAnswer(profile) }]);
    renderApp(`/${route}`);
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t(`screens.${route}`) })).toBeInTheDocument();
    expect(screen.getByText('Esta área está sendo preparada e estará disponível em breve.')).toBeInTheDocument();
  });

  it('shows the without-permission message inside the layout', async () => {
    storeSession('fornecedor');
    mockApi([{ path: '/api/auth/me', body: me() }]);
    renderApp('/cd-list');
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });
});
