import { conciliationStatusName, permissionsOf, type ConciliationListRowDto } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '../../../i18n/i18n';
import {
  fetchCallOf,
  jsonResponse,
  meAnswer,
  renderApp,
  renderWithProviders,
  storeSession,
  type FetchCall,
} from '../../../test/helpers';
import { ConciliationListPage } from '../pages/list-page';
import { NO_SESSION_USER } from '../../../lib/session-user';

type Call = FetchCall;
type Answer = { status?: number; body?: unknown };
type ListVariables = { filtro: Record<string, unknown>; pagina: number; max: number };

function status(id: number, descricao = `status ${id}`) {
  return { id, descricao };
}

function makeRow(conciliacao: number, overrides: Partial<ConciliationListRowDto> = {}): ConciliationListRowDto {
  return {
    conciliacao,
    pedido: 4500000 + conciliacao,
    codigoFornecedor: 104512,
    nomeFornecedor: 'Malharia Exemplo Ltda',
    dataConciliacao: '2026-11-10T13:05:00.000Z',
    motivoReprovacao: null,
    statusComercial: status(2),
    statusFiscal: status(2),
    statusRFM: status(1),
    notaFiscal: '123',
    serieNotaFiscal: '1',
    cancelada: false,
    documentosEmAuditoria: [],
    ...overrides,
  };
}

const XML_BASE64 = 'PD94bWwgdmVyc2lvbj0iMS4wIj8+PG5mZVByb2MvPg==';

interface Backend {
  /** the list's answer for each call (variables as sent) */
  list: (variables: ListVariables) => Answer;
  xml?: Answer;
  rfm?: Answer;
}

/** fetch for the list: GraphQL buscarConciliacoesParaListagem, getXmlNota, emiteRFM; records every call. */
function mockApi(backend: Backend) {
  const calls: Call[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const { method, path, body } = fetchCallOf(input, init);
    let answer: Answer = { status: 404, body: { code: 'notFound', message: 'not found' } };
    if (path === '/api/auth/me') answer = { body: meAnswer('admin') };
    else {
      calls.push({ method, path, body });
      if (path === '/api/graphql') {
        const { query, variables } = body as { query: string; variables: ListVariables };
        if (/query\s+BuscarConciliacoesParaListagem\b/.test(query)) {
          const list = backend.list(variables);
          answer = list.status ? list : { body: { data: { buscarConciliacoesParaListagem: list.body } } };
        }
      } else if (method === 'POST' && path === '/api/conciliacaofiscal/getXmlNota') {
        answer = backend.xml ?? {
          body: {
            idConciliacao: (body as { idConciliacao: number }).idConciliacao,
            nomeArquivo: 'x.xml',
            xmlBase64: XML_BASE64,
          },
        };
      } else if (method === 'POST' && path === '/api/conciliacaofiscal/emiteRFM') {
        answer = backend.rfm ?? {
          body: { id: (body as { id: number }).id, statusRFM: status(1, 'Emitido'), dataRFM: '2026-11-11T12:00:00Z' },
        };
      }
    }
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fn);
  // StrictMode mounts twice and the first request is aborted and sent again: each distinct ask counts once
  const listCalls = () => {
    const asked = calls
      .filter((c) => c.path === '/api/graphql')
      .map((c) => (c.body as { variables: ListVariables }).variables);
    return asked.filter((v, i) => i === 0 || JSON.stringify(v) !== JSON.stringify(asked[i - 1]));
  };
  return { calls, listCalls };
}

const page = (itens: ConciliationListRowDto[], pagina = 0, temMais = false): Answer => ({
  body: { itens, pagina, temMais },
});

function StatusStub() {
  const location = useLocation();
  return <p>status page {location.search}</p>;
}

const ADMIN = { ...NO_SESSION_USER, idFornecedor: null, idCd: null, permissions: permissionsOf('admin') };

function open(backend: Backend) {
  const api = mockApi(backend);
  const user = userEvent.setup();
  const result = renderWithProviders(
    <MemoryRouter initialEntries={['/conciliation-list']}>
      <Routes>
        <Route path="/conciliation-list" element={<ConciliationListPage user={ADMIN} />} />
        <Route path="/conciliation-status" element={<StatusStub />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, ...api, user };
}

const table = () => screen.findByRole('table', { name: 'Lista de conciliações' });
const rowOf = (list: HTMLElement, pedido: number) =>
  within(list)
    .getByRole('link', { name: `Abrir o status da conciliação do pedido ${pedido}` })
    .closest('tr')!;
const sideText = (id: number) => conciliationStatusName(id, currentLanguage());

describe('/conciliation-list', () => {
  it('marks the orders whose documents still await the audit, the whole name on hover', async () => {
    open({
      list: () =>
        page([
          makeRow(812, {
            pedido: 4500001,
            documentosEmAuditoria: ['certificadoSustentabilidade', 'declaracaoProdutor'],
          }),
          makeRow(813, { pedido: 4500002 }),
        ]),
    });
    const list = await table();
    const marked = within(rowOf(list, 4500001)).getAllByRole('cell')[1]!;
    expect(within(marked).getByText('Cert. em auditoria').closest('[title]')).toHaveAttribute(
      'title',
      'Certificado de sustentabilidade aguardando auditoria',
    );
    expect(within(marked).getByText('Decl. em auditoria')).toBeInTheDocument();
    expect(within(rowOf(list, 4500002)).queryByText(/em auditoria/)).toBeNull();
  });

  it('lists the conciliations by order ascending, every column in place', async () => {
    const long = 'Quantidade divergente no item 1001 (pedido 10, nota 12); NCM divergente no item 1002';
    const { listCalls } = open({
      list: () =>
        page([
          makeRow(812, {
            pedido: 4500001,
            motivoReprovacao: long,
            statusComercial: status(3),
            statusFiscal: status(0),
            statusRFM: status(0),
            notaFiscal: '000123',
            serieNotaFiscal: '2',
          }),
          makeRow(813, { pedido: 4500002, cancelada: true, notaFiscal: null, serieNotaFiscal: null }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conciliações' })).toBeInTheDocument();
    const list = await table();
    expect(listCalls()).toEqual([{ filtro: { orderBy: 'pedido' }, pagina: 0, max: 20 }]);
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Conciliação',
      'Pedido',
      'Fornecedor',
      'Data da conciliação',
      'Último motivo de reprovação',
      'Comercial',
      'Fiscal',
      'RFM',
      'Nota fiscal / série',
    ]);
    expect(within(list).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');

    const first = rowOf(list, 4500001);
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('812');
    expect(cells[2]).toHaveTextContent('Malharia Exemplo Ltda');
    expect(cells[2]).toHaveTextContent('104512');
    // 13:05 UTC is 10:05 in São Paulo
    expect(cells[3]).toHaveTextContent(/^10\/11\/2026 10:05$/);
    // the reason is cut, the whole text stays for the tooltip and screen readers
    expect(within(cells[4]!).getByText(/^Quantidade divergente no item 1001 \(ped…$/)).toBeInTheDocument();
    expect(cells[4]!.querySelector('[data-full-text]')).toHaveAttribute('data-full-text', long);
    expect(cells[5]).toHaveTextContent(sideText(3));
    expect(cells[5]!.querySelector('[data-status]')).toHaveAttribute('data-tone', 'danger');
    expect(cells[6]).toHaveTextContent(sideText(0));
    expect(cells[7]).toHaveTextContent('Não emitido');
    expect(cells[8]).toHaveTextContent('000123 - 2');
    expect(within(first).queryByText('Cancelada')).toBeNull();

    const cancelled = rowOf(list, 4500002);
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
    expect(within(cancelled).getAllByRole('cell')[7]).toHaveTextContent('Emitido');
    expect(within(cancelled).getAllByRole('cell')[5]!.querySelector('[data-status]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(screen.getByText('Conciliações carregadas: 2')).toBeInTheDocument();
    expect(screen.getByText('Fim dos resultados.')).toBeInTheDocument();
  });

  it('opens the conciliation status of the order', async () => {
    const { user } = open({ list: () => page([makeRow(812, { pedido: 4500001 })]) });
    await user.click(await screen.findByRole('link', { name: 'Abrir o status da conciliação do pedido 4500001' }));
    expect(await screen.findByText('status page ?id=4500001')).toBeInTheDocument();
  });

  it('loads pages of 20 with "Load more" until the server says there are no more', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => makeRow(100 + i));
    const { user, listCalls } = open({
      list: ({ pagina }) => page(rows.slice(pagina * 20, pagina * 20 + 20), pagina, pagina === 0),
    });
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Conciliações carregadas: 20')).toBeInTheDocument();
    expect(screen.queryByText('Fim dos resultados.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(26));
    expect(listCalls()).toEqual([
      { filtro: { orderBy: 'pedido' }, pagina: 0, max: 20 },
      { filtro: { orderBy: 'pedido' }, pagina: 1, max: 20 },
    ]);
    expect(screen.getByText('Fim dos resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('sorts by a header (ascending, then descending) and the order-by select follows', async () => {
    const { user, listCalls } = open({ list: () => page([makeRow(812)]) });
    const list = await table();
    await user.click(within(list).getByRole('button', { name: 'Ordenar por Data da conciliação' }));
    await waitFor(() => expect(listCalls().at(-1)?.filtro).toEqual({ orderBy: 'dataConciliacao' }));
    const dateHeader = () => within(screen.getByRole('table')).getAllByRole('columnheader')[3]!;
    await waitFor(() => expect(dateHeader()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Ordenar por Data da conciliação' }),
    );
    await waitFor(() => expect(listCalls().at(-1)?.filtro).toEqual({ orderBy: '-dataConciliacao' }));
    await waitFor(() => expect(dateHeader()).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByRole('textbox', { name: 'Ordenar por' })).toHaveValue(
      'Data da conciliação (mais recente primeiro)',
    );
    // the order-by select sorts the next search
    await user.click(screen.getByRole('textbox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Fornecedor (Z-A)' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(listCalls().at(-1)?.filtro).toEqual({ orderBy: '-nomeFornecedor' }));
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    let fail = true;
    const { user } = open({
      list: () => (fail ? { status: 500, body: { code: 'internalError', message: 'x' } } : page([])),
    });
    expect(await screen.findByText('Não foi possível carregar as conciliações.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma conciliação encontrada para os filtros informados.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Enter in a field searches with the typed filters', async () => {
    const { user, listCalls } = open({ list: () => page([makeRow(812)]) });
    await table();
    // paste is typing without the per-key cost; Enter is typed
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByRole('textbox', { name: 'Conciliação' }), '812');
    await fill(screen.getByRole('textbox', { name: 'Fornecedor' }), ' Malharia ');
    await fill(screen.getByLabelText('Conciliação de'), '2026-11-01');
    await fill(screen.getByLabelText('Conciliação até'), '2026-11-30');
    await fill(screen.getByRole('textbox', { name: 'Pedido' }), '4500812');
    await fill(screen.getByRole('textbox', { name: 'Nota fiscal' }), '000123');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        filtro: {
          conciliacao: 812,
          pedido: 4500812,
          nomeFornecedor: 'Malharia',
          dataConciliacaoInicial: '2026-11-01',
          dataConciliacaoFinal: '2026-11-30',
          notaFiscal: '000123',
          orderBy: 'pedido',
        },
        pagina: 0,
        max: 20,
      }),
    );
    // the list has no CD filter (the report has)
    expect(screen.queryByRole('textbox', { name: 'Centro de distribuição' })).toBeNull();
  });

  it('searches by the statuses; Clear goes back to the default search', async () => {
    const { user, listCalls } = open({ list: () => page([makeRow(812)]) });
    await table();
    const choose = async (name: string, option: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Status comercial', `2 - ${sideText(2)}`);
    await choose('Status fiscal', `4 - ${sideText(4)}`);
    await choose('Status do RFM', '0 - Não emitido');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.filtro).toEqual({
        statusComercial: 2,
        statusFiscal: 4,
        statusRFM: 0,
        orderBy: 'pedido',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(listCalls().at(-1)?.filtro).toEqual({ orderBy: 'pedido' }));
    expect(screen.getByRole('textbox', { name: 'Status comercial' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Status do RFM' })).toHaveValue('');
  });

  it('refuses a date range that runs backwards with a translated message, and asks nothing', async () => {
    const { user, calls } = open({ list: () => page([makeRow(812)]) });
    await table();
    const before = calls.length;
    await user.type(screen.getByLabelText('Conciliação de'), '2026-11-10');
    await user.type(screen.getByLabelText('Conciliação até'), '2026-11-09{Enter}');
    expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
    expect(calls).toHaveLength(before);
    await user.clear(screen.getByLabelText('Conciliação até'));
    expect(screen.queryByText('A data final deve ser igual ou posterior à data inicial.')).toBeNull();
  });

  it('shows the texts in English', async () => {
    await i18n.changeLanguage('en-US');
    open({ list: () => page([makeRow(812, { statusRFM: status(0) })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliations' })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Reconciliation list' });
    expect(within(list).getByRole('button', { name: 'Issue RFM for reconciliation 812' })).toBeInTheDocument();
    expect(within(list).getByText('Not issued')).toBeInTheDocument();
  });
});

describe('/conciliation-list: RFM', () => {
  it('confirms, fetches the XML, issues the RFM with it, says so in green and refreshes the row', async () => {
    const { user, calls } = open({
      list: () => page([makeRow(812, { pedido: 4500001, statusRFM: status(0) }), makeRow(813)]),
    });
    const list = await table();
    const asked = () => calls.filter((c) => c.path === '/api/graphql').length;
    const before = asked();
    await user.click(within(list).getByRole('button', { name: 'Emitir RFM da conciliação 812' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir RFM' });
    expect(dialog).toHaveTextContent('conciliação 812 (pedido 4500001, nota fiscal 123 - 1)');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir RFM' }));

    expect(await screen.findByText('RFM da conciliação 812 emitido com sucesso.')).toBeInTheDocument();
    expect(screen.getByText('RFM da conciliação 812 emitido com sucesso.').closest('.toast-success')).not.toBeNull();
    const rest = calls.filter((c) => c.path !== '/api/graphql');
    expect(rest).toEqual([
      { method: 'POST', path: '/api/conciliacaofiscal/getXmlNota', body: { idConciliacao: 812 } },
      { method: 'POST', path: '/api/conciliacaofiscal/emiteRFM', body: { id: 812, nFeBase64: XML_BASE64 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = rowOf(list, 4500001);
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('Emitido');
    expect(within(row).queryByRole('button', { name: /Emitir RFM/ })).toBeNull();
    // the row changed in place: the list was not asked again
    expect(asked()).toBe(before);
  });

  it('is offered only for 2/2, not cancelled, not yet issued rows', async () => {
    open({
      list: () =>
        page([
          makeRow(1, { statusRFM: status(0) }),
          makeRow(2, { statusRFM: status(0), statusFiscal: status(4) }),
          makeRow(3, { statusRFM: status(0), statusFiscal: status(3) }),
          makeRow(4, { statusRFM: status(0), statusComercial: status(3), statusFiscal: status(0) }),
          makeRow(5, { statusRFM: status(0), cancelada: true }),
          makeRow(6, { statusRFM: status(1) }),
        ]),
    });
    const list = await table();
    const offered = within(list)
      .queryAllByRole('button', { name: /^Emitir RFM da conciliação/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(offered).toEqual(['Emitir RFM da conciliação 1']);
  });

  it('Back closes the question and nothing is sent', async () => {
    const { user, calls } = open({ list: () => page([makeRow(812, { statusRFM: status(0) })]) });
    const list = await table();
    await user.click(within(list).getByRole('button', { name: 'Emitir RFM da conciliação 812' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir RFM' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path !== '/api/graphql')).toEqual([]);
  });

  it('a refusal shows its translated text in red and the row keeps its status', async () => {
    const { user, calls } = open({
      list: () => page([makeRow(812, { pedido: 4500001, statusRFM: status(0) })]),
      rfm: { status: 422, body: { code: 'rfmInvoiceMismatch', message: 'x' } },
    });
    const list = await table();
    await user.click(within(list).getByRole('button', { name: 'Emitir RFM da conciliação 812' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir RFM' }));
    const text = i18n.t('rfmInvoiceMismatch', { ns: 'errors' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(text).closest('.toast-error')).not.toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/conciliacaofiscal/emiteRFM');
    const row = rowOf(list, 4500001);
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('Não emitido');
    expect(within(row).getByRole('button', { name: 'Emitir RFM da conciliação 812' })).toBeInTheDocument();
  });

  it('does not issue the RFM when the XML cannot be read', async () => {
    const { user, calls } = open({
      list: () => page([makeRow(812, { statusRFM: status(0) })]),
      xml: { status: 404, body: { code: 'conciliationNotFound', message: 'x' } },
    });
    const list = await table();
    await user.click(within(list).getByRole('button', { name: 'Emitir RFM da conciliação 812' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir RFM' }));
    expect(await screen.findByText(i18n.t('conciliationNotFound', { ns: 'errors' }))).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/conciliacaofiscal/emiteRFM');
  });
});

describe('/conciliation-list in the app', () => {
  it('opens for an admin through the real route', async () => {
    storeSession('admin');
    mockApi({ list: () => page([makeRow(812)]) });
    renderApp('/conciliation-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conciliações' })).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
  });
});
