import { CHART_MAX_BYTES, ERROR_MESSAGES, type MeasurementChart } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { meAnswer, renderApp, requestPath, storeSession } from '../../../test/helpers';
import type { OrderHead } from '../../../lib/order-head';
import { makeOrderHead } from '../../../test/order-head';
import { bytesOf, captureDownloads, type SavedFile } from '../../../test/downloads';
import { expectAlert } from '../../../test/alerts';
import { dropFiles, pageDropzone } from '../../../test/file-drop';

const msg = ERROR_MESSAGES['pt-BR'];
const ORDER_ID = 4500123;
const PDF_BYTES = [
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff, 0x0a,
];
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

const ORDER = makeOrderHead({ id: ORDER_ID, marca: 'Youcom', empresa: { id: 4, codigo: '004', nome: 'Youcom' } });

const chart = (overrides: Partial<MeasurementChart> = {}): MeasurementChart => ({
  idPedido: ORDER_ID,
  tabelaMedida: b64(PDF_BYTES),
  nomeArquivo: 'tabela-verao.pdf',
  dataInclusao: '2026-11-20T13:05:00.000Z',
  ...overrides,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Backend {
  order?: OrderHead | null;
  /** The answer of GET /report/tabelamedida/{id}: a chart, null (chartNotFound) or an error. */
  current: () => MeasurementChart | null | { status: number; code: string };
}

function mockBackend(backend: Backend) {
  const gets: string[] = [];
  const fn = vi.fn<typeof fetch>(async (input) => {
    const path = requestPath(input).split('?')[0]!;
    if (path === '/api/auth/me') return json(meAnswer('youcom-usuario'));
    if (path === '/api/links') return json([]);
    if (path === '/api/graphql')
      return json({ data: { pedidoPorId: backend.order === undefined ? ORDER : backend.order } });
    if (path.startsWith('/api/report/tabelamedida/')) {
      gets.push(path);
      const answer = backend.current();
      if (answer === null) return json({ code: 'chartNotFound', message: msg.chartNotFound }, 404);
      if ('code' in answer) return json({ code: answer.code, message: answer.code }, answer.status);
      return json(answer);
    }
    return json({ code: 'notFound', message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return gets;
}

// ---------------------------------------------------------------------------------------------------------
// The upload goes through XMLHttpRequest (for its progress); a fake records it and answers when told.

interface XhrAnswer {
  status: number;
  body?: unknown;
}

class FakeXhr {
  static sent: FakeXhr[] = [];
  /** The next answer; a promise lets a test look at the page while the upload is under way. */
  static answer: () => XhrAnswer | Promise<XhrAnswer> = () => ({ status: 200, body: {} });

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: string) {
    this.body = body;
    FakeXhr.sent.push(this);
    void (async () => {
      await Promise.resolve();
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length / 2, total: body.length });
      const { status, body: answer } = await FakeXhr.answer();
      this.status = status;
      this.responseText = answer === undefined ? '' : JSON.stringify(answer);
      this.onload?.();
    })();
  }

  abort() {
    this.onabort?.();
  }
}

// Files handed to the browser (object URL + anchor click)
let saved: SavedFile[];

beforeEach(() => {
  saved = captureDownloads();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

async function open(backend: Backend, path = `/import-chart?id=${ORDER_ID}`) {
  storeSession('youcom-usuario');
  const gets = mockBackend(backend);
  const harness = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: `Tabela de medidas do pedido ${ORDER_ID}` });
  return { ...harness, gets };
}

const pdfFile = (name = 'nova-tabela.pdf', bytes = PDF_BYTES) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const importButton = () => screen.getByRole('button', { name: 'Importar' });
const dropzone = pageDropzone({ input: 'chart-file-input', shown: 'chart-chosen-file' }, importButton);
const currentCard = () => screen.getByRole('region', { name: 'Tabela atual' });
const drop = async (files: File[]) =>
  dropFiles(await screen.findByRole('group', { name: 'Área para soltar o PDF da tabela de medidas' }), files);

describe('/import-chart: the order', () => {
  it('without an order says how to get one, with a link to /main', async () => {
    storeSession('youcom-usuario');
    mockBackend({ current: () => null });
    const { user, router } = renderApp('/import-chart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar tabela de medidas' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('reads the order from the navigation state, shows its supplier and company, and goes back to /main', async () => {
    storeSession('youcom-usuario');
    mockBackend({ current: () => null });
    const { router, user } = renderApp('/import-chart');
    await router.navigate('/import-chart', { state: { idPedido: ORDER_ID } });
    await screen.findByRole('heading', { level: 1, name: `Tabela de medidas do pedido ${ORDER_ID}` });
    const details = await screen.findByTestId('chart-order');
    expect(within(details).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(within(details).getByText('Youcom')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para a consulta de pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('says when the order is not visible', async () => {
    await open({ order: null, current: () => ({ status: 404, code: 'notFound' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(`O pedido ${ORDER_ID} não existe`);
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('a 403 from the server shows the without-permission panel, no upload', async () => {
    await open({ current: () => ({ status: 403, code: 'withoutPermission' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('O seu perfil não permite importar tabelas de medidas.');
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });
});

describe('/import-chart: the current chart', () => {
  it('says when no chart was imported yet', async () => {
    await open({ current: () => null });
    expect(await screen.findByTestId('chart-empty')).toHaveTextContent(
      'Nenhuma tabela de medidas foi importada para este pedido ainda.',
    );
    expect(within(currentCard()).queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('shows the name and the import date, and downloads the PDF byte for byte', async () => {
    const h = await open({ current: () => chart() });
    expect(await screen.findByTestId('chart-file-name')).toHaveTextContent('tabela-verao.pdf');
    expect(screen.getByTestId('chart-imported-at')).toHaveTextContent('20/11/2026 10:05');
    await h.user.click(within(currentCard()).getByRole('button', { name: 'Baixar PDF' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('tabela-verao.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(await bytesOf(saved[0]!.blob)).toEqual(PDF_BYTES);
  });

  it('speaks the user’s language', async () => {
    await open({ current: () => null });
    await i18n.changeLanguage('en-US');
    expect(await screen.findByTestId('chart-empty')).toHaveTextContent(
      'No measurement chart has been imported for this order yet.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('/import-chart: the file, checked before sending', () => {
  it('refuses several files', async () => {
    await open({ current: () => null });
    await drop([pdfFile('a.pdf'), pdfFile('b.pdf')]);
    await expectAlert(msg.sendInvoice, 'Foram escolhidos 2 arquivos; envie apenas um.');
    expect(importButton()).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 2 MB', async () => {
    const h = await open({ current: () => null });
    const bytes = new Uint8Array(CHART_MAX_BYTES + 1);
    bytes.set(PDF_BYTES.slice(0, 5));
    await dropzone.pick(h.user, new File([bytes], 'grande.pdf'));
    await expectAlert(msg.fileSizeExceeded, 'O arquivo tem 2.097.153 bytes; o máximo é 2.097.152 bytes.');
    expect(importButton()).toBeDisabled();
  });

  it('refuses a file not named .pdf', async () => {
    await open({ current: () => null });
    await drop([pdfFile('tabela.docx')]);
    await expectAlert(msg.mustBePDF, 'O arquivo “tabela.docx” não tem a extensão .pdf.');
  });

  it('refuses a renamed file that is not a PDF inside', async () => {
    const h = await open({ current: () => null });
    const renamed = new File(['PK\u0003\u0004 a zip'], 'tabela.pdf', { type: 'application/pdf' });
    await dropzone.pick(h.user, renamed);
    await expectAlert(msg.mustBePDF, 'O conteúdo de “tabela.pdf” não é de um PDF');
    expect(importButton()).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the chosen file with its size; Clear forgets it', async () => {
    const h = await open({ current: () => null });
    await dropzone.expectPickedThenCleared(h.user, pdfFile(), 'nova-tabela.pdf (17 B)');
  });
});

describe('/import-chart: the import', () => {
  it('sends the order, the bytes and the name with a progress bar; then the green toast and the new chart', async () => {
    let stored: MeasurementChart | null = null;
    let release: (answer: XhrAnswer) => void = () => undefined;
    FakeXhr.answer = () =>
      new Promise<XhrAnswer>((resolve) => {
        release = resolve;
      });
    const h = await open({ current: () => stored });
    await screen.findByTestId('chart-empty');
    await dropzone.pickThenAct(h.user, pdfFile());

    const bar = await screen.findByRole('progressbar', { name: 'Envio do arquivo' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/report/tabelamedida/');
    expect(JSON.parse(xhr.body)).toEqual({
      idPedido: ORDER_ID,
      tabelaMedida: b64(PDF_BYTES),
      nomeArquivo: 'nova-tabela.pdf',
    });
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(xhr.headers['accept-language']).toBe('pt-BR');

    stored = chart({ nomeArquivo: 'nova-tabela.pdf', dataInclusao: '2026-11-22T15:00:00.000Z' });
    release({
      status: 200,
      body: { code: 'chart001', idPedido: ORDER_ID, nomeArquivo: 'nova-tabela.pdf', dataInclusao: stored.dataInclusao },
    });
    expect(await screen.findByText(msg.chart001)).toBeInTheDocument();
    expect(await screen.findByTestId('chart-file-name')).toHaveTextContent('nova-tabela.pdf');
    expect(screen.getByTestId('chart-imported-at')).toHaveTextContent('22/11/2026 12:00');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart-chosen-file')).not.toBeInTheDocument();
    expect(h.gets.length).toBeGreaterThanOrEqual(2);
  });

  it('asks before replacing the current chart; No sends nothing, Yes replaces', async () => {
    let stored = chart();
    FakeXhr.answer = () => ({
      status: 200,
      body: { code: 'chart001', idPedido: ORDER_ID, nomeArquivo: 'nova-tabela.pdf', dataInclusao: stored.dataInclusao },
    });
    const h = await open({ current: () => stored });
    await screen.findByTestId('chart-file-name');
    await dropzone.pickThenAct(h.user, pdfFile());
    let dialog = await screen.findByRole('dialog', { name: 'Substituir a tabela de medidas?' });
    expect(dialog).toHaveTextContent(
      `O pedido ${ORDER_ID} já tem a tabela “tabela-verao.pdf”. Ela será substituída por “nova-tabela.pdf”.`,
    );
    await h.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(FakeXhr.sent).toHaveLength(0);

    await h.user.click(importButton());
    dialog = await screen.findByRole('dialog', { name: 'Substituir a tabela de medidas?' });
    stored = chart({ nomeArquivo: 'nova-tabela.pdf' });
    await h.user.click(within(dialog).getByRole('button', { name: 'Substituir' }));
    expect(await screen.findByText(msg.chart001)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('chart-file-name')).toHaveTextContent('nova-tabela.pdf'));
  });

  it('shows a server refusal translated, and nothing changes', async () => {
    FakeXhr.answer = () => ({ status: 415, body: { code: 'mustBePDF', message: 'The file must be PDF.' } });
    const h = await open({ current: () => null });
    await screen.findByTestId('chart-empty');
    await dropzone.pickThenAct(h.user, pdfFile());
    await expectAlert('A importação foi recusada', msg.mustBePDF);
    expect(screen.queryByText(msg.chart001)).not.toBeInTheDocument();
    expect(screen.getByTestId('chart-empty')).toBeInTheDocument();
    // the file stays chosen, to try again
    expect(screen.getByTestId('chart-chosen-file')).toHaveTextContent('nova-tabela.pdf');
  });

  it('a 413 without a body (a proxy in front of the API) reads as fileSizeExceeded', async () => {
    FakeXhr.answer = () => ({ status: 413 });
    const h = await open({ current: () => null });
    await dropzone.pickThenAct(h.user, pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.fileSizeExceeded);
  });

  it('a 401 ends the session', async () => {
    FakeXhr.answer = () => ({ status: 401, body: { code: 'sessionExpired', message: 'expired' } });
    const h = await open({ current: () => null });
    await dropzone.pickThenAct(h.user, pdfFile());
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
