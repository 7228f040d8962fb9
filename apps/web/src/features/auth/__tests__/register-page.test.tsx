import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, storeSession } from '../../../test/helpers';

const CDS = [
  { id: 20, codigo: '0420', nome: 'CD Cabreúva', cidade: 'Cabreúva', uf: 'SP' },
  { id: 21, codigo: '0421', nome: 'CD Palhoça', cidade: 'Palhoça', uf: 'SC' },
];

function registerCall(fetch: ReturnType<typeof mockApi>) {
  const call = fetch.mock.calls.find(([url, init]) => String(url) === '/api/register/' && init?.method === 'POST');
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

describe('/register', () => {
  it('a supplier links by CNPJ: read-only chapa, masked CNPJ, required field, success → green toast and sign in again', async () => {
    storeSession('fornecedor', { idFornecedor: null, chapa: '70001' });
    const fetch = mockApi([
      { method: 'POST', path: '/api/register/', body: { code: 'register03', message: 'ok' } },
      { path: '/api/auth/config', body: { sso: false } },
    ]);
    const { user, router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeInTheDocument();
    const chapa = screen.getByLabelText('Chapa (login corporativo)');
    expect(chapa).toHaveValue('70001');
    expect(chapa).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'CNPJ' })).toBeChecked();
    expect(screen.queryByLabelText(/^Centro de distribuição/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('CNPJ - campo obrigatório')).toBeInTheDocument();
    expect(registerCall(fetch)).toBeUndefined();

    const cnpj = screen.getByRole('textbox', { name: /^CNPJ/ });
    expect(cnpj).toHaveAttribute('maxlength', '18');
    await user.type(cnpj, '11222333000181999');
    expect(cnpj).toHaveValue('11.222.333/0001-81');

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Cadastro realizado. Entre novamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(registerCall(fetch)).toEqual({ chapa: '70001', cnpj: '11222333000181' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses an invalid CNPJ', async () => {
    storeSession('fornecedor', { idFornecedor: null });
    mockApi([]);
    const { user } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11222333000100');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
  });

  it('a supplier links by provider id: digits only, at most nine; server errors become red toasts', async () => {
    storeSession('fornecedor', { idFornecedor: null, chapa: '70002' });
    const fetch = mockApi([
      { method: 'POST', path: '/api/register/', status: 404, body: { code: 'register01', message: 'not found' } },
    ]);
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('radio', { name: 'Código do fornecedor' }));
    const id = screen.getByRole('textbox', { name: /^Código do fornecedor/ });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Código do fornecedor - campo obrigatório')).toBeInTheDocument();

    await user.type(id, '12a34-567890123');
    expect(id).toHaveValue('123456789');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Fornecedor não encontrado pelo código informado.');
    expect(registerCall(fetch)).toEqual({ chapa: '70002', idFornecedor: 123456789 });
  });

  it('a logistics user picks a CD from /api/register/cds', async () => {
    storeSession('logistica', { idCd: null, chapa: '80001' });
    const fetch = mockApi([
      { path: '/api/register/cds', body: CDS },
      { method: 'POST', path: '/api/register/', body: { code: 'register03', message: 'ok' } },
      { path: '/api/auth/config', body: { sso: false } },
    ]);
    const { user, router } = renderApp('/register');
    const select = await screen.findByRole('combobox', { name: /^Centro de distribuição/ });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Centro de distribuição - campo obrigatório')).toBeInTheDocument();

    await user.selectOptions(select, '0421 - CD Palhoça (Palhoça/SC)');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(registerCall(fetch)).toEqual({ chapa: '80001', idCd: 21 });
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
    ]);
    const { user } = renderApp('/register');
    const select = await screen.findByRole('combobox', { name: /^Centro de distribuição/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '0420 - CD Cabreúva (Cabreúva/SP)');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
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
