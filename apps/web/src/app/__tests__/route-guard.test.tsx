import {
  PERMISSION_PROFILES,
  PROFILE_KEYS,
  ROUTE_PERMISSIONS,
  type ProfileKey,
  type RoutePermission,
  type SessionStatus,
} from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionStore, type SessionState } from '../../features/auth/session/session-store';
import {
  meAnswer,
  mockApi,
  payloadFor,
  renderApp,
  renderWithProviders,
  storeSession,
  tokenFor,
} from '../../test/helpers';
import { guardOutcome, RouteGuard } from '../route-guard';

function stateFor(profile: ProfileKey, status: SessionStatus = 'logged_in'): SessionState {
  const payload = payloadFor(profile);
  return {
    status,
    token: tokenFor(profile),
    payload,
    perfis: payload.perfis,
    chapa: payload.chapa,
    nome: payload.name,
  };
}

const SIGNED_OUT: SessionState = { status: 'logged_out', token: null, payload: null, perfis: '', chapa: '', nome: '' };

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderGuard(path: string, state: SessionState) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/" element={null} />
        <Route
          path="*"
          element={
            <RouteGuard>
              <p>conteúdo protegido</p>
            </RouteGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
    createSessionStore(state),
  );
}

const MATRIX = PROFILE_KEYS.flatMap((profile) =>
  ROUTE_PERMISSIONS.map((route) => [profile, route, PERMISSION_PROFILES[route].includes(profile)] as const),
);

describe('route guard: every profile × every route permission (from PERMISSION_PROFILES)', () => {
  it.each(MATRIX)('%s on /%s → allowed: %s', (profile, route: RoutePermission, allowed) => {
    renderGuard(`/${route}`, stateFor(profile));
    if (allowed) {
      expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
      expect(screen.queryByText('Seu perfil não tem permissão para acessar esta tela.')).not.toBeInTheDocument();
    } else {
      expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
      expect(screen.getByText('Seu perfil não tem permissão para acessar esta tela.')).toBeInTheDocument();
    }
  });
});

describe('route guard outcomes', () => {
  it('shows the loading message while authentication is loading', () => {
    renderGuard('/main', { ...stateFor('admin'), status: 'logged_loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
  });

  it('shows "without user" for login_unauthorized', () => {
    renderGuard('/main', { ...SIGNED_OUT, status: 'login_unauthorized' });
    expect(screen.getByRole('heading', { name: 'Usuário não identificado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it('shows "without user" for an id parameter when not signed in', () => {
    renderGuard('/order-options?id=123', SIGNED_OUT);
    expect(screen.getByRole('heading', { name: 'Usuário não identificado' })).toBeInTheDocument();
  });

  it('redirects a signed-out visitor to the root and remembers where they were going', () => {
    renderGuard('/load-details?tab=2', SIGNED_OUT);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sessionStorage.getItem('returnTo')).toBe('/load-details?tab=2');
  });

  it('sends an incomplete token to the registration, and lets it in there', () => {
    renderGuard('/main', stateFor('fornecedor', 'login_register'));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
    expect(
      guardOutcome({ status: 'login_register', permissions: ['register'], path: '/register', hasIdParam: false }),
    ).toBe('allowed');
  });

  it('refuses a path that is not a route permission', () => {
    expect(guardOutcome({ status: 'logged_in', permissions: ['main'], path: '/unknown', hasIdParam: false })).toBe(
      'without-permission',
    );
  });
});

describe('returning after sign-in', () => {
  it('a signed-out visit to a protected page ends on /login and, after signing in, back on that page', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { token: tokenFor('admin'), perfis: 'NPFornec_Renner_Admin', chapa: '1', nome: 'Ana' },
      },
      { path: '/api/auth/config', body: { sso: false } },
      {
        path: '/api/auth/me',
        body: meAnswer('admin', { chapa: '1', nome: 'Ana', permissions: [] }),
      },
    ]);
    const { router, user } = renderApp('/cd-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('returnTo')).toBe('/cd-list');

    await user.type(await screen.findByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cd-list'));
    expect(await screen.findByRole('heading', { name: 'Centros de distribuição', level: 1 })).toBeInTheDocument();
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('a signed-in user on a protected page stays there', async () => {
    storeSession('admin');
    const { router } = renderApp('/norm-list');
    expect(await screen.findByRole('heading', { name: 'Normas', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/norm-list');
  });
});
