import type { ReconcilePendingStepDto, SampleValidationDto } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import {
  companies,
  orders,
  producerDeclarations,
  providerSubcontractors,
  sampleConcessions,
  storedFiles,
  subcontractorInvoices,
  suppliers,
  sustainabilityCertificates,
} from '../../db/schema/index';
import { generateDemoData } from '../../db/seed/index';
import { TEST_TODAY } from '../../../test/support/test-clock';
import {
  COMPANY_OF,
  graphql,
  makeOrder,
  SUPPLIER_A,
  useConciliationApp,
  type Login,
} from './conciliation.test-support';
import { invoiceForOrder, pickFreeOrder, tokenWithout, uploadInvoice, writtenCounts } from './reconcile.test-support';

const { t, tokens } = useConciliationApp();

const SAMPLE = `query ($idPedido: Int!) { validarAmostraPedidoParaConciliacao(idPedido: $idPedido) { success messageError } }`;

type Sample = { validarAmostraPedidoParaConciliacao: SampleValidationDto };

const SAVE = `mutation ($c: ConcessaoAmostraPedidoInput!) { salvarConcessao(concessao: $c) { id } }`;

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

describe('the road to a conciliation, guarded by the server (decision A20)', () => {
  const PENDING = `query ($idPedido: Int!) { pendenciaConciliacao(idPedido: $idPedido) { etapa codigo mensagem rota } }`;
  type Pending = { pendenciaConciliacao: ReconcilePendingStepDto | null };
  const pending = async (idPedido: number, login: Login = 'fornecedor', language?: string) =>
    graphql<Pending>(t, tokens[login], PENDING, { idPedido }, language);
  const db = () => t.database.db;

  /** A free order of supplier A (items, no conciliation, no sample) that uses a subcontractor. */
  async function subcontractorOrder(): Promise<number> {
    const orderId = await pickFreeOrder(db(), SUPPLIER_A, { maxItems: 6 });
    await db().update(orders).set({ usesSubcontractor: true }).where(eq(orders.id, orderId));
    return orderId;
  }

  async function registerInvoice(orderId: number): Promise<void> {
    const [link] = await db()
      .select({ id: providerSubcontractors.subcontractorId })
      .from(providerSubcontractors)
      .where(eq(providerSubcontractors.supplierId, SUPPLIER_A))
      .limit(1);
    await db().insert(subcontractorInvoices).values({
      orderId,
      supplierId: SUPPLIER_A,
      subcontractorId: link!.id,
      outboundDate: TEST_TODAY,
      outboundNumber: '88123',
      outboundPieces: 10,
    });
  }

  it('refuses the upload of a subcontractor order without its invoice, writing nothing; with one it runs', async () => {
    const orderId = await subcontractorOrder();
    const invoice = await invoiceForOrder(db(), orderId);
    const before = await writtenCounts(db());
    const refused = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file, 'en-US');
    expect(refused).toMatchObject({ result: null, code: 'subcontractorInvoiceRequired', status: 409 });
    expect(await writtenCounts(db())).toEqual(before);

    expect((await pending(orderId)).data!.pendenciaConciliacao).toEqual({
      etapa: 'notaFiscalSubcontratado',
      codigo: 'subcontractorInvoiceRequired',
      mensagem: `O pedido ${orderId} utiliza subcontratado: registre a nota fiscal do subcontratado antes de conciliar.`,
      rota: '/subcontractor-invoice',
    });
    expect((await pending(orderId, 'admin', 'en-US')).data!.pendenciaConciliacao!.mensagem).toBe(
      `Order ${orderId} uses a subcontractor: register the subcontractor's invoice before reconciling.`,
    );

    await registerInvoice(orderId);
    expect((await pending(orderId)).data!.pendenciaConciliacao).toBeNull();
    const accepted = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file);
    expect(accepted.code).toBeNull();
    expect(accepted.result!.statusConciliacaoComercial.id).toBe(2);
  });

  it("refuses the upload of an order a sample stops, with the sample's own message, until the sample passes", async () => {
    const orderId = await pickFreeOrder(db(), SUPPLIER_A, { maxItems: 6 });
    const sample = await makeOrder(t, { sampleOriginOrderId: orderId, sampleStatus: 'Reprovado' });
    // the sample comes first on the road, whatever else the order lacks
    await db().update(orders).set({ usesSubcontractor: true }).where(eq(orders.id, orderId));
    const invoice = await invoiceForOrder(db(), orderId);
    const before = await writtenCounts(db());
    const refused = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file);
    expect(refused).toMatchObject({ result: null, code: 'sampleNotApproved', status: 409 });
    expect(await writtenCounts(db())).toEqual(before);
    expect((await pending(orderId)).data!.pendenciaConciliacao).toEqual({
      etapa: 'amostra',
      codigo: 'sampleNotApproved',
      mensagem: `A amostra ${sample} do pedido ${orderId} está reprovada: a conciliação fica bloqueada até a aprovação.`,
      rota: null,
    });

    await concede(orderId, sample, 2, 'Lote aprovado pela qualidade.');
    expect((await pending(orderId)).data!.pendenciaConciliacao!.etapa).toBe('notaFiscalSubcontratado');
    await registerInvoice(orderId);
    expect((await pending(orderId)).data!.pendenciaConciliacao).toBeNull();
    expect((await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file)).result).not.toBeNull();
  });

  /** A free Renner Normal BCI order of supplier A without documents: it needs a certificate and a declaration. */
  async function documentOrder(): Promise<number> {
    const orderId = await pickFreeOrder(db(), SUPPLIER_A, { maxItems: 6, companyId: COMPANY_OF.usuario });
    await db().update(orders).set({ sustainability: 'BCI', nature: 'Normal' }).where(eq(orders.id, orderId));
    await db().delete(sustainabilityCertificates).where(eq(sustainabilityCertificates.orderId, orderId));
    await db().delete(producerDeclarations).where(eq(producerDeclarations.orderId, orderId));
    const [flags] = await db()
      .select({ supplier: suppliers.requireProducerDeclaration, company: companies.requireProducerDeclaration })
      .from(suppliers)
      .innerJoin(companies, eq(companies.id, COMPANY_OF.usuario))
      .where(eq(suppliers.id, SUPPLIER_A));
    expect(flags).toEqual({ supplier: true, company: true });
    return orderId;
  }

  async function anyFileId(): Promise<string> {
    const [file] = await db().select({ id: storedFiles.id }).from(storedFiles).limit(1);
    return file!.id;
  }

  it('refuses an order lacking its certificate or declaration; a rejected or expired one counts as missing', async () => {
    const orderId = await documentOrder();
    const fileId = await anyFileId();
    const invoice = await invoiceForOrder(db(), orderId);
    const before = await writtenCounts(db());
    const refused = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file, 'en-US');
    expect(refused).toMatchObject({ result: null, code: 'sustainabilityCertificateRequired', status: 409 });
    expect(await writtenCounts(db())).toEqual(before);
    expect((await pending(orderId)).data!.pendenciaConciliacao).toEqual({
      etapa: 'certificadoSustentabilidade',
      codigo: 'sustainabilityCertificateRequired',
      mensagem: `O pedido ${orderId} exige certificado de sustentabilidade: envie um certificado válido (não reprovado nem vencido) antes de conciliar.`,
      rota: '/sustainability',
    });

    const certificate = { orderId, supplierId: SUPPLIER_A, fileId, certificateType: 1, materialCode: 'BCI-7781' };
    const at = (minutes: number) => new Date(Date.parse('2026-01-05T12:00:00Z') + minutes * 60_000);
    await db()
      .insert(sustainabilityCertificates)
      .values({ ...certificate, status: 2, createdAt: at(0) });
    expect((await pending(orderId)).data!.pendenciaConciliacao!.etapa).toBe('certificadoSustentabilidade');
    await db()
      .insert(sustainabilityCertificates)
      .values({ ...certificate, status: 1, validUntil: addDays(TEST_TODAY, -1), createdAt: at(1) });
    expect((await pending(orderId)).data!.pendenciaConciliacao!.etapa).toBe('certificadoSustentabilidade');
    // awaiting its audit, valid through today: the supplier goes on (the retailer audits later)
    await db()
      .insert(sustainabilityCertificates)
      .values({ ...certificate, status: 0, validUntil: TEST_TODAY, createdAt: at(2) });
    expect((await pending(orderId, 'admin', 'en-US')).data!.pendenciaConciliacao).toEqual({
      etapa: 'declaracaoProdutor',
      codigo: 'producerDeclarationRequired',
      mensagem: `Order ${orderId} needs a producer declaration: send a valid one (not rejected or expired) before reconciling.`,
      rota: '/producer-declaration',
    });
    expect((await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file)).code).toBe('producerDeclarationRequired');

    await db()
      .insert(producerDeclarations)
      .values({ orderId, supplierId: SUPPLIER_A, fileId, status: 3, createdAt: at(0) });
    expect((await pending(orderId)).data!.pendenciaConciliacao!.etapa).toBe('declaracaoProdutor');
    await db()
      .insert(producerDeclarations)
      .values({ orderId, supplierId: SUPPLIER_A, fileId, status: 1, createdAt: at(1) });
    expect((await pending(orderId)).data!.pendenciaConciliacao).toBeNull();
    const accepted = await uploadInvoice(t, tokens.fornecedor, orderId, invoice.file);
    expect(accepted.code).toBeNull();
    expect(accepted.result!.statusConciliacaoComercial.id).toBe(2);
  });

  it('asks nothing of an order that needs no document (Camicado asks for neither)', async () => {
    const orderId = await pickFreeOrder(db(), SUPPLIER_A, { maxItems: 6, companyId: COMPANY_OF.camicado });
    await db().update(orders).set({ sustainability: 'BCI', nature: 'Normal' }).where(eq(orders.id, orderId));
    expect((await pending(orderId)).data!.pendenciaConciliacao).toBeNull();
  });

  it('answers pendenciaConciliacao only for an order the user sees, with the reconcile permission', async () => {
    const orderId = await subcontractorOrder();
    expect((await pending(orderId, 'fornecedor2')).code).toBe('notFound');
    expect((await pending(999_999_999)).code).toBe('notFound');
    const withoutReconcile = await tokenWithout(t, tokens.fornecedor, 'reconcile');
    const refused = await graphql<Pending>(t, withoutReconcile, PENDING, { idPedido: orderId });
    expect(refused.code).toBe('withoutPermission');
    expect((await graphql<Pending>(t, null, PENDING, { idPedido: orderId })).code).toBe('sessionExpired');
  });
});
