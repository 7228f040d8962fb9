import { PROFILES } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, tokenFor } from '../../../test/helpers';

const me = meAnswer('usuario', { chapa: '1', nome: 'X', perfis: '', permissions: [] });

function gettoken(body: unknown, status = 200) {
  return mockApi([
    { method: 'POST', path: '/api/auth/gettoken', status, body },
    { path: '/api/auth/me', body: me },
    { path: '/api/auth/config', body: { sso: true } },
    { path: '/api/links', body: [] },
    { path: '/api/register/cds', body: [] },
  ]);
}

describe('/login/success (gateway)', () => {
  it('exchanges the key once, stores the token and goes to /main', async () => {
    const token = tokenFor('usuario');
    const fetch = gettoken({ token, perfis: 'NPFornec_Renner_Usuario', chapa: '5', nome: 'Úrsula' });
    const { router } = renderApp('/login/success?chave=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('perfis')).toBe('NPFornec_Renner_Usuario');
    const calls = fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/gettoken');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ chave: 'abc' });
  });

  it('returns to the page the server hands back', async () => {
    gettoken({ token: tokenFor('admin'), perfis: 'NPFornec_Renner_Admin', chapa: '1', nome: 'Ana' });
    const { router } = renderApp('/login/success?chave=abc&returnTo=%2Fcd-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cd-list'));
  });

  it('ignores a returnTo that leaves the site', async () => {
    gettoken({ token: tokenFor('admin'), perfis: 'NPFornec_Renner_Admin', chapa: '1', nome: 'Ana' });
    const { router } = renderApp('/login/success?chave=abc&returnTo=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('sends an incomplete token to /register', async () => {
    gettoken({
      token: tokenFor('fornecedor', { idFornecedor: null }),
      perfis: 'NPFornec_Renner_Fornecedor',
      chapa: '7',
      nome: 'Novo',
    });
    const { router } = renderApp('/login/success?chave=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('heading', { name: 'Complete seu cadastro' })).toBeInTheDocument();
  });

  it('no profile: asks for one in the corporate access system', async () => {
    gettoken({ token: null, perfis: '', chapa: '7', nome: 'Sem' });
    renderApp('/login/success?chave=abc');
    expect(await screen.findByRole('heading', { name: 'Você não possui perfil de acesso' })).toBeInTheDocument();
    expect(screen.getByText(/Solicite um perfil no sistema corporativo de acessos/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('several profiles: lists them and asks to remove the extras', async () => {
    gettoken({ token: null, perfis: 'NPFornec_Renner_Admin,NPFornec_Renner_Logistica', chapa: '7', nome: 'Multi' });
    renderApp('/login/success?chave=abc');
    expect(await screen.findByRole('heading', { name: 'Você possui mais de um perfil' })).toBeInTheDocument();
    expect(screen.getByText('NPFornec_Renner_Admin')).toBeInTheDocument();
    expect(screen.getByText('NPFornec_Renner_Logistica')).toBeInTheDocument();
    expect(screen.getByText(/Solicite a remoção dos perfis excedentes/)).toBeInTheDocument();
  });

  it('profile not found: lists the valid profiles', async () => {
    gettoken({ token: null, perfis: 'NPFornec_Renner_Estagiario', chapa: '7', nome: 'X' });
    const { user, router } = renderApp('/login/success?chave=abc');
    expect(await screen.findByRole('heading', { name: 'Perfil não encontrado' })).toBeInTheDocument();
    const valid = screen.getByRole('list', { name: 'Perfis válidos' });
    for (const profile of PROFILES) expect(valid).toHaveTextContent(profile.name);
    expect(screen.getByRole('list', { name: 'Perfis recebidos' })).toHaveTextContent('NPFornec_Renner_Estagiario');
    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an invalid key leads back to /login with the translated error', async () => {
    gettoken({ code: 'invalidKey', message: 'invalid key' }, 401);
    const { router, store } = renderApp('/login/success?chave=expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chave de acesso inválida ou expirada. Entre novamente.',
    );
    expect(store.getState().status).toBe('login_unauthorized');
    expect(screen.queryByText('Sessão expirada')).not.toBeInTheDocument();
  });

  it('a missing key is an invalid key', async () => {
    gettoken({});
    const { router } = renderApp('/login/success');
    await waitFor(() => expect(router.state.location.search).toBe('?error=invalidKey'));
  });
});
