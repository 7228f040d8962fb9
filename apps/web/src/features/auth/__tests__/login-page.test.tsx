import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, storeSession, tokenFor } from '../../../test/helpers';

const adminAnswer = { token: tokenFor('admin'), perfis: 'NPFornec_Renner_Admin', chapa: '1', nome: 'Ana Admin' };
const me = meAnswer('admin', { chapa: '1', nome: 'Ana Admin', permissions: [] });

describe('/login', () => {
  it('"/" leads to the sign-in page, which has a labelled form and the flags', async () => {
    mockApi([{ path: '/api/auth/config', body: { sso: false } }]);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessar o portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/^Login/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English (United States)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com login corporativo' })).not.toBeInTheDocument();
  });

  it('requires both fields and a password of six characters, without calling the server', async () => {
    const fetch = mockApi([{ path: '/api/auth/config', body: { sso: false } }]);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Login - campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha - campo obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Login/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), '12345{Enter}');
    expect(screen.getByText('A senha deve ter no mínimo 6 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('Login - campo obrigatório')).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/auth/login'))).toHaveLength(0);
  });

  it('shows the translated wrong-login message', async () => {
    mockApi([
      { path: '/api/auth/config', body: { sso: false } },
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { code: 'wrongLoginOrPassword', message: 'Wrong login or password' },
      },
    ]);
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), 'errada123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login ou senha incorretos.');
    expect(router.state.location.pathname).toBe('/login');
    // not the expired-session flow
    expect(screen.queryByText('Sessão expirada')).not.toBeInTheDocument();
  });

  it('re-translates the message when the language changes', async () => {
    mockApi([
      { path: '/api/auth/config', body: { sso: false } },
      { method: 'POST', path: '/api/auth/login', status: 401, body: { code: 'wrongLoginOrPassword', message: 'x' } },
    ]);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), 'errada123{Enter}');
    await screen.findByText('Login ou senha incorretos.');
    await user.click(screen.getByRole('button', { name: 'English (United States)' }));
    expect(await screen.findByText('Wrong login or password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the portal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('lands a logistics user on the dock board (issue 18)', async () => {
    const logistics = { token: tokenFor('logistica'), perfis: 'NPFornec_Renner_Logistica', chapa: '6', nome: 'Lia' };
    mockApi([
      { path: '/api/auth/config', body: { sso: false } },
      { method: 'POST', path: '/api/auth/login', body: logistics },
      { path: '/api/auth/me', body: meAnswer('logistica') },
    ]);
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Login/), 'logistica');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dock-board'));
  });

  it('signs in with Enter and goes to /main', async () => {
    const fetch = mockApi([
      { path: '/api/auth/config', body: { sso: false } },
      { method: 'POST', path: '/api/auth/login', body: adminAnswer },
      { path: '/api/auth/me', body: me },
    ]);
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(localStorage.getItem('token')).toBe(adminAnswer.token);
    expect(localStorage.getItem('nome')).toBe('Ana Admin');
    const loginCall = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ login: 'admin', senha: 'demo1234' });
  });

  it('shows the profile screen when the sign-in brings several profiles', async () => {
    mockApi([
      { path: '/api/auth/config', body: { sso: false } },
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { token: null, perfis: 'NPFornec_Renner_Admin,NPFornec_Youcom_Usuario', chapa: '9', nome: 'Multi' },
      },
    ]);
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Login/), 'multiperfil');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234{Enter}');
    expect(await screen.findByRole('heading', { name: 'Você possui mais de um perfil' })).toBeInTheDocument();
    expect(screen.getByText('NPFornec_Youcom_Usuario')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers the corporate login when SSO is on, remembering where to return', async () => {
    sessionStorage.setItem('returnTo', '/load');
    mockApi([{ path: '/api/auth/config', body: { sso: true } }]);
    renderApp('/login');
    const sso = await screen.findByRole('link', { name: 'Entrar com login corporativo' });
    expect(sso).toHaveAttribute('href', '/api/auth/sso/authorize?returnTo=%2Fload');
  });

  it('shows the translated SSO failure from the address', async () => {
    mockApi([{ path: '/api/auth/config', body: { sso: true } }]);
    renderApp('/login?error=ssoFailed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível concluir o login corporativo. Tente novamente.',
    );
  });

  it('sends a signed-in user to /main', async () => {
    storeSession('usuario');
    mockApi([{ path: '/api/auth/me', body: me }]);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });
});
