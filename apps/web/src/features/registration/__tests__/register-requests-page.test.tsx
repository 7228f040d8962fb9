import type { RegisterRequestRow } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockApi, renderApp, storeSession } from '../../../test/helpers';

const PENDING: RegisterRequestRow = {
  id: 11,
  status: 'pending',
  tipo: 'fornecedor',
  codigoInformado: 100200,
  cnpjInformado: null,
  fornecedor: { codigo: 100200, nome: 'Malharia Serra Gaúcha', cnpj: '11222333000181' },
  cd: null,
  solicitadoEm: '2026-03-17T19:40:00.000Z',
  decididoEm: null,
  motivo: null,
  usuario: { login: 'solicitante', nome: 'Rodrigo Becker', chapa: '200902', perfil: 'fornecedor' },
  decididoPor: null,
};

const REFUSED: RegisterRequestRow = {
  ...PENDING,
  id: 10,
  status: 'refused',
  tipo: 'cd',
  codigoInformado: null,
  fornecedor: null,
  cd: { id: 21, codigo: '0421', nome: 'CD Palhoça' },
  solicitadoEm: '2026-03-16T12:00:00.000Z',
  decididoEm: '2026-03-16T13:00:00.000Z',
  motivo: 'CD errado',
  usuario: { login: 'novologistica', nome: 'Marcos Teixeira', chapa: '100902', perfil: 'logistica' },
  decididoPor: 'Mariana Ferreira Lopes',
};

function listCalls(fetch: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/register-requests?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
}

function postCall(fetch: ReturnType<typeof mockApi>, path: string) {
  const call = fetch.mock.calls.find(([url, init]) => String(url) === path && init?.method === 'POST');
  return call
    ? { body: call[1]?.body === undefined ? undefined : (JSON.parse(String(call[1].body)) as unknown) }
    : null;
}

function adminApi(extra: Parameters<typeof mockApi>[0] = []) {
  storeSession('admin');
  return mockApi([
    ...extra,
    { path: '/api/auth/me', body: meAnswer('admin') },
    { path: '/api/register-requests', body: { itens: [PENDING, REFUSED], pagina: 0, temMais: false } },
    { path: '/api/register-requests/pending-count', body: { pendentes: 1 } },
  ]);
}

/** The Admin's API where deciding request 11 (`approve` or `refuse`) succeeds with `code`. */
function adminApiDeciding(decision: 'approve' | 'refuse', code: string) {
  return adminApi([{ method: 'POST', path: `/api/register-requests/11/${decision}`, body: { code, message: 'ok' } }]);
}

describe('/register-requests', () => {
  it('lists the requests (pending by default) with who asked, what for, when and the decision; the menu shows the count', async () => {
    const fetch = adminApi();
    renderApp('/register-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitações de vínculo' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Solicitações de vínculo' });
    const [, pending, refused] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Rodrigo Becker');
    expect(pending).toHaveTextContent('solicitante');
    expect(pending).toHaveTextContent('Chapa 200902');
    expect(pending).toHaveTextContent('Fornecedor 100200 - Malharia Serra Gaúcha');
    expect(pending).toHaveTextContent('CNPJ 11.222.333/0001-81');
    expect(pending).toHaveTextContent('Informou o código');
    expect(pending).toHaveTextContent('17/03/2026 16:40');
    expect(pending).toHaveTextContent('Pendente');
    expect(within(pending!).getByRole('button', { name: 'Aprovar a solicitação de solicitante' })).toBeInTheDocument();
    expect(refused).toHaveTextContent('Logística');
    expect(refused).toHaveTextContent('0421 - CD Palhoça');
    expect(refused).toHaveTextContent('Recusada');
    expect(refused).toHaveTextContent('por Mariana Ferreira Lopes em 16/03/2026 10:00');
    expect(refused).toHaveTextContent('Motivo: CD errado');
    expect(within(refused!).queryByRole('button')).not.toBeInTheDocument();

    expect(listCalls(fetch)[0]?.get('status')).toBe('pending');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      await within(nav).findByRole('link', { name: /^Solicitações de vínculo ?\(pendentes: 1\)$/ }),
    ).toHaveAttribute('href', '/register-requests');
  });

  it('Enter searches with the filters; a reversed date range is refused before any call', async () => {
    const fetch = adminApi();
    const { user } = renderApp('/register-requests');
    await screen.findByRole('table', { name: 'Solicitações de vínculo' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Todas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Centro de distribuição');
    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), 'marcos{Enter}');
    await waitFor(() => expect(listCalls(fetch).some((q) => q.get('texto') === 'marcos')).toBe(true));
    const search = listCalls(fetch).find((q) => q.get('texto') === 'marcos')!;
    expect(Object.fromEntries(search)).toEqual({ status: 'all', tipo: 'cd', texto: 'marcos', pagina: '0', max: '20' });
    const calls = listCalls(fetch).length;

    const from = screen.getByLabelText('Enviada de');
    const to = screen.getByLabelText('Enviada até');
    await user.type(from, '2026-03-18');
    await user.type(to, '2026-03-17');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(listCalls(fetch)).toHaveLength(calls);
  });

  it('Approve asks for confirmation, then approves and says so', async () => {
    const fetch = adminApiDeciding('approve', 'registerRequestApproved');
    const { user } = renderApp('/register-requests');
    await user.click(await screen.findByRole('button', { name: 'Aprovar a solicitação de solicitante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar solicitação' });
    expect(dialog).toHaveTextContent(
      'Vincular Rodrigo Becker (solicitante) a 100200 - Malharia Serra Gaúcha? O vínculo vale a partir da próxima entrada do usuário.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postCall(fetch, '/api/register-requests/11/approve')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aprovar a solicitação de solicitante' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Solicitação aprovada. O usuário terá o vínculo ao entrar novamente.'),
    ).toBeInTheDocument();
    expect(postCall(fetch, '/api/register-requests/11/approve')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Refuse needs a reason of at most 255 characters, then sends it', async () => {
    const fetch = adminApiDeciding('refuse', 'registerRequestRefused');
    const { user } = renderApp('/register-requests');
    await user.click(await screen.findByRole('button', { name: 'Recusar a solicitação de solicitante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar solicitação' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo da recusa/ });
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(within(dialog).getByText('Motivo da recusa - campo obrigatório')).toBeInTheDocument();

    await user.click(reason);
    await user.paste('x'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(within(dialog).getByText('Use no máximo 255 caracteres.')).toBeInTheDocument();
    expect(postCall(fetch, '/api/register-requests/11/refuse')).toBeNull();

    await user.clear(reason);
    await user.type(reason, '  Código de outro fornecedor  ');
    expect(within(dialog).getByText('26/255 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Solicitação recusada.')).toBeInTheDocument();
    expect(postCall(fetch, '/api/register-requests/11/refuse')).toEqual({
      body: { motivo: 'Código de outro fornecedor' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a request decided meanwhile is a red toast and the list is read again', async () => {
    const fetch = adminApi([
      {
        method: 'POST',
        path: '/api/register-requests/11/approve',
        status: 409,
        body: { code: 'registerRequestDecided', message: 'decided' },
      },
    ]);
    const { user } = renderApp('/register-requests');
    await user.click(await screen.findByRole('button', { name: 'Aprovar a solicitação de solicitante' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Esta solicitação já foi analisada.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(1));
  });

  it('shows the empty state, and is for Admins only', async () => {
    storeSession('admin');
    mockApi([
      { path: '/api/auth/me', body: meAnswer('admin') },
      { path: '/api/register-requests', body: { itens: [], pagina: 0, temMais: false } },
      { path: '/api/register-requests/pending-count', body: { pendentes: 0 } },
    ]);
    const first = renderApp('/register-requests');
    expect(await screen.findByText('Nenhuma solicitação encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitações de vínculo' })).toBeInTheDocument();
    first.unmount();

    storeSession('usuario');
    const fetch = mockApi([{ path: '/api/auth/me', body: meAnswer('usuario') }]);
    renderApp('/register-requests');
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/register-requests'))).toBe(false);
  });
});
