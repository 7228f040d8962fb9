import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders, storeSession } from '../../test/helpers';
import { recordToasts } from '../../test/toasts';
import { ApiError } from '../api-client';
import { downloadFile, type DownloadProgress } from '../download';
import { onSessionExpired } from '../session-events';
import { rememberedLocation } from '../storage';
import { captureDownloads, type SavedFile } from '../../test/downloads';

const encoder = new TextEncoder();

/** A body that sends the given chunks, then waits for `release` before closing (when given). */
function streamOf(chunks: string[], release?: Promise<void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (release) await release;
      controller.close();
    },
  });
}

function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>): Mock<typeof fetch> {
  const fn = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** The files handed to the browser (object URL + anchor click). */
let saved: SavedFile[];
/** The toasts asked for. */
let shown: ReturnType<typeof recordToasts>;

beforeEach(() => {
  saved = captureDownloads();
  shown = recordToasts();
});

const toasts = () => within(document.body);

/** No toast: none asked for and none on screen. Call once the download has settled (its promise rejected). */
function expectNoToast(): void {
  expect(shown).not.toHaveBeenCalled();
  expect(toasts().queryByRole('alert')).toBeNull();
}

describe('downloadFile: request', () => {
  it('sends the bearer token, the language and the routing header, and saves the file under its name', async () => {
    const token = storeSession('admin');
    await i18n.changeLanguage('en-US');
    const fetch = stubFetch(() => new Response('a;b\r\n', { headers: { 'content-type': 'text/csv' } }));
    const blob = await downloadFile({
      path: '/pedido/relatorio-detalhado',
      query: { max: 2000, idCarga: 77, empty: '', none: undefined },
      service: 'orders',
      fileName: 'relatorio.csv',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/pedido/relatorio-detalhado?max=2000&idCarga=77');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['Accept-Language']).toBe('en-US');
    expect(headers['x-target-service']).toBe('orders');
    expect(headers.Accept).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init?.method).toBe('GET');
    expect(blob.type).toBe('text/csv');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('relatorio.csv');
    expect(await saved[0]!.blob.text()).toBe('a;b\r\n');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = stubFetch(() => new Response('x'));
    await downloadFile({ path: '/file', service: 'reports', fileName: 'f.txt' });
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('downloadFile: progress', () => {
  it('reports the bytes received against Content-Length', async () => {
    stubFetch(
      () =>
        new Response(streamOf(['abc', 'defg']), {
          headers: { 'content-type': 'text/csv', 'content-length': '7' },
        }),
    );
    const progress: DownloadProgress[] = [];
    const blob = await downloadFile({
      path: '/file',
      service: 'orders',
      fileName: 'f.csv',
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([
      { received: 0, total: 7 },
      { received: 3, total: 7 },
      { received: 7, total: 7 },
    ]);
    expect(await blob.text()).toBe('abcdefg');
  });

  it('reports a null total without Content-Length', async () => {
    stubFetch(() => new Response(streamOf(['ab', 'c'])));
    const progress: DownloadProgress[] = [];
    await downloadFile({ path: '/file', service: 'orders', fileName: 'f', onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([
      { received: 0, total: null },
      { received: 2, total: null },
      { received: 3, total: null },
    ]);
  });
});

describe('downloadFile: errors go through the API client', () => {
  it('a 401 on an authenticated download starts the session-expired flow, without a toast', async () => {
    storeSession('fornecedor');
    window.history.replaceState(null, '', '/main?tab=1');
    renderWithProviders(<main />);
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    stubFetch(() => new Response('Unauthorized', { status: 401, headers: { 'content-type': 'text/plain' } }));
    await expect(downloadFile({ path: '/file', service: 'orders', fileName: 'f' })).rejects.toMatchObject({
      status: 401,
      code: 'sessionExpired',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(rememberedLocation()).toBe('/main?tab=1');
    expectNoToast();
    expect(saved).toHaveLength(0);
    off();
  });

  it('an error code becomes the translated red toast, even when the error is not labelled JSON', async () => {
    storeSession('fornecedor');
    renderWithProviders(<main />);
    stubFetch(() => json(404, { code: 'register02', message: 'whatever' }, 'application/octet-stream'));
    const error = await downloadFile({ path: '/file', service: 'orders', fileName: 'f' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'register02', status: 404 });
    const toast = await toasts().findByRole('alert');
    expect(toast).toHaveTextContent('Fornecedor não encontrado pelo CNPJ informado.');
    expect(toast.className).toContain('toast-error');
    expect(saved).toHaveLength(0);
  });

  it('a network failure shows the generic error', async () => {
    renderWithProviders(<main />);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(downloadFile({ path: '/file', service: 'orders', fileName: 'f' })).rejects.toMatchObject({
      status: 0,
      code: 'default',
    });
    expect(await toasts().findByRole('alert')).toHaveTextContent(i18n.t('default', { ns: 'errors' }));
  });

  it('a connection broken mid-file shows the generic error and saves nothing', async () => {
    renderWithProviders(<main />);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('abc'));
        controller.error(new TypeError('network'));
      },
    });
    stubFetch(() => new Response(body));
    await expect(downloadFile({ path: '/file', service: 'orders', fileName: 'f' })).rejects.toMatchObject({
      code: 'default',
    });
    expect(await toasts().findByRole('alert')).toHaveTextContent(i18n.t('default', { ns: 'errors' }));
    expect(saved).toHaveLength(0);
  });
});

describe('downloadFile: cancel', () => {
  it('an aborted signal stops before the request, with no toast', async () => {
    renderWithProviders(<main />);
    const fetch = stubFetch(() => new Response('x'));
    const controller = new AbortController();
    controller.abort();
    const error = await downloadFile({
      path: '/file',
      service: 'orders',
      fileName: 'f',
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fetch).not.toHaveBeenCalled();
    expectNoToast();
  });

  it('aborting mid-stream rejects with the AbortError, saves nothing and shows no toast', async () => {
    renderWithProviders(<main />);
    // the server sends one chunk and then stalls
    stubFetch(() => new Response(streamOf(['abc'], new Promise<void>(() => undefined))));
    const controller = new AbortController();
    const progress: DownloadProgress[] = [];
    const pending = downloadFile({
      path: '/file',
      service: 'orders',
      fileName: 'f',
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p.received === 3) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress.at(-1)).toEqual({ received: 3, total: null });
    expect(saved).toHaveLength(0);
    expectNoToast();
  });

  it('the signal reaches fetch', async () => {
    const fetch = stubFetch(() => new Response('x'));
    const controller = new AbortController();
    await downloadFile({ path: '/file', service: 'orders', fileName: 'f', signal: controller.signal });
    expect(fetch.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });
});
