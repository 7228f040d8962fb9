import type { BoxStampItem, PriceTagItem, ProfileKey } from '@portal/domain';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { meAnswer, renderApp, requestPath, storeSession } from '../../../test/helpers';
import type { OrderHead } from '../../../lib/order-head';
import type { PrinterControl } from '../printer/use-printer';

export const ORDER_ID = 4500001;

export function makeOrder(overrides: Partial<OrderHead> = {}): OrderHead {
  return {
    id: ORDER_ID,
    status: 'A',
    naturezaPedido: 'Normal',
    marca: 'Renner',
    empresa: { id: 1, codigo: '001', nome: 'Renner' },
    fornecedor: { id: 10, nome: 'Malharia Exemplo Ltda' },
    localizacaoFisica: { id: 20, codigo: '541', nome: 'CD Cabreúva' },
    calendarioComercial: { semanaComercial: 12, ano: 2026 },
    ...overrides,
  };
}

export const CAMICADO = { id: 3, codigo: '003', nome: 'Camicado' };
export const YOUCOM = { id: 4, codigo: '004', nome: 'Youcom' };

export function makePriceItem(id: number, overrides: Partial<PriceTagItem> = {}): PriceTagItem {
  return {
    id,
    codItem: String(100000 + id),
    packNo: null,
    descricaoCurta: `Camiseta ${id}`,
    qtVolume: 2,
    qtCompra: 120,
    tamanho: 'M',
    cor: 'Azul',
    ean: '789100000001' + String(id % 10),
    valorVenda: '1234.5',
    ...overrides,
  };
}

export function makeBoxItem(id: number, overrides: Partial<BoxStampItem> = {}): BoxStampItem {
  return {
    id,
    codItem: String(200000 + id),
    packNo: null,
    descricaoCurta: `Calça ${id}`,
    qtVolume: 4,
    qtCompra: 100,
    qtItens: 5,
    tamPacoteSupp: null,
    tamanho: '40',
    cor: 'Preto',
    ean: '7891000000020',
    ...overrides,
  };
}

export interface FileAnswer {
  status?: number;
  body: string | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface LabelsBackend {
  order?: OrderHead | null;
  /** items of either query; an Error answers a GraphQL error */
  items?: readonly (PriceTagItem | BoxStampItem)[] | 'error';
  file?: FileAnswer | ((body: unknown) => FileAnswer);
}

export interface LabelCall {
  path: string;
  operation?: string;
  body?: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch of the label pages: /auth/me, the order head, the items, and the label files (recorded with their bodies). */
export function mockLabelsApi(profile: ProfileKey, backend: LabelsBackend) {
  const calls: LabelCall[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input).split('?')[0]!;
    if (path === '/api/auth/me') return json(meAnswer(profile));
    if (path === '/api/links') return json([]);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (path === '/api/graphql' && body) {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(String(body.query))?.[1] ?? '';
      calls.push({ path, operation, body: body.variables });
      if (operation === 'pedidoCabecalho') return json({ data: { pedidoPorId: backend.order ?? null } });
      if (operation === 'itensParaEtiqueta' || operation === 'itensParaSeloCaixa') {
        if (backend.items === 'error')
          return json({ data: null, errors: [{ message: 'x', extensions: { code: 'internalError', status: 500 } }] });
        const field =
          operation === 'itensParaEtiqueta'
            ? 'buscarItensPorPedidoIdParaEtiqueta'
            : 'buscarItensPorPedidoIdParaSeloCaixa';
        return json({ data: { [field]: backend.items ?? [] } });
      }
    }
    if (path.startsWith('/api/etiquetas/')) {
      calls.push({ path, body });
      const file = typeof backend.file === 'function' ? backend.file(body) : backend.file;
      if (!file) return json({ code: 'tag010', message: 'tag010' }, 500);
      const status = file.status ?? 200;
      if (typeof file.body !== 'string') return json(file.body, status);
      return new Response(file.body, { status, headers: file.headers ?? { 'content-type': 'text/plain' } });
    }
    return json({ code: 'notFound', message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export { captureDownloads } from '../../../test/downloads';

/** A printer control for vi.mock('../printer/use-printer'): ready, with print recorded. */
export function fakePrinter(): PrinterControl & {
  print: ReturnType<typeof vi.fn<(data: string) => Promise<boolean>>>;
} {
  return {
    printer: {
      name: 'ZD220',
      uid: 'zd220',
      deviceType: 'printer',
      connection: 'usb',
      provider: 'com.zebra.ds.webdriver.desktop.provider.DefaultDeviceProvider',
      manufacturer: 'Zebra Technologies',
      version: 2,
    },
    printers: [],
    status: null,
    state: 'ready',
    error: null,
    search: () => Promise.resolve(),
    select: () => undefined,
    refreshStatus: () => Promise.resolve(),
    print: vi.fn<(data: string) => Promise<boolean>>(() => Promise.resolve(true)),
  };
}

export type FakePrinter = ReturnType<typeof fakePrinter>;

let printerOfThisTest: FakePrinter = fakePrinter();

/**
 * The printer the pages get in the page tests, which mock the hook with
 * `vi.mock('../printer/use-printer', () => ({ usePrinter: () => currentFakePrinter() }))`.
 */
export function currentFakePrinter(): PrinterControl {
  return printerOfThisTest;
}

/** A new fake printer for the next test (call it in beforeEach); the mocked usePrinter hands it to the page. */
export function resetFakePrinter(): FakePrinter {
  printerOfThisTest = fakePrinter();
  return printerOfThisTest;
}

/**
 * Signs the profile in, answers the API with `backend` (the order of makeOrder unless it says otherwise) and
 * opens a label page for ORDER_ID, waiting for its title. `files` lists the label files asked for.
 */
export async function openLabelPage(
  path: '/price-tag' | '/box-tag',
  title: string,
  backend: LabelsBackend,
  profile: ProfileKey,
) {
  storeSession(profile);
  const calls = mockLabelsApi(profile, { order: makeOrder(), ...backend });
  const harness = renderApp(`${path}?id=${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...harness, calls, files: () => calls.filter((c) => c.path.startsWith('/api/etiquetas/')) };
}

/** The controls both label pages share, by their accessible names (pt-BR). */
export const quantityInput = (code: string) => screen.getByRole('textbox', { name: `Quantidade do item ${code}` });
export const selectCheckbox = (code: string) => screen.getByRole('checkbox', { name: `Selecionar o item ${code}` });
export const downloadButton = () => screen.getByRole('button', { name: 'Baixar arquivo' });
