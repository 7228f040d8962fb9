import { CSV_BOM, idgfReportSchema, type IdgfReport } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { restCall } from '../../../test/support/rest-call';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { EXPECTED, IDGF_SUPPLIER_ID, LAST_WEEK, plantIdgfSupplier, THIS_WEEK } from './idgf.test-support';

const t = useTestApp();
const as = useMatrixTokens(t);

beforeAll(async () => {
  await plantIdgfSupplier(t);
});

const get = (login: MatrixLogin | null, query = '', language?: string) =>
  restCall<IdgfReport>(t, login ? as(login) : null, 'GET', `/api/idgf/relatorio${query}`, undefined, language);
const csv = (login: MatrixLogin | null, query: string, language?: string) =>
  restCall(t, login ? as(login) : null, 'GET', `/api/idgf/relatorio.csv${query}`, undefined, language);

describe('GET /api/idgf/relatorio: who may ask', () => {
  it('gives a supplier its own report, default period the last 8 weeks, in the answer schema', async () => {
    const answer = await get('fornecedor');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = idgfReportSchema.parse(answer.body);
    expect(report.fornecedor.id).toBe(DEMO_SUPPLIER_A_ID);
    expect(report.periodo.ate).toBe(THIS_WEEK);
    expect(report.semanas).toHaveLength(8);
    expect(report.hoje).toBe(TEST_TODAY);
  });

  it('needs the admin to name the supplier (400 idgfSupplierRequired), then gives that supplier', async () => {
    expect((await get('admin')).code).toBe('idgfSupplierRequired');
    const answer = await get('admin', `?idFornecedor=${DEMO_SUPPLIER_B_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.body.fornecedor.id).toBe(DEMO_SUPPLIER_B_ID);
  });

  it.each(['logistica', 'usuario', 'youcom', 'camicado'] as const)(
    'refuses %s (403 withoutPermission)',
    async (login) => {
      const answer = await get(login, `?idFornecedor=${DEMO_SUPPLIER_A_ID}`);
      expect(answer.status).toBe(403);
      expect(answer.code).toBe('withoutPermission');
    },
  );

  it('needs a token (401) and a complete account (403 tokenIncomplete)', async () => {
    expect((await get(null)).status).toBe(401);
    expect(await get('novologistica')).toMatchObject({ status: 403, code: 'tokenIncomplete' });
    expect((await csv(null, '?figura=firstPass')).status).toBe(401);
    expect((await csv('logistica', '?figura=firstPass')).code).toBe('withoutPermission');
  });
});

describe('two suppliers', () => {
  it("answers another supplier's id exactly like an unknown one", async () => {
    const other = await get('fornecedor', `?idFornecedor=${DEMO_SUPPLIER_B_ID}`);
    const unknown = await get('fornecedor', '?idFornecedor=999999');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.code).toBe('idgfSupplierNotFound');
    expect(await get('admin', '?idFornecedor=999999')).toMatchObject({ status: 404, body: unknown.body });
    // naming itself is the same as naming nobody
    const own = await get('fornecedor', `?idFornecedor=${DEMO_SUPPLIER_A_ID}`);
    expect(own.body).toEqual((await get('fornecedor')).body);
  });

  it("sees only its own figures: each supplier's report is what the admin sees for it, and they differ", async () => {
    const a = (await get('fornecedor')).body;
    const b = (await get('fornecedor2')).body;
    expect(b.fornecedor.id).toBe(DEMO_SUPPLIER_B_ID);
    expect((await get('admin', `?idFornecedor=${DEMO_SUPPLIER_A_ID}`)).body).toEqual(a);
    expect((await get('admin', `?idFornecedor=${DEMO_SUPPLIER_B_ID}`)).body).toEqual(b);
    expect(a).not.toEqual({ ...b, fornecedor: a.fornecedor });
    const idsA = a.aguardandoAcao.pedidos.map((p) => p.idPedido);
    const idsB = new Set(b.aguardandoAcao.pedidos.map((p) => p.idPedido));
    expect(idsA.some((id) => idsB.has(id))).toBe(false);
  });

  it("the CSV of another supplier's id is a file not found, like an unknown one's", async () => {
    const other = await csv('fornecedor', `?figura=firstPass&idFornecedor=${DEMO_SUPPLIER_B_ID}`);
    const unknown = await csv('fornecedor', '?figura=firstPass&idFornecedor=999999');
    expect(other.status).toBe(404);
    expect(other.code).toBe('fileNotFound');
    expect(other.body).toEqual(unknown.body);
  });
});

describe('the figures of a supplier whose rows are known', () => {
  const query = `?idFornecedor=${IDGF_SUPPLIER_ID}&de=${LAST_WEEK}&ate=${THIS_WEEK}`;

  it('counts deliveries, acceptances and first uploads per definition, per week and in total', async () => {
    const { body, status } = await get('admin', query);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.fornecedor).toEqual({ id: IDGF_SUPPLIER_ID, nome: 'Confecções Teste IDGF Ltda' });
    expect(body.semanas.map((w) => w.semana)).toEqual([LAST_WEEK, THIS_WEEK]);
    expect(body.entregas).toEqual({
      onTime: EXPECTED.entregas.onTime + EXPECTED.entregasLastWeek.onTime,
      early: 1,
      late: 1,
      noWindow: 1,
    });
    expect(body.semanas[0]!.entregas).toEqual(EXPECTED.entregasLastWeek);
    expect(body.semanas[1]!.entregas).toEqual(EXPECTED.entregas);
    expect(body.aceites).toEqual(EXPECTED.aceites);
    expect(body.semanas[1]!.aceites).toEqual({ withinNotice: 2, late: 0, overdue: 0, notDue: 1 });
    expect(body.primeiraPassagem).toEqual(EXPECTED.primeiraPassagem);
    expect(body.semanas[0]!.primeiraPassagem).toEqual({ passed: 0, failed: 1, pending: 0 });
  });

  it('ranks divergence reasons by uploads (events left out) and lists invoices awaiting action, oldest first', async () => {
    const { body } = await get('admin', query);
    expect(body.motivos).toEqual([
      { codigo: 'quantity', envios: 2 },
      { codigo: 'ncm', envios: 1 },
      { codigo: 'notAuthorised', envios: 1 },
    ]);
    expect(body.aguardandoAcao.rejected).toBe(1);
    expect(body.aguardandoAcao.inProgress).toBe(1);
    expect(body.aguardandoAcao.pedidos.map((p) => [p.numeroNota, p.situacao])).toEqual([
      ['1004', 'rejected'],
      ['1005', 'inProgress'],
    ]);
    expect(body.documentos).toEqual({ expiring: 0, expired: 0, itens: [] });
  });

  it('a period of one week counts only that week', async () => {
    const { body } = await get('admin', `?idFornecedor=${IDGF_SUPPLIER_ID}&de=${THIS_WEEK}&ate=${THIS_WEEK}`);
    expect(body.entregas).toEqual(EXPECTED.entregas);
    expect(body.primeiraPassagem).toEqual({ passed: 1, failed: 2, pending: 1 });
  });

  it('exports a figure as CSV with the shared rules, in the language asked', async () => {
    const pt = await csv('admin', `${query}&figura=onTimeDelivery`);
    expect(pt.status).toBe(200);
    expect(String(pt.headers['content-type'])).toContain('text/csv');
    expect(String(pt.headers['content-disposition'])).toContain(`idgf_onTimeDelivery_${LAST_WEEK}_${THIS_WEEK}.csv`);
    const text = pt.raw.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Semana;No prazo;Antecipadas;Atrasadas;Sem janela;Taxa (%)');
    expect(lines[2]).toBe(`${THIS_WEEK.slice(5)}/${THIS_WEEK.slice(0, 4)};2;1;1;1;50,0`);
    expect(lines[3]).toBe('Total do período;3;1;1;1;60,0');
    const en = await csv('admin', `${query}&figura=divergenceReasons&userLocale=en-US`);
    expect(en.raw.toString('utf8').slice(1).trim().split('\r\n')).toEqual([
      'Reason;Uploads',
      'Quantity differs;2',
      'NCM differs;1',
      'Invoice not authorised;1',
    ]);
    const awaiting = await csv('admin', `${query}&figura=awaitingAction`, 'es-ES');
    expect(awaiting.raw.toString('utf8').split('\r\n')[1]).toMatch(
      /^\d+;1004;Rechazada;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
  });
});

describe('bad input: a translated error, nothing read', () => {
  it.each([
    ['?de=2026-77', 400, 'idgfWeekInvalid'],
    ['?ate=semana', 400, 'idgfWeekInvalid'],
    ['?de=2026-10&ate=2026-08', 422, 'idgfPeriodReversed'],
    ['?de=2024-10&ate=2026-10', 422, 'idgfPeriodTooLong'],
    ['?idFornecedor=abc', 400, 'requiredField'],
    ['?idFornecedor=-3', 400, 'validation'],
  ])('%s is %i %s', async (query, status, code) => {
    const answer = await get('fornecedor', query, 'en-US');
    expect(answer.status).toBe(status);
    expect(answer.code).toBe(code);
    expect(answer.error.message).not.toMatch(/^idgf/);
  });

  it('names the week in the message, in the language asked', async () => {
    const answer = await get('fornecedor', '?de=2026-77', 'pt-BR');
    expect(answer.error.message).toContain('2026-77');
    expect(answer.error.message).toContain('calendário comercial');
  });

  it('refuses an unknown figure', async () => {
    expect((await csv('fornecedor', '?figura=everything')).code).toBe('validation');
  });
});
