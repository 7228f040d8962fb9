import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphqlErrorAnswer, meAnswer, mockApi, renderApp, storeSession } from '../../test/helpers';
import { api, graphql } from '../api-client';
import { onSessionExpired, onTokenIncomplete } from '../session-events';
import { z } from 'zod';

const INCOMPLETE = { code: 'tokenIncomplete', message: 'Cadastro incompleto.' };

describe('an answer of tokenIncomplete sends the user to /register', () => {
  it('from a REST error body, with no toast and the session kept', async () => {
    storeSession('fornecedor');
    const incomplete = vi.fn();
    const expired = vi.fn();
    const offIncomplete = onTokenIncomplete(incomplete);
    const offExpired = onSessionExpired(expired);
    mockApi([{ path: '/api/carga/detalhe/7', status: 403, body: INCOMPLETE }]);
    await expect(api.get('/carga/detalhe/7', { service: 'loads', schema: z.unknown() })).rejects.toMatchObject({
      code: 'tokenIncomplete',
      status: 403,
    });
    expect(incomplete).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
    offIncomplete();
    offExpired();
  });

  it('from a GraphQL error extensions code', async () => {
    storeSession('logistica');
    const incomplete = vi.fn();
    const off = onTokenIncomplete(incomplete);
    mockApi([graphqlErrorAnswer({ code: 'tokenIncomplete', status: 403 })]);
    await expect(
      graphql('{ listarPedidos(pagina: 0) { id } }', {}, { service: 'orders', schema: z.unknown() }),
    ).rejects.toMatchObject({
      code: 'tokenIncomplete',
    });
    expect(incomplete).toHaveBeenCalledTimes(1);
    off();
  });

  it('a page whose data call is refused lands on /register', async () => {
    // the web thinks the token complete (a supplier with its supplier); the server disagrees
    storeSession('fornecedor');
    mockApi([
      { path: '/api/auth/me', body: meAnswer('fornecedor') },
      { path: '/api/auth/config', body: { sso: false } },
      { path: /^\/api\/(?!auth\/)/, status: 403, body: INCOMPLETE },
      {
        method: 'POST',
        path: '/api/graphql',
        status: 403,
        body: { data: null, errors: [{ message: 'x', extensions: { code: 'tokenIncomplete', status: 403 } }] },
      },
    ]);
    const { router, store } = renderApp('/load');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(store.getState().status).toBe('login_register');
    expect(screen.queryByRole('dialog', { name: 'Sessão expirada' })).not.toBeInTheDocument();
  });
});
