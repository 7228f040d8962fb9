import {
  DECLARATION_PAGE_SIZE,
  declarationAuditSchema,
  declarationFileAnswerSchema,
  declarationPageSchema,
  declarationSchema,
  PRODUCER_DECLARATION_MAX_BYTES,
  selectionOf,
  type DeclarationAuditDto,
  type DeclarationDto,
  type DeclarationPageDto,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { restCall } from '../../../test/support/rest-call';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { norms, orders, producerDeclarations } from '../../db/schema/index';
import { zipArchive } from '../../db/seed/docx-builder';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import {
  declarationCount,
  declarationOf,
  DOCX_BYTES,
  DOCX_TYPE,
  fileArg,
  orderNotNeeding,
  ordersNeedingDeclaration,
  PDF_BYTES,
} from './declarations.test-support';

const t = useTestApp();
/** A login's token: one per profile, and supplier B's. */
const as = useMatrixTokens(t);
type Login = MatrixLogin;

const DECLARATION = selectionOf(declarationSchema);
const UPLOAD = `mutation ($orderId: Int!, $file: [ArquivoDeclaracaoInput!]!) {
  declaracaoProdutor(orderId: $orderId, file: $file) ${DECLARATION}
}`;
const LAST = `query ($id: Int!) { buscarUltimaDeclaracao(idPedido: $id) ${DECLARATION} }`;
const HISTORY = `query ($id: Int!) { buscarHistoricoPorPedido(idPedido: $id) ${DECLARATION} }`;
const DETAILS = `query ($id: Int!) { declaracaoAuditoriaPorId(idDeclaracao: $id) ${selectionOf(declarationAuditSchema)} }`;
const LIST = `query ($filtro: FiltroDeclaracaoInput, $pagina: Int, $max: Int) {
  listarTodasFiltradas(filtro: $filtro, pagina: $pagina, max: $max) ${selectionOf(declarationPageSchema)}
}`;
const FILE = `query ($id: Int!) { buscarArquivoPorIdDeclaracao(idDeclaracao: $id) ${selectionOf(declarationFileAnswerSchema)} }`;
const AUDIT = `mutation ($id: Int!, $a: DeclaracaoAuditoriaInput!) {
  atualizarDeclaracaoAuditoria(idDeclaracao: $id, auditoria: $a) ${DECLARATION}
}`;

let needing: number[] | undefined;
/** A fresh order of supplier A that needs a declaration and has none. */
async function freshOrder(): Promise<number> {
  needing ??= await ordersNeedingDeclaration(t);
  const id = needing.shift();
  if (id === undefined) throw new Error('no order of supplier A left that needs a declaration');
  return id;
}

async function upload(orderId: number, file: unknown, login: Login = 'fornecedor') {
  return graphql<{ declaracaoProdutor: DeclarationDto }>(t, as(login), UPLOAD, { orderId, file });
}

describe('declaracaoProdutor', () => {
  it('stores a PDF as the order’s current declaration, awaiting evaluation, audited', async () => {
    const orderId = await freshOrder();
    const { data, errors } = await upload(orderId, fileArg('declaracao.pdf', 'application/pdf', PDF_BYTES));
    expect(errors).toEqual([]);
    const sent = declarationSchema.parse(data!.declaracaoProdutor);
    expect(sent).toMatchObject({
      idPedido: orderId,
      idFornecedor: DEMO_SUPPLIER_A_ID,
      status: { id: 1, descricao: 'Aguardando avaliação' },
      statusFecomercio: { id: 1, descricao: 'Não enviada' },
      norma: null,
      nomeArquivo: 'declaracao.pdf',
    });
    const last = await graphql<{ buscarUltimaDeclaracao: DeclarationDto }>(t, as('fornecedor'), LAST, { id: orderId });
    expect(last.data!.buscarUltimaDeclaracao).toEqual(sent);
    const [audit] = await auditRows(t, 'producer_declarations', sent.id);
    expect(audit).toMatchObject({ action: 'create' });
    const file = await graphql<{ buscarArquivoPorIdDeclaracao: { conteudo: string } }>(t, as('fornecedor'), FILE, {
      id: sent.id,
    });
    expect(Buffer.from(file.data!.buscarArquivoPorIdDeclaracao.conteudo, 'base64')).toEqual(PDF_BYTES);
  });

  it('takes a real DOCX and a DOC; a second upload becomes current and the first stays in the history', async () => {
    const orderId = await freshOrder();
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect((await upload(orderId, fileArg('d.doc', 'application/msword', doc))).errors).toEqual([]);
    expect((await upload(orderId, [fileArg('d.docx', DOCX_TYPE, DOCX_BYTES)])).errors).toEqual([]);
    const history = await graphql<{ buscarHistoricoPorPedido: DeclarationDto[] }>(t, as('fornecedor'), HISTORY, {
      id: orderId,
    });
    expect(history.data!.buscarHistoricoPorPedido.map((d) => d.nomeArquivo)).toEqual(['d.docx', 'd.doc']);
  });

  const XLSX_LIKE = zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
  ]);
  it.each([
    [
      'a PNG named .pdf',
      [fileArg('x.pdf', 'application/pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))],
      'mustBeDocOrPdf',
      415,
    ],
    ['a PDF declared as an image', [fileArg('x.png', 'image/png', PDF_BYTES)], 'mustBeDocOrPdf', 415],
    ['a ZIP that is no Word document', [fileArg('x.docx', DOCX_TYPE, XLSX_LIKE)], 'mustBeDocOrPdf', 415],
    ['an empty file', [fileArg('x.pdf', 'application/pdf', Buffer.alloc(0))], 'mustBeDocOrPdf', 415],
    ['no file', [], 'sendInvoice', 400],
    [
      'two files',
      [fileArg('a.pdf', 'application/pdf', PDF_BYTES), fileArg('b.pdf', 'application/pdf', PDF_BYTES)],
      'sendInvoice',
      400,
    ],
    [
      'a file over the limit',
      [fileArg('x.pdf', 'application/pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(PRODUCER_DECLARATION_MAX_BYTES)]))],
      'fileSizeExceeded',
      413,
    ],
    [
      'base64 that is not',
      [{ nome: 'x.pdf', tipo: 'application/pdf', conteudo: '%%%not base64' }],
      'mustBeDocOrPdf',
      415,
    ],
  ])('refuses %s, writing nothing', async (_what, file, code, status) => {
    const orderId = await freshOrder();
    const before = await declarationCount(t);
    const answer = await upload(orderId, file);
    expect([answer.code, answer.status]).toEqual([code, status]);
    expect(await declarationCount(t)).toBe(before);
    needing!.unshift(orderId);
  });

  it('refuses an order that needs no declaration (producerDeclarationNotRequired)', async () => {
    const orderId = await orderNotNeeding(t);
    const answer = await upload(orderId, fileArg('x.pdf', 'application/pdf', PDF_BYTES));
    expect([answer.code, answer.status]).toEqual(['producerDeclarationNotRequired', 409]);
    expect(answer.errors[0]!.message).toContain(String(orderId));
  });

  it('answers another supplier’s order exactly like an unknown one', async () => {
    const orderId = await freshOrder();
    const file = fileArg('x.pdf', 'application/pdf', PDF_BYTES);
    const other = await upload(orderId, file, 'fornecedor2');
    const unknown = await upload(999_999_999, file, 'fornecedor2');
    expect([other.code, other.status]).toEqual(['notFound', 404]);
    expect(other.errors[0]!.message).toBe(unknown.errors[0]!.message);
    needing!.unshift(orderId);
  });

  it('is open to every profile on the orders it sees; company users see no Renner order', async () => {
    const orderId = await freshOrder();
    const file = fileArg('x.pdf', 'application/pdf', PDF_BYTES);
    for (const login of ['admin', 'usuario'] as const) expect((await upload(orderId, file, login)).errors).toEqual([]);
    for (const login of ['youcom', 'camicado'] as const)
      expect((await upload(orderId, file, login)).code).toBe('notFound');
    await expectSignInRequired(t, as, UPLOAD, { orderId, file: [file] });
  });
});

describe('reads of one order or declaration, two suppliers apart', () => {
  it('gives supplier B nothing of supplier A’s: last, history, file and details answer like unknown ids', async () => {
    const a = await declarationOf(t, DEMO_SUPPLIER_A_ID);
    for (const [query, id] of [
      [LAST, a.orderId],
      [HISTORY, a.orderId],
      [FILE, a.id],
    ] as const) {
      const other = await graphql(t, as('fornecedor2'), query, { id });
      const unknown = await graphql(t, as('fornecedor2'), query, { id: 999_999_999 });
      // a nullable root field answers its error beside null data, with HTTP 200: the error's own status says 404
      expect([other.code, other.errors[0]!.extensions.status]).toEqual(['notFound', 404]);
      expect(other.data).toEqual(unknown.data);
      expect(other.errors[0]!.message).toBe(unknown.errors[0]!.message);
    }
    const b = await declarationOf(t, DEMO_SUPPLIER_B_ID);
    expect((await graphql(t, as('fornecedor'), FILE, { id: b.id })).code).toBe('notFound');
    expect((await graphql(t, as('fornecedor2'), FILE, { id: b.id })).errors).toEqual([]);
  });

  it('answers null for an order without a declaration', async () => {
    const orderId = await freshOrder();
    const last = await graphql(t, as('fornecedor'), LAST, { id: orderId });
    expect(last.errors).toEqual([]);
    expect(last.data).toEqual({ buscarUltimaDeclaracao: null });
    needing!.unshift(orderId);
  });

  it('opens the audit form with the order’s items to Admin and Logistica only', async () => {
    const a = await declarationOf(t, DEMO_SUPPLIER_A_ID);
    const { data, errors } = await graphql<{ declaracaoAuditoriaPorId: DeclarationAuditDto }>(t, as('admin'), DETAILS, {
      id: a.id,
    });
    expect(errors).toEqual([]);
    expect(data!.declaracaoAuditoriaPorId.declaracao.id).toBe(a.id);
    expect(data!.declaracaoAuditoriaPorId.itens.length).toBeGreaterThan(0);
    for (const login of ['usuario', 'fornecedor', 'youcom', 'camicado'] as const)
      expect((await graphql(t, as(login), DETAILS, { id: a.id })).code).toBe('withoutPermission');
    await expectSignInRequired(t, as, DETAILS, { id: a.id });
  });
});

describe('listarTodasFiltradas', () => {
  const list = async (variables: Record<string, unknown>, login: 'admin' | 'usuario' | 'logistica' = 'admin') =>
    graphql<{ listarTodasFiltradas: DeclarationPageDto }>(t, as(login), LIST, variables);

  it('pages by 20 newest first, knowing whether more follow', async () => {
    const first = (await list({})).data!.listarTodasFiltradas;
    expect(first.itens).toHaveLength(DECLARATION_PAGE_SIZE);
    expect(first.temMais).toBe(true);
    const dates = first.itens.map((d) => d.dataCadastro);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await list({ pagina: 1 })).data!.listarTodasFiltradas;
    expect(second.itens.map((d) => d.id)).not.toContain(first.itens[0]!.id);
    expect((await list({ max: 5 })).data!.listarTodasFiltradas.itens).toHaveLength(5);
  });

  it('filters by status, order, provider name and days', async () => {
    const rejected = (await list({ filtro: { status: 3 } })).data!.listarTodasFiltradas.itens;
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((d) => d.status.id === 3)).toBe(true);
    const a = await declarationOf(t, DEMO_SUPPLIER_A_ID);
    const byOrder = (await list({ filtro: { pedido: a.orderId } })).data!.listarTodasFiltradas.itens;
    expect(byOrder.every((d) => d.idPedido === a.orderId) && byOrder.length > 0).toBe(true);
    const byName = (await list({ filtro: { fornecedor: 'vale do ita' } })).data!.listarTodasFiltradas.itens;
    expect(byName.length > 0 && byName.every((d) => d.idFornecedor === DEMO_SUPPLIER_A_ID)).toBe(true);
    const none = await list({ filtro: { dataCadastroInicial: '2001-01-01', dataCadastroFinal: '2001-01-31' } });
    expect(none.data!.listarTodasFiltradas.itens).toEqual([]);
    const reversed = await list({ filtro: { dataPedidoInicial: '2026-03-10', dataPedidoFinal: '2026-03-01' } });
    expect([reversed.code, reversed.status]).toEqual(['validation', 400]);
  });

  it('shows Logistica only its CD’s declarations; refuses suppliers and company users', async () => {
    const all = (await list({ max: 20 }, 'logistica')).data!.listarTodasFiltradas.itens;
    const ids = all.map((d) => d.idPedido);
    const cds = await t.database.db
      .selectDistinct({ cd: orders.cdId })
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(cds).toEqual([{ cd: 1 }]);
    for (const login of ['fornecedor', 'youcom', 'camicado'] as const)
      expect((await graphql(t, as(login), LIST, {})).code).toBe('withoutPermission');
    await expectSignInRequired(t, as, LIST, {});
  });
});

describe('atualizarDeclaracaoAuditoria', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    status: 3,
    itemFOBMin: '12,50',
    itemFOBMax: '18.9',
    dataDeclaracao: '2026-03-01',
    dataValidade: '2027-03-01',
    numeroDJO: 'DJO-2026/000777',
    dataDJO: '2026-02-27',
    moeda: 'usd',
    observacao: 'Falta a assinatura do produtor.',
    ...over,
  });
  const activeNorm = async (active: boolean) =>
    (await t.database.db.select({ id: norms.id, code: norms.code }).from(norms).where(eq(norms.active, active)))[0]!;

  it('saves the audit (rejection with its note), which the supplier then reads; audited', async () => {
    const orderId = await freshOrder();
    const sent = (await upload(orderId, fileArg('x.pdf', 'application/pdf', PDF_BYTES))).data!.declaracaoProdutor;
    const norm = await activeNorm(true);
    const { data, errors } = await graphql<{ atualizarDeclaracaoAuditoria: DeclarationDto }>(t, as('admin'), AUDIT, {
      id: sent.id,
      a: form({ idNorma: norm.id }),
    });
    expect(errors).toEqual([]);
    expect(data!.atualizarDeclaracaoAuditoria).toMatchObject({
      status: { id: 3 },
      norma: { id: norm.id, codigo: norm.code },
      itemFOBMin: '12.5000',
      itemFOBMax: '18.9000',
      moeda: 'USD',
      observacao: 'Falta a assinatura do produtor.',
    });
    const seen = await graphql<{ buscarUltimaDeclaracao: DeclarationDto }>(t, as('fornecedor'), LAST, { id: orderId });
    expect(seen.data!.buscarUltimaDeclaracao).toMatchObject({ status: { id: 3 }, observacao: form().observacao });
    const rows = await auditRows(t, 'producer_declarations', sent.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    // the optional fields left out are emptied: the form is the whole audit
    const cleared = await graphql<{ atualizarDeclaracaoAuditoria: DeclarationDto }>(t, as('admin'), AUDIT, {
      id: sent.id,
      a: { status: 2 },
    });
    expect(cleared.data!.atualizarDeclaracaoAuditoria).toMatchObject({ status: { id: 2 }, norma: null, moeda: null });
  });

  it('keeps a current inactive norm but refuses an inactive one as a new choice (normInactive)', async () => {
    const orderId = await freshOrder();
    const sent = (await upload(orderId, fileArg('x.pdf', 'application/pdf', PDF_BYTES))).data!.declaracaoProdutor;
    const inactive = await activeNorm(false);
    const refused = await graphql(t, as('admin'), AUDIT, { id: sent.id, a: form({ idNorma: inactive.id }) });
    expect([refused.code, refused.status]).toEqual(['normInactive', 422]);
    await t.database.db
      .update(producerDeclarations)
      .set({ normId: inactive.id })
      .where(eq(producerDeclarations.id, sent.id));
    const kept = await graphql(t, as('admin'), AUDIT, { id: sent.id, a: form({ idNorma: inactive.id }) });
    expect(kept.errors).toEqual([]);
  });

  it.each([
    ['FOB min above max', { itemFOBMin: '20', itemFOBMax: '19.99' }, 'validation', 400],
    ['validity before the declaration', { dataValidade: '2026-02-28' }, 'documentDatesReversed', 422],
    ['an unknown status', { status: 7 }, 'validation', 400],
    ['a currency that is no ISO code', { moeda: 'REAIS' }, 'validation', 400],
    ['a note over 4,000 characters', { observacao: 'x'.repeat(4001) }, 'validation', 400],
  ])('refuses %s, writing nothing', async (_what, over, code, status) => {
    const a = await declarationOf(t, DEMO_SUPPLIER_A_ID);
    const before = await auditRows(t, 'producer_declarations', a.id);
    const answer = await graphql(t, as('admin'), AUDIT, { id: a.id, a: form(over) });
    expect([answer.code, answer.status]).toEqual([code, status]);
    expect(await auditRows(t, 'producer_declarations', a.id)).toHaveLength(before.length);
  });

  it('is Admin’s alone; an unknown declaration is 404', async () => {
    const a = await declarationOf(t, DEMO_SUPPLIER_A_ID);
    for (const login of ['logistica', 'usuario', 'fornecedor', 'youcom', 'camicado'] as const)
      expect((await graphql(t, as(login), AUDIT, { id: a.id, a: form() })).code).toBe('withoutPermission');
    await expectSignInRequired(t, as, AUDIT, { id: a.id, a: form() });
    expect((await graphql(t, as('admin'), AUDIT, { id: 999_999_999, a: form() })).code).toBe('notFound');
  });
});

describe('GET /api/declaracao-produtor/relatorio.csv', () => {
  it('streams the filtered list with a BOM, semicolons and a header in the reader’s language', async () => {
    const answer = await restCall(
      t,
      as('usuario'),
      'GET',
      '/api/declaracao-produtor/relatorio.csv?status=3',
      undefined,
      'en-US',
    );
    expect(answer.status).toBe(200);
    const text = answer.raw.toString('utf8');
    expect(text.startsWith('\uFEFFOrder;Order date;Supplier code;Supplier;Status;')).toBe(true);
    const lines = text.trim().split('\r\n');
    const total = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(producerDeclarations)
        .where(eq(producerDeclarations.status, 3))
    )[0]!.n;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.split(';')[4] === 'Rejected')).toBe(true);
    expect(String(answer.headers['content-disposition'])).toContain('declaracoes_produtor.csv');
  });

  it('refuses suppliers and reversed days', async () => {
    expect((await restCall(t, as('fornecedor'), 'GET', '/api/declaracao-produtor/relatorio.csv')).status).toBe(403);
    const reversed = await restCall(
      t,
      as('admin'),
      'GET',
      '/api/declaracao-produtor/relatorio.csv?dataCadastroInicial=2026-03-10&dataCadastroFinal=2026-03-01',
    );
    expect(reversed.status).toBe(400);
    expect((await restCall(t, null, 'GET', '/api/declaracao-produtor/relatorio.csv')).status).toBe(401);
  });
});

describe('TEST_TODAY', () => {
  it('is the day the demo declarations were seeded for', () => {
    expect(TEST_TODAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
