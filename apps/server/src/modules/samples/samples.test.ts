import {
  SAMPLE_CONCESSION_PAGE_SIZE,
  sampleConcessionPageSchema,
  sampleConcessionSchema,
  type SampleConcessionDto,
  type SampleConcessionPageDto,
} from '@portal/domain';
import { desc, eq, ilike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectStaffOnly } from '../../../test/support/graphql-refusals';
import { expectEveryPage } from '../../../test/support/list-pages';
import { TEST_NOW, TEST_TODAY } from '../../../test/support/test-clock';
import { useProfileTokens, useTestApp } from '../../../test/support/test-app';
import { orders, sampleConcessions, suppliers } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import {
  BY_ID,
  concessionCount,
  LIST,
  LOGISTICS_CD,
  makeOrder,
  makeSamplePair,
  OTHER_CD,
  save,
} from './samples.test-support';

const t = useTestApp();
const as = useProfileTokens(t);

type Page = { listarTodasConcessoesFiltradas: SampleConcessionPageDto };
type One = { buscarConcessaoPorId: SampleConcessionDto };

const list = (login: 'admin' | 'logistica', variables: Record<string, unknown> = {}) =>
  graphql<Page>(t, as(login), LIST, variables);

/** The form of a concession as the details screen sends it back. */
const formOf = (c: SampleConcessionDto) => ({
  id: c.id,
  descricao: c.descricao,
  pedidoAmostra: c.pedidoAmostra,
  pedido: c.pedido,
  status: c.status.id,
  motivo: c.motivo,
});

/** A new concession, as admin unless told, on a fresh pair of orders. */
async function created(over: Record<string, unknown> = {}, login: 'admin' | 'logistica' = 'admin') {
  const pair = await makeSamplePair(t);
  const answer = await save(t, as(login), { descricao: 'Tom da cor fora do padrão', ...pair, status: 1, ...over });
  expect(answer.errors).toEqual([]);
  return answer.data!.salvarConcessao;
}

describe('salvarConcessao: a new concession', () => {
  it('registers it Em Aprovação for the original order, with its supplier, dated by the app clock, audited', async () => {
    const pair = await makeSamplePair(t);
    const { data, errors } = await save(t, as('logistica'), {
      descricao: '  Bordado deslocado 0,5 cm  ',
      pedidoAmostra: pair.pedidoAmostra,
      pedido: pair.pedido,
      status: 1,
      motivo: '',
    });
    expect(errors).toEqual([]);
    const concession = sampleConcessionSchema.parse(data!.salvarConcessao);
    expect(concession).toEqual({
      id: expect.any(Number),
      codigoFornecedor: DEMO_SUPPLIER_A_ID,
      nomeFornecedor: expect.any(String),
      pedido: pair.pedido,
      pedidoAmostra: pair.pedidoAmostra,
      descricao: 'Bordado deslocado 0,5 cm',
      status: { id: 1, descricao: 'Em Aprovação' },
      motivo: null,
      dataCadastro: expect.any(String),
      dataModificacao: concession.dataCadastro,
    });
    const registered = Date.parse(concession.dataCadastro) - Date.parse(TEST_NOW);
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(registered).toBeLessThan(10 * 60_000);
    const read = await graphql<One>(t, as('admin'), BY_ID, { id: concession.id });
    expect(read.data!.buscarConcessaoPorId).toEqual(concession);
    const trail = await auditRows(t, 'order_sample_concessions', concession.id);
    expect(trail.map((a) => ({ action: a.action, changes: a.changes }))).toEqual([
      {
        action: 'create',
        changes: expect.objectContaining({
          status: { from: null, to: 1 },
          sampleOrderId: { from: null, to: pair.pedidoAmostra },
          supplierId: { from: null, to: DEMO_SUPPLIER_A_ID },
        }),
      },
    ]);
  });

  it('names the status in the request language', async () => {
    const pair = await makeSamplePair(t);
    const answer = await save(t, as('admin'), { descricao: 'Zíper alternativo', ...pair, status: 1 }, 'es-ES');
    expect(answer.data!.salvarConcessao.status).toEqual({ id: 1, descricao: 'En aprobación' });
  });

  it('keeps one concession per sample order, also when two saves race (409, naming the one there is)', async () => {
    const pair = await makeSamplePair(t);
    const input = { descricao: 'Gramatura abaixo da ficha', ...pair, status: 1 };
    const [a, b] = await Promise.all([save(t, as('admin'), input), save(t, as('logistica'), input)]);
    const winner = a.data?.salvarConcessao ?? b.data!.salvarConcessao;
    const loser = a.data ? b : a;
    expect([loser.code, loser.errors[0]!.extensions.status]).toEqual(['sampleConcessionExists', 409]);
    const again = await save(t, as('admin'), input);
    expect(again.code).toBe('sampleConcessionExists');
    expect(again.errors[0]!.extensions.details).toEqual({
      field: 'pedidoAmostra',
      pedidoAmostra: pair.pedidoAmostra,
      idConcessao: winner.id,
    });
    expect(again.errors[0]!.message).toBe(
      `O pedido de amostra ${pair.pedidoAmostra} já tem a concessão ${winner.id}: edite essa concessão.`,
    );
  });
});

describe('salvarConcessao: refusals write nothing', () => {
  it.each(['descricao', 'pedidoAmostra', 'pedido', 'status'])(
    'refuses a form without %s (requiredField naming it)',
    async (field) => {
      const pair = await makeSamplePair(t);
      const before = await concessionCount(t);
      // GraphQL takes only numbers for the Int fields: a blank text is refused before the form is read
      for (const value of field === 'descricao' ? [undefined, null, '  '] : [undefined, null]) {
        const answer = await save(t, as('admin'), { descricao: 'Tom', ...pair, status: 1, [field]: value });
        expect([answer.code, answer.errors[0]!.extensions.status]).toEqual(['requiredField', 400]);
        expect(answer.errors[0]!.extensions.details).toMatchObject({ field: `concessao.${field}` });
      }
      expect(await concessionCount(t)).toBe(before);
    },
  );

  it.each([
    ['descricao', 'd'.repeat(256), 'tooLong'],
    ['motivo', 'm'.repeat(256), 'tooLong'],
    ['status', 4, 'invalidStatus'],
  ])('refuses %s = %j (%s)', async (field, value, message) => {
    const pair = await makeSamplePair(t);
    const before = await concessionCount(t);
    const answer = await save(t, as('admin'), { descricao: 'Tom', ...pair, status: 1, [field]: value });
    expect(answer.code).toBe('validation');
    expect(answer.errors[0]!.extensions.details).toMatchObject({ fields: [{ field: `concessao.${field}`, message }] });
    expect(await concessionCount(t)).toBe(before);
  });

  it('takes 255 characters of description and reason', async () => {
    const concession = await created({ descricao: 'd'.repeat(255), motivo: 'm'.repeat(255) });
    expect([concession.descricao.length, concession.motivo?.length]).toEqual([255, 255]);
  });

  it('refuses a new one that does not start Em Aprovação', async () => {
    const pair = await makeSamplePair(t);
    const before = await concessionCount(t);
    for (const status of [2, 3]) {
      const answer = await save(t, as('admin'), { descricao: 'Tom', ...pair, status });
      expect([answer.code, answer.errors[0]!.extensions.status]).toEqual(['sampleConcessionStartsPending', 422]);
      expect(answer.errors[0]!.extensions.details).toEqual({ field: 'status' });
    }
    expect(await concessionCount(t)).toBe(before);
  });

  it('refuses an unknown original order, and a sample order that is not a sample of it', async () => {
    const pair = await makeSamplePair(t);
    const otherOrigin = await makeOrder(t);
    const before = await concessionCount(t);
    const unknown = await save(t, as('admin'), { descricao: 'Tom', ...pair, pedido: 99_999_999, status: 1 });
    expect([unknown.code, unknown.errors[0]!.extensions.status]).toEqual(['sampleOriginalOrderNotFound', 404]);
    expect(unknown.errors[0]!.message).toBe('Pedido 99999999 não encontrado.');
    for (const pedidoAmostra of [otherOrigin, pair.pedido, 99_999_999]) {
      const answer = await save(t, as('admin'), { descricao: 'Tom', pedido: pair.pedido, pedidoAmostra, status: 1 });
      expect([answer.code, answer.errors[0]!.extensions.status]).toEqual(['sampleOrderNotOfOriginal', 422]);
      expect(answer.errors[0]!.message).toBe(
        `O pedido ${pedidoAmostra} não é um pedido de amostra do pedido ${pair.pedido}.`,
      );
    }
    const swapped = await save(t, as('admin'), {
      descricao: 'Tom',
      pedido: pair.pedidoAmostra,
      pedidoAmostra: pair.pedido,
      status: 1,
    });
    expect(swapped.code).toBe('sampleOrderNotOfOriginal');
    expect(await concessionCount(t)).toBe(before);
  });
});

describe('salvarConcessao: an edit', () => {
  it('changes description, status and reason, keeps the registration date, audits what changed', async () => {
    const concession = await created();
    const { data, errors } = await save(t, as('logistica'), {
      id: concession.id,
      descricao: 'Tom da cor fora do padrão; laudo recebido',
      pedidoAmostra: concession.pedidoAmostra,
      pedido: concession.pedido,
      status: 2,
      motivo: 'Aprovado pelo comprador com desconto de 5%.',
    });
    expect(errors).toEqual([]);
    const edited = data!.salvarConcessao;
    expect(edited).toEqual({
      ...concession,
      descricao: 'Tom da cor fora do padrão; laudo recebido',
      status: { id: 2, descricao: 'Aprovado' },
      motivo: 'Aprovado pelo comprador com desconto de 5%.',
      dataModificacao: expect.any(String),
    });
    expect(Date.parse(edited.dataModificacao)).toBeGreaterThanOrEqual(Date.parse(concession.dataCadastro));
    const trail = await auditRows(t, 'order_sample_concessions', concession.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'update',
      changes: {
        description: { from: 'Tom da cor fora do padrão', to: 'Tom da cor fora do padrão; laudo recebido' },
        status: { from: 1, to: 2 },
        reason: { from: null, to: 'Aprovado pelo comprador com desconto de 5%.' },
      },
    });
    // any status on edit, back to pending too
    const back = await save(t, as('admin'), { ...formOf(edited), status: 1, motivo: null });
    expect(back.data!.salvarConcessao.status.id).toBe(1);
  });

  it('refuses another sample or original order (the keys are locked) and an unknown id, changing nothing', async () => {
    const concession = await created();
    const other = await makeSamplePair(t);
    const form = {
      id: concession.id,
      descricao: 'Outra',
      pedido: concession.pedido,
      pedidoAmostra: concession.pedidoAmostra,
      status: 3,
    };
    for (const keys of [{ pedidoAmostra: other.pedidoAmostra }, { pedido: other.pedido }, other]) {
      const answer = await save(t, as('admin'), { ...form, ...keys });
      expect([answer.code, answer.errors[0]!.extensions.status]).toEqual(['sampleConcessionKeysLocked', 422]);
    }
    const unknown = await save(t, as('admin'), { ...form, id: 999_999 });
    expect([unknown.code, unknown.errors[0]!.extensions.status]).toEqual(['notFound', 404]);
    const read = await graphql<One>(t, as('admin'), BY_ID, { id: concession.id });
    expect(read.data!.buscarConcessaoPorId).toEqual(concession);
    expect(await auditRows(t, 'order_sample_concessions', concession.id)).toHaveLength(1);
  });
});

describe('listarTodasConcessoesFiltradas', () => {
  it('pages 10 from page 1, newest first, through every concession', async () => {
    const total = await concessionCount(t);
    expect(total).toBeGreaterThan(SAMPLE_CONCESSION_PAGE_SIZE);
    const pages = await expectEveryPage({ first: 1, size: SAMPLE_CONCESSION_PAGE_SIZE, total }, async (pagina) => {
      const { data, errors } = await list('admin', { pagina });
      expect(errors).toEqual([]);
      return sampleConcessionPageSchema.parse(data!.listarTodasConcessoesFiltradas);
    });
    const ids = pages.flatMap((p) => p.itens.map((c) => c.id));
    const stored = await t.database.db
      .select({ id: sampleConcessions.id })
      .from(sampleConcessions)
      .orderBy(desc(sampleConcessions.id));
    expect(ids).toEqual(stored.map((r) => r.id));
    // the page left out is the first
    expect((await list('admin')).data!.listarTodasConcessoesFiltradas).toEqual(pages[0]);
  });

  it('shows every status of the demo data', async () => {
    const statuses = new Set<number>();
    for (const status of [1, 2, 3]) {
      const { data } = await list('admin', { filtro: { status } });
      for (const c of data!.listarTodasConcessoesFiltradas.itens) statuses.add(c.status.id);
    }
    expect(statuses).toEqual(new Set([1, 2, 3]));
  });

  it('filters by supplier code or name, original order, sample order, status and registration days', async () => {
    const made = await created({ descricao: 'Filtro único' });
    const [supplier] = await t.database.db
      .select({ id: orders.supplierId })
      .from(orders)
      .where(eq(orders.id, made.pedido));
    const cases: Record<string, unknown>[] = [
      { pedido: made.pedido },
      { pedidoAmostra: made.pedidoAmostra },
      { pedido: made.pedido, status: 1, dataCadastroInicial: TEST_TODAY, dataCadastroFinal: TEST_TODAY },
      { fornecedor: String(supplier!.id), pedidoAmostra: made.pedidoAmostra },
      { fornecedor: made.nomeFornecedor.slice(2, 10).toUpperCase(), pedidoAmostra: made.pedidoAmostra },
    ];
    for (const filtro of cases) {
      const { data, errors } = await list('admin', { filtro });
      expect(errors).toEqual([]);
      expect(
        data!.listarTodasConcessoesFiltradas.itens.map((c) => c.id),
        JSON.stringify(filtro),
      ).toEqual([made.id]);
    }
    for (const filtro of [
      { pedido: made.pedido, status: 2 },
      { pedido: made.pedido, dataCadastroFinal: '2026-03-17' },
      { pedido: made.pedido, fornecedor: 'zzz-nenhum' },
      { pedido: made.pedido, fornecedor: String(DEMO_SUPPLIER_B_ID) },
    ]) {
      const { data } = await list('admin', { filtro });
      expect(data!.listarTodasConcessoesFiltradas.itens, JSON.stringify(filtro)).toEqual([]);
    }
    const byCode = await list('admin', { filtro: { fornecedor: String(DEMO_SUPPLIER_A_ID) } });
    expect(
      byCode.data!.listarTodasConcessoesFiltradas.itens.every((c) => c.codigoFornecedor === DEMO_SUPPLIER_A_ID),
    ).toBe(true);
  });

  // "Confecç" names 7 demo suppliers (read supplier by supplier), "Ltda" 35 (read along the list's order)
  it.each(['Confecç', 'Ltda'])(
    'pages a supplier filter naming several suppliers (%s) newest first, as the whole list orders them',
    async (fornecedor) => {
      const stored = await t.database.db
        .select({ id: sampleConcessions.id, supplierId: sampleConcessions.supplierId })
        .from(sampleConcessions)
        .innerJoin(suppliers, eq(suppliers.id, sampleConcessions.supplierId))
        .where(ilike(suppliers.name, `%${fornecedor}%`))
        .orderBy(desc(sampleConcessions.createdAt), desc(sampleConcessions.id));
      expect(stored.length).toBeGreaterThan(SAMPLE_CONCESSION_PAGE_SIZE);
      expect(new Set(stored.map((r) => r.supplierId)).size).toBeGreaterThan(1);
      const ids: number[] = [];
      for (let pagina = 1; ; pagina++) {
        const { data } = await list('admin', { filtro: { fornecedor }, pagina });
        ids.push(...data!.listarTodasConcessoesFiltradas.itens.map((c) => c.id));
        if (!data!.listarTodasConcessoesFiltradas.temMais) break;
      }
      expect(ids).toEqual(stored.map((r) => r.id));
    },
  );

  it('refuses page 0, an end date before the start and a day the calendar lacks', async () => {
    for (const variables of [
      { pagina: 0 },
      { filtro: { dataCadastroInicial: '2026-03-18', dataCadastroFinal: '2026-03-17' } },
      { filtro: { dataCadastroInicial: '2026-02-30' } },
    ]) {
      const answer = await list('admin', variables);
      expect([answer.code, answer.errors[0]!.extensions.status], JSON.stringify(variables)).toEqual([
        'validation',
        400,
      ]);
    }
    const range = await list('admin', {
      filtro: { dataCadastroInicial: '2026-03-18', dataCadastroFinal: '2026-03-17' },
    });
    expect(range.errors[0]!.extensions.details).toMatchObject({
      fields: [{ field: 'filtro.dataCadastroFinal', message: 'dateRange' }],
    });
  });
});

describe('row scope: a logistics user works on its CD orders', () => {
  it('lists only the concessions of its CD orders', async () => {
    const own = await created();
    const other = await created({}, 'admin');
    await t.database.db.update(orders).set({ cdId: OTHER_CD }).where(eq(orders.id, other.pedido));
    const seen: number[] = [];
    for (let pagina = 1; ; pagina++) {
      const { data } = await list('logistica', { pagina });
      seen.push(...data!.listarTodasConcessoesFiltradas.itens.map((c) => c.id));
      if (!data!.listarTodasConcessoesFiltradas.temMais) break;
    }
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(other.id);
    const cds = await t.database.db
      .select({ cdId: orders.cdId })
      .from(sampleConcessions)
      .innerJoin(orders, eq(orders.id, sampleConcessions.originalOrderId))
      .where(eq(orders.cdId, LOGISTICS_CD));
    expect(seen).toHaveLength(cds.length);
  });

  it("answers another CD's concession and order exactly like unknown ones, writing nothing", async () => {
    const other = await created();
    await t.database.db.update(orders).set({ cdId: OTHER_CD }).where(eq(orders.id, other.pedido));
    const hidden = await graphql(t, as('logistica'), BY_ID, { id: other.id });
    const unknown = await graphql(t, as('logistica'), BY_ID, { id: 999_999 });
    expect([hidden.code, hidden.errors[0]!.extensions.status]).toEqual(['notFound', 404]);
    expect(hidden.errors[0]!.message).toBe(unknown.errors[0]!.message);

    const edit = await save(t, as('logistica'), { ...formOf(other), status: 2, motivo: 'Aprovado' });
    expect([edit.code, edit.errors[0]!.extensions.status]).toEqual(['notFound', 404]);

    const pair = await makeSamplePair(t, { cdId: OTHER_CD });
    const before = await concessionCount(t);
    const foreign = await save(t, as('logistica'), { descricao: 'Tom', ...pair, status: 1 });
    const missing = await save(t, as('logistica'), { descricao: 'Tom', ...pair, pedido: 99_999_999, status: 1 });
    expect([foreign.code, foreign.errors[0]!.extensions.status]).toEqual(['sampleOriginalOrderNotFound', 404]);
    expect(foreign.errors[0]!.extensions.details).toEqual({ field: 'pedido', pedido: pair.pedido });
    expect(missing.errors[0]!.extensions.details).toEqual({ field: 'pedido', pedido: 99_999_999 });
    expect(await concessionCount(t)).toBe(before);
    // the admin sees and saves them
    expect((await graphql<One>(t, as('admin'), BY_ID, { id: other.id })).data!.buscarConcessaoPorId.id).toBe(other.id);
  });
});

describe('permissions (spec 001 §6): order samples Admin and Logistica, nobody else', () => {
  const calls = (): [string, string, Record<string, unknown>][] => [
    ['listarTodasConcessoesFiltradas', LIST, {}],
    ['buscarConcessaoPorId', BY_ID, { id: 999_999 }],
    [
      'salvarConcessao',
      `mutation ($c: ConcessaoAmostraPedidoInput!) { salvarConcessao(concessao: $c) { id } }`,
      { c: { id: 999_999, descricao: 'Tom', pedido: 1, pedidoAmostra: 2, status: 1 } },
    ],
  ];

  it.each(calls())(
    '%s: Admin and Logistica pass the check; suppliers and company users 403; no token 401; incomplete 403',
    async (_name, query, variables) => {
      for (const login of ['admin', 'logistica'] as const) {
        const answer = await graphql(t, as(login), query, variables);
        expect([login, answer.code]).not.toEqual([login, 'withoutPermission']);
        expect(['notFound', null]).toContain(answer.code);
      }
      const before = await concessionCount(t);
      await expectStaffOnly(t, as, query, variables);
      expect(await concessionCount(t)).toBe(before);
    },
  );
});
