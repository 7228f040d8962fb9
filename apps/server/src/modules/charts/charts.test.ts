import { CHART_MAX_BYTES, type ChartImported, type MeasurementChart } from '@portal/domain';
import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { demoCharts } from '../../db/seed/charts.seed';
import { auditLog, measurementCharts, orders, storedFiles, users } from '../../db/schema/index';
import { CHART_BODY_LIMIT } from './charts.service';
import { clock } from '../../platform/clock';
import { expectAnswer } from '../../../test/support/answers';

let t: TestApp;
const tokens: Record<string, string> = {};
const LOGINS = ['admin', 'fornecedor', 'usuario', 'youcom', 'camicado', 'logistica'] as const;

/** Youcom orders without any chart yet (the seed gives a few orders charts), lowest ids first. */
let freeOrders: number[] = [];
let next = 0;
function freeOrder(): number {
  const id = freeOrders[next++];
  if (id === undefined) throw new Error('too few orders without a chart for the test');
  return id;
}

/** A PDF's header followed by `body` bytes. */
function pdf(body: Buffer | string = '1 0 obj << >> endobj\n%%EOF\n'): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body)]);
}

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}

function auth(login: string | null): Record<string, string> {
  return login ? { authorization: `Bearer ${tokens[login]}` } : {};
}

function post(login: string | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/report/tabelamedida/',
    headers: { ...auth(login), 'accept-language': 'pt-BR' },
    payload: body as Record<string, unknown>,
  });
}

function upload(login: string | null, idPedido: number, content: Buffer, nomeArquivo = 'tabela.pdf') {
  return post(login, { idPedido, tabelaMedida: content.toString('base64'), nomeArquivo });
}

function get(login: string | null, id: number | string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/report/tabelamedida/${id}`,
    headers: { ...auth(login), 'accept-language': 'pt-BR' },
  });
}

interface Counts {
  charts: number;
  files: number;
  audit: number;
}

async function counts(): Promise<Counts> {
  const db = t.database.db;
  const [[charts], [files], [audit]] = await Promise.all([
    db.select({ n: count() }).from(measurementCharts),
    db.select({ n: count() }).from(storedFiles),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'measurement_charts')),
  ]);
  return { charts: charts!.n, files: files!.n, audit: audit!.n };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const login of LOGINS) tokens[login] = await t.login(login);
  const charted = t.database.db.select({ id: measurementCharts.orderId }).from(measurementCharts);
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, 4), notInArray(orders.id, charted)))
    .orderBy(asc(orders.id))
    .limit(40);
  freeOrders = rows.map((r) => r.id);
});

afterAll(async () => {
  await t?.close();
});

describe('permissions (import-chart: Youcom Usuario only)', () => {
  it.each(LOGINS.map((login) => [login, login === 'youcom' ? 200 : 403] as const))(
    'POST as %s answers %i',
    async (login, status) => {
      const order = freeOrder();
      const response = await upload(login, order, pdf());
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission' });
    },
  );

  it.each(LOGINS.map((login) => [login, login === 'youcom' ? 200 : 403] as const))(
    'GET as %s answers %i',
    async (login, status) => {
      const [chart] = demoCharts({ orders: await t.database.db.select().from(orders) });
      const response = await get(login, chart!.orderId);
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission' });
    },
  );

  it('needs a signed-in user', async () => {
    const order = freeOrder();
    expect((await upload(null, order, pdf())).statusCode).toBe(401);
    expect((await get(null, order)).statusCode).toBe(401);
  });

  it('refuses a user without the permission before reading a huge body', async () => {
    const response = await post('fornecedor', {
      idPedido: 1,
      tabelaMedida: 'A'.repeat(6_000_000),
      nomeArquivo: 'x.pdf',
    });
    expectAnswer(response, 403, { code: 'withoutPermission' });
  });
});

describe('POST /api/report/tabelamedida/', () => {
  it('imports a PDF with chart001, and GET gives it back byte for byte', async () => {
    const order = freeOrder();
    const content = pdf('2 0 obj << /Type /Page >> endobj\ntrailer << >>\n%%EOF\n');
    const before = clock.now().getTime();
    const response = await upload('youcom', order, content, 'Tabela de medidas – verão.pdf');
    expect(response.statusCode).toBe(200);
    const imported = response.json<ChartImported>();
    expect(imported).toEqual({
      code: 'chart001',
      idPedido: order,
      nomeArquivo: 'Tabela de medidas – verão.pdf',
      dataInclusao: expect.any(String),
    });
    expect(Date.parse(imported.dataInclusao)).toBeGreaterThanOrEqual(before - 1000);

    const answer = await get('youcom', order);
    expect(answer.statusCode).toBe(200);
    const chart = answer.json<MeasurementChart>();
    expect(chart).toEqual({
      idPedido: order,
      tabelaMedida: content.toString('base64'),
      nomeArquivo: 'Tabela de medidas – verão.pdf',
      dataInclusao: imported.dataInclusao,
    });
    expect(Buffer.from(chart.tabelaMedida, 'base64').equals(content)).toBe(true);
  });

  it('keeps every byte value of a binary PDF', async () => {
    const order = freeOrder();
    const all = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => (i * 7 + 3) % 256));
    const content = pdf(Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), all]));
    expect((await upload('youcom', order, content)).statusCode).toBe(200);
    const stored = Buffer.from((await get('youcom', order)).json<MeasurementChart>().tabelaMedida, 'base64');
    expect(stored.length).toBe(content.length);
    expect(stored.equals(content)).toBe(true);
  });

  it('accepts the idPedido as a numeric string and a name in upper case', async () => {
    const order = freeOrder();
    const response = await post('youcom', {
      idPedido: String(order),
      tabelaMedida: pdf().toString('base64'),
      nomeArquivo: 'MEDIDAS.PDF',
    });
    expectAnswer(response, 200, { idPedido: order, nomeArquivo: 'MEDIDAS.PDF' });
  });

  it('accepts exactly 2,097,152 bytes and refuses 2,097,153 with fileSizeExceeded', async () => {
    const order = freeOrder();
    const largest = pdfOfSize(CHART_MAX_BYTES);
    const accepted = await upload('youcom', order, largest);
    expect(accepted.statusCode).toBe(200);
    const back = Buffer.from((await get('youcom', order)).json<MeasurementChart>().tabelaMedida, 'base64');
    expect(back.equals(largest)).toBe(true);

    const other = freeOrder();
    const before = await counts();
    const refused = await upload('youcom', other, pdfOfSize(CHART_MAX_BYTES + 1));
    expectAnswer(refused, 413, {
      code: 'fileSizeExceeded',
      message: 'O arquivo excede o tamanho máximo permitido.',
      details: { size: CHART_MAX_BYTES + 1, maxBytes: CHART_MAX_BYTES },
    });
    expect(await counts()).toEqual(before);
    expect((await get('youcom', other)).json()).toMatchObject({ code: 'chartNotFound' });
  });

  it('answers fileSizeExceeded (413) to a body too large to parse, and stores nothing', async () => {
    const order = freeOrder();
    const before = await counts();
    const huge = Buffer.alloc(6 * 1024 * 1024, 0x41);
    Buffer.from('%PDF-').copy(huge);
    const response = await upload('youcom', order, huge);
    expectAnswer(response, 413, { code: 'fileSizeExceeded', details: { maxBytes: CHART_MAX_BYTES } });
    // just over the route's limit: still the chart's error, not the platform's payloadTooLarge
    const justOver = await post('youcom', {
      idPedido: order,
      tabelaMedida: 'A'.repeat(CHART_BODY_LIMIT),
      nomeArquivo: 'x.pdf',
    });
    expectAnswer(justOver, 413, { code: 'fileSizeExceeded' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a PDF renamed .txt', pdf(), 'tabela.txt'],
    ['a PDF without extension', pdf(), 'tabela'],
    ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'tabela.pdf'],
    ['text named .pdf', Buffer.from('just text, not a PDF'), 'tabela.pdf'],
    ['a PDF header not at the start', Buffer.concat([Buffer.from(' '), pdf()]), 'tabela.pdf'],
  ])('refuses %s with mustBePDF (415), storing nothing', async (_case, content, name) => {
    const order = freeOrder();
    const before = await counts();
    const response = await upload('youcom', order, content, name);
    expectAnswer(response, 415, { code: 'mustBePDF', message: 'O arquivo deve ser PDF.' });
    expect(await counts()).toEqual(before);
  });

  const valid = pdf().toString('base64');
  it.each([
    ['white space inside', `${valid.slice(0, 8)} ${valid.slice(8)}`],
    ['a line break inside', `${valid.slice(0, 8)}\n${valid.slice(8)}`],
    ['missing padding', 'JVBERi0xLjcKJQ'],
    ['a data: URL prefix', `data:application/pdf;base64,${valid}`],
    ['the URL-safe alphabet', 'JVBERi0x-_8='],
    ['characters outside the alphabet', 'JVBERi0x*A=='],
    ['padding in the middle', 'JV==JVBE'],
    ['non-zero bits after the last byte', 'JVBERi1='],
    ['padding only', '===='],
  ])('refuses base64 with %s (400 validation), storing nothing', async (_case, tabelaMedida) => {
    const order = freeOrder();
    const before = await counts();
    const response = await post('youcom', { idPedido: order, tabelaMedida, nomeArquivo: 'tabela.pdf' });
    expectAnswer(response, 400, {
      code: 'validation',
      details: { fields: [{ field: 'tabelaMedida', code: 'base64' }] },
    });
    expect(await counts()).toEqual(before);
  });

  it('validates the body: required fields, a name without folders, a positive order id', async () => {
    const order = freeOrder();
    const before = await counts();
    const content = pdf().toString('base64');
    const missing = await post('youcom', { idPedido: order, tabelaMedida: content });
    expectAnswer(missing, 400, { code: 'requiredField', details: { field: 'nomeArquivo' } });
    const empty = await post('youcom', { idPedido: order, tabelaMedida: '', nomeArquivo: 'a.pdf' });
    expect(empty.statusCode).toBe(400);
    for (const nomeArquivo of ['../etc/a.pdf', 'C:\\a.pdf', '   ', 'x'.repeat(201) + '.pdf']) {
      const response = await post('youcom', { idPedido: order, tabelaMedida: content, nomeArquivo });
      expect(response.statusCode, nomeArquivo).toBe(400);
    }
    for (const idPedido of [0, -1, 1.5, 'abc']) {
      const response = await post('youcom', { idPedido, tabelaMedida: content, nomeArquivo: 'a.pdf' });
      expect(response.statusCode, String(idPedido)).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers an unknown order with 404 notFound and stores nothing', async () => {
    const before = await counts();
    const response = await upload('youcom', 999_999_999, pdf());
    expectAnswer(response, 404, { code: 'notFound' });
    expect(await counts()).toEqual(before);
  });

  it('writes the file, the chart row and the audit row together', async () => {
    const order = freeOrder();
    const content = pdf('audit me\n%%EOF\n');
    const before = await counts();
    const response = await upload('youcom', order, content, 'auditada.pdf');
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual({ charts: before.charts + 1, files: before.files + 1, audit: before.audit + 1 });

    const [row] = await t.database.db
      .select()
      .from(measurementCharts)
      .where(eq(measurementCharts.orderId, order))
      .orderBy(desc(measurementCharts.id));
    const [youcom] = await t.database.db.select().from(users).where(eq(users.login, 'youcom'));
    expect(row).toMatchObject({ orderId: order, fileName: 'auditada.pdf', createdBy: youcom!.id });
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(file).toMatchObject({ name: 'auditada.pdf', mimeType: 'application/pdf', size: content.length });
    expect(file!.content.equals(content)).toBe(true);

    const [audit] = await auditRows(t, 'measurement_charts', row!.id);
    expect(audit).toMatchObject({ action: 'create', userId: youcom!.id, userLogin: youcom!.chapa });
    expect(audit!.requestId).toEqual(expect.any(String));
    expect(audit!.changes).toMatchObject({
      orderId: { from: null, to: order },
      fileId: { from: null, to: file!.id },
      fileName: { from: null, to: 'auditada.pdf' },
      size: { from: null, to: content.length },
      sha256: { from: null, to: file!.sha256 },
    });
  });
});

describe('GET /api/report/tabelamedida/:id', () => {
  it('gives the newest of two imports', async () => {
    const order = freeOrder();
    const first = pdf('first\n%%EOF\n');
    const second = pdf('second\n%%EOF\n');
    expect((await upload('youcom', order, first, 'primeira.pdf')).statusCode).toBe(200);
    const latest = await upload('youcom', order, second, 'segunda.pdf');
    expect(latest.statusCode).toBe(200);
    const chart = (await get('youcom', order)).json<MeasurementChart>();
    expect(chart.nomeArquivo).toBe('segunda.pdf');
    expect(chart.dataInclusao).toBe(latest.json<ChartImported>().dataInclusao);
    expect(Buffer.from(chart.tabelaMedida, 'base64').equals(second)).toBe(true);
  });

  it('answers chartNotFound (404) for an order without a chart', async () => {
    const order = freeOrder();
    const response = await get('youcom', order);
    expectAnswer(response, 404, {
      code: 'chartNotFound',
      message: 'Nenhuma tabela de medidas importada para este pedido.',
      details: { idPedido: order },
    });
  });

  it('answers notFound (404) for an unknown order and 400 for an id that is not a number', async () => {
    const unknown = await get('youcom', 999_999_999);
    expectAnswer(unknown, 404, { code: 'notFound' });
    expect((await get('youcom', 'abc')).statusCode).toBe(400);
    expect((await get('youcom', 0)).statusCode).toBe(400);
  });

  it("gives the seed's current chart: a real PDF, the newer of the demo's two versions", async () => {
    const plan = demoCharts({ orders: await t.database.db.select().from(orders) });
    const twice = plan.find((c) => c.versions === 2 && c.version === 2);
    expect(twice).toBeDefined();
    const response = await get('youcom', twice!.orderId);
    expect(response.statusCode).toBe(200);
    const chart = response.json<MeasurementChart>();
    expect(chart.nomeArquivo).toBe(`tabela-medidas-${twice!.orderId}-v2.pdf`);
    const bytes = Buffer.from(chart.tabelaMedida, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});
