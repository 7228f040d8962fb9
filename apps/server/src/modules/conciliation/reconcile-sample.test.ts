import type { SampleValidationDto } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleConcessions } from '../../db/schema/index';
import { generateDemoData } from '../../db/seed/index';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { COMPANY_OF, graphql, makeOrder, useConciliationApp, type Login } from './conciliation.test-support';

const { t, tokens } = useConciliationApp();

const SAMPLE = `query ($idPedido: Int!) { validarAmostraPedidoParaConciliacao(idPedido: $idPedido) { success messageError } }`;

type Sample = { validarAmostraPedidoParaConciliacao: SampleValidationDto };

const SAVE = `mutation ($c: ConcessaoAmostraPedidoInput!) { salvarConcessao(concessao: $c) { id } }`;

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

describe('validarAmostraPedidoParaConciliacao with sample concessions: a concession decides, else the ERP', () => {
  const validate = async (idPedido: number, language?: string) =>
    (await graphql<Sample>(t, tokens.fornecedor, SAMPLE, { idPedido }, language)).data!
      .validarAmostraPedidoParaConciliacao;

  /** A concession for the sample as an admin saves it: registered at 1, then moved to its status. */
  async function concede(pedido: number, pedidoAmostra: number, status: 1 | 2 | 3, motivo: string | null) {
    const form = { descricao: 'Tom da cor fora do padrão', pedido, pedidoAmostra, status: 1, motivo };
    const created = await graphql<{ salvarConcessao: { id: number } }>(t, tokens.admin, SAVE, { c: form });
    expect(created.errors).toEqual([]);
    if (status !== 1) {
      const id = created.data!.salvarConcessao.id;
      const moved = await graphql(t, tokens.admin, SAVE, { c: { ...form, id, status } });
      expect(moved.errors).toEqual([]);
    }
  }

  it('lets an approved concession through whatever the ERP says', async () => {
    for (const erp of ['Em Aprovação', 'Reprovado', null]) {
      const order = await makeOrder(t);
      const sample = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: erp });
      expect((await validate(order)).success, String(erp)).toBe(false);
      await concede(order, sample, 2, 'Aprovado pelo comprador com desconto.');
      expect(await validate(order), String(erp)).toEqual({ success: true, messageError: null });
    }
  });

  it('stops the order on a pending concession, even of a sample the ERP approved, naming status and reason', async () => {
    const order = await makeOrder(t);
    const sample = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Aprovado' });
    expect((await validate(order)).success).toBe(true);
    await concede(order, sample, 1, 'Aguardando laudo do laboratório.');
    expect(await validate(order)).toEqual({
      success: false,
      messageError: `A concessão da amostra ${sample} do pedido ${order} está em aprovação: a conciliação fica bloqueada até a aprovação. Motivo: Aguardando laudo do laboratório.`,
    });
    expect((await validate(order, 'en-US')).messageError).toBe(
      `The concession for sample ${sample} of order ${order} is pending approval: reconciliation is blocked until it is approved. Reason: Aguardando laudo do laboratório.`,
    );
  });

  it('stops the order on a refused concession, saying when no reason was given', async () => {
    const order = await makeOrder(t);
    const sample = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Reprovado' });
    await concede(order, sample, 3, null);
    expect((await validate(order, 'es-ES')).messageError).toBe(
      `La concesión de la muestra ${sample} del pedido ${order} está rechazada: la conciliación queda bloqueada hasta su aprobación. Motivo: no informado.`,
    );
  });

  it('reads the ERP for the samples without a concession, the first blocking one by number', async () => {
    const order = await makeOrder(t);
    const first = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Reprovado' });
    const second = await makeOrder(t, { sampleOriginOrderId: order, sampleStatus: 'Em Aprovação' });
    await concede(order, first, 2, null);
    expect((await validate(order)).messageError).toBe(
      `A amostra ${second} do pedido ${order} está em aprovação: a conciliação fica bloqueada até a aprovação.`,
    );
  });

  it("refuses the demo's planted order: its only sample has a pending concession", async () => {
    const { pendingSample } = generateDemoData(TEST_TODAY);
    const answer = await validate(pendingSample.originId);
    expect(answer.success).toBe(false);
    expect(answer.messageError).toContain(`A concessão da amostra ${pendingSample.sampleId} do pedido`);
    expect(answer.messageError).toContain('Motivo: Aguardando laudo do laboratório de qualidade.');
    const [planted] = await t.database.db
      .select({ status: sampleConcessions.status })
      .from(sampleConcessions)
      .where(eq(sampleConcessions.sampleOrderId, pendingSample.sampleId));
    expect(planted!.status).toBe(1);
  });
});
