import {
  CONCILIATION_XML_MAX_BYTES,
  ERROR_MESSAGES,
  type CommercialCheckResultDto,
  type FiscalCheckResultDto,
  type ProfileKey,
  type ReasonDto,
  type ReconcilePendingStepDto,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer, renderApp, requestPath, storeSession } from '../../../test/helpers';
import type { ReconcileCurrent } from '../api/reconcile-current';
import type { OrderHead } from '../../../lib/order-head';
import { makeOrderHead } from '../../../test/order-head';
import { expectAlert } from '../../../test/alerts';
import { dropFiles, pageDropzone } from '../../../test/file-drop';

const msg = ERROR_MESSAGES['pt-BR'];
const ORDER_ID = 4500001;

const status = (id: number) => ({
  id,
  descricao: ['Não enviado', 'Enviado', 'Conciliado', 'Reprovado', 'Condicional'][id]!,
});

function makeCurrent(commercial: number, fiscal: number, overrides: Partial<ReconcileCurrent> = {}): ReconcileCurrent {
  return {
    id: 31,
    statusConciliacaoComercial: status(commercial),
    statusConciliacaoFiscal: status(fiscal),
    cancelada: false,
    notaFiscal: '1234',
    dataConciliacao: '2026-03-10T13:00:00.000Z',
    ...overrides,
  };
}

function commercialAnswer(statusId: number, motivo: string | null = null): CommercialCheckResultDto {
  return { id: 77, idPedido: ORDER_ID, statusConciliacaoComercial: status(statusId), motivoReprovacao: motivo };
}

function fiscalAnswer(
  commercial: number,
  fiscal: number,
  divergencias: ReasonDto[] = [],
  motivo: string | null = null,
) {
  return {
    idConciliacao: 77,
    idPedido: ORDER_ID,
    statusConciliacaoComercial: status(commercial),
    statusConciliacaoFiscal: status(fiscal),
    motivoReprovacao: motivo,
    divergencias,
  } satisfies FiscalCheckResultDto;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

interface Backend {
  order?: OrderHead | null;
  current?: ReconcileCurrent | null;
  commercial?: Answer;
  fiscal?: Answer;
  conditional?: Answer;
  pendingStep?: ReconcilePendingStepDto | null;
}

interface Call {
  operation: string;
  variables?: Record<string, unknown>;
  body?: unknown;
}

const gqlError = (code: string, details: unknown, status = 200) => ({
  status,
  body: { data: null, errors: [{ message: code, extensions: { code, details, status: 422 } }] },
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch for /reconcile: the order, its conciliation, the config (waits 0) and the three checks. */
function mockBackend(profile: ProfileKey, backend: Backend) {
  const calls: Call[] = [];
  const answer = async (a: Answer | undefined, fallback: string) => {
    if (!a) return json({ code: 'notFound', message: fallback }, 404);
    const { status: code = 200, body } = await a;
    return json(body, code);
  };
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = requestPath(input).split('?')[0];
    if (path === '/api/auth/me') return json(meAnswer(profile));
    if (path === '/api/links') return json([]);
    if (path === '/api/config/conciliacao') {
      calls.push({ operation: 'config' });
      return json({ pausasMs: [0, 0] });
    }
    if (path === '/api/graphql') {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'pedidoCabecalho') return json({ data: { pedidoPorId: backend.order ?? null } });
      if (operation === 'conciliacaoAtual')
        return json({ data: { buscarResultadoConciliacaoPorPedido: backend.current ?? null } });
      if (operation === 'pendenciaConciliacao')
        return json({ data: { pendenciaConciliacao: backend.pendingStep ?? null } });
      if (operation === 'conciliacaoComercial') return answer(backend.commercial, operation);
    }
    if (path === '/api/conciliacaofiscal/conciliacaoFiscal') {
      calls.push({ operation: 'fiscal', body: JSON.parse(String(init?.body)) });
      return answer(backend.fiscal, 'fiscal');
    }
    if (path === '/api/conciliacaofiscal/conciliacaoCondicional') {
      calls.push({ operation: 'conditional', body: JSON.parse(String(init?.body)) });
      return answer(backend.conditional, 'conditional');
    }
    return json({ code: 'notFound', message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

async function open(
  backend: Backend,
  { profile = 'fornecedor' as ProfileKey, path = `/reconcile?id=${ORDER_ID}` } = {},
) {
  storeSession(profile);
  const calls = mockBackend(profile, { order: makeOrderHead(), current: null, ...backend });
  const harness = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: `Conciliar nota fiscal do pedido ${ORDER_ID}` });
  await screen.findByRole('list', { name: 'Resumo do pedido' });
  return { ...harness, calls, count: (operation: string) => calls.filter((c) => c.operation === operation).length };
}

const xmlFile = (name = 'nfe-4500001.xml', content = '<nfeProc versao="4.00"/>') =>
  new File([content], name, { type: 'text/xml' });

const fileInput = () => screen.getByTestId('reconcile-file-input') as HTMLInputElement;
const reconcileButton = () => screen.getByRole('button', { name: 'Conciliar' });
const dropzone = pageDropzone({ input: 'reconcile-file-input', shown: 'reconcile-file-name' }, reconcileButton);
const stepState = (step: string) => document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-state');

/** Picks an XML, starts the flow and waits until it stopped running. */
const pickAndRun = (h: Awaited<ReturnType<typeof open>>, file = xmlFile()) => dropzone.pickThenAct(h.user, file);

describe('/reconcile: the order', () => {
  it('without an order says how to get one, with a link back to /main', async () => {
    storeSession('fornecedor');
    mockBackend('fornecedor', {});
    const { user, router } = renderApp('/reconcile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conciliar nota fiscal' })).toBeInTheDocument();
    expect(screen.getByText(/selecione um pedido com status A/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('reads the order from the navigation state too', async () => {
    storeSession('fornecedor');
    mockBackend('fornecedor', { order: makeOrderHead() });
    const { router } = renderApp('/reconcile');
    await router.navigate('/reconcile', { state: { idPedido: ORDER_ID } });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Conciliar nota fiscal do pedido ${ORDER_ID}` }),
    ).toBeInTheDocument();
  });

  it('shows the order and its last conciliation', async () => {
    await open({ current: makeCurrent(3, 0) });
    const cards = await screen.findByRole('list', { name: 'Resumo do pedido' });
    expect(within(cards).getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(within(cards).getByText('A - Aprovado · Normal')).toBeInTheDocument();
    expect(within(cards).getByText('541 - CD Cabreúva')).toBeInTheDocument();
    expect(await within(cards).findByText('Nº 31')).toBeInTheDocument();
    expect(within(cards).getByText('Comercial: Reprovado')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Área para soltar o arquivo XML da nota fiscal' })).toBeInTheDocument();
  });

  it('says when the order does not exist or is not visible', async () => {
    storeSession('fornecedor');
    mockBackend('fornecedor', { order: null });
    renderApp('/reconcile?id=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('O pedido 999 não existe');
  });

  it('an order already 2/2 cannot be reconciled again; the status is a link away', async () => {
    const { user, router } = await open({ current: makeCurrent(2, 2) });
    expect(await screen.findByText('Pedido já conciliado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conciliar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('reconcile-dropzone')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver o status da conciliação' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ORDER_ID}`));
    expect(router.state.location.pathname).toBe('/conciliation-status');
  });

  it('a cancelled 2/2 may be reconciled again', async () => {
    await open({ current: makeCurrent(2, 2, { cancelada: true }) });
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByTestId('reconcile-dropzone')).toBeInTheDocument();
    expect(screen.queryByText('Pedido já conciliado')).not.toBeInTheDocument();
  });

  it('an order not in status A is explained instead of the upload', async () => {
    await open({ order: makeOrderHead({ status: 'D' }) });
    expect(await screen.findByText(/Este pedido está com status D/)).toBeInTheDocument();
    expect(screen.queryByTestId('reconcile-dropzone')).not.toBeInTheDocument();
  });
});

describe('/reconcile: the file, checked before sending', () => {
  it('refuses several dropped files', async () => {
    const h = await open({});
    dropFiles(await screen.findByTestId('reconcile-dropzone'), [xmlFile('a.xml'), xmlFile('b.xml')]);
    await expectAlert(msg.sendInvoice, 'Foram escolhidos 2 arquivos; envie apenas um.');
    expect(reconcileButton()).toBeDisabled();
    expect(h.count('conciliacaoComercial')).toBe(0);
  });

  it('refuses a file that is not XML', async () => {
    await open({});
    dropFiles(await screen.findByTestId('reconcile-dropzone'), [
      new File(['%PDF-1.7'], 'nota.pdf', { type: 'application/pdf' }),
    ]);
    await expectAlert(msg.mustBeXML, 'O arquivo “nota.pdf” não é um XML (.xml).');
    expect(reconcileButton()).toBeDisabled();
  });

  it('refuses a file over the limit, saying its size and the maximum', async () => {
    const h = await open({});
    const big = new File([new Uint8Array(CONCILIATION_XML_MAX_BYTES + 200 * 1024)], 'grande.xml', {
      type: 'text/xml',
    });
    await dropzone.pick(h.user, big);
    await expectAlert(msg.fileSizeExceeded, 'O arquivo tem 4,2 MB; o máximo é 4 MB.');
    expect(reconcileButton()).toBeDisabled();
  });

  it('takes one XML, shows it, and Clear forgets it', async () => {
    const h = await open({});
    await dropzone.expectPickedThenCleared(h.user, xmlFile(), 'nfe-4500001.xml (24 B)');
  });
});

describe('/reconcile: the flow', () => {
  it('2/2 goes straight to the status with the success toast', async () => {
    const h = await open({
      commercial: { body: { data: { conciliacaoComercial: commercialAnswer(2) } } },
      fiscal: { body: fiscalAnswer(2, 2) },
    });
    await pickAndRun(h);
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/conciliation-status'));
    expect(h.router.state.location.search).toBe(`?id=${ORDER_ID}`);
    expect(h.router.state.location.state).toEqual({ idPedido: ORDER_ID });
    expect(await screen.findByText(msg.reconcileSuccess)).toBeInTheDocument();
    const commercial = h.calls.find((c) => c.operation === 'conciliacaoComercial')!;
    expect(commercial.variables).toEqual({
      id: ORDER_ID,
      file: { nome: 'nfe-4500001.xml', tipo: 'text/xml', conteudo: btoa('<nfeProc versao="4.00"/>') },
    });
    expect(h.calls.find((c) => c.operation === 'fiscal')!.body).toEqual({ idConciliacao: 77 });
    expect(h.count('config')).toBe(1);
  });

  it('2/4 without the conditional permission goes to the status, without the success toast', async () => {
    const h = await open({
      commercial: { body: { data: { conciliacaoComercial: commercialAnswer(2) } } },
      fiscal: { body: fiscalAnswer(2, 4, [{ codigo: 'icmsRate', gravidade: 'conditional', texto: 'ICMS 12 × 18' }]) },
    });
    await pickAndRun(h);
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/conciliation-status'));
    expect(screen.queryByText(msg.reconcileSuccess)).not.toBeInTheDocument();
    expect(h.count('conditional')).toBe(0);
  });

  it('2/4 with the permission shows the divergences and accepts after a confirmation', async () => {
    const h = await open(
      {
        commercial: { body: { data: { conciliacaoComercial: commercialAnswer(2) } } },
        fiscal: {
          body: fiscalAnswer(2, 4, [
            {
              codigo: 'icmsRate',
              gravidade: 'conditional',
              texto: 'Item 10: alíquota de ICMS 12 no pedido, 18 na nota',
            },
          ]),
        },
        conditional: { body: fiscalAnswer(2, 2) },
      },
      { profile: 'usuario' },
    );
    await pickAndRun(h);
    expect(await screen.findByText('Conciliação condicional')).toBeInTheDocument();
    expect(screen.getByText('Item 10: alíquota de ICMS 12 no pedido, 18 na nota')).toBeInTheDocument();
    expect(stepState('fiscal')).toBe('conditional');
    expect(h.router.state.location.pathname).toBe('/reconcile');

    await h.user.click(screen.getByRole('button', { name: 'Aceitar condicionalmente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar a conciliação condicional?' });
    // the safe answer first: going back changes nothing
    await h.user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(h.count('conditional')).toBe(0);

    await h.user.click(screen.getByRole('button', { name: 'Aceitar condicionalmente' }));
    await h.user.click(
      within(await screen.findByRole('dialog', { name: 'Aceitar a conciliação condicional?' })).getByRole('button', {
        name: 'Aceitar',
      }),
    );
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/conciliation-status'));
    expect(h.calls.find((c) => c.operation === 'conditional')!.body).toEqual({ idConciliacao: 77 });
    expect(await screen.findByText(msg.reconcileSuccess)).toBeInTheDocument();
  });

  it('a commercial 3 shows the refusal and the link to the rows; the fiscal step never runs', async () => {
    const h = await open({
      commercial: {
        body: { data: { conciliacaoComercial: commercialAnswer(3, 'Quantidade divergente (2 itens)') } },
      },
    });
    await pickAndRun(h);
    expect(await screen.findByText('Nota reprovada na validação comercial')).toBeInTheDocument();
    expect(screen.getByText('Quantidade divergente (2 itens)')).toBeInTheDocument();
    expect(stepState('file')).toBe('done');
    expect(stepState('commercial')).toBe('failed');
    expect(stepState('fiscal')).toBe('pending');
    expect(h.count('fiscal')).toBe(0);
    // the rejected file is not sent twice: a corrected one is picked
    expect(reconcileButton()).toBeDisabled();
    await h.user.click(screen.getByRole('link', { name: 'Ver o status da conciliação' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/conciliation-status'));
  });

  it('a fiscal 3 shows the refusal and its divergences', async () => {
    const h = await open({
      commercial: { body: { data: { conciliacaoComercial: commercialAnswer(2) } } },
      fiscal: {
        body: fiscalAnswer(
          2,
          3,
          [
            { codigo: 'notAuthorised', gravidade: 'blocking', texto: 'NF-e não autorizada (cStat 110)' },
            { codigo: 'ipiRate', gravidade: 'conditional', texto: 'Item 2: IPI 5 × 10' },
          ],
          'NF-e não autorizada (cStat 110)',
        ),
      },
    });
    await pickAndRun(h);
    expect(await screen.findByText('Nota reprovada na validação fiscal')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Divergências fiscais' });
    expect(within(list).getByText('NF-e não autorizada (cStat 110)')).toBeInTheDocument();
    expect(within(list).getByText('Bloqueante')).toBeInTheDocument();
    expect(within(list).getByText('Item 2: IPI 5 × 10')).toBeInTheDocument();
    // the joined text repeats the list: shown only without divergences
    expect(screen.queryByText('Motivo:')).not.toBeInTheDocument();
    expect(stepState('commercial')).toBe('done');
    expect(stepState('fiscal')).toBe('failed');
    expect(screen.getByRole('link', { name: 'Ver o status da conciliação' })).toBeInTheDocument();
    expect(h.router.state.location.pathname).toBe('/reconcile');
  });

  it('a file the server refuses is explained (details.reason) and forgotten, so another can be picked', async () => {
    const h = await open({ commercial: gqlError('fileIsNotNFe', { reason: 'missingProtNFe' }) });
    await pickAndRun(h);
    await expectAlert(
      msg.fileIsNotNFe,
      'Falta o protocolo de autorização (protNFe)',
      'Escolha outro arquivo para tentar novamente.',
    );
    expect(stepState('file')).toBe('failed');
    expect(stepState('commercial')).toBe('pending');
    expect(screen.queryByTestId('reconcile-file-name')).not.toBeInTheDocument();
    expect(reconcileButton()).toBeDisabled();
    // the refused file may be picked again (after a correction)
    await h.user.upload(fileInput(), xmlFile());
    expect(await screen.findByTestId('reconcile-file-name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the missing field of a fileIsNotNFe and explains a malformed XML', async () => {
    const h = await open({
      commercial: gqlError('fileIsNotNFe', { reason: 'missingField', field: 'nfeProc.NFe.infNFe@Id' }),
    });
    await pickAndRun(h);
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta um campo obrigatório: nfeProc.NFe.infNFe@Id.');
  });

  it('an invoice of another order says which', async () => {
    const h = await open({ commercial: gqlError('invoiceOtherOrder', { pedido: ORDER_ID, pedidoNota: 4500999 }) });
    await pickAndRun(h);
    await expectAlert(`Esta nota fiscal é do pedido 4500999, não do pedido ${ORDER_ID}.`);
    expect(stepState('commercial')).toBe('failed');
    expect(stepState('file')).toBe('done');
  });

  it('the button waits while the flow runs, and Cancel stops it', async () => {
    let release: (a: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => {
      release = resolve;
    });
    const h = await open({ commercial: pending });
    await pickAndRun(h);
    await waitFor(() => expect(stepState('commercial')).toBe('running'));
    expect(reconcileButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Escolher outro arquivo' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progresso da conciliação' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await h.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('list', { name: 'Etapas da conciliação' })).not.toBeInTheDocument();
    // the file stays, to start again
    expect(screen.getByTestId('reconcile-file-name')).toBeInTheDocument();
    const reads = h.count('conciliacaoAtual');
    release({ body: { data: { conciliacaoComercial: commercialAnswer(2) } } });
    // the run is over once it reads the order's conciliation again (it wrote one), which it does after deciding
    await waitFor(() => expect(h.count('conciliacaoAtual')).toBeGreaterThan(reads));
    // the answer that arrives after the cancel is dropped: no fiscal step
    expect(h.count('fiscal')).toBe(0);
    expect(h.router.state.location.pathname).toBe('/reconcile');
  });

  it('speaks English', async () => {
    localStorage.setItem('lang', 'en-US');
    const { i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('en-US');
    storeSession('fornecedor');
    mockBackend('fornecedor', {
      order: makeOrderHead(),
      current: null,
      commercial: gqlError('mustBeXML', { reason: 'malformed' }),
    });
    const { user } = renderApp(`/reconcile?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: `Reconcile the invoice of order ${ORDER_ID}` });
    await dropzone.pick(user, xmlFile());
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    await expectAlert(ERROR_MESSAGES['en-US'].mustBeXML, 'The XML is malformed');
  });
});

describe('/reconcile: one conciliation per order at a time (issue 13)', () => {
  it('a conciliation waiting for its tax validation is shown, and its tax validation can be run from here', async () => {
    const h = await open({ current: makeCurrent(2, 0), fiscal: { body: fiscalAnswer(2, 2) } });
    const notice = await screen.findByTestId('reconcile-running');
    expect(notice).toHaveTextContent('Conciliação em andamento');
    expect(notice).toHaveTextContent('A conciliação 31 deste pedido passou na validação comercial');
    expect(within(notice).getByRole('link', { name: 'Ver o status da conciliação' })).toBeInTheDocument();
    // the upload stays: once the run is abandoned past the limit the server lets a new invoice replace it
    expect(screen.getByTestId('reconcile-dropzone')).toBeInTheDocument();

    await h.user.click(within(notice).getByRole('button', { name: 'Fazer a validação fiscal agora' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/conciliation-status'));
    expect(h.calls.filter((c) => c.operation === 'fiscal').map((c) => c.body)).toEqual([{ idConciliacao: 31 }]);
    expect(h.count('conciliacaoComercial')).toBe(0);
  });

  it('no notice for a cancelled or finished one', async () => {
    await open({ current: makeCurrent(2, 0, { cancelada: true }) });
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByTestId('reconcile-running')).not.toBeInTheDocument();
  });

  it('the refusal while another run holds the order is explained, with the way to the status', async () => {
    const h = await open({
      commercial: gqlError('reconcileInProgress', { pedido: ORDER_ID, idConciliacao: 31, minutos: 5 }),
    });
    const before = h.count('conciliacaoAtual');
    await pickAndRun(h);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-code', 'reconcileInProgress');
    expect(alert).toHaveTextContent(
      `A conciliação 31 do pedido ${ORDER_ID} ainda está em andamento; aguarde o fim dela (até 5 minutos)`,
    );
    expect(within(alert).getByRole('link', { name: 'Ver o status da conciliação' })).toBeInTheDocument();
    expect(stepState('commercial')).toBe('failed');
    // the page reads the order's conciliation again (the other run's)
    await waitFor(() => expect(h.count('conciliacaoAtual')).toBeGreaterThan(before));
    expect(h.count('fiscal')).toBe(0);
  });

  it('so is reconcileAlreadyApproved (another run approved the order meanwhile)', async () => {
    const h = await open({ commercial: gqlError('reconcileAlreadyApproved', { pedido: ORDER_ID, idConciliacao: 31 }) });
    await pickAndRun(h);
    const alert = await expectAlert(msg.reconcileAlreadyApproved.replace('{{pedido}}', String(ORDER_ID)));
    expect(within(alert).getByRole('link', { name: 'Ver o status da conciliação' })).toBeInTheDocument();
  });
});

describe('/reconcile: the road before it (decision A20)', () => {
  const INVOICE_STEP: ReconcilePendingStepDto = {
    etapa: 'notaFiscalSubcontratado',
    codigo: 'subcontractorInvoiceRequired',
    mensagem: `O pedido ${ORDER_ID} utiliza subcontratado: registre a nota fiscal do subcontratado antes de conciliar.`,
    rota: '/subcontractor-invoice',
  };

  it("shows the step the order lacks in the server's words, with the way to it, instead of the upload", async () => {
    const h = await open({ pendingStep: INVOICE_STEP });
    const alert = await screen.findByRole('alert', { name: 'Falta uma etapa antes da conciliação' });
    expect(alert).toHaveTextContent(INVOICE_STEP.mensagem);
    expect(screen.queryByTestId('reconcile-file-input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Conciliar' })).toBeNull();
    await h.user.click(screen.getByRole('link', { name: 'Registrar a nota fiscal do subcontratado' }));
    await waitFor(() => expect(h.router.state.location.pathname).toBe('/subcontractor-invoice'));
    expect(h.router.state.location.search).toBe(`?id=${ORDER_ID}`);
    expect(h.router.state.location.state).toEqual({ idPedido: ORDER_ID, from: 'reconcile' });
  });

  it("offers no page for a sample's step: the retailer approves samples", async () => {
    await open({
      pendingStep: {
        etapa: 'amostra',
        codigo: 'sampleNotApproved',
        mensagem: `A amostra 4204040 do pedido ${ORDER_ID} está reprovada: a conciliação fica bloqueada até a aprovação.`,
        rota: null,
      },
    });
    const alert = await screen.findByRole('alert', { name: 'Falta uma etapa antes da conciliação' });
    expect(alert).toHaveTextContent('está reprovada');
    expect(alert).toHaveTextContent('A amostra é aprovada pela equipe de qualidade da empresa');
    expect(screen.getByRole('link', { name: 'Voltar para a consulta de pedidos' })).toHaveAttribute('href', '/main');
    expect(screen.queryByTestId('reconcile-file-input')).toBeNull();
  });

  it("asks for the step of the page's order and offers the upload when the road is clear", async () => {
    const h = await open({ pendingStep: null });
    expect(await screen.findByTestId('reconcile-file-input')).toBeInTheDocument();
    expect(h.calls.find((c) => c.operation === 'pendenciaConciliacao')?.variables).toEqual({ idPedido: ORDER_ID });
  });
});
