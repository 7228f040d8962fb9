import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, storeSession } from '../../../test/helpers';
import { expectAlert } from '../../../test/alerts';

const PENDING_SUPPLIER = {
  id: 7,
  status: 'pending',
  tipo: 'fornecedor',
  codigoInformado: null,
  cnpjInformado: '11222333000181',
  fornecedor: { codigo: 100200, nome: 'Malharia Serra Gaúcha', cnpj: '11222333000181' },
  cd: null,
  solicitadoEm: '2026-03-17T19:40:00.000Z',
  decididoEm: null,
  motivo: null,
};

const CDS = [
  { id: 20, codigo: '0420', nome: 'CD Cabreúva', cidade: 'Cabreúva', uf: 'SP' },
  { id: 21, codigo: '0421', nome: 'CD Palhoça', cidade: 'Palhoça', uf: 'SC' },
];

/** GET /api/register/request of a user who never asked. */
const NO_REQUEST = { path: '/api/register/request', body: { solicitacao: null } };

function registerCall(fetch: ReturnType<typeof mockApi>) {
  const call = fetch.mock.calls.find(([url, init]) => String(url) === '/api/register/' && init?.method === 'POST');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

describe('/register', () => {
  it('a supplier asks by CNPJ: read-only chapa, masked CNPJ, required field, success → green toast and the pending request', async () => {
    storeSession('fornecedor', { idFornecedor: null, chapa: '70001' });
    let sent = false;
    const fetch = mockApi([
      { method: 'POST', path: '/api/register/', body: { code: 'registerRequested', message: 'ok' } },
      {
        path: '/api/register/request',
        get body() {
          return { solicitacao: sent ? PENDING_SUPPLIER : null };
        },
      },
      { path: '/api/auth/config', body: { sso: false } },
    ]);
    const { user, router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeInTheDocument();
    const chapa = await screen.findByLabelText('Chapa (login corporativo)');
    expect(chapa).toHaveValue('70001');
    expect(chapa).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'CNPJ' })).toBeChecked();
    expect(screen.queryByLabelText(/^Centro de distribuição/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('CNPJ - campo obrigatório')).toBeInTheDocument();
    expect(registerCall(fetch)).toBeUndefined();

    const cnpj = screen.getByRole('textbox', { name: /^CNPJ/ });
    expect(cnpj).toHaveAttribute('maxlength', '18');
    await user.type(cnpj, '11222333000181999');
    expect(cnpj).toHaveValue('11.222.333/0001-81');

    sent = true;
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await screen.findByText(
        'Solicitação enviada. Um administrador vai analisá-la; depois da aprovação, entre novamente.',
      ),
    ).toBeInTheDocument();
    expect(registerCall(fetch)).toEqual({ chapa: '70001', cnpj: '11222333000181' });
    // not linked yet: the page now shows the request waiting for an Admin, and the user stays signed in
    expect(await screen.findByText('Solicitação aguardando aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitação' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('refuses an invalid CNPJ', async () => {
    storeSession('fornecedor', { idFornecedor: null });
    mockApi([NO_REQUEST]);
    const { user } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11222333000100');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
  });

  it('a supplier links by provider id: digits only, at most nine; server errors become red toasts', async () => {
    storeSession('fornecedor', { idFornecedor: null, chapa: '70002' });
    const fetch = mockApi([
      { method: 'POST', path: '/api/register/', status: 404, body: { code: 'register01', message: 'not found' } },
      NO_REQUEST,
    ]);
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('radio', { name: 'Código do fornecedor' }));
    const id = screen.getByRole('textbox', { name: /^Código do fornecedor/ });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('Código do fornecedor - campo obrigatório')).toBeInTheDocument();

    await user.type(id, '12a34-567890123');
    expect(id).toHaveValue('123456789');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await expectAlert('Fornecedor não encontrado pelo código informado.');
    expect(registerCall(fetch)).toEqual({ chapa: '70002', idFornecedor: 123456789 });
  });

  it('a logistics user picks a CD from /api/register/cds', async () => {
    storeSession('logistica', { idCd: null, chapa: '80001' });
    const fetch = mockApi([
      { path: '/api/register/cds', body: CDS },
      { method: 'POST', path: '/api/register/', body: { code: 'registerRequested', message: 'ok' } },
      NO_REQUEST,
    ]);
    const { user, router } = renderApp('/register');
    const select = await screen.findByRole('combobox', { name: /^Centro de distribuição/ });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('Centro de distribuição - campo obrigatório')).toBeInTheDocument();

    await user.selectOptions(select, '0421 - CD Palhoça (Palhoça/SC)');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(registerCall(fetch)).toEqual({ chapa: '80001', idCd: 21 }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('a requiredField answer names the field', async () => {
    storeSession('logistica', { idCd: null });
    mockApi([
      { path: '/api/register/cds', body: CDS },
      {
        method: 'POST',
        path: '/api/register/',
        status: 400,
        body: { code: 'requiredField', message: 'idCd', details: { field: 'idCd' } },
      },
      NO_REQUEST,
    ]);
    const { user } = renderApp('/register');
    const select = await screen.findByRole('combobox', { name: /^Centro de distribuição/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '0420 - CD Cabreúva (Cabreúva/SP)');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Centro de distribuição - campo obrigatório');
  });

  it('is not for signed-out visitors nor for complete users', async () => {
    mockApi([{ path: '/api/auth/config', body: { sso: false } }]);
    const first = renderApp('/register');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();

    storeSession('admin');
    mockApi([
      {
        path: '/api/auth/me',
        body: meAnswer('admin', { chapa: '1', nome: 'Ana', perfis: '', permissions: [] }),
      },
    ]);
    const second = renderApp('/register');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/main'));
  });
});

describe('/register with a request already sent', () => {
  it('a pending request shows what was asked and when, instead of the form; the way out signs out', async () => {
    storeSession('fornecedor', { idFornecedor: null });
    mockApi([
      { path: '/api/register/request', body: { solicitacao: PENDING_SUPPLIER } },
      { method: 'POST', path: '/api/auth/logout', body: { code: 'signedOut', message: 'ok' } },
      { path: '/api/auth/config', body: { sso: false } },
    ]);
    const { user, router } = renderApp('/register');
    expect(await screen.findByText('Solicitação aguardando aprovação')).toBeInTheDocument();
    expect(screen.getByText('Fornecedor solicitado')).toBeInTheDocument();
    expect(screen.getByText('100200 - Malharia Serra Gaúcha')).toBeInTheDocument();
    expect(screen.getByText('CNPJ 11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('17/03/2026 16:40')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitação' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a refused request shows the reason above the form, and a new request can be sent', async () => {
    storeSession('logistica', { idCd: null, chapa: '80002' });
    const refused = {
      ...PENDING_SUPPLIER,
      tipo: 'cd',
      cnpjInformado: null,
      fornecedor: null,
      cd: { id: 21, codigo: '0421', nome: 'CD Palhoça' },
      status: 'refused',
      decididoEm: '2026-03-18T12:05:00.000Z',
      motivo: 'Você trabalha no CD Cabreúva, não no CD Palhoça.',
    };
    const fetch = mockApi([
      { path: '/api/register/request', body: { solicitacao: refused } },
      { path: '/api/register/cds', body: CDS },
      { method: 'POST', path: '/api/register/', body: { code: 'registerRequested', message: 'ok' } },
    ]);
    const { user } = renderApp('/register');
    expect(await screen.findByText('Solicitação recusada')).toBeInTheDocument();
    expect(screen.getByText('Você trabalha no CD Cabreúva, não no CD Palhoça.')).toBeInTheDocument();
    expect(screen.getByText('Centro de distribuição solicitado')).toBeInTheDocument();
    expect(screen.getByText('0421 - CD Palhoça')).toBeInTheDocument();
    expect(screen.getByText('18/03/2026 09:05')).toBeInTheDocument();

    const select = await screen.findByRole('combobox', { name: /^Centro de distribuição/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '0420 - CD Cabreúva (Cabreúva/SP)');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(registerCall(fetch)).toEqual({ chapa: '80002', idCd: 20 }));
  });

  it('a request that cannot be read offers a retry', async () => {
    storeSession('fornecedor', { idFornecedor: null });
    mockApi([{ path: '/api/register/request', status: 500, body: { code: 'internalError', message: 'x' } }]);
    renderApp('/register');
    expect(await screen.findByText('Não foi possível verificar sua solicitação.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
