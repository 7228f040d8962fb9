import type { ConciliationListPageDto } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { producerDeclarations, storedFiles, sustainabilityCertificates } from '../../db/schema/index';
import {
  LOGISTICS_CD,
  OTHER_CD,
  SUPPLIER_A,
  SUPPLIER_B,
  graphql,
  insertConciliation,
  makeOrder,
  supplierOf,
  useConciliationApp,
  type Login,
  ICMS_REASON,
  QUANTITY_REASON,
} from './conciliation.test-support';

const { t, tokens } = useConciliationApp();

const LIST = `query ($filtro: FiltroConciliacaoInput, $pagina: Int, $max: Int) {
  buscarConciliacoesParaListagem(filtro: $filtro, pagina: $pagina, max: $max) {
    pagina temMais
    itens {
      conciliacao pedido codigoFornecedor nomeFornecedor dataConciliacao motivoReprovacao
      statusComercial { id descricao } statusFiscal { id descricao } statusRFM { id descricao }
      notaFiscal serieNotaFiscal cancelada documentosEmAuditoria
    }
  }
}`;

type List = { buscarConciliacoesParaListagem: ConciliationListPageDto };

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
          QUANTITY_REASON,
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
        rejection: [ICMS_REASON],
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
      documentosEmAuditoria: [],
    });
    const rejected = page.itens[1]!;
    expect(rejected).toMatchObject({ cancelada: true, statusComercial: { id: 3, descricao: 'Reprovado' } });
    expect(rejected.motivoReprovacao!.split('; ')).toHaveLength(4);
    expect(rejected.motivoReprovacao!.endsWith('; …')).toBe(true);
    expect(rejected.motivoReprovacao).toContain('61099000');
  });

  it('says which documents of the order still await their audit: sent, neither approved, rejected nor expired', async () => {
    const db = t.database.db;
    const [file] = await db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
    const document = { supplierId: SUPPLIER_B, fileId: file!.id };
    await db
      .insert(sustainabilityCertificates)
      .values({ ...document, orderId: orderB1, materialCode: 'BCI-1', status: 0 });
    await db.insert(producerDeclarations).values({ ...document, orderId: orderB1, status: 1 });
    await db.insert(producerDeclarations).values({ ...document, orderId: orderB2, status: 1 });
    // orderB2's newest declaration was rejected: nothing awaits the audit any more
    await db
      .insert(producerDeclarations)
      .values({ ...document, orderId: orderB2, status: 3, createdAt: new Date(Date.now() + 60_000) });
    const rows = (await list('admin', { nomeFornecedor: (await supplierOf(t, SUPPLIER_B)).name })).itens;
    const byOrder = new Map(rows.map((row) => [row.pedido, row.documentosEmAuditoria]));
    expect(byOrder.get(orderB1)).toEqual(['certificadoSustentabilidade', 'declaracaoProdutor']);
    expect(byOrder.get(orderB2)).toEqual([]);
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
