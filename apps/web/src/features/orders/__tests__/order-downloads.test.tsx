import type { OrderFilter } from '@portal/domain';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../i18n/i18n';
import { storeSession } from '../../../test/helpers';
import { recordToasts } from '../../../test/toasts';
import type { OrderRow } from '../api/order-row';
import { DownloadProgressBar } from '../components/downloads-menu';
import { useOrderDownloads } from '../hooks/use-order-downloads';
import { captureDownloads, makeOrder, mockOrdersApi } from './order-fixtures';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders env="test" queryClient={createQueryClient()}>
    {children}
  </AppProviders>
);

const SORT_ONLY: OrderFilter = { ordenacao: 'pedido' };

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeOrder(from - i));

function renderDownloads(pages: OrderRow[][], hasNextPage: boolean, filter: OrderFilter = SORT_ONLY) {
  return renderHook(() => useOrderDownloads({ filter, pages, hasNextPage }), { wrapper });
}

async function csvLines(blob: Blob): Promise<string[]> {
  const text = await blob.text();
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
}

describe('download all orders (CSV, up to 1000)', () => {
  it('uses the loaded pages when the list is complete, without asking the server', async () => {
    storeSession('fornecedor');
    const files = captureDownloads();
    const { calls } = mockOrdersApi(() => rows(10, 40));
    const { result } = renderDownloads([rows(900, 40), rows(860, 3)], false);
    await act(() => result.current.all());
    expect(calls).toHaveLength(0);
    expect(files.map((f) => f.name)).toEqual(['pedidos-todos.csv']);
    const lines = await csvLines(files[0]!.blob);
    expect(lines).toHaveLength(1 + 43);
    expect(lines[0]).toMatch(/^Pedido;Peças;Emissão;Status;Natureza;/);
    expect(lines[1]).toBe(
      '900;1200;05/03/2026;A - Aprovado;Normal;---;12/2026;CD Cabreúva;Renner;---;---;Malharia Exemplo Ltda;---;---',
    );
    expect(lines.at(-1)).toMatch(/^858;/);
    expect(result.current.state).toBeNull();
  });

  it('fetches the missing pages, with the filter, until an empty page', async () => {
    storeSession('fornecedor');
    const files = captureDownloads();
    const { calls } = mockOrdersApi((p) => (p === 1 ? rows(800, 40) : p === 2 ? rows(760, 5) : []));
    const filter: OrderFilter = { ordenacao: 'semana', carga: 77 };
    const { result } = renderDownloads([rows(900, 40)], true, filter);
    await act(() => result.current.all());
    expect(calls.map((c) => c.pagina)).toEqual([1, 2, 3]);
    expect(calls.every((c) => c.max === 40 && c.filtro.carga === 77 && c.filtro.ordenacao === 'semana')).toBe(true);
    const lines = await csvLines(files[0]!.blob);
    expect(lines).toHaveLength(1 + 85);
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual([
      ...rows(900, 40).map((o) => o.id),
      ...rows(800, 40).map((o) => o.id),
      ...rows(760, 5).map((o) => o.id),
    ]);
  });

  it('starts from the first page when nothing is loaded yet', async () => {
    storeSession('fornecedor');
    const files = captureDownloads();
    const { calls } = mockOrdersApi((p) => (p === 0 ? rows(10, 2) : []));
    const { result } = renderDownloads([], false);
    await act(() => result.current.all());
    expect(calls.map((c) => c.pagina)).toEqual([0, 1]);
    expect(await csvLines(files[0]!.blob)).toHaveLength(3);
  });

  it('stops at 1000 orders and writes no more than 1000', async () => {
    storeSession('fornecedor');
    const files = captureDownloads();
    const { calls } = mockOrdersApi((p) => rows(100_000 - p * 40, 40));
    const { result } = renderDownloads([rows(5000, 30)], true);
    await act(() => result.current.all());
    // 30 loaded + 25 pages of 40 = 1030 ≥ 1000: no 26th request
    expect(calls.map((c) => c.pagina)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await csvLines(files[0]!.blob)).toHaveLength(1 + 1000);
  });

  it('shows the progress in orders and saves nothing when cancelled', async () => {
    storeSession('fornecedor');
    const toasts = recordToasts();
    const files = captureDownloads();
    const { fetch, calls } = mockOrdersApi((p) => rows(10_000 - p * 40, 40));
    // the second page request waits until the test lets it go
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (calls.length === 1 && String(input) === '/api/graphql') await gate;
      return answer(input, init);
    });
    const { result } = renderDownloads([rows(20_000, 40)], true);
    let pending = Promise.resolve();
    act(() => {
      pending = result.current.all();
    });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'all', done: 80, total: 1000 }));
    act(() => result.current.cancel());
    release();
    await act(() => pending);
    expect(result.current.state).toBeNull();
    expect(calls.map((c) => c.pagina)).toEqual([1, 2]);
    expect(files).toHaveLength(0);
    // the download has settled (pending): a toast would have been asked for by now
    expect(toasts).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels the detailed report mid-stream: nothing saved, no toast', async () => {
    storeSession('fornecedor');
    const toasts = recordToasts();
    const files = captureDownloads();
    mockOrdersApi(
      () => [],
      (path) => {
        if (!path.startsWith('/api/pedido/relatorio-detalhado')) return undefined;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('abc')), // then stalls
        });
        return new Response(body, { headers: { 'content-type': 'text/csv' } });
      },
    );
    const { result } = renderDownloads([rows(10, 1)], false);
    let pending = Promise.resolve();
    act(() => {
      pending = result.current.report();
    });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'report', done: 3, total: null }));
    act(() => result.current.cancel());
    await act(() => pending);
    expect(result.current.state).toBeNull();
    expect(files).toHaveLength(0);
    // the download has settled (pending): a toast would have been asked for by now
    expect(toasts).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('translates the natures in the CSV (the server values stay Portuguese only in pt-BR)', async () => {
    storeSession('fornecedor');
    await i18n.changeLanguage('en-US');
    const files = captureDownloads();
    mockOrdersApi(() => []);
    const orders = [
      makeOrder(3, { naturezaPedido: 'Bonificado MKT' }),
      makeOrder(2, { naturezaPedido: 'Amostra' }),
      makeOrder(1, { naturezaPedido: 'Bonificado Compras' }),
    ];
    const { result } = renderDownloads([orders], false);
    await act(() => result.current.csv());
    const lines = await csvLines(files[0]!.blob);
    expect(lines.slice(1).map((l) => l.split(';')[4])).toEqual(['Bonus (marketing)', 'Sample', 'Bonus (purchasing)']);
  });
});

// The PDF is drawn by the server (modules/orders/orders-list.pdf.ts, tested there without a database): the web
// asks for the grid's filter and as many orders as it shows, and saves what comes back.
describe('PDF of the visible orders', () => {
  const PDF_BYTES = '%PDF-1.7 test';

  function mockPdfAnswer(answer: () => Response = () => new Response(PDF_BYTES, { headers: PDF_HEADERS })) {
    const asked: { path: string; language: string | null }[] = [];
    mockOrdersApi(
      () => [],
      (path, init) => {
        if (!path.startsWith('/api/pedido/pedidos.pdf')) return undefined;
        asked.push({ path, language: new Headers(init?.headers).get('accept-language') });
        return answer();
      },
    );
    return asked;
  }

  const PDF_HEADERS = { 'content-type': 'application/pdf', 'content-length': String(PDF_BYTES.length) };

  it('asks the server for the grid’s filter and its visible rows, in the screen’s language, and saves pedidos.pdf', async () => {
    storeSession('fornecedor');
    await i18n.changeLanguage('es-ES');
    const files = captureDownloads();
    const asked = mockPdfAnswer();
    const visible = [rows(700, 40), [makeOrder(660, { naturezaPedido: 'Importado', status: 'N' })]];
    const { result } = renderDownloads(visible, true, { ordenacao: 'pedido', naturezaPedido: 'Importado' });
    await act(() => result.current.pdf());

    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!.path, 'http://portal');
    expect(url.pathname).toBe('/api/pedido/pedidos.pdf');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      max: '41',
      ordenacao: 'pedido',
      naturezaPedido: 'Importado',
    });
    expect(asked[0]!.language).toBe('es-ES');
    expect(files.map((f) => f.name)).toEqual(['pedidos.pdf']);
    expect(files[0]!.blob.type).toBe('application/pdf');
    expect(await files[0]!.blob.text()).toBe(PDF_BYTES);
    expect(result.current.state).toBeNull();
  });

  it('shows the progress in bytes while the PDF arrives', async () => {
    storeSession('fornecedor');
    captureDownloads();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockPdfAnswer(() => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('%PDF'));
          await gate;
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/pdf', 'content-length': '8' } });
    });
    const { result } = renderDownloads([rows(10, 2)], false);
    let pending = Promise.resolve();
    act(() => {
      pending = result.current.pdf();
    });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'pdf', done: 4, total: 8 }));
    release();
    await act(() => pending);
    expect(result.current.state).toBeNull();
  });

  it('saves nothing and shows the server’s error when it refuses', async () => {
    storeSession('fornecedor');
    await i18n.changeLanguage('pt-BR');
    const toasts = recordToasts();
    const files = captureDownloads();
    mockPdfAnswer(
      () =>
        new Response(JSON.stringify({ code: 'withoutPermission', message: 'x' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { result } = renderDownloads([rows(10, 1)], false);
    await act(() => result.current.pdf());
    expect(files).toHaveLength(0);
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBeNull();
  });
});

describe('download progress bar', () => {
  it('offers a translated Cancel that stops the download', async () => {
    await i18n.changeLanguage('en-US');
    const onCancel = vi.fn();
    render(
      <AppProviders env="test">
        <DownloadProgressBar state={{ kind: 'report', done: 2048, total: null }} onCancel={onCancel} />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Downloading the report: 2 KB received');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument());
  });
});
