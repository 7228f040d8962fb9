import type { ConciliationHistoryEntryDto, ConciliationResultDto } from '@portal/domain';
import { CONCILIATION_HISTORY_TEXT_MAX } from '@portal/domain';
import { describe, expect, it } from 'vitest';
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
  useConciliationApp,
  ICMS_REASON,
  QUANTITY_REASON,
} from './conciliation.test-support';

const { t, tokens, userIds } = useConciliationApp();

const RESULT = `query ($pedido: Int!) { buscarResultadoConciliacaoPorPedido(pedido: $pedido) { ${RESULT_FIELDS} } }`;
const HISTORY = `query ($pedido: Int!) {
  buscarHistoricoReprovacaoConciliacaoPorPedido(pedido: $pedido) {
    idConciliacao dtConciliacaoComercial tipo motivoReprovacao observacao usuario
  }
}`;

type Result = { buscarResultadoConciliacaoPorPedido: ConciliationResultDto | null };
type History = { buscarHistoricoReprovacaoConciliacaoPorPedido: ConciliationHistoryEntryDto[] };

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
    await insertConciliation(t, order, { commercial: 3, fiscal: 0, rejection: [QUANTITY_REASON] });
    const id = await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 4,
      invoiceNumber: '5566',
      invoiceSeries: '2',
      accessKey: '43250304512000190550020000055661000055663',
      issuerCnpj: supplier.cnpj,
      issuerName: supplier.name,
      invoiceTotal: '255.00',
      rejection: [ICMS_REASON],
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
          reasons: [ICMS_REASON],
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
      history: [{ kind: 'commercial', status: 3, reasons: [{ ...QUANTITY_REASON, count: 2, item: null }], at: at(1) }],
    });
    const second = await insertConciliation(t, order, {
      commercial: 2,
      fiscal: 2,
      observation: 'Aceita pela área fiscal',
      history: [
        { kind: 'commercial', status: 2, at: at(2) },
        { kind: 'fiscal', status: 4, reasons: [ICMS_REASON], at: at(3) },
        {
          kind: 'conditional',
          status: 2,
          reasons: [{ code: 'conditionalAccepted' }, ICMS_REASON],
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
