import { permissionsOf } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders, storeSession } from '../../../test/helpers';
import { forgetLoad, loadKeys } from '../api/load-keys';
import { LoadPage } from '../pages/load-page';
import { CDS, listRoute, loadPage, makeListItem, makeLoad, mockLoadsApi, route } from './load-fixtures';
import { NO_SESSION_USER } from '../../../lib/session-user';
import { cellTexts, headerTexts } from '../../../test/table-texts';

const table = () => screen.findByRole('table', { name: 'Lista de cargas' });

describe('/load: the list of loads', () => {
  it("lists a supplier's own loads with week, totals, schedule and status, each opening its details", async () => {
    storeSession('fornecedor');
    const { calls } = mockLoadsApi(
      route('GET', '/api/carga/listarpaginado/fornecedor/10', {
        body: loadPage([
          makeListItem(31, {
            status: 'AGENDADA',
            idAgendamento: 5,
            nomePortao: 'Doca 2',
            dtEntrega: '2026-11-26',
            horaEntrega: '09:00:00',
            totalPecas: 12500,
          }),
          makeListItem(30),
        ]),
      }),
      route('GET', '/api/carga/detalhe/31', { body: makeLoad(31) }),
    );
    const { user } = renderApp('/load');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargas' })).toBeInTheDocument();
    const list = await table();
    // status, delivery and gate lead: a narrow screen shows them before the table scrolls
    expect(headerTexts(list)).toEqual([
      'Carga',
      'Status',
      'Entrega',
      'Portão',
      'Semana',
      'CD',
      'Pedidos',
      'Peças',
      'Volumes',
    ]);
    const row = within(list).getByRole('link', { name: 'Abrir a carga 31' }).closest('tr')!;
    expect(cellTexts(row)).toEqual([
      '31',
      'Agendada',
      '26/11/2026 09:00',
      'Doca 2',
      '48/2026',
      'CD Palhoça',
      '2',
      '12.500',
      '30',
    ]);
    const open = within(list).getByRole('link', { name: 'Abrir a carga 30' }).closest('tr')!;
    expect(within(open).getByText('Aberta')).toBeInTheDocument();
    expect(screen.getByText('Cargas carregadas: 2')).toBeInTheDocument();
    expect(screen.getByText('Fim da lista.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Centro de distribuição' })).not.toBeInTheDocument();
    // a supplier only ever sees its own loads: no supplier filter
    expect(screen.queryByRole('textbox', { name: 'Fornecedor' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/cd/listar'))).toBe(false);

    await user.click(within(list).getByRole('link', { name: 'Abrir a carga 31' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carga 31' })).toBeInTheDocument();
    expect(window.location.search).toBe('?id=31');
  });

  it('says when there are no loads, and offers a retry when the list fails', async () => {
    storeSession('fornecedor');
    let fail = true;
    mockLoadsApi(
      route('GET', '/api/carga/listarpaginado/fornecedor/10', () =>
        fail ? { status: 500, body: { code: 'internalError', message: 'x' } } : { body: loadPage([]) },
      ),
    );
    const { user } = renderApp('/load');
    expect(await screen.findByText('Não foi possível carregar as cargas.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma carga encontrada.')).toBeInTheDocument();
  });

  it('lets an internal user choose the CD (first one by default) and shows the supplier column', async () => {
    storeSession('usuario');
    const { calls } = mockLoadsApi(
      route('GET', '/api/cd/listar', { body: CDS }),
      listRoute('cd/20', [makeListItem(40, { nomeFornecedor: 'Tecelagem Sul' })]),
      listRoute('cd/21', [makeListItem(41), makeListItem(42)]),
    );
    const { user } = renderApp('/load');
    const list = await table();
    expect(within(list).getByRole('columnheader', { name: 'Fornecedor' })).toBeInTheDocument();
    expect(await within(list).findByText('Tecelagem Sul')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Centro de distribuição' }));
    await user.click(await screen.findByRole('option', { name: '542 - CD Palhoça' }));
    expect(await screen.findByRole('link', { name: 'Abrir a carga 42' })).toBeInTheDocument();
    expect(window.location.search).toBe('?cd=21');
    expect([...new Set(calls.filter((c) => c.path.startsWith('/api/carga/listar')).map((c) => c.path))]).toEqual([
      '/api/carga/listarpaginado/cd/20?pagina=0&max=20',
      '/api/carga/listarpaginado/cd/21?pagina=0&max=20',
    ]);
  });

  it("lists a logistics user's own CD without a selector", async () => {
    storeSession('logistica');
    const { calls } = mockLoadsApi(listRoute('cd/20', [makeListItem(50)]));
    renderApp('/load');
    expect(await screen.findByRole('link', { name: 'Abrir a carga 50' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Centro de distribuição' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/cd/listar')).toBe(false);
  });

  it('lists the loads of the user app/ passes in, with no token stored', async () => {
    const { calls } = mockLoadsApi(listRoute('cd/20', [makeListItem(51)]));
    renderWithProviders(
      <MemoryRouter initialEntries={['/load']}>
        <LoadPage
          user={{ ...NO_SESSION_USER, idFornecedor: null, idCd: 20, permissions: permissionsOf('logistica') }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Abrir a carga 51' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/api/carga/listarpaginado/cd/20?pagina=0&max=20']));
  });
});

describe('loads cache', () => {
  it('forgets a load in every cached page of every list', () => {
    const client = new QueryClient();
    const pages = (...pages: ReturnType<typeof loadPage>[]) => ({ pages, pageParams: pages.map((p) => p.pagina) });
    client.setQueryData(
      loadKeys.list('fornecedor', 10),
      pages(loadPage([makeListItem(3), makeListItem(2)], 0, true), loadPage([makeListItem(1)], 1)),
    );
    client.setQueryData(loadKeys.list('cd', 20, { status: 'ABERTA' }), pages(loadPage([makeListItem(2)])));
    forgetLoad(client, 2);
    type Pages = ReturnType<typeof pages>;
    const ids = (data: Pages | undefined) => data?.pages.map((p) => p.itens.map((l) => l.idCarga));
    expect(ids(client.getQueryData<Pages>(loadKeys.list('fornecedor', 10)))).toEqual([[3], [1]]);
    expect(ids(client.getQueryData<Pages>(loadKeys.list('cd', 20, { status: 'ABERTA' })))).toEqual([[]]);
  });

  it('a 404 on the details says the load no longer exists and leads back to a list without it', async () => {
    storeSession('fornecedor');
    let listed = [makeListItem(60), makeListItem(61)];
    mockLoadsApi(
      route('GET', '/api/carga/listarpaginado/fornecedor/10', () => ({ body: loadPage(listed) })),
      route('GET', '/api/carga/detalhe/61', () => {
        listed = listed.filter((l) => l.idCarga !== 61);
        return { status: 404, body: { code: 'notFound', message: 'not found' } };
      }),
    );
    const { user } = renderApp('/load');
    await user.click(await screen.findByRole('link', { name: 'Abrir a carga 61' }));
    expect(await screen.findByRole('heading', { name: 'Carga não encontrada' })).toBeInTheDocument();
    expect(
      screen.getByText('A carga 61 não existe mais ou não está disponível para o seu usuário.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver as cargas' }));
    await screen.findByRole('link', { name: 'Abrir a carga 60' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Abrir a carga 61' })).not.toBeInTheDocument());
  });
});
