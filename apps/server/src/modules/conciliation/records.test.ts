import type {
  ConciliationHistoryEntryDto,
  ConciliationListPageDto,
  ConciliationReason,
  ConciliationResultDto,
  SampleValidationDto,
} from '@portal/domain';
import { CONCILIATION_HISTORY_TEXT_MAX } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_OF,
  LOGISTICS_CD,
  OTHER_CD,
  RESULT_FIELDS,
  SUPPLIER_A,
  SUPPLIER_B,
  graphql,
  insertConciliation,
  makeOrder,
  supplierOf,
  useRecordsApp,
  type Login,
} from './records.test-support';

const { t, tokens, userIds } = useRecordsApp();

const RESULT = `query ($pedido: Int!) { buscarResultadoConciliacaoPorPedido(pedido: $pedido) { ${RESULT_FIELDS} } }`;
const HISTORY = `query ($pedido: Int!) {
  buscarHistoricoReprovacaoConciliacaoPorPedido(pedido: $pedido) {
    idConciliacao dtConciliacaoComercial tipo motivoReprovacao observacao usuario
  }
}`;
const LIST = `query ($filtro: FiltroConciliacaoInput, $pagina: Int, $max: Int) {
  buscarConciliacoesParaListagem(filtro: $filtro, pagina: $pagina, max: $max) {
    pagina temMais
    itens {
      conciliacao pedido codigoFornecedor nomeFornecedor dataConciliacao motivoReprovacao
      statusComercial { id descricao } statusFiscal { id descricao } statusRFM { id descricao }
      notaFiscal serieNotaFiscal cancelada
    }
  }
}`;
const SAMPLE = `query ($idPedido: Int!) { validarAmostraPedidoParaConciliacao(idPedido: $idPedido) { success messageError } }`;

type Result = { buscarResultadoConciliacaoPorPedido: ConciliationResultDto | null };
type History = { buscarHistoricoReprovacaoConciliacaoPorPedido: ConciliationHistoryEntryDto[] };
type List = { buscarConciliacoesParaListagem: ConciliationListPageDto };
type Sample = { validarAmostraPedidoParaConciliacao: SampleValidationDto };

const icms: ConciliationReason = { code: 'icmsRate', item: 'ITEM-2', nItem: '2', po: '12.00', nf: '18.00' };
const quantity: ConciliationReason = { code: 'quantity', item: 'ITEM-1', nItem: '1', po: '10', nf: '12.0000' };

describe('buscarResultadoConciliacaoPorPedido', () => {
  it('answers null for a visible order without conciliations', async () => {
    const order = await makeOrder(t);
    const answer = await graphql<Result>(t, tokens.fornecedor, RESULT, { pedido: order });
    expect(answer.errors).toEqual([]);
    expect(answer.data!.buscarResultadoConciliacaoPorPedido).toBeNull();
  });

  it("gives the order's newest conciliation with its rows in line order, reasons and statuses rendered", async () => {
    const order = await makeOrder(t);
    const supplier = await supplierOf(t, SUPPLIER_A);
    await insertConciliation(t, order, { commercial: 3, fiscal: 0, rejection: [quantity] });
    const id = await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 4,
      invoiceNumber: '5566',
      invoiceSeries: '2',
      accessKey: '43250304512000190550020000055661000055663',
      issuerCnpj: supplier.cnpj,
      issuerName: supplier.name,
      invoiceTotal: '255.00',
      rejection: [icms],
      observation: 'Conferido com o comprador',
      conditional: { by: userIds.admin },
      items: [
        {
          line: 2,
          invoiceItemNumber: 2,
          itemCodePo: 'ITEM-2',
          itemCodeNf: 'ITEM-2',
          eanPo: '7891234567901',
          eanNf: '7891234567901',
          quantityPo: '5',
          quantityNf: '5.0000',
          icmsRatePo: '12.00',
          icmsRateNf: '18.00',
          reasons: [icms],
        },
        {
          line: 1,
          invoiceItemNumber: 1,
          itemCodePo: 'ITEM-1',
          itemCodeNf: 'ITEM-1',
          quantityPo: '10',
          quantityNf: '10.0000',
          unitCostPo: '25.5000',
          unitCostNf: '25.5',
        },
      ],
    });

    const answer = await graphql<Result>(t, tokens.fornecedor, RESULT, { pedido: order });
    expect(answer.errors).toEqual([]);
    const result = answer.data!.buscarResultadoConciliacaoPorPedido!;
    expect(result).toMatchObject({
      id,
      pedido: { id: order, status: 'A', fornecedor: { id: supplier.id, nome: supplier.name, cnpj: supplier.cnpj } },
      statusConciliacaoComercial: { id: 2, descricao: 'Conciliado' },
      statusConciliacaoFiscal: { id: 4, descricao: 'Condicional' },
      notaFiscal: '5566',
      serieNotaFiscal: '2',
      valorNotaFiscal: '255.00',
      observacao: 'Conferido com o comprador',
      cancelada: false,
      motivoCancelamento: null,
      condicional: { usuario: 'Mariana Ferreira Lopes' },
      statusRFM: { id: 0, descricao: 'Não emitido' },
      dataRFM: null,
    });
    expect(result.divergencias).toEqual([expect.objectContaining({ codigo: 'icmsRate', gravidade: 'conditional' })]);
    expect(result.motivoReprovacao).toBe(result.divergencias[0]!.texto);
    expect(result.conciliacaoItems.map((i) => i.codItemPo)).toEqual(['ITEM-1', 'ITEM-2']);
    expect(result.conciliacaoItems[0]).toMatchObject({ motivoReprovacao: null, motivos: [], custoUnitarioNf: '25.5' });
    expect(result.conciliacaoItems[1]!.motivoReprovacao).toContain('ITEM-2');

    const english = await graphql<Result>(t, tokens.admin, RESULT, { pedido: order }, 'en-US');
    const inEnglish = english.data!.buscarResultadoConciliacaoPorPedido!;
    expect(inEnglish.statusConciliacaoFiscal.descricao).toBe('Conditional');
    expect(inEnglish.statusRFM.descricao).toBe('Not issued');
    expect(inEnglish.motivoReprovacao).not.toBe(result.motivoReprovacao);
  });

  it('shows a cancelled newest conciliation, flagged, with its reason', async () => {
    const order = await makeOrder(t);
    const id = await insertConciliation(t, order, {
      cancelled: { reason: 'Nota emitida errada', by: userIds.camicado },
    });
    const answer = await graphql<Result>(t, tokens.admin, RESULT, { pedido: order });
    expect(answer.data!.buscarResultadoConciliacaoPorPedido).toMatchObject({
      id,
      cancelada: true,
      motivoCancelamento: 'Nota emitida errada',
    });
    expect(answer.data!.buscarResultadoConciliacaoPorPedido!.usuarioCancelamento).toEqual(expect.any(String));
    expect(answer.data!.buscarResultadoConciliacaoPorPedido!.dataCancelamento).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("answers conciliationNotFound (404) for another supplier's, CD's or company's order, never the data", async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD });
    await insertConciliation(t, order);
    for (const login of ['fornecedor2', 'logistica'] as const) {
      const answer = await graphql<Result>(t, tokens[login], RESULT, { pedido: order });
      expect(answer.code).toBe('conciliationNotFound');
      expect(answer.errors[0]!.extensions.status).toBe(404);
      // the field is nullable: data holds it as null, never the conciliation
      expect(answer.data?.buscarResultadoConciliacaoPorPedido ?? null).toBeNull();
    }
    const missing = await graphql<Result>(t, tokens.admin, RESULT, { pedido: 999_999_999 });
    expect(missing.code).toBe('conciliationNotFound');

    const own = await makeOrder(t, { supplierId: SUPPLIER_B, cdId: LOGISTICS_CD, companyId: COMPANY_OF.youcom });
    const ownId = await insertConciliation(t, own);
    for (const login of ['fornecedor2', 'logistica', 'youcom', 'admin'] as const) {
      const answer = await graphql<Result>(t, tokens[login], RESULT, { pedido: own });
      expect(answer.data?.buscarResultadoConciliacaoPorPedido?.id, login).toBe(ownId);
    }
    // another company's order, for a company user
    for (const login of ['usuario', 'camicado'] as const) {
      const answer = await graphql<Result>(t, tokens[login], RESULT, { pedido: own });
      expect([login, answer.code]).toEqual([login, 'conciliationNotFound']);
      expect(answer.data?.buscarResultadoConciliacaoPorPedido ?? null).toBeNull();
    }
  });

  it('needs a signed-in user and a positive order id', async () => {
    expect((await graphql(t, null, RESULT, { pedido: 1 })).code).toBe('sessionExpired');
    expect((await graphql(t, tokens.admin, RESULT, { pedido: -4 })).code).toBe('validation');
  });
});

describe('buscarHistoricoReprovacaoConciliacaoPorPedido', () => {
  it('lists rejections, conditional results and cancellations of every conciliation of the order, newest first', async () => {
    const order = await makeOrder(t);
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 10, 12, minutes));
    const first = await insertConciliation(t, order, {
      commercial: 3,
      fiscal: 0,
      observation: 'Primeira nota',
      history: [{ kind: 'commercial', status: 3, reasons: [{ ...quantity, count: 2, item: null }], at: at(1) }],
    });
    const second = await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 2,
      observation: 'Aceita pela área fiscal',
      history: [
        { kind: 'commercial', status: 2, at: at(2) },
        { kind: 'fiscal', status: 4, reasons: [icms], at: at(3) },
        {
          kind: 'conditional',
          status: 2,
          reasons: [{ code: 'conditionalAccepted' }, icms],
          at: at(4),
          userId: userIds.admin,
        },
        { kind: 'observation', note: 'Aceita pela área fiscal', at: at(5), userId: userIds.admin },
        { kind: 'rfm', at: at(6), userId: userIds.admin },
        // as cancelarConciliacao writes it (here without reasons: the entry still reads as a cancellation)
        { kind: 'cancel', note: 'Devolução total', at: at(7), userId: userIds.camicado },
      ],
      cancelled: { reason: 'Devolução total', by: userIds.camicado, at: at(7) },
    });
    await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 3,
      history: [
        { kind: 'fiscal', status: 3, reasons: [{ code: 'notAuthorised', nf: '110', text: 'Uso Denegado' }], at: at(8) },
      ],
    });

    const answer = await graphql<History>(t, tokens.fornecedor, HISTORY, { pedido: order });
    expect(answer.errors).toEqual([]);
    const entries = answer.data!.buscarHistoricoReprovacaoConciliacaoPorPedido;
    expect(entries.map((e) => [e.tipo, e.idConciliacao])).toEqual([
      ['fiscal', second + 1],
      ['cancel', second],
      ['conditional', second],
      ['fiscal', second],
      ['commercial', first],
    ]);
    expect(entries[0]!.motivoReprovacao).toContain('110');
    expect(entries[1]).toMatchObject({
      observacao: 'Devolução total',
      usuario: 'Patrícia Souza Ribeiro',
      dtConciliacaoComercial: at(7).toISOString(),
    });
    expect(entries[1]!.motivoReprovacao).toContain('Devolução total');
    expect(entries[2]).toMatchObject({ observacao: 'Aceita pela área fiscal', usuario: 'Mariana Ferreira Lopes' });
    expect(entries[2]!.motivoReprovacao).toContain('ITEM-2');
    expect(entries[4]).toMatchObject({ observacao: 'Primeira nota', usuario: null });
    expect(entries[4]!.motivoReprovacao).not.toBe('');
  });

  it('cuts a rendered text at CONCILIATION_HISTORY_TEXT_MAX characters', async () => {
    const order = await makeOrder(t);
    await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 3,
      history: [
        { kind: 'fiscal', status: 3, reasons: [{ code: 'notAuthorised', nf: '999', text: 'x'.repeat(500_000) }] },
      ],
    });
    const answer = await graphql<History>(t, tokens.admin, HISTORY, { pedido: order });
    expect(answer.data!.buscarHistoricoReprovacaoConciliacaoPorPedido[0]!.motivoReprovacao).toHaveLength(
      CONCILIATION_HISTORY_TEXT_MAX,
    );
  });

  it('is empty for a visible order without conciliations and 404 for an invisible one', async () => {
    const order = await makeOrder(t);
    const empty = await graphql<History>(t, tokens.fornecedor, HISTORY, { pedido: order });
    expect(empty.data!.buscarHistoricoReprovacaoConciliacaoPorPedido).toEqual([]);
    await insertConciliation(t, order, { commercial: 3, fiscal: 0, history: [{ kind: 'commercial', status: 3 }] });
    for (const login of ['fornecedor2', 'logistica'] as const) {
      const answer = await graphql<History>(t, tokens[login], HISTORY, { pedido: order });
      expect(answer.code, login).toBe('conciliationNotFound');
      expect(answer.data).toBeNull();
    }
  });
});

describe('buscarConciliacoesParaListagem', () => {
  // conciliations of 2001, a year the seed never uses, so the filters see these rows only
  const YEAR = { dataConciliacaoInicial: '2001-01-01', dataConciliacaoFinal: '2001-12-31' };
  let orderA1: number;
  let orderA2: number;
  let orderB1: number;
  let orderB2: number;
  let c: number[];

  beforeAll(async () => {
    orderA1 = await makeOrder(t, { cdId: LOGISTICS_CD });
    orderA2 = await makeOrder(t, { cdId: OTHER_CD });
    orderB1 = await makeOrder(t, { supplierId: SUPPLIER_B, cdId: LOGISTICS_CD });
    orderB2 = await makeOrder(t, { supplierId: SUPPLIER_B, cdId: OTHER_CD });
    c = [
      await insertConciliation(t, orderA1, {
        createdAt: new Date('2001-03-10T15:00:00Z'), // 12:00 in São Paulo
        invoiceNumber: '1001',
        invoiceSeries: '1',
        rfm: {},
      }),
      await insertConciliation(t, orderA1, {
        createdAt: new Date('2001-03-11T02:30:00Z'), // still the 10th in São Paulo (23:30)
        commercial: 3,
        fiscal: 0,
        invoiceNumber: '1003',
        rejection: [
          quantity,
          { code: 'ncm', item: 'ITEM-1', po: '61091000', nf: '61099000' },
          { code: 'notInOrder', item: 'X-9', nf: '7890000000000' },
          { code: 'missingFromInvoice', item: 'ITEM-3', po: '4' },
        ],
        cancelled: { reason: 'Nota substituída' },
      }),
      await insertConciliation(t, orderA2, {
        createdAt: new Date('2001-03-12T03:30:00Z'), // the 12th at 00:30 in São Paulo
        fiscal: 3,
        invoiceNumber: '1002',
        invoiceSeries: '2',
        rejection: [{ code: 'model', nf: '65' }],
      }),
      await insertConciliation(t, orderB1, {
        createdAt: new Date('2001-04-01T12:00:00Z'),
        fiscal: 4,
        invoiceNumber: '1001',
        invoiceSeries: '3',
        rejection: [icms],
      }),
      await insertConciliation(t, orderB2, { createdAt: new Date('2001-05-01T12:00:00Z'), invoiceNumber: '2001' }),
    ];
  });

  async function list(login: Login, filtro: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const answer = await graphql<List>(t, tokens[login], LIST, { filtro: { ...YEAR, ...filtro }, ...extra });
    if (answer.errors.length > 0) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.buscarConciliacoesParaListagem;
  }
  const ids = async (login: Login, filtro: Record<string, unknown> = {}) =>
    (await list(login, filtro)).itens.map((i) => i.conciliacao);

  it('is for admin and logistics only', async () => {
    for (const login of ['fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado'] as const) {
      const answer = await graphql<List>(t, tokens[login], LIST, { filtro: YEAR });
      expect(answer.code, login).toBe('withoutPermission');
      expect(answer.errors[0]!.extensions.status).toBe(403);
    }
    expect((await graphql<List>(t, null, LIST, {})).code).toBe('sessionExpired');
  });

  it("sorts by order ascending by default (ties by conciliation id); logistics sees its CD's only", async () => {
    expect(await ids('admin')).toEqual(c);
    expect(await ids('logistica')).toEqual([c[0], c[1], c[3]]);
    expect(await ids('logistica', { idCd: OTHER_CD })).toEqual([]);
    expect(await ids('admin', { idCd: OTHER_CD })).toEqual([c[2], c[4]]);
  });

  it('sorts by every orderBy, ties by conciliation id in the same direction', async () => {
    expect(await ids('admin', { orderBy: '-pedido' })).toEqual([c[4], c[3], c[2], c[1], c[0]]);
    expect(await ids('admin', { orderBy: 'conciliacao' })).toEqual(c);
    expect(await ids('admin', { orderBy: '-conciliacao' })).toEqual([...c].reverse());
    expect(await ids('admin', { orderBy: '-dataConciliacao' })).toEqual([c[4], c[3], c[2], c[1], c[0]]);
    expect(await ids('admin', { orderBy: 'dataConciliacao' })).toEqual(c);
    const [a, b] = [await supplierOf(t, SUPPLIER_A), await supplierOf(t, SUPPLIER_B)];
    const aFirst = a.name.localeCompare(b.name) < 0;
    expect(await ids('admin', { orderBy: 'nomeFornecedor' })).toEqual(aFirst ? c : [c[3], c[4], c[0], c[1], c[2]]);
  });

  it('filters by conciliation, order, supplier name, statuses, RFM and invoice', async () => {
    expect(await ids('admin', { conciliacao: c[2] })).toEqual([c[2]]);
    expect(await ids('admin', { pedido: orderA1 })).toEqual([c[0], c[1]]);
    const b = await supplierOf(t, SUPPLIER_B);
    expect(await ids('admin', { nomeFornecedor: b.name.slice(2, 12).toUpperCase() })).toEqual([c[3], c[4]]);
    expect(await ids('admin', { statusComercial: 3 })).toEqual([c[1]]);
    expect(await ids('admin', { statusFiscal: 4 })).toEqual([c[3]]);
    expect(await ids('admin', { statusRFM: 1 })).toEqual([c[0]]);
    expect(await ids('admin', { statusRFM: 0, statusComercial: 2 })).toEqual([c[2], c[3], c[4]]);
    expect(await ids('admin', { notaFiscal: '1001' })).toEqual([c[0], c[3]]);
    expect(await ids('admin', { notaFiscal: '001001' })).toEqual([c[0], c[3]]);
    expect(await ids('admin', { notaFiscal: '1001/3' })).toEqual([c[3]]);
    expect(await ids('admin', { notaFiscal: '1001-1' })).toEqual([c[0]]);
    expect(await ids('admin', { notaFiscal: '100' })).toEqual([]);
    // blank values mean "no filter", as forms send them
    expect(await ids('admin', { nomeFornecedor: '  ', notaFiscal: '', pedido: null })).toEqual(c);
  });

  it('filters by São Paulo days of the conciliation, both ends included', async () => {
    const day = (from: string, to: string) => ids('admin', { dataConciliacaoInicial: from, dataConciliacaoFinal: to });
    expect(await day('2001-03-10', '2001-03-10')).toEqual([c[0], c[1]]);
    expect(await day('2001-03-11', '2001-03-11')).toEqual([]);
    expect(await day('2001-03-12', '2001-03-12')).toEqual([c[2]]);
    expect(await day('2001-03-10', '2001-04-01')).toEqual([c[0], c[1], c[2], c[3]]);
    expect(await ids('admin', { dataConciliacaoInicial: '2001-04-01' })).toEqual([c[3], c[4]]);
  });

  it('answers the row fields: cancelled flag, short rejection, statuses', async () => {
    const page = await list('admin', { pedido: orderA1 });
    const supplier = await supplierOf(t, SUPPLIER_A);
    expect(page.itens[0]).toMatchObject({
      conciliacao: c[0],
      pedido: orderA1,
      codigoFornecedor: supplier.id,
      nomeFornecedor: supplier.name,
      dataConciliacao: '2001-03-10T15:00:00.000Z',
      motivoReprovacao: null,
      statusComercial: { id: 2, descricao: 'Conciliado' },
      statusFiscal: { id: 2, descricao: 'Conciliado' },
      statusRFM: { id: 1, descricao: 'Emitido' },
      notaFiscal: '1001',
      serieNotaFiscal: '1',
      cancelada: false,
    });
    const rejected = page.itens[1]!;
    expect(rejected).toMatchObject({ cancelada: true, statusComercial: { id: 3, descricao: 'Reprovado' } });
    expect(rejected.motivoReprovacao!.split('; ')).toHaveLength(4);
    expect(rejected.motivoReprovacao!.endsWith('; …')).toBe(true);
    expect(rejected.motivoReprovacao).toContain('61099000');
  });

  it('pages with temMais, reading one row more than the page', async () => {
    const page = (pagina: number) => list('admin', {}, { pagina, max: 2 });
    expect(await page(0)).toMatchObject({ pagina: 0, temMais: true });
    expect((await page(0)).itens.map((i) => i.conciliacao)).toEqual([c[0], c[1]]);
    expect((await page(1)).itens.map((i) => i.conciliacao)).toEqual([c[2], c[3]]);
    const last = await page(2);
    expect(last).toMatchObject({ pagina: 2, temMais: false });
    expect(last.itens.map((i) => i.conciliacao)).toEqual([c[4]]);
    const exact = await list('admin', {}, { max: 5 });
    expect(exact.temMais).toBe(false);
  });

  it('refuses bad input with a validation error', async () => {
    const bad = [
      { filtro: { statusComercial: 9 } },
      { filtro: { statusRFM: 2 } },
      { filtro: { orderBy: 'fornecedor' } },
      { filtro: { dataConciliacaoInicial: '10/03/2001' } },
      { filtro: { dataConciliacaoInicial: '2001-02-30' } },
      { filtro: { dataConciliacaoInicial: '2001-03-12', dataConciliacaoFinal: '2001-03-10' } },
      { max: 21 },
      { max: 0 },
      { pagina: -1 },
    ];
    for (const variables of bad) {
      const answer = await graphql<List>(t, tokens.admin, LIST, variables);
      expect(answer.code, JSON.stringify(variables)).toBe('validation');
      expect(answer.errors[0]!.extensions.status).toBe(400);
    }
  });
});

describe('validarAmostraPedidoParaConciliacao', () => {
  const validate = async (login: Login, idPedido: number, language?: string) =>
    graphql<Sample>(t, tokens[login], SAMPLE, { idPedido }, language);

  it('succeeds for an order without samples or whose samples are approved', async () => {
    const order = await makeOrder(t);
    expect((await validate('fornecedor', order)).data!.validarAmostraPedidoParaConciliacao).toEqual({
      success: true,
      messageError: null,
    });
    await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Aprovado' });
    expect((await validate('fornecedor', order)).data!.validarAmostraPedidoParaConciliacao.success).toBe(true);
  });

  it('fails with the sampleNotApproved text in the request language when a sample is not approved', async () => {
    // Renner's, so that usuario (Renner) sees it too
    const order = await makeOrder(t, { companyId: COMPANY_OF.usuario });
    await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Aprovado' });
    const sample = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Em Aprovação' });
    const pt = (await validate('fornecedor', order)).data!.validarAmostraPedidoParaConciliacao;
    expect(pt).toEqual({
      success: false,
      messageError: `A amostra ${sample} do pedido ${order} está em aprovação: a conciliação fica bloqueada até a aprovação.`,
    });
    const en = (await validate('admin', order, 'en-US')).data!.validarAmostraPedidoParaConciliacao;
    expect(en.messageError).toBe(
      `Sample ${sample} of order ${order} is pending approval: reconciliation is blocked until it is approved.`,
    );
    const es = (await validate('usuario', order, 'es-ES')).data!.validarAmostraPedidoParaConciliacao;
    expect(es.messageError).toContain(`La muestra ${sample} del pedido ${order} está en aprobación`);

    const rejectedOrder = await makeOrder(t);
    const rejected = await makeOrder(t, { sampleOriginOrderId: rejectedOrder, sampleStatus: 'Reprovado' });
    const answer = (await validate('fornecedor', rejectedOrder)).data!.validarAmostraPedidoParaConciliacao;
    expect(answer.messageError).toBe(
      `A amostra ${rejected} do pedido ${rejectedOrder} está reprovada: a conciliação fica bloqueada até a aprovação.`,
    );
  });

  it("answers notFound for another supplier's or company's order, and needs a signed-in user", async () => {
    const order = await makeOrder(t, { companyId: COMPANY_OF.youcom });
    for (const login of ['fornecedor2', 'usuario', 'camicado'] as const) {
      const answer = await validate(login, order);
      expect(answer.code, login).toBe('notFound');
      expect(answer.errors[0]!.extensions.status).toBe(404);
    }
    expect((await graphql<Sample>(t, null, SAMPLE, { idPedido: order })).code).toBe('sessionExpired');
    for (const login of ['admin', 'youcom'] as const) {
      expect((await validate(login, order)).data?.validarAmostraPedidoParaConciliacao.success, login).toBe(true);
    }
  });
});
