import type { SampleValidationDto } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { COMPANY_OF, graphql, makeOrder, useConciliationApp, type Login } from './conciliation.test-support';

const { t, tokens } = useConciliationApp();

const SAMPLE = `query ($idPedido: Int!) { validarAmostraPedidoParaConciliacao(idPedido: $idPedido) { success messageError } }`;

type Sample = { validarAmostraPedidoParaConciliacao: SampleValidationDto };

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
