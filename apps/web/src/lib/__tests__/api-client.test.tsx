import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import {
  graphqlErrorAnswer,
  meAnswer,
  mockApi,
  renderApp,
  renderWithProviders,
  storeSession,
  tokenFor,
} from '../../test/helpers';
import { api, ApiError, errorText, graphql, notifySuccessCode } from '../api-client';
import { onSessionExpired } from '../session-events';
import { expectAlert } from '../../test/alerts';

function toasts(): HTMLElement {
  return document.body;
}

describe('api client: requests', () => {
  it('sends JSON with the bearer token, the language and the routing header', async () => {
    const token = storeSession('admin');
    const fetch = mockApi([{ method: 'POST', path: '/api/things', body: { ok: true } }]);
    await i18n.changeLanguage('es-ES');
    const result = await api.post('/things', { a: 1 }, { service: 'orders', schema: z.object({ ok: z.boolean() }) });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['Accept-Language']).toBe('es-ES');
    expect(headers['x-target-service']).toBe('orders');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('builds the query string and leaves out empty values', async () => {
    const fetch = mockApi([{ path: '/api/list', body: [] }]);
    await api.get('/list', {
      service: 'orders',
      schema: z.unknown(),
      query: { page: 2, name: 'Ana Maria', empty: '', none: undefined },
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/list?page=2&name=Ana+Maria');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = mockApi([{ path: '/api/auth/config', body: { sso: false } }]);
    await api.get('/auth/config', { service: 'auth', schema: z.unknown() });
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('api client: errors become translated red toasts', () => {
  it('shows the catalogue text of the code', async () => {
    renderWithProviders(<main />);
    mockApi([
      { method: 'POST', path: '/api/register/', status: 404, body: { code: 'register02', message: 'whatever' } },
    ]);
    await expect(api.post('/register/', {}, { service: 'auth', schema: z.unknown() })).rejects.toMatchObject({
      code: 'register02',
      status: 404,
    });
    const toast = await within(toasts()).findByRole('alert');
    expect(toast).toHaveTextContent('Fornecedor não encontrado pelo CNPJ informado.');
    expect(toast.className).toContain('toast-error');
  });

  it('names the field of requiredField, in the current language', async () => {
    await i18n.changeLanguage('en-US');
    renderWithProviders(<main />);
    mockApi([
      {
        method: 'POST',
        path: '/api/register/',
        status: 400,
        body: { code: 'requiredField', message: 'x', details: { field: 'chapa' } },
      },
    ]);
    await expect(api.post('/register/', {}, { service: 'auth', schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee ID - required field');
  });

  it('stays silent when the caller shows the error itself', async () => {
    renderWithProviders(<main />);
    mockApi([
      { method: 'POST', path: '/api/auth/login', status: 401, body: { code: 'wrongLoginOrPassword', message: 'x' } },
    ]);
    await expect(
      api.post('/auth/login', {}, { service: 'auth', schema: z.unknown(), auth: false, notify: false }),
    ).rejects.toMatchObject({
      code: 'wrongLoginOrPassword',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a network failure with the default text', async () => {
    renderWithProviders(<main />);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/x', { service: 'orders', schema: z.unknown() })).rejects.toMatchObject({
      code: 'default',
      status: 0,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível realizar a operação. Tente novamente mais tarde.',
    );
  });

  it('reports an answer of the wrong shape with the default text', async () => {
    renderWithProviders(<main />);
    mockApi([{ path: '/api/x', body: { unexpected: true } }]);
    await expect(api.get('/x', { service: 'orders', schema: z.array(z.string()) })).rejects.toMatchObject({
      code: 'default',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível realizar a operação.');
  });

  it('shows a green toast for a success code', async () => {
    renderWithProviders(<main />);
    act(() => notifySuccessCode('register03'));
    const toast = await expectAlert('Cadastro realizado. Entre novamente.');
    expect(toast.className).toContain('toast-success');
  });
});

describe('errorText: language segments of server messages', () => {
  const segmented = '[pt-br]Sobra já registrada;[en-us]Leftover already recorded;[es-es]Sobrante ya registrado;';

  it('takes the segment of the current language for an unknown code', async () => {
    expect(errorText({ code: 'leftoverExists', message: segmented })).toBe('Sobra já registrada');
    await i18n.changeLanguage('en-US');
    expect(errorText({ code: 'leftoverExists', message: segmented })).toBe('Leftover already recorded');
    await i18n.changeLanguage('es-ES');
    expect(errorText({ code: 'leftoverExists', message: segmented })).toBe('Sobrante ya registrado');
  });

  it('prefers the segment over the generic default text', () => {
    expect(errorText({ code: 'default', message: segmented })).toBe('Sobra já registrada');
  });

  it('falls back to the raw message, then to the internal-error text', () => {
    expect(errorText({ code: 'somethingElse', message: 'Pedido nulo' })).toBe('Pedido nulo');
    expect(errorText({ code: 'somethingElse', message: '' })).toBe('Ocorreu um erro interno.');
    expect(errorText({})).toBe('Ocorreu um erro interno.');
  });

  it('uses the catalogue for a known code even with a segmented message', () => {
    expect(errorText({ code: 'scheduling014', message: segmented })).toBe(
      'É necessário no mínimo 2 dias de antecedência para alterar uma carga agendada.',
    );
  });

  it('fills the catalogue text with the details, as the server does', async () => {
    const details = { field: 'pedidoAmostra', pedido: 4200100, pedidoAmostra: 4200210 };
    expect(errorText({ code: 'sampleOrderNotOfOriginal', message: 'x', details })).toBe(
      'O pedido 4200210 não é um pedido de amostra do pedido 4200100.',
    );
    await i18n.changeLanguage('en-US');
    expect(errorText({ code: 'sampleOrderNotOfOriginal', details })).toBe(
      'Order 4200210 is not a sample order of order 4200100.',
    );
  });

  it('shows the segment in the toast', async () => {
    renderWithProviders(<main />);
    mockApi([
      { method: 'POST', path: '/api/restos-sobras', status: 422, body: { code: 'leftoverExists', message: segmented } },
    ]);
    await expect(api.post('/restos-sobras', {}, { service: 'leftovers', schema: z.unknown() })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sobra já registrada');
  });
});

describe('api client: a 401 ends the session', () => {
  it('clears the storage, shows the expired-session alert and goes to /login remembering the page', async () => {
    storeSession('admin');
    mockApi([
      { path: '/api/auth/me', status: 401, body: { code: 'sessionExpired', message: 'expired' } },
      { path: '/api/auth/config', body: { sso: false } },
    ]);
    const { router } = renderApp('/load?week=12');
    const dialog = await screen.findByRole('dialog', { name: 'Sessão expirada' });
    expect(within(dialog).getByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    for (const key of ['token', 'perfis', 'chapa', 'nome']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('returnTo')).toBe('/load?week=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // no red toast on top of the alert
    expect(
      screen.queryByText('Sua sessão expirou. Entre novamente.', { selector: '.toast-error *' }),
    ).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');

    // signing in again returns to the remembered page
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { token: tokenFor('admin'), perfis: 'NPFornec_Renner_Admin', chapa: '1', nome: 'Ana' },
      },
      {
        path: '/api/auth/me',
        body: meAnswer('admin', { chapa: '1', nome: 'Ana', perfis: '', permissions: [] }),
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Login/), 'admin');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234{Enter}');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/load?week=12'),
    );
  });

  it('any 401 on an authenticated call counts, whatever its code', async () => {
    storeSession('admin');
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    mockApi([{ path: '/api/orders', status: 401 }]);
    await expect(api.get('/orders', { service: 'orders', schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
      code: 'sessionExpired',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    off();
  });

  it('a 401 of an unauthenticated call (wrong password, invalid key) does not', async () => {
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    mockApi([{ method: 'POST', path: '/api/auth/gettoken', status: 401, body: { code: 'invalidKey', message: 'x' } }]);
    await expect(
      api.post('/auth/gettoken', { chave: 'x' }, { service: 'auth', schema: z.unknown(), auth: false, notify: false }),
    ).rejects.toMatchObject({ code: 'invalidKey' });
    expect(listener).not.toHaveBeenCalled();
    off();
  });
});

describe('graphql helper', () => {
  it('posts the query and variables and returns data', async () => {
    storeSession('fornecedor');
    const fetch = mockApi([{ method: 'POST', path: '/api/graphql', body: { data: { pedidoPorId: { id: 7 } } } }]);
    const data = await graphql(
      'query ($id: Int!) { pedidoPorId(idPedido: $id) { id } }',
      { id: 7 },
      {
        service: 'orders',
        schema: z.object({ pedidoPorId: z.object({ id: z.number() }) }),
      },
    );
    expect(data.pedidoPorId.id).toBe(7);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query ($id: Int!) { pedidoPorId(idPedido: $id) { id } }',
      variables: { id: 7 },
    });
    expect((init?.headers as Record<string, string>)['x-target-service']).toBe('orders');
  });

  it('raises a GraphQL error with its code as a translated toast', async () => {
    storeSession('fornecedor');
    renderWithProviders(<main />);
    mockApi([graphqlErrorAnswer({ code: 'scheduling010' })]);
    await expect(graphql('mutation { x }', {}, { service: 'scheduling', schema: z.unknown() })).rejects.toMatchObject({
      code: 'scheduling010',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Horário já agendado. Escolha outro horário.');
  });

  it('keeps the code and details of a GraphQL error the server answers with its own status (no data)', async () => {
    storeSession('fornecedor');
    renderWithProviders(<main />);
    mockApi([graphqlErrorAnswer({ code: 'fileIsNotNFe', details: { reason: 'root' }, status: 422 })]);
    await expect(graphql('mutation { x }', {}, { service: 'conciliation', schema: z.unknown() })).rejects.toMatchObject(
      {
        code: 'fileIsNotNFe',
        status: 422,
        details: { reason: 'root' },
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não é uma NF-e processada válida.');
  });

  it('a sessionExpired GraphQL error ends the session', async () => {
    storeSession('fornecedor');
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    mockApi([
      {
        method: 'POST',
        path: '/api/graphql',
        body: { errors: [{ message: 'x', extensions: { code: 'sessionExpired' } }] },
      },
    ]);
    await expect(graphql('{ x }', {}, { service: 'orders', schema: z.unknown() })).rejects.toMatchObject({
      code: 'sessionExpired',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});
