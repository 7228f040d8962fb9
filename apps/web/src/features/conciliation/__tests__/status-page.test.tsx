import {
  ERROR_MESSAGES,
  type ConciliationHistoryEntryDto,
  type ConciliationItemDto,
  type ConciliationResultDto,
  type ProfileKey,
  type ReasonDto,
  type StatusDto,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import {
  mockHandledApi,
  renderApp,
  renderWithProviders,
  route as rest,
  storeSession,
  type FetchHandler,
  type HandledCall,
} from '../../../test/helpers';
import { ConciliationStatusPage } from '../pages/status-page';
import { NO_SESSION_USER } from '../../../lib/session-user';
import { bytesOf, captureDownloads, type SavedFile } from '../../../test/downloads';
import { expectAlert } from '../../../test/alerts';

const msg = ERROR_MESSAGES['pt-BR'];
const ORDER = 4500001;
const KEY = '35261112345678000190550010000123451000123457';
const DESCRIPTIONS = ['Não enviado', 'Enviado', 'Conciliado', 'Reprovado', 'Condicional'];

const side = (id: number): StatusDto => ({ id, descricao: DESCRIPTIONS[id] ?? String(id) });
const reason = (codigo: ReasonDto['codigo'], gravidade: ReasonDto['gravidade'], texto: string): ReasonDto => ({
  codigo,
  gravidade,
  texto,
});

function makeItem(n: number, overrides: Partial<ConciliationItemDto> = {}): ConciliationItemDto {
  const ean = `789100000${String(n).padStart(4, '0')}`;
  return {
    numeroItemNf: n,
    codItemPo: `COD${n}`,
    codItemNf: `COD${n}`,
    descricaoCurtaPo: `CAMISETA ${n}`,
    descricaoCurtaNf: `CAMISETA MALHA ${n}`,
    eanPo: ean,
    eanNf: ean,
    quantityPo: '1200',
    quantityNf: '1200.0000',
    ncmPo: '61091000',
    ncmNf: '61091000',
    custoUnitarioPo: '25.9',
    custoUnitarioNf: '25.9000000000',
    valorVendaPo: '79.90',
    valorVendaNf: '79.9',
    aliquotaIcmsPo: '18.00',
    aliquotaIcmsNf: '18.00',
    aliquotaIpiPo: null,
    aliquotaIpiNf: null,
    motivoReprovacao: null,
    motivos: [],
    ...overrides,
  };
}

function makeResult(overrides: Partial<ConciliationResultDto> = {}): ConciliationResultDto {
  return {
    id: 501,
    pedido: { id: ORDER, status: 'A', fornecedor: { id: 10, nome: 'Malharia Exemplo Ltda', cnpj: '12345678000190' } },
    statusConciliacaoComercial: side(2),
    statusConciliacaoFiscal: side(2),
    notaFiscal: '12345',
    serieNotaFiscal: '1',
    chaveAcesso: KEY,
    dataNotaFiscal: '2026-11-20T10:15:00-03:00',
    dataConciliacao: '2026-11-21T13:30:00.000Z',
    valorNotaFiscal: '1234567.5',
    cnpjEmitente: '12345678000190',
    nomeEmitente: 'Malharia Exemplo Ltda',
    cnpjDestinatario: '92754738000162',
    motivoReprovacao: null,
    divergencias: [],
    observacao: null,
    cancelada: false,
    motivoCancelamento: null,
    dataCancelamento: null,
    usuarioCancelamento: null,
    condicional: null,
    statusRFM: { id: 0, descricao: 'Não emitido' },
    dataRFM: null,
    conciliacaoItems: [makeItem(1), makeItem(2), makeItem(3)],
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The API, answered by handlers; every call recorded (GraphQL ones with their operation and variables)

type Call = HandledCall;
type Handler = FetchHandler;

const mockStatusApi = (profile: ProfileKey, handlers: Handler[]): Call[] => mockHandledApi(profile, handlers).calls;

/** Answers a GraphQL operation with data (or an error when `error` is returned). */
function gql(
  name: string,
  data: (variables: Record<string, unknown>) => unknown | { error: { code: string; message: string; status: number } },
): Handler {
  return (call) => {
    if (call.operation !== name) return undefined;
    const value = data(call.variables ?? {});
    if (value && typeof value === 'object' && 'error' in value) {
      const { code, message, status } = (value as { error: { code: string; message: string; status: number } }).error;
      return { body: { data: null, errors: [{ message, extensions: { code, status } }] } };
    }
    return { body: { data: { [name]: value } } };
  };
}

// ---------------------------------------------------------------------------------------------------------
// Files handed to the browser (object URL + anchor click)

let saved: SavedFile[];

beforeEach(() => {
  saved = captureDownloads();
});

// ---------------------------------------------------------------------------------------------------------

/** /conciliation-status?id= of the order, the result answered by `result` (a function: it may change). */
async function open(
  profile: ProfileKey,
  result: ConciliationResultDto | null | (() => ConciliationResultDto | null),
  ...handlers: Handler[]
) {
  storeSession(profile);
  const current = typeof result === 'function' ? result : () => result;
  const calls = mockStatusApi(profile, [...handlers, gql('buscarResultadoConciliacaoPorPedido', () => current())]);
  const harness = renderApp(`/conciliation-status?id=${ORDER}`);
  await screen.findByRole('heading', { level: 1, name: `Conciliação do pedido ${ORDER}` });
  if (current()) await screen.findByRole('toolbar', { name: 'Ações da conciliação' });
  return { ...harness, calls };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const outcome = (step: string) => document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-outcome');
const itemsTable = () => screen.getByRole('table', { name: 'Itens do pedido e da nota fiscal' });
const rowOf = (nItem: number) =>
  within(itemsTable())
    .getByRole('rowheader', { name: String(nItem) })
    .closest('tr')!;
const divergentFields = (row: HTMLElement) =>
  [...new Set([...row.querySelectorAll('td[data-divergent]')].map((td) => td.getAttribute('data-field')))].sort();
const bodyRows = () => within(itemsTable()).getAllByRole('row').slice(2);
const cards = (name = 'Resumo da conciliação') => screen.getByRole('list', { name });
/** A badge's tone (success or danger), found by its text. */
const toneOf = (text: string) => within(cards()).getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
/** The red banner of a cancelled conciliation (toasts are alerts too). */
const cancelledAlert = () => screen.getByTestId('cancelled-alert');

describe('/conciliation-status: a reconciled conciliation (2/2)', () => {
  it('shows the steps done, the summary cards, the badges and the items', async () => {
    await open('fornecedor', makeResult({ observacao: 'Entrega parcial combinada.' }));
    expect(['upload', 'commercial', 'fiscal', 'reconciled'].map(outcome)).toEqual(['done', 'done', 'done', 'done']);
    const c = within(cards());
    expect(c.getByText('4500001')).toBeInTheDocument();
    expect(c.getByText('A - Aprovado')).toBeInTheDocument();
    expect(c.getByText('Malharia Exemplo Ltda')).toBeInTheDocument();
    expect(c.getByText('12.345.678/0001-90')).toBeInTheDocument();
    expect(c.getByText('12345 · série 1')).toBeInTheDocument();
    expect(c.getByText('Emissão: 20/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total').textContent?.replace(/\s/g, ' ')).toBe('R$ 1.234.567,50');
    expect(screen.getByTestId('access-key')).toHaveTextContent(
      '3526 1112 3456 7800 0190 5500 1000 0123 4510 0012 3457',
    );
    expect(c.getByText('Nº 501')).toBeInTheDocument();
    expect(c.getByText('Enviada em 21/11/2026 10:30')).toBeInTheDocument();
    expect(toneOf('Comercial: Conciliado')).toBe('success');
    expect(c.getByText('Fiscal: Conciliado')).toBeInTheDocument();
    expect(c.getByText('RFM: Não emitido')).toBeInTheDocument();
    expect(screen.getByTestId('observation')).toHaveTextContent('Entrega parcial combinada.');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('items-summary')).toHaveTextContent('3 itens, 0 com divergência');
    expect(itemsTable().querySelectorAll('td[data-divergent]')).toHaveLength(0);
    // no fiscal divergence: no rate columns
    expect(within(itemsTable()).queryByRole('columnheader', { name: 'ICMS %' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prints the seal: GET /api/seloConciliacoes/gerar/{id} saved as "Selo da Conciliacao.pdf"', async () => {
    const pdf = '%PDF-1.7 selo';
    const { user, calls } = await open(
      'fornecedor',
      makeResult(),
      rest('GET', '/api/seloConciliacoes/gerar/501', {
        response: () =>
          new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-length': String(pdf.length) } }),
      }),
    );
    const seal = button('Imprimir selo');
    expect(seal).not.toHaveAttribute('aria-disabled');
    await user.click(seal);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Selo da Conciliacao.pdf');
    const call = calls.find((c) => c.path === '/api/seloConciliacoes/gerar/501')!;
    expect(call.method).toBe('GET');
    expect(String.fromCharCode(...(await bytesOf(saved[0]!.blob)))).toBe(pdf);
  });

  it('a supplier may neither cancel nor accept, and a live 2/2 cannot be reconciled again', async () => {
    await open('fornecedor', makeResult());
    expect(screen.queryByRole('button', { name: 'Cancelar conciliação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar condicional' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conciliar novamente' })).not.toBeInTheDocument();
  });
});

describe('/conciliation-status: the seal is for 2/2 only', () => {
  it.each([
    [2, 0],
    [2, 1],
    [3, 0],
    [2, 3],
    [2, 4],
  ])('commercial %i, fiscal %i: the seal is disabled and says why; pressing it does nothing', async (c, f) => {
    const { user, calls } = await open(
      'admin',
      makeResult({ statusConciliacaoComercial: side(c), statusConciliacaoFiscal: side(f) }),
    );
    const seal = button('Imprimir selo');
    expect(seal).toHaveAttribute('aria-disabled', 'true');
    const described = document.getElementById(seal.getAttribute('aria-describedby')!);
    expect(described).toHaveTextContent('O selo só está disponível quando comercial e fiscal estão conciliados.');
    await user.click(seal);
    expect(calls.some((call) => call.path.startsWith('/api/seloConciliacoes'))).toBe(false);
    expect(saved).toHaveLength(0);
  });
});

describe('/conciliation-status: a commercial rejection (3)', () => {
  const rejected = () =>
    makeResult({
      statusConciliacaoComercial: side(3),
      statusConciliacaoFiscal: side(0),
      motivoReprovacao: 'Quantidade divergente em 1 item; NCM divergente em 1 item; item fora do pedido: 1',
      conciliacaoItems: [
        makeItem(1),
        makeItem(2, {
          quantityNf: '1100.0000',
          custoUnitarioNf: '26.5',
          motivoReprovacao: 'Quantidade: pedido 1200, nota 1100; Custo unitário: pedido 25,90, nota 26,50',
          motivos: [
            reason('quantity', 'commercial', 'Quantidade: pedido 1200, nota 1100'),
            reason('unitCost', 'commercial', 'Custo unitário: pedido 25,90, nota 26,50'),
          ],
        }),
        makeItem(3, {
          ncmNf: '61099000',
          motivoReprovacao: 'NCM: pedido 61091000, nota 61099000',
          motivos: [reason('ncm', 'commercial', 'NCM: pedido 61091000, nota 61099000')],
        }),
        makeItem(4, {
          codItemPo: null,
          descricaoCurtaPo: null,
          eanPo: null,
          quantityPo: null,
          ncmPo: null,
          custoUnitarioPo: null,
          valorVendaPo: null,
          aliquotaIcmsPo: null,
          motivoReprovacao: 'Item não consta no pedido',
          motivos: [reason('notInOrder', 'commercial', 'Item não consta no pedido')],
        }),
      ],
    });

  it('marks the commercial step red, shows the reason, highlights the diverging cells and each row’s refusal', async () => {
    await open('fornecedor', rejected());
    expect(outcome('commercial')).toBe('failed');
    expect(outcome('fiscal')).toBe('pending');
    expect(outcome('reconciled')).toBe('pending');
    expect(screen.getByTestId('rejection-reason')).toHaveTextContent('Quantidade divergente em 1 item');
    expect(toneOf('Comercial: Reprovado')).toBe('danger');
    expect(toneOf('Fiscal: Não enviado')).toBe('danger');

    expect(divergentFields(rowOf(1))).toEqual([]);
    expect(divergentFields(rowOf(2))).toEqual(['quantity', 'unitCost']);
    expect(divergentFields(rowOf(3))).toEqual(['ncm']);
    expect(rowOf(2)).toHaveAttribute('data-divergent', 'true');
    expect(rowOf(1)).not.toHaveAttribute('data-divergent');
    const reasonCell = (n: number) => rowOf(n).querySelector('td[data-field="reason"]');
    expect(reasonCell(2)).toHaveTextContent('Quantidade: pedido 1200, nota 1100; Custo unitário');
    expect(reasonCell(3)).toHaveTextContent('NCM: pedido 61091000, nota 61099000');
    expect(reasonCell(4)).toHaveTextContent('Item não consta no pedido');
    expect(within(rowOf(4)).getAllByText('ausente').length).toBeGreaterThan(0);
    // exact values in the language: 1.200 against 1.100, 25,90 against 26,50
    const quantity = rowOf(2).querySelectorAll('td[data-field="quantity"]');
    expect([...quantity].map((td) => td.textContent)).toEqual(['1.200', '1.100(divergente)']);
    const cost = rowOf(2).querySelectorAll('td[data-field="unitCost"]');
    expect([...cost].map((td) => td.textContent)).toEqual(['25,90', '26,50(divergente)']);
  });

  it('pins only the item number: no sticky column covers the last compared ones (EAN) or the refusal (issue 18)', async () => {
    await open('fornecedor', rejected());
    const cells = [...itemsTable().querySelectorAll<HTMLTableCellElement>('th, td')];
    const sticky = cells.filter((cell) => cell.style.position === 'sticky');
    // the item number's header and one row header per row, all in the first column
    expect(sticky).toHaveLength(1 + bodyRows().length);
    expect(sticky.every((cell) => cell.cellIndex === 0)).toBe(true);
    expect(itemsTable().querySelectorAll('td[data-field="ean"]').length).toBeGreaterThan(0);
    expect(rowOf(2).querySelector<HTMLElement>('td[data-field="reason"]')!.style.position).toBe('');
  });

  it('filters the rows with divergences and counts them', async () => {
    const { user } = await open('fornecedor', rejected());
    expect(screen.getByTestId('items-summary')).toHaveTextContent('4 itens, 3 com divergência');
    expect(bodyRows()).toHaveLength(4);
    await user.click(screen.getByRole('switch', { name: 'Somente itens com divergência' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByTestId('items-range')).toHaveTextContent('Mostrando 1–3 de 3');
    expect(within(itemsTable()).queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument();
  });

  it('the seal is disabled and "Reconcile again" opens /reconcile for the order', async () => {
    const { user, router } = await open('fornecedor', rejected());
    expect(button('Imprimir selo')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Conciliar novamente'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reconcile'));
    expect(router.state.location.search).toBe(`?id=${ORDER}`);
  });

  it('an order that is not A cannot be reconciled again', async () => {
    const result = rejected();
    await open('fornecedor', { ...result, pedido: { ...result.pedido, status: 'D' } });
    expect(within(cards()).getByText('D - Entregue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conciliar novamente' })).not.toBeInTheDocument();
  });
});

describe('/conciliation-status: a conditional fiscal result (2/4)', () => {
  const conditional = (overrides: Partial<ConciliationResultDto> = {}) =>
    makeResult({
      statusConciliacaoFiscal: side(4),
      motivoReprovacao: 'Alíquota de ICMS divergente no item COD2: pedido 18,00, nota 12,00',
      divergencias: [
        reason('icmsRate', 'conditional', 'Alíquota de ICMS divergente no item COD2: pedido 18,00, nota 12,00'),
        reason('issuerOtherBranch', 'conditional', 'Emitente é outra filial do fornecedor'),
      ],
      conciliacaoItems: [
        makeItem(1),
        makeItem(2, {
          aliquotaIcmsNf: '12.00',
          motivos: [reason('icmsRate', 'conditional', 'ICMS: pedido 18,00, nota 12,00')],
        }),
      ],
      ...overrides,
    });

  it('with btn-conciliate-conditional: accepts after confirming, then shows the reloaded result', async () => {
    let result = conditional();
    const { user, calls } = await open(
      'usuario',
      () => result,
      rest('POST', '/api/conciliacaofiscal/conciliacaoCondicional', () => {
        result = conditional({
          statusConciliacaoFiscal: side(2),
          condicional: { usuario: 'Nome usuario', data: '2026-11-22T15:00:00.000Z' },
        });
        return {
          body: {
            idConciliacao: 501,
            idPedido: ORDER,
            statusConciliacaoComercial: side(2),
            statusConciliacaoFiscal: side(2),
            motivoReprovacao: null,
            divergencias: [],
          },
        };
      }),
    );
    expect(outcome('fiscal')).toBe('conditional');
    expect(toneOf('Fiscal: Condicional')).toBe('danger');
    const list = screen.getByRole('list', { name: 'Divergências fiscais' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-severity'))).toEqual(['conditional', 'conditional']);
    expect(items[1]).toHaveTextContent('Condicional');
    expect(items[1]).toHaveTextContent('Emitente é outra filial do fornecedor');
    // fiscal divergences bring the rate columns, the ICMS of item 2 highlighted
    expect(within(itemsTable()).getByRole('columnheader', { name: 'ICMS %' })).toBeInTheDocument();
    expect(divergentFields(rowOf(2))).toEqual(['icms']);
    expect(button('Imprimir selo')).toHaveAttribute('aria-disabled', 'true');

    await user.click(button('Aceitar condicional'));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar a conciliação condicional' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Conciliação aceita com condição.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/conciliacaofiscal/conciliacaoCondicional')?.body).toEqual({
      idConciliacao: 501,
    });
    await waitFor(() => expect(outcome('fiscal')).toBe('accepted'));
    expect(outcome('reconciled')).toBe('done');
    expect(screen.getByTestId('conditional-acceptance')).toHaveTextContent(
      'Aceito por Nome usuario em 22/11/2026 12:00',
    );
    expect(button('Imprimir selo')).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('button', { name: 'Aceitar condicional' })).not.toBeInTheDocument();
  });

  it('without the permission (fornecedor) there is no accept button', async () => {
    await open('fornecedor', conditional());
    expect(outcome('fiscal')).toBe('conditional');
    expect(screen.queryByRole('button', { name: 'Aceitar condicional' })).not.toBeInTheDocument();
  });

  it('keeping the question unanswered sends nothing', async () => {
    const { user, calls } = await open('camicado-usuario', conditional());
    await user.click(button('Aceitar condicional'));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar a conciliação condicional' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.includes('conciliacaoCondicional'))).toBe(false);
  });
});

describe('/conciliation-status: a cancelled conciliation', () => {
  it('says so clearly, with when and why; no cancel, no seal', async () => {
    await open(
      'admin',
      makeResult({
        cancelada: true,
        motivoCancelamento: 'Nota emitida com valor errado',
        dataCancelamento: '2026-11-23T18:45:00.000Z',
        usuarioCancelamento: 'Carla Camicado',
      }),
    );
    const alert = cancelledAlert();
    expect(alert).toHaveTextContent('Cancelada em 23/11/2026 15:45 por Carla Camicado.');
    expect(alert).toHaveTextContent('Motivo: Nota emitida com valor errado');
    expect(outcome('reconciled')).toBe('cancelled');
    expect(screen.queryByRole('button', { name: 'Cancelar conciliação' })).not.toBeInTheDocument();
    const seal = button('Imprimir selo');
    expect(seal).toHaveAttribute('aria-disabled', 'true');
    expect(document.getElementById(seal.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Uma conciliação cancelada não tem selo.',
    );
    // a cancelled 2/2 no longer blocks a new reconciliation
    expect(button('Conciliar novamente')).toBeInTheDocument();
  });
});

describe('/conciliation-status: cancelling', () => {
  it('checks the reason (required, at most 255), sends it trimmed, toasts and reloads', async () => {
    let result = makeResult({ statusConciliacaoFiscal: side(3) });
    const { user, calls } = await open(
      'admin',
      () => result,
      gql('cancelarConciliacao', (v) => {
        result = {
          ...result,
          cancelada: true,
          motivoCancelamento: String(v.motivoCancelamento),
          dataCancelamento: '2026-11-23T18:45:00.000Z',
        };
        return { id: 501, cancelada: true };
      }),
    );
    await user.click(button('Cancelar conciliação'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a conciliação 501' });
    const field = within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ });
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar conciliação' });

    await user.click(confirm);
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeInTheDocument();
    await user.type(field, '   ');
    await user.click(confirm);
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeInTheDocument();

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(256));
    expect(within(dialog).getByTestId('text-counter')).toHaveTextContent('256 de 255 caracteres');
    await user.click(confirm);
    expect(within(dialog).getByText('O motivo pode ter no máximo 255 caracteres.')).toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'cancelarConciliacao')).toBe(false);

    await user.clear(field);
    await user.type(field, '  Nota emitida com valor errado  ');
    expect(within(dialog).getByTestId('text-counter')).toHaveTextContent('29 de 255 caracteres');
    const loads = () => calls.filter((c) => c.operation === 'buscarResultadoConciliacaoPorPedido').length;
    const before = loads();
    await user.click(confirm);
    expect(await screen.findByText(msg.conciliationCancelled)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'cancelarConciliacao')?.variables).toEqual({
      orderId: ORDER,
      motivoCancelamento: 'Nota emitida com valor errado',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancelledAlert()).toHaveTextContent('Motivo: Nota emitida com valor errado'));
    expect(screen.queryByRole('button', { name: 'Cancelar conciliação' })).not.toBeInTheDocument();
    expect(loads()).toBeGreaterThan(before);
  });

  it('the cards say the conciliation is cancelled once it is, no longer "Conciliado"', async () => {
    let result = makeResult();
    const { user } = await open(
      'admin',
      () => result,
      gql('cancelarConciliacao', () => {
        result = { ...result, cancelada: true, motivoCancelamento: 'Duplicada' };
        return { id: 501, cancelada: true };
      }),
    );
    const state = () =>
      within(screen.getByRole('list', { name: 'Resumo da conciliação' })).getByTestId('conciliation-state');
    expect(state()).toHaveTextContent('Comercial: Conciliado');
    expect(state()).toHaveTextContent('Fiscal: Conciliado');
    await user.click(button('Cancelar conciliação'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a conciliação 501' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), 'Duplicada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar conciliação' }));
    await waitFor(() => expect(state()).toHaveTextContent('Conciliação cancelada'));
    expect(state()).not.toHaveTextContent('Conciliado');
  });

  it('a refusal shows the server’s text and keeps the modal open', async () => {
    const { user } = await open(
      'camicado-usuario',
      makeResult(),
      gql('cancelarConciliacao', () => ({
        error: { code: 'conciliationAlreadyCancelled', message: 'Texto do servidor: já cancelada.', status: 409 },
      })),
    );
    await user.click(button('Cancelar conciliação'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a conciliação 501' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), 'Duplicada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar conciliação' }));
    expect(await screen.findByText('Texto do servidor: já cancelada.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancelar a conciliação 501' })).toBeInTheDocument();
  });

  it('without cancel-conciliation (usuario) there is no cancel button', async () => {
    await open('usuario', makeResult());
    expect(screen.queryByRole('button', { name: 'Cancelar conciliação' })).not.toBeInTheDocument();
  });
});

describe('/conciliation-status: observation', () => {
  it('opens prefilled, counts, saves, toasts and reloads', async () => {
    let result = makeResult({ observacao: 'Primeira observação' });
    const { user, calls } = await open(
      'fornecedor',
      () => result,
      gql('salvarObservacao', (v) => {
        result = { ...result, observacao: String(v.observacao) };
        return { id: 501, observacao: v.observacao };
      }),
    );
    await user.click(button('Observação'));
    const dialog = await screen.findByRole('dialog', { name: 'Observação da conciliação' });
    const field = within(dialog).getByRole('textbox', { name: 'Observação' });
    expect(field).toHaveValue('Primeira observação');
    expect(within(dialog).getByTestId('text-counter')).toHaveTextContent('19 de 255 caracteres');
    await user.clear(field);
    await user.click(field);
    await user.paste('y'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('A observação pode ter no máximo 255 caracteres.')).toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'salvarObservacao')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Entrega em duas partes');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(msg.observationSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'salvarObservacao')?.variables).toEqual({
      orderId: ORDER,
      observacao: 'Entrega em duas partes',
    });
    await waitFor(() => expect(screen.getByTestId('observation')).toHaveTextContent('Entrega em duas partes'));
  });

  it('a blank observation clears it; a refusal shows the server’s text', async () => {
    const { user, calls } = await open(
      'fornecedor',
      makeResult({ observacao: 'Antiga' }),
      gql('salvarObservacao', () => ({
        error: { code: 'conciliationNotFound', message: 'Servidor: conciliação não encontrada.', status: 404 },
      })),
    );
    await user.click(button('Observação'));
    const dialog = await screen.findByRole('dialog', { name: 'Observação da conciliação' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Observação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Servidor: conciliação não encontrada.')).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'salvarObservacao')?.variables).toEqual({
      orderId: ORDER,
      observacao: '',
    });
    expect(screen.getByRole('dialog', { name: 'Observação da conciliação' })).toBeInTheDocument();
  });
});

describe('/conciliation-status: history', () => {
  const entries: ConciliationHistoryEntryDto[] = [
    {
      idConciliacao: 500,
      dtConciliacaoComercial: '2026-11-20T12:05:00.000Z',
      tipo: 'commercial',
      motivoReprovacao: 'Quantidade divergente em 2 itens',
      observacao: null,
      usuario: 'Nome fornecedor',
    },
    {
      idConciliacao: 500,
      dtConciliacaoComercial: '2026-11-20T13:00:00.000Z',
      tipo: 'cancel',
      motivoReprovacao: 'Cancelada',
      observacao: 'Nota substituída',
      usuario: 'Nome admin',
    },
  ];

  it('is fetched on opening and lists date, type, reason, note and user', async () => {
    const { user, calls } = await open(
      'fornecedor',
      makeResult(),
      gql('buscarHistoricoReprovacaoConciliacaoPorPedido', () => entries),
    );
    expect(calls.some((c) => c.operation === 'buscarHistoricoReprovacaoConciliacaoPorPedido')).toBe(false);
    await user.click(button('Histórico'));
    const dialog = await screen.findByRole('dialog', { name: `Histórico da conciliação do pedido ${ORDER}` });
    const table = await within(dialog).findByRole('table', { name: 'Histórico da conciliação' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('20/11/2026 09:05');
    expect(rows[0]).toHaveTextContent('Reprovação comercial');
    expect(rows[0]).toHaveTextContent('Quantidade divergente em 2 itens');
    expect(rows[0]).toHaveTextContent('Nome fornecedor');
    expect(rows[1]).toHaveTextContent('Cancelamento');
    expect(rows[1]).toHaveTextContent('Nota substituída');
    expect(calls.find((c) => c.operation === 'buscarHistoricoReprovacaoConciliacaoPorPedido')?.variables).toEqual({
      pedido: ORDER,
    });
  });

  it('says when there is nothing yet', async () => {
    const { user } = await open(
      'fornecedor',
      makeResult(),
      gql('buscarHistoricoReprovacaoConciliacaoPorPedido', () => []),
    );
    await user.click(button('Histórico'));
    const dialog = await screen.findByRole('dialog', { name: `Histórico da conciliação do pedido ${ORDER}` });
    expect(
      await within(dialog).findByText('Nenhuma reprovação, aceite ou cancelamento registrado.'),
    ).toBeInTheDocument();
  });
});

describe('/conciliation-status: invoice XML', () => {
  // an ISO-8859-1 XML with a byte that is not UTF-8 (ç = 0xE7), a NUL and 0xFF: saved exactly as stored
  const bytes = [
    ...Array.from('<?xml version="1.0" encoding="ISO-8859-1"?><x>a', (ch) => ch.charCodeAt(0)),
    0xe7,
    0x00,
    0xff,
    0x0d,
    0x0a,
    ...Array.from('</x>', (ch) => ch.charCodeAt(0)),
  ];
  const base64 = btoa(String.fromCharCode(...bytes));

  it('decodes the base64 and saves the bytes as nomeArquivo, byte for byte, as text/xml', async () => {
    const { user, calls } = await open(
      'fornecedor',
      makeResult(),
      rest('POST', '/api/conciliacaofiscal/getXmlNota', {
        body: { idConciliacao: 501, nomeArquivo: `nfe-pedido-${ORDER}.xml`, xmlBase64: base64 },
      }),
    );
    await user.click(button('Baixar XML'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/conciliacaofiscal/getXmlNota')?.body).toEqual({ idConciliacao: 501 });
    expect(saved[0]!.name).toBe('nfe-pedido-4500001.xml');
    expect(saved[0]!.blob.type).toBe('text/xml');
    expect(saved[0]!.blob.size).toBe(bytes.length);
    expect(await bytesOf(saved[0]!.blob)).toEqual(bytes);
  });

  it('a refusal shows the server’s text and saves nothing', async () => {
    const { user } = await open(
      'fornecedor',
      makeResult(),
      rest('POST', '/api/conciliacaofiscal/getXmlNota', {
        status: 404,
        body: { code: 'conciliationNotFound', message: 'Servidor: XML indisponível.' },
      }),
    );
    await user.click(button('Baixar XML'));
    expect(await screen.findByText('Servidor: XML indisponível.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('/conciliation-status: before a result', () => {
  it('without an id explains how to get here, with a link to /main', async () => {
    storeSession('fornecedor');
    mockStatusApi('fornecedor', []);
    const { user, router } = renderApp('/conciliation-status');
    expect(await screen.findByRole('heading', { name: 'Nenhum pedido informado' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('reads the order from the navigation state too', async () => {
    mockStatusApi('fornecedor', [gql('buscarResultadoConciliacaoPorPedido', () => makeResult({ id: 777 }))]);
    renderWithProviders(
      <MemoryRouter initialEntries={[{ pathname: '/conciliation-status', state: { idPedido: ORDER } }]}>
        <ConciliationStatusPage
          user={{ ...NO_SESSION_USER, idFornecedor: 10, idCd: null, permissions: ['conciliation-status'] }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Nº 777')).toBeInTheDocument();
  });

  it('an order without conciliation offers /reconcile to who may reconcile', async () => {
    const { user, router } = await open('fornecedor', null);
    expect(await screen.findByRole('heading', { name: 'Ainda não há conciliação' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Conciliar nota fiscal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reconcile'));
    expect(router.state.location.search).toBe(`?id=${ORDER}`);
  });

  it('without reconcile the empty state has no link', async () => {
    mockStatusApi('fornecedor', [gql('buscarResultadoConciliacaoPorPedido', () => null)]);
    renderWithProviders(
      <MemoryRouter initialEntries={[`/conciliation-status?id=${ORDER}`]}>
        <ConciliationStatusPage
          user={{ ...NO_SESSION_USER, idFornecedor: 10, idCd: null, permissions: ['conciliation-status'] }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Ainda não há conciliação' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Conciliar nota fiscal' })).not.toBeInTheDocument();
  });

  it('an order the user cannot see is "not found"', async () => {
    storeSession('fornecedor');
    mockStatusApi('fornecedor', [
      gql('buscarResultadoConciliacaoPorPedido', () => ({
        error: { code: 'notFound', message: 'Registro não encontrado.', status: 404 },
      })),
    ]);
    renderApp(`/conciliation-status?id=${ORDER}`);
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
  });

  it('a failure offers a retry that loads the result', async () => {
    let fail = true;
    storeSession('fornecedor');
    mockStatusApi('fornecedor', [
      gql('buscarResultadoConciliacaoPorPedido', () =>
        fail ? { error: { code: 'internalError', message: 'Ocorreu um erro interno.', status: 500 } } : makeResult(),
      ),
    ]);
    const { user } = renderApp(`/conciliation-status?id=${ORDER}`);
    const alert = await expectAlert('Não foi possível carregar a conciliação');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('toolbar', { name: 'Ações da conciliação' })).toBeInTheDocument();
  });
});

describe('/conciliation-status: 990 items', () => {
  const many = () =>
    makeResult({
      statusConciliacaoComercial: side(3),
      statusConciliacaoFiscal: side(0),
      conciliacaoItems: Array.from({ length: 990 }, (_, i) =>
        i % 100 === 99
          ? makeItem(i + 1, { quantityNf: '1', motivos: [reason('quantity', 'commercial', 'Quantidade')] })
          : makeItem(i + 1),
      ),
    });

  it('shows pages of 50 and moves between them; the filter keeps the 9 divergent rows', async () => {
    const { user } = await open('fornecedor', many());
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByTestId('items-range')).toHaveTextContent('Mostrando 1–50 de 990');
    expect(screen.getByTestId('items-summary')).toHaveTextContent('990 itens, 9 com divergência');
    const pages = screen.getByRole('navigation', { name: 'Páginas dos itens' });
    await user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(screen.getByTestId('items-range')).toHaveTextContent('Mostrando 51–100 de 990');
    expect(rowOf(100)).toHaveAttribute('data-divergent', 'true');
    await user.click(screen.getByRole('switch', { name: 'Somente itens com divergência' }));
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByTestId('items-range')).toHaveTextContent('Mostrando 1–9 de 9');
  });
});

describe('/conciliation-status: in English', () => {
  it('formats the numbers and texts in the current language', async () => {
    await i18n.changeLanguage('en-US');
    localStorage.setItem('lang', 'en-US');
    storeSession('fornecedor');
    mockStatusApi('fornecedor', [
      gql('buscarResultadoConciliacaoPorPedido', () =>
        makeResult({ conciliacaoItems: [makeItem(1, { custoUnitarioPo: '1234.5678', custoUnitarioNf: '1234.5678' })] }),
      ),
    ]);
    renderApp(`/conciliation-status?id=${ORDER}`);
    await screen.findByRole('heading', { level: 1, name: `Reconciliation of order ${ORDER}` });
    await screen.findByRole('toolbar', { name: 'Reconciliation actions' });
    expect(screen.getByTestId('invoice-total').textContent).toBe('R$1,234,567.50');
    expect(within(cards('Reconciliation summary')).getByText('Commercial: Reconciled')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Order and invoice items' });
    const row = within(table).getByRole('rowheader', { name: '1' }).closest('tr')!;
    const cost = row.querySelectorAll('td[data-field="unitCost"]');
    expect([...cost].map((td) => td.textContent)).toEqual(['1,234.5678', '1,234.5678']);
    expect(row.querySelector('td[data-field="quantity"]')?.textContent).toBe('1,200');
  });
});

describe('/conciliation-status: the tab title', () => {
  it('names the order, the screen and the portal, in the reader’s language', async () => {
    await open('fornecedor', makeResult());
    await waitFor(() => expect(document.title).toBe(`Pedido ${ORDER} · Status da conciliação · Portal Fornecedor`));
    await i18n.changeLanguage('en-US');
    await waitFor(() => expect(document.title).toBe(`Order ${ORDER} · Reconciliation status · Portal Fornecedor`));
  });

  it('without an order names only the screen', async () => {
    storeSession('fornecedor');
    mockStatusApi('fornecedor', []);
    renderApp('/conciliation-status');
    await screen.findByRole('heading', { name: 'Nenhum pedido informado' });
    await waitFor(() => expect(document.title).toBe('Status da conciliação · Portal Fornecedor'));
  });

  it('an id that is not a number says the address is wrong, with the way to the orders', async () => {
    storeSession('fornecedor');
    mockStatusApi('fornecedor', []);
    renderApp('/conciliation-status?id=12abc');
    expect(await screen.findByRole('heading', { name: 'O endereço traz um número inválido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a consulta de pedidos' })).toBeInTheDocument();
  });
});
