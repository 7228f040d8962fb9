import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/helpers';
import { CDS, listRoute, loadPage, makeListItem, mockLoadsApi, route, type Call } from './load-fixtures';

/** The list's requests in order, each once (StrictMode's second mount may ask the first page again). */
const listCalls = (calls: Call[]) => [
  ...new Set(calls.filter((c) => c.path.startsWith('/api/carga/listarpaginado')).map((c) => c.path)),
];
/** The first answer on screen (a cold start on a busy machine takes longer than the usual wait). */
const FIRST = { timeout: 15_000 };
const rowsShown = () =>
  within(screen.getByRole('table', { name: 'Lista de cargas' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/load: filters and pages', () => {
  it('searches by load number, status and delivery days, kept in the address and sent to the server', async () => {
    storeSession('fornecedor');
    const { calls } = mockLoadsApi(
      route('GET', '/api/carga/listarpaginado/fornecedor/10', (call) => ({
        body: loadPage(call.path.includes('idCarga=31') ? [makeListItem(31)] : [makeListItem(31), makeListItem(30)]),
      })),
    );
    const { user } = renderApp('/load');
    await screen.findByRole('link', { name: 'Abrir a carga 30' }, FIRST);

    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Número da carga' }), '3x1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Agendada');
    await user.type(within(form).getByLabelText('Entrega de'), '01/11/2026');
    await user.type(within(form).getByLabelText('Entrega até'), '30/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Pesquisar' }));

    await waitFor(() => expect(rowsShown()).toEqual(['31']));
    expect(new URLSearchParams(window.location.search).toString()).toBe(
      'dtEntregaFim=2026-11-30&dtEntregaIni=2026-11-01&idCarga=31&status=AGENDADA',
    );
    expect(listCalls(calls).at(-1)).toBe(
      '/api/carga/listarpaginado/fornecedor/10?idCarga=31&status=AGENDADA&dtEntregaIni=2026-11-01&dtEntregaFim=2026-11-30&pagina=0&max=20',
    );

    // Clear: every filter off, the whole list again
    await user.click(within(form).getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(rowsShown()).toEqual(['31', '30']));
    expect(window.location.search).toBe('');
  });

  it('refuses a period that runs backwards, without asking the server', async () => {
    storeSession('fornecedor');
    const { calls } = mockLoadsApi(listRoute('fornecedor/10', [makeListItem(30)]));
    const { user } = renderApp('/load');
    await screen.findByRole('link', { name: 'Abrir a carga 30' }, FIRST);
    const asked = listCalls(calls).length;
    await user.type(screen.getByLabelText('Entrega de'), '10/11/2026');
    await user.type(screen.getByLabelText('Entrega até'), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(asked);
  });

  it('shows 20 loads a page and the next page on "Carregar mais"', async () => {
    storeSession('fornecedor');
    const first = Array.from({ length: 20 }, (_, i) => makeListItem(100 - i));
    const { calls } = mockLoadsApi(
      route('GET', '/api/carga/listarpaginado/fornecedor/10', (call) =>
        call.path.includes('pagina=1')
          ? { body: loadPage([makeListItem(80), makeListItem(79)], 1, false) }
          : { body: loadPage(first, 0, true) },
      ),
    );
    const { user } = renderApp('/load');
    await screen.findByRole('link', { name: 'Abrir a carga 100' }, FIRST);
    expect(rowsShown()).toHaveLength(20);
    expect(screen.getByText('Cargas carregadas: 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByRole('link', { name: 'Abrir a carga 79' });
    expect(rowsShown()).toHaveLength(22);
    expect(screen.getByText('Fim da lista.')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      '/api/carga/listarpaginado/fornecedor/10?pagina=0&max=20',
      '/api/carga/listarpaginado/fornecedor/10?pagina=1&max=20',
    ]);
  });

  it('lets an internal user look for a supplier at the chosen CD, and Clear keeps the CD', async () => {
    storeSession('usuario');
    const { calls } = mockLoadsApi(
      route('GET', '/api/cd/listar', { body: CDS }),
      listRoute('cd/20', [makeListItem(40)]),
      listRoute('cd/21', [makeListItem(41, { nomeFornecedor: 'Tecelagem Sul' })]),
    );
    const { user } = renderApp('/load?cd=21');
    await screen.findByRole('link', { name: 'Abrir a carga 41' }, FIRST);
    await user.type(screen.getByRole('textbox', { name: 'Fornecedor' }), 'tecelagem{Enter}');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/carga/listarpaginado/cd/21?fornecedor=tecelagem&pagina=0&max=20'),
    );
    expect(new URLSearchParams(window.location.search).get('fornecedor')).toBe('tecelagem');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(window.location.search).toBe('?cd=21'));
    expect(listCalls(calls).every((path) => path.startsWith('/api/carga/listarpaginado/cd/21'))).toBe(true);
  });
});
