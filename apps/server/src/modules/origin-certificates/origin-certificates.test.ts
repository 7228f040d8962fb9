import {
  ORIGIN_CERTIFICATE_MAX_BYTES,
  originCertificatePageSchema,
  originCertificatePendingSchema,
  originCertificateSchema,
  type OriginCertificate,
  type OriginCertificatePage,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { TEST_NOW, TEST_TODAY } from '../../../test/support/test-clock';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { originCertificates, orders } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { counts, get, makeOrder, OTHER_CD, pdf, send, upload, type FilePart } from './origin-certificates.test-support';

const t = useTestApp();
/** A login's token: one per profile, and supplier B's. */
const as = useMatrixTokens(t);
type Login = MatrixLogin;

const ALLOWED: readonly Login[] = ['admin', 'usuario', 'fornecedor', 'logistica'];
const REFUSED: readonly Login[] = ['youcom', 'camicado'];

let codeSeq = 0;
const newCode = () => `COD-ACE18-2026-${String(900_000 + ++codeSeq)}`;

/** A new certificate on a fresh order of supplier A, uploaded by admin unless told. */
async function created(login: Login = 'admin', order?: number): Promise<OriginCertificate> {
  const orderId = order ?? (await makeOrder(t));
  const answer = await upload<OriginCertificate>(t, as(login), orderId, newCode());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('POST /api/certificado-origem', () => {
  it('stores the certificate for the order with its supplier, dated by the app clock, audited, 201', async () => {
    const order = await makeOrder(t);
    const before = await counts(t);
    const answer = await upload<OriginCertificate>(t, as('fornecedor'), order, '  COD-ACE18-2026-000123 ', [
      { content: pdf(), name: 'Certificado de origem nº 123.pdf' },
    ]);
    expect(answer.status).toBe(201);
    const certificate = originCertificateSchema.parse(answer.body);
    expect(certificate).toEqual({
      id: expect.any(Number),
      codigo: 'COD-ACE18-2026-000123',
      dataAtualizacao: certificate.dataCadastro,
      dataCadastro: expect.any(String),
      fornecedor: expect.any(String),
      idFornecedor: DEMO_SUPPLIER_A_ID,
      pedido: order,
      idPedido: order,
      dataPedido: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      arquivo: { nome: 'Certificado de origem nº 123.pdf', tamanho: pdf().length },
    });
    // the app clock starts at TEST_NOW and runs on
    const registered = Date.parse(certificate.dataCadastro) - Date.parse(TEST_NOW);
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(registered).toBeLessThan(120_000);
    expect(await counts(t)).toEqual({ certificates: before.certificates + 1, files: before.files + 1 });
    const [audit] = await auditRows(t, 'origin_certificates', certificate.id);
    expect(audit).toMatchObject({ action: 'create', changes: { code: { to: 'COD-ACE18-2026-000123' } } });
  });

  it.each(ALLOWED)('is allowed to %s', async (login) => {
    await created(login);
  });

  it.each(REFUSED)('is refused to %s (403 withoutPermission), writing nothing', async (login) => {
    const order = await makeOrder(t);
    const before = await counts(t);
    const answer = await upload(t, as(login), order, newCode());
    expect(answer).toMatchObject({ status: 403, code: 'withoutPermission' });
    expect(await counts(t)).toEqual(before);
  });

  it('needs a token (401) and a complete account (403 tokenIncomplete)', async () => {
    const order = await makeOrder(t);
    expect((await upload(t, null, order, newCode())).status).toBe(401);
    expect(await upload(t, as('novologistica'), order, newCode())).toMatchObject({
      status: 403,
      code: 'tokenIncomplete',
    });
  });

  it("answers another supplier's order exactly like an unknown one, writing nothing", async () => {
    const ofB = await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID });
    const before = await counts(t);
    const other = await upload(t, as('fornecedor'), ofB, 'COD-X');
    const unknown = await upload(t, as('fornecedor'), 999_999_999, 'COD-X');
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ ...unknown.body, details: { ...unknown.error.details, pedido: ofB } });
    expect(await counts(t)).toEqual(before);
    // supplier B itself may
    await created('fornecedor2', ofB);
  });

  it("refuses a logistics user another CD's order and a company user another company's", async () => {
    const otherCd = await makeOrder(t, { cdId: OTHER_CD });
    expect((await upload(t, as('logistica'), otherCd, newCode())).status).toBe(404);
    const youcomOrder = await makeOrder(t, { companyId: 4 });
    expect((await upload(t, as('usuario'), youcomOrder, newCode())).status).toBe(404);
    expect((await upload(t, as('admin'), youcomOrder, newCode())).status).toBe(201);
  });

  const refusals: [
    string,
    () => Promise<{ fields: Record<string, string | number>; files: FilePart[] }>,
    number,
    string,
  ][] = [
    ['no file', async () => ({ fields: { order: await makeOrder(t), codigo: 'A' }, files: [] }), 415, 'mustBePDF'],
    [
      'a file that is not a PDF by name and type',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: [{ content: Buffer.from('hello'), name: 'a.txt', type: 'text/plain' }],
      }),
      415,
      'mustBePDF',
    ],
    [
      'a PDF by name whose bytes are not',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: [{ content: Buffer.from('PK\u0003\u0004 zip'), name: 'a.pdf' }],
      }),
      415,
      'mustBePDF',
    ],
    [
      'an empty file',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: [{ content: Buffer.alloc(0), name: 'a.pdf' }],
      }),
      415,
      'mustBePDF',
    ],
    [
      'two files',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: [{ content: pdf() }, { content: pdf(), name: 'b.pdf' }],
      }),
      400,
      'sendInvoice',
    ],
    [
      'six files',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: Array.from({ length: 6 }, () => ({ content: pdf() })),
      }),
      400,
      'sendInvoice',
    ],
    [
      'a file one byte over 10 MiB',
      async () => ({
        fields: { order: await makeOrder(t), codigo: 'A' },
        files: [{ content: Buffer.concat([pdf(), Buffer.alloc(ORIGIN_CERTIFICATE_MAX_BYTES + 1 - pdf().length)]) }],
      }),
      413,
      'fileSizeExceeded',
    ],
    [
      'no code',
      async () => ({ fields: { order: await makeOrder(t) }, files: [{ content: pdf() }] }),
      400,
      'requiredField',
    ],
    [
      'a blank code',
      async () => ({ fields: { order: await makeOrder(t), codigo: '   ' }, files: [{ content: pdf() }] }),
      400,
      'requiredField',
    ],
    [
      'a code of 101 characters',
      async () => ({ fields: { order: await makeOrder(t), codigo: 'x'.repeat(101) }, files: [{ content: pdf() }] }),
      400,
      'validation',
    ],
    ['no order', async () => ({ fields: { codigo: 'A' }, files: [{ content: pdf() }] }), 400, 'requiredField'],
    [
      'an order that is not a number',
      async () => ({ fields: { order: 'abc', codigo: 'A' }, files: [{ content: pdf() }] }),
      400,
      'validation',
    ],
  ];

  it.each(refusals)('refuses %s (%i %s), writing nothing', async (_name, make, status, code) => {
    const { fields, files } = await make();
    const before = await counts(t);
    const answer = await send(t, as('fornecedor'), 'POST', '/api/certificado-origem', fields, files);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.code).toBe(code);
    expect(answer.error.message).not.toBe('');
    expect(await counts(t)).toEqual(before);
  });

  it('takes a file of exactly 10 MiB', async () => {
    const content = Buffer.concat([pdf(), Buffer.alloc(ORIGIN_CERTIFICATE_MAX_BYTES - pdf().length)]);
    const answer = await upload(t, as('admin'), await makeOrder(t), newCode(), [{ content }]);
    expect(answer.status).toBe(201);
  });

  it('refuses a body that is not multipart', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/certificado-origem',
      headers: { authorization: `Bearer ${as('admin')}` },
      payload: { order: await makeOrder(t), codigo: 'A' },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('refuses a second certificate with the same code (ignoring case) on the order: 409 originCertificateExists', async () => {
    const order = await makeOrder(t);
    expect((await upload(t, as('admin'), order, 'COD-ACE35-2026-000001')).status).toBe(201);
    const before = await counts(t);
    const again = await upload(t, as('fornecedor'), order, 'cod-ace35-2026-000001');
    expect(again).toMatchObject({ status: 409, code: 'originCertificateExists' });
    expect(again.error.message).toContain(String(order));
    expect(await counts(t)).toEqual(before);
    // another code on the same order is another certificate
    expect((await upload(t, as('admin'), order, 'COD-ACE35-2026-000002')).status).toBe(201);
  });

  it('keeps one of two simultaneous uploads of the same code', async () => {
    const order = await makeOrder(t);
    const answers = await Promise.all([
      upload(t, as('admin'), order, 'COD-RACE-1'),
      upload(t, as('fornecedor'), order, 'COD-RACE-1'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('PUT /api/certificado-origem/{id}', () => {
  it('changes the code and keeps the file when none is sent; audited', async () => {
    const certificate = await created('fornecedor');
    const answer = await send<OriginCertificate>(
      t,
      as('fornecedor'),
      'PUT',
      `/api/certificado-origem/${certificate.id}`,
      {
        id: certificate.id,
        codigo: 'COD-ACE18-2026-000999',
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ codigo: 'COD-ACE18-2026-000999', arquivo: certificate.arquivo });
    const [, audit] = await auditRows(t, 'origin_certificates', certificate.id);
    expect(audit).toMatchObject({
      action: 'update',
      changes: { code: { from: certificate.codigo, to: 'COD-ACE18-2026-000999' } },
    });
  });

  it('replaces the file when one is sent, and the download gives the new one', async () => {
    const certificate = await created('admin');
    const content = pdf('2 0 obj << /Type /Page >> endobj\n%%EOF\n');
    const answer = await send<OriginCertificate>(
      t,
      as('logistica'),
      'PUT',
      `/api/certificado-origem/${certificate.id}`,
      { codigo: certificate.codigo },
      [{ content, name: 'novo.pdf' }],
    );
    expect(answer.status).toBe(200);
    expect(answer.body.arquivo).toEqual({ nome: 'novo.pdf', tamanho: content.length });
    const download = await get(t, as('admin'), `/api/certificado-origem/download/${certificate.id}`);
    expect(download.raw.equals(content)).toBe(true);
  });

  it('refuses a code already on the order, a bad file, a body id that is not the path, writing nothing', async () => {
    const order = await makeOrder(t);
    const first = await created('admin', order);
    const second = await created('admin', order);
    const url = `/api/certificado-origem/${second.id}`;
    const before = await counts(t);
    expect(await send(t, as('admin'), 'PUT', url, { codigo: first.codigo.toLowerCase() })).toMatchObject({
      status: 409,
      code: 'originCertificateExists',
    });
    expect(
      await send(t, as('admin'), 'PUT', url, { codigo: 'B' }, [{ content: Buffer.from('x'), name: 'a.pdf' }]),
    ).toMatchObject({ status: 415, code: 'mustBePDF' });
    expect(
      await send(t, as('admin'), 'PUT', url, { codigo: 'B' }, [{ content: pdf() }, { content: pdf() }]),
    ).toMatchObject({ status: 400, code: 'sendInvoice' });
    expect(await send(t, as('admin'), 'PUT', url, { codigo: '' })).toMatchObject({
      status: 400,
      code: 'requiredField',
    });
    expect(await send(t, as('admin'), 'PUT', url, { id: first.id, codigo: 'B' })).toMatchObject({
      status: 400,
      code: 'validation',
    });
    expect(await counts(t)).toEqual(before);
    const [row] = await t.database.db.select().from(originCertificates).where(eq(originCertificates.id, second.id));
    expect(row!.code).toBe(second.codigo);
  });

  it("answers another supplier's certificate exactly like an unknown one", async () => {
    const ofB = await created('fornecedor2', await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID }));
    const other = await send(t, as('fornecedor'), 'PUT', `/api/certificado-origem/${ofB.id}`, { codigo: 'X' });
    const unknown = await send(t, as('fornecedor'), 'PUT', '/api/certificado-origem/999999999', { codigo: 'X' });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ ...unknown.body, details: { id: ofB.id } });
  });

  it.each(REFUSED)('is refused to %s', async (login) => {
    const certificate = await created();
    expect(await send(t, as(login), 'PUT', `/api/certificado-origem/${certificate.id}`, { codigo: 'X' })).toMatchObject(
      { status: 403, code: 'withoutPermission' },
    );
  });
});

describe('GET /api/certificado-origem/{id} and /download/{id}', () => {
  it('gives the certificate and its PDF, named with the order number', async () => {
    const order = await makeOrder(t);
    const content = pdf('3 0 obj << >> endobj\n%%EOF\n');
    const { body: certificate } = await upload<OriginCertificate>(t, as('fornecedor'), order, 'COD-ACE58-2026/77', [
      { content },
    ]);
    for (const login of ALLOWED) {
      const one = await get<OriginCertificate>(t, as(login), `/api/certificado-origem/${certificate.id}`);
      expect(one.status, login).toBe(200);
      expect(one.body).toEqual(certificate);
      const file = await get(t, as(login), `/api/certificado-origem/download/${certificate.id}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="certificado-origem-${order}-COD-ACE58-2026-77.pdf"`,
      );
      expect(file.raw.equals(content)).toBe(true);
    }
  });

  it("answers another supplier's certificate and file exactly like unknown ones", async () => {
    const ofB = await created('fornecedor2', await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID }));
    for (const url of ['/api/certificado-origem/', '/api/certificado-origem/download/']) {
      const other = await get(t, as('fornecedor'), `${url}${ofB.id}`);
      const unknown = await get(t, as('fornecedor'), `${url}999999999`);
      expect(other.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(other.body).toEqual({ ...unknown.body, details: { id: ofB.id } });
      expect((await get(t, as('fornecedor2'), `${url}${ofB.id}`)).status).toBe(200);
    }
  });

  it('is refused without the permission, without a token and to an incomplete account', async () => {
    const certificate = await created();
    for (const url of [
      `/api/certificado-origem/${certificate.id}`,
      `/api/certificado-origem/download/${certificate.id}`,
    ]) {
      for (const login of REFUSED) expect((await get(t, as(login), url)).status).toBe(403);
      expect((await get(t, null, url)).status).toBe(401);
      expect((await get(t, as('novologistica'), url)).code).toBe('tokenIncomplete');
    }
    expect((await get(t, as('admin'), '/api/certificado-origem/abc')).status).toBe(400);
  });
});

describe('GET /api/certificado-origem (the list)', () => {
  const list = (login: Login, query = '') =>
    get<OriginCertificatePage>(t, as(login), `/api/certificado-origem${query ? `?${query}` : ''}`);

  it('gives pages of 20 from 1, newest update first; has more while a page has rows', async () => {
    const first = await list('admin');
    expect(first.status).toBe(200);
    const page = originCertificatePageSchema.parse(first.body);
    expect(page.pagina).toBe(1);
    expect(page.itens).toHaveLength(20);
    expect(page.temMais).toBe(true);
    const all: OriginCertificatePage['itens'] = [];
    for (let n = 1; n < 100; n++) {
      const { body } = await list('admin', `currentPage=${n}&perPage=20`);
      all.push(...body.itens);
      if (body.itens.length === 0) {
        expect(body.temMais).toBe(false);
        break;
      }
      expect(body.temMais).toBe(true);
    }
    expect(all.length).toBeGreaterThan(40);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const keys = all.map((r) => `${r.dataAtualizacao}#${String(r.id).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('caps perPage at 20 and refuses a page 0', async () => {
    expect((await list('admin', 'perPage=500')).body.itens).toHaveLength(20);
    expect((await list('admin', 'perPage=5')).body.itens).toHaveLength(5);
    expect((await list('admin', 'currentPage=0')).status).toBe(400);
  });

  it('shows a supplier only its own certificates, each supplier its own', async () => {
    const mine = await created('fornecedor');
    const ofB = await created('fornecedor2', await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID }));
    for (const [login, supplier, own, other] of [
      ['fornecedor', DEMO_SUPPLIER_A_ID, mine, ofB],
      ['fornecedor2', DEMO_SUPPLIER_B_ID, ofB, mine],
    ] as const) {
      const rows: OriginCertificatePage['itens'] = [];
      for (let n = 1; n < 50; n++) {
        const { body } = await list(login, `currentPage=${n}`);
        if (body.itens.length === 0) break;
        rows.push(...body.itens);
      }
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.idFornecedor === supplier)).toBe(true);
      expect(rows.map((r) => r.id)).toContain(own.id);
      expect(rows.map((r) => r.id)).not.toContain(other.id);
      // a filter on the other's order finds nothing
      expect((await list(login, `pedido=${other.pedido}`)).body.itens).toEqual([]);
    }
  });

  it('shows a logistics user its CD only and a company user its company only', async () => {
    const otherCd = await created('admin', await makeOrder(t, { cdId: OTHER_CD }));
    const youcom = await created('admin', await makeOrder(t, { companyId: 4 }));
    expect((await list('logistica', `pedido=${otherCd.pedido}`)).body.itens).toEqual([]);
    expect((await list('usuario', `pedido=${youcom.pedido}`)).body.itens).toEqual([]);
    expect((await list('admin', `pedido=${youcom.pedido}`)).body.itens.map((r) => r.id)).toEqual([youcom.id]);
  });

  it('filters by code (contains, ignoring case), order, order days and update days', async () => {
    const order = await makeOrder(t, { issuedAt: '2025-12-10' });
    const { body: c } = await upload<OriginCertificate>(t, as('admin'), order, 'COD-ACE72-2025-ZETA-4411');
    const ids = async (query: string) => (await list('admin', query)).body.itens.map((r) => r.id);
    expect(await ids('codigo=ace72-2025-zeta')).toEqual([c.id]);
    expect(await ids(`pedido=${order}`)).toEqual([c.id]);
    expect(await ids(`pedido=${order}&dtPedidoInicial=2025-12-10&dtPedidoFinal=2025-12-10`)).toEqual([c.id]);
    expect(await ids(`pedido=${order}&dtPedidoInicial=2025-12-11`)).toEqual([]);
    expect(await ids(`pedido=${order}&dtAtualizacaoInicial=${TEST_TODAY}&dtAtualizacaoFinal=${TEST_TODAY}`)).toEqual([
      c.id,
    ]);
    expect(await ids(`pedido=${order}&dtAtualizacaoFinal=2026-01-01`)).toEqual([]);
    expect(await ids('codigo=%25')).toEqual([]);
  });

  it.each([
    ['dtPedidoInicial=2026-03-02&dtPedidoFinal=2026-03-01', 'dtPedidoFinal'],
    ['dtAtualizacaoInicial=2026-03-02&dtAtualizacaoFinal=2026-03-01', 'dtAtualizacaoFinal'],
  ])('refuses an end before its start (%s) naming the end field', async (query, field) => {
    const answer = await list('admin', query);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe('validation');
    expect(answer.error.details).toMatchObject({
      fields: [{ field: `querystring.${field}`, message: 'dateRange' }],
    });
  });

  it('is refused to youcom and camicado, without a token and to an incomplete account', async () => {
    for (const login of REFUSED) expect((await list(login)).status).toBe(403);
    expect((await get(t, null, '/api/certificado-origem')).status).toBe(401);
    expect((await list('novologistica')).code).toBe('tokenIncomplete');
  });
});

/** A CSV line's cells (quoted cells with ; and doubled quotes read back). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)) {
    const cell = match[1]!;
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (match[2] === '') break;
  }
  return cells;
}

describe('GET /api/certificado-origem/csv', () => {
  it("streams the filtered rows with the shared CSV rules in the request's language", async () => {
    const order = await makeOrder(t);
    await upload(t, as('fornecedor'), order, '=HYPERLINK("x");COD');
    const answer = await get(t, as('admin'), `/api/certificado-origem/csv?pedido=${order}`, 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="origin_certificates.csv"');
    const text = answer.raw.toString('utf8');
    expect(text.startsWith('\uFEFFCode;Order;Order date;Supplier code;Supplier;Created on;Updated on\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^"'=HYPERLINK\\(""x""\\);COD";${order};\\d{2}/\\d{2}/\\d{4};${DEMO_SUPPLIER_A_ID};`),
    );
    const pt = await get(t, as('admin'), `/api/certificado-origem/csv?pedido=${order}&userLocale=pt-BR`, 'en-US');
    expect(pt.raw.toString('utf8')).toContain('Código;Pedido;Data do pedido');
  });

  it('holds every row of the list in its order, a supplier only its own', async () => {
    const rowsOf = async (login: Login) => {
      const csv = (await get(t, as(login), '/api/certificado-origem/csv')).raw.toString('utf8');
      return csv.trim().split('\r\n').slice(1).map(cellsOf);
    };
    const admin = await rowsOf('admin');
    const listed: string[] = [];
    for (let n = 1; n < 100; n++) {
      const { body } = await get<OriginCertificatePage>(t, as('admin'), `/api/certificado-origem?currentPage=${n}`);
      if (body.itens.length === 0) break;
      listed.push(...body.itens.map((r) => `${r.pedido}`));
    }
    expect(admin.map((cells) => cells[1])).toEqual(listed);
    const supplier = await rowsOf('fornecedor2');
    expect(supplier.length).toBeGreaterThan(0);
    expect(supplier.every((cells) => cells[3] === String(DEMO_SUPPLIER_B_ID))).toBe(true);
  });

  it('refuses reversed dates and users without the permission before streaming', async () => {
    const reversed = await get(
      t,
      as('admin'),
      '/api/certificado-origem/csv?dtPedidoInicial=2026-03-02&dtPedidoFinal=2026-03-01',
    );
    expect(reversed).toMatchObject({ status: 400, code: 'validation' });
    expect((await get(t, as('youcom'), '/api/certificado-origem/csv')).status).toBe(403);
    expect((await get(t, null, '/api/certificado-origem/csv')).status).toBe(401);
    expect((await get(t, as('novologistica'), '/api/certificado-origem/csv')).code).toBe('tokenIncomplete');
  });
});

describe('GET /api/certificado-origem/pendentes (exigirCertifOrigem)', () => {
  it("lists supplier B's recent orders without a certificate, and never another supplier's", async () => {
    const order = await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID, issuedAt: TEST_TODAY });
    const answer = await get(t, as('fornecedor2'), '/api/certificado-origem/pendentes');
    expect(answer.status).toBe(200);
    const pending = originCertificatePendingSchema.parse(answer.body);
    expect(pending.itens.map((o) => o.pedido)).toContain(order);
    // supplier A does not require them: nothing is pending for it
    expect((await get(t, as('fornecedor'), '/api/certificado-origem/pendentes')).body).toEqual({ itens: [] });
    await upload(t, as('fornecedor2'), order, newCode());
    const after = await get<{ itens: { pedido: number }[] }>(t, as('fornecedor2'), '/api/certificado-origem/pendentes');
    expect(after.body.itens.map((o) => o.pedido)).not.toContain(order);
    const [row] = await t.database.db.select({ s: orders.supplierId }).from(orders).where(eq(orders.id, order));
    expect(row!.s).toBe(DEMO_SUPPLIER_B_ID);
    expect((await get(t, as('youcom'), '/api/certificado-origem/pendentes')).status).toBe(403);
  });
});
