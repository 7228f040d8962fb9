import type { ConciliationResultDto, InvoiceXmlDto, RfmResultDto } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_OF,
  LOGISTICS_CD,
  OTHER_CD,
  RESULT_FIELDS,
  auditCount,
  call,
  conciliationRow,
  expectHiddenFrom,
  graphql,
  historyOf,
  insertApproved,
  insertConciliation,
  invoiceFor,
  makeOrder,
  useConciliationApp,
  type Login,
} from './conciliation.test-support';

const { t, tokens, userIds } = useConciliationApp();

const CANCEL = `mutation ($orderId: Int!, $motivo: String!) {
  cancelarConciliacao(orderId: $orderId, motivoCancelamento: $motivo) { ${RESULT_FIELDS} }
}`;
const OBSERVE = `mutation ($orderId: Int!, $observacao: String!) {
  salvarObservacao(orderId: $orderId, observacao: $observacao) { ${RESULT_FIELDS} }
}`;
type Cancel = { cancelarConciliacao: ConciliationResultDto };
type Observe = { salvarObservacao: ConciliationResultDto };

/** What a refused write must leave untouched. */
async function snapshot(id: number) {
  return { row: await conciliationRow(t, id), history: await historyOf(t, id), audit: await auditCount(t, [id]) };
}

/** The conciliations the orders area shows for an order (pedidoPorId.conciliacaos: the grid's dots). */
async function gridConciliations(order: number): Promise<number[]> {
  const answer = await graphql<{ pedidoPorId: { conciliacaos: { id: number }[] } }>(
    t,
    tokens.admin,
    'query ($id: ID!) { pedidoPorId(idPedido: $id) { conciliacaos { id } } }',
    { id: String(order) },
  );
  return answer.data!.pedidoPorId.conciliacaos.map((c) => c.id);
}

describe('cancelarConciliacao', () => {
  it('is for admin and camicado-usuario only; the others change nothing', async () => {
    const order = await makeOrder(t, { cdId: LOGISTICS_CD });
    const id = await insertConciliation(t, order);
    const before = await snapshot(id);
    for (const login of ['fornecedor', 'fornecedor2', 'usuario', 'youcom', 'logistica'] as const) {
      const answer = await graphql<Cancel>(t, tokens[login], CANCEL, { orderId: order, motivo: 'Teste' });
      expect(answer.code, login).toBe('withoutPermission');
      expect(answer.errors[0]!.extensions.status).toBe(403);
    }
    expect((await graphql<Cancel>(t, null, CANCEL, { orderId: order, motivo: 'Teste' })).code).toBe('sessionExpired');
    expect(await snapshot(id)).toEqual(before);
  });

  it("cancels the order's current conciliation with history and audit, and answers the result", async () => {
    const order = await makeOrder(t);
    const id = await insertConciliation(t, order, { observation: 'Observação anterior' });
    expect(await gridConciliations(order)).toEqual([id]);
    const answer = await graphql<Cancel>(t, tokens.camicado, CANCEL, { orderId: order, motivo: '  Nota com erro  ' });
    expect(answer.errors).toEqual([]);
    expect(answer.data!.cancelarConciliacao).toMatchObject({
      id,
      cancelada: true,
      motivoCancelamento: 'Nota com erro',
      observacao: 'Observação anterior',
    });
    const row = await conciliationRow(t, id);
    expect(row).toMatchObject({ cancelledBy: userIds.camicado, cancelReason: 'Nota com erro' });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const history = await historyOf(t, id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'cancel',
      userId: userIds.camicado,
      note: 'Nota com erro',
      reasons: [{ code: 'cancelled', text: 'Nota com erro' }],
    });
    expect(await auditCount(t, [id])).toBe(1);
    // the order grid's dots (and the subcontractor lock) no longer count it
    expect(await gridConciliations(order)).toEqual([]);

    // the order has no current conciliation any more
    const again = await graphql<Cancel>(t, tokens.admin, CANCEL, { orderId: order, motivo: 'Outra vez' });
    expect(again.code).toBe('conciliationNotFound');
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('cancels the newest conciliation that is not cancelled (the current one)', async () => {
    const order = await makeOrder(t);
    const older = await insertConciliation(t, order, { commercial: 3, fiscal: 0 });
    const newest = await insertConciliation(t, order, { cancelled: { reason: 'Antes' } });
    const answer = await graphql<Cancel>(t, tokens.admin, CANCEL, { orderId: order, motivo: 'Também' });
    // the answer is the order's newest conciliation (already cancelled); the older one is cancelled now
    expect(answer.data!.cancelarConciliacao).toMatchObject({ id: newest, motivoCancelamento: 'Antes' });
    expect(await conciliationRow(t, older)).toMatchObject({ cancelReason: 'Também', cancelledBy: userIds.admin });
  });

  it('refuses an empty or too long reason and an order without conciliations, changing nothing', async () => {
    const order = await makeOrder(t);
    const id = await insertConciliation(t, order);
    const before = await snapshot(id);
    for (const motivo of ['', '   ', 'x'.repeat(256)]) {
      const answer = await graphql<Cancel>(t, tokens.admin, CANCEL, { orderId: order, motivo });
      expect(answer.code, `${motivo.length} characters`).toBe('validation');
      expect(answer.errors[0]!.extensions.status).toBe(400);
    }
    expect(await snapshot(id)).toEqual(before);
    const none = await makeOrder(t);
    expect((await graphql<Cancel>(t, tokens.admin, CANCEL, { orderId: none, motivo: 'x' })).code).toBe(
      'conciliationNotFound',
    );
    const longest = await graphql<Cancel>(t, tokens.admin, CANCEL, { orderId: order, motivo: 'y'.repeat(255) });
    expect(longest.data!.cancelarConciliacao.motivoCancelamento).toHaveLength(255);
  });

  it('cancels once when two cancellations arrive together', async () => {
    const order = await makeOrder(t);
    const id = await insertConciliation(t, order);
    const answers = await Promise.all(
      ['admin', 'camicado'].map((login) =>
        graphql<Cancel>(t, tokens[login as Login], CANCEL, { orderId: order, motivo: `por ${login}` }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    expect(['conciliationAlreadyCancelled', 'conciliationNotFound']).toContain(codes.find((code) => code !== null));
    expect((await historyOf(t, id)).filter((h) => h.kind === 'cancel')).toHaveLength(1);
  });
});

describe('salvarObservacao', () => {
  it('saves, replaces and clears the observation of the newest conciliation, with history', async () => {
    // Renner's: usuario (Renner) writes one of the observations
    const order = await makeOrder(t, { companyId: COMPANY_OF.usuario });
    await insertConciliation(t, order, { commercial: 3, fiscal: 0 });
    const id = await insertConciliation(t, order, { cancelled: { reason: 'Substituída' } });
    const saved = await graphql<Observe>(t, tokens.fornecedor, OBSERVE, { orderId: order, observacao: ' Volumes ok ' });
    expect(saved.errors).toEqual([]);
    expect(saved.data!.salvarObservacao).toMatchObject({ id, observacao: 'Volumes ok', cancelada: true });
    expect((await conciliationRow(t, id))!.observation).toBe('Volumes ok');

    const longest = 'o'.repeat(255);
    expect(
      (await graphql<Observe>(t, tokens.usuario, OBSERVE, { orderId: order, observacao: longest })).data!
        .salvarObservacao.observacao,
    ).toBe(longest);
    const cleared = await graphql<Observe>(t, tokens.admin, OBSERVE, { orderId: order, observacao: '' });
    expect(cleared.data!.salvarObservacao.observacao).toBeNull();
    const history = (await historyOf(t, id)).filter((h) => h.kind === 'observation');
    expect(history.map((h) => h.note)).toEqual(['Volumes ok', longest, null]);
    expect(await auditCount(t, [id])).toBe(3);
  });

  it("refuses 256 characters, another supplier's order and an order without conciliations, changing nothing", async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD });
    const id = await insertConciliation(t, order, { observation: 'Original' });
    const before = await snapshot(id);
    const tooLong = await graphql<Observe>(t, tokens.fornecedor, OBSERVE, {
      orderId: order,
      observacao: 'x'.repeat(256),
    });
    expect(tooLong.code).toBe('validation');
    for (const login of ['fornecedor2', 'logistica'] as const) {
      const answer = await graphql<Observe>(t, tokens[login], OBSERVE, { orderId: order, observacao: 'Intrusa' });
      expect(answer.code, login).toBe('conciliationNotFound');
      expect(answer.errors[0]!.extensions.status).toBe(404);
    }
    expect(await snapshot(id)).toEqual(before);
    const none = await makeOrder(t);
    expect((await graphql<Observe>(t, tokens.fornecedor, OBSERVE, { orderId: none, observacao: 'x' })).code).toBe(
      'conciliationNotFound',
    );
  });
});

describe('POST /api/conciliacaofiscal/getXmlNota', () => {
  const xml = (login: Login | null, idConciliacao: unknown) =>
    call<InvoiceXmlDto>(t, login ? tokens[login] : null, 'POST', '/api/conciliacaofiscal/getXmlNota', {
      idConciliacao,
    });

  it('answers the stored XML byte for byte in base64, named after the order', async () => {
    const order = await makeOrder(t, { cdId: LOGISTICS_CD, companyId: COMPANY_OF.usuario });
    const { id, invoice } = await insertApproved(t, order);
    for (const login of ['fornecedor', 'logistica', 'usuario', 'admin'] as const) {
      const answer = await xml(login, id);
      expect(answer.status, login).toBe(200);
      expect(answer.body.idConciliacao).toBe(id);
      expect(answer.body.nomeArquivo).toBe(`nfe-pedido-${order}.xml`);
      expect(Buffer.from(answer.body.xmlBase64, 'base64').equals(invoice.buffer)).toBe(true);
    }
  });

  it("is 404 for another supplier's, CD's or company's conciliation, fileNotFound without XML, 400 for a bad id", async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD, companyId: COMPANY_OF.camicado });
    const { id } = await insertApproved(t, order);
    const hidden = await expectHiddenFrom(['fornecedor2', 'logistica', 'usuario', 'youcom'], (login) => xml(login, id));
    for (const answer of hidden) expect(JSON.stringify(answer.body)).not.toContain('xmlBase64');
    const withoutXml = await insertConciliation(t, order);
    expect((await xml('fornecedor', withoutXml)).code).toBe('fileNotFound');
    expect((await xml('fornecedor', 'abc')).status).toBe(400);
    expect((await xml('fornecedor', 999_999_999)).code).toBe('conciliationNotFound');
    expect((await xml(null, id)).status).toBe(401);
  });
});

describe('POST /api/conciliacaofiscal/emiteRFM', () => {
  const emit = (login: Login, id: number, nFeBase64: string, language?: string) =>
    call<RfmResultDto>(t, tokens[login], 'POST', '/api/conciliacaofiscal/emiteRFM', { id, nFeBase64 }, language);

  it('is for admin and logistics only', async () => {
    const order = await makeOrder(t, { cdId: LOGISTICS_CD });
    const { id, invoice } = await insertApproved(t, order);
    const before = await snapshot(id);
    for (const login of ['fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado'] as const) {
      const answer = await emit(login, id, invoice.buffer.toString('base64'));
      expect(answer.status, login).toBe(403);
      expect(answer.code).toBe('withoutPermission');
    }
    expect(await snapshot(id)).toEqual(before);
    const answer = await emit('logistica', id, invoice.buffer.toString('base64'));
    expect(answer.status).toBe(200);
  });

  it('issues the RFM of a 2/2 conciliation once, for its own invoice', async () => {
    const order = await makeOrder(t);
    const { id, invoice } = await insertApproved(t, order);
    const answer = await emit('admin', id, invoice.buffer.toString('base64'), 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, statusRFM: { id: 1, descricao: 'Issued' } });
    const row = await conciliationRow(t, id);
    expect(row).toMatchObject({ rfmStatus: 1, rfmBy: userIds.admin });
    expect(row!.rfmAt!.toISOString()).toBe(answer.body.dataRFM);
    expect((await historyOf(t, id)).map((h) => [h.kind, h.userId])).toEqual([['rfm', userIds.admin]]);

    const again = await emit('admin', id, invoice.buffer.toString('base64'));
    expect(again.status).toBe(409);
    expect(again.code).toBe('rfmNotAllowed');
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('accepts the base64 as a data URL too', async () => {
    const order = await makeOrder(t);
    const { id, invoice } = await insertApproved(t, order);
    const answer = await emit('admin', id, `data:text/xml;base64,${invoice.buffer.toString('base64')}`);
    expect(answer.status).toBe(200);
  });

  it('refuses a conciliation that is not 2/2 or is cancelled (rfmNotAllowed)', async () => {
    for (const fixture of [{ fiscal: 4 }, { commercial: 3, fiscal: 0 }, { cancelled: { reason: 'x' } }]) {
      const order = await makeOrder(t);
      const { id, invoice } = await insertApproved(t, order, fixture);
      const before = await snapshot(id);
      const answer = await emit('admin', id, invoice.buffer.toString('base64'));
      expect(answer.code, JSON.stringify(fixture)).toBe('rfmNotAllowed');
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it("refuses another invoice (rfmInvoiceMismatch), not XML, not an NF-e, and other suppliers' conciliations", async () => {
    const order = await makeOrder(t, { cdId: OTHER_CD });
    const { id } = await insertApproved(t, order, { number: 777 });
    const before = await snapshot(id);
    const other = await invoiceFor(t, order, { number: 778 });
    const mismatch = await emit('admin', id, other.buffer.toString('base64'));
    expect(mismatch.status).toBe(422);
    expect(mismatch.code).toBe('rfmInvoiceMismatch');
    expect((await emit('admin', id, 'não é base64!')).code).toBe('mustBeXML');
    expect((await emit('admin', id, Buffer.from('%PDF-1.4 nada').toString('base64'))).code).toBe('mustBeXML');
    expect((await emit('admin', id, Buffer.from('<root><a/></root>').toString('base64'))).code).toBe('fileIsNotNFe');
    expect((await emit('logistica', id, other.buffer.toString('base64'))).code).toBe('conciliationNotFound');
    const missing = await call(t, tokens.admin, 'POST', '/api/conciliacaofiscal/emiteRFM', { id });
    expect(missing.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents the status and report routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/conciliacaofiscal/getXmlNota',
        '/api/conciliacaofiscal/emiteRFM',
        '/api/seloConciliacoes/gerar/{id}',
        '/api/relatorios/Reports/conciliacao.pdf',
      ]),
    );
  });
});
