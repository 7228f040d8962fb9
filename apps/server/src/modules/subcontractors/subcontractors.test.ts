import {
  cnpjCheckDigits,
  formatCnpj,
  providerSchema,
  selectionOf,
  SUBCONTRACTOR_PAGE_SIZE,
  subcontractorPageSchema,
  subcontractorSchema,
  type ProviderDto,
  type SubcontractorDto,
  type SubcontractorPageDto,
} from '@portal/domain';
import { eq, ilike, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectStaffOnly } from '../../../test/support/graphql-refusals';
import { expectEveryPage } from '../../../test/support/list-pages';
import { TEST_NOW } from '../../../test/support/test-clock';
import { useProfileTokens, useTestApp, type ProfileLogin as Login } from '../../../test/support/test-app';
import { providerSubcontractors, subcontractors } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';

const t = useTestApp();
const as = useProfileTokens(t);

// every field of the answers, from the domain schemas (the SDL is compared with them in test/graphql-contracts.test.ts)
const SUBCONTRACTOR = selectionOf(subcontractorSchema);
const PROVIDER = selectionOf(providerSchema);

const LIST = `query ($filtro: FiltroSubcontratadoInput, $pagina: Int) {
  listarSubcontratadosFiltrados(filtro: $filtro, pagina: $pagina) { itens ${SUBCONTRACTOR} pagina temMais }
}`;
const BY_ID = `query ($id: Int!) { buscarSubcontratadoPorId(idSubcontratado: $id) ${SUBCONTRACTOR} }`;
const CREATE = `mutation ($s: SubcontratadoInput!) { criarSubcontratado(subcontratado: $s) ${SUBCONTRACTOR} }`;
const UPDATE = `mutation ($id: Int!, $s: SubcontratadoInput!) {
  atualizarSubcontratado(idSubcontratado: $id, subcontratado: $s) ${SUBCONTRACTOR}
}`;
const PROVIDERS = `query ($id: Int!) { buscarFornecedorPorSubcontratado(idSubcontratado: $id) ${PROVIDER} }`;
const PROVIDERS_TO_LINK = `query ($id: Int!, $nome: String) {
  buscarFornecedorNaoVinculadoAoSubcontratado(idSubcontratado: $id, nome: $nome) ${PROVIDER}
}`;
const ADD = `mutation ($fornecedorId: Int, $subcontratadoId: Int) {
  adicionarFornecedorAoSubcontratado(fornecedorId: $fornecedorId, subcontratadoId: $subcontratadoId) ${PROVIDER}
}`;
const REMOVE = `mutation ($fornecedorId: Int, $subcontratadoId: Int) {
  removerFornecedorDoSubcontratado(fornecedorId: $fornecedorId, subcontratadoId: $subcontratadoId) ${PROVIDER}
}`;

let serial = 0;
/** A valid CNPJ not used by the demo data (base 33…): each call a new one. */
function newCnpj(): string {
  const base = `33${String(100_000 + serial++).padStart(6, '0')}0001`;
  return base + cnpjCheckDigits(base);
}

/** A valid form as the web sends it (masks included). */
function form(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    razaoSocial: 'Facção Teste Costura Ltda',
    nomeFantasia: 'Facção Teste',
    cnpj: formatCnpj(newCnpj()),
    endereco: 'Rua das Palmeiras, 45, Blumenau - SC',
    telefonePrincipal: '(47) 3333-2211',
    outroTelefone: '(47) 99988-7766',
    email: 'Producao@FaccaoTeste.com.br',
    status: 1,
    codigoABVTEX: 'abv-7788',
    anotacoes: '',
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}, login: Login = 'admin') {
  return graphql<{ criarSubcontratado: SubcontractorDto }>(t, as(login), CREATE, { s: form(over) });
}

async function count(): Promise<number> {
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(subcontractors))[0]!.n;
}

async function audits(entityId: number | string): Promise<{ action: string; changes: unknown }[]> {
  return (await auditRows(t, 'subcontractors', entityId)).map(({ action, changes }) => ({ action, changes }));
}

describe('criarSubcontratado', () => {
  it('registers the form normalised, dated by the app clock, audited', async () => {
    const values = form({ anotacoes: ' Faz a lavagem das peças jeans. ' });
    const { data, errors } = await graphql<{ criarSubcontratado: SubcontractorDto }>(t, as('admin'), CREATE, {
      s: values,
    });
    expect(errors).toEqual([]);
    const created = subcontractorSchema.parse(data!.criarSubcontratado);
    expect(created).toEqual({
      id: expect.any(Number),
      razaoSocial: 'Facção Teste Costura Ltda',
      nomeFantasia: 'Facção Teste',
      cnpj: String(values.cnpj).replace(/\D/g, ''),
      endereco: 'Rua das Palmeiras, 45, Blumenau - SC',
      telefonePrincipal: '4733332211',
      outroTelefone: '47999887766',
      email: 'producao@faccaoteste.com.br',
      codigoABVTEX: 'ABV-7788',
      anotacoes: 'Faz a lavagem das peças jeans.',
      dataCadastro: expect.any(String),
      status: { id: 1, descricao: 'Ativo' },
    });
    // the app clock runs on from TEST_NOW
    const registered = Date.parse(created.dataCadastro) - Date.parse(TEST_NOW);
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(registered).toBeLessThan(10 * 60_000);
    const read = await graphql<{ buscarSubcontratadoPorId: SubcontractorDto }>(t, as('logistica'), BY_ID, {
      id: created.id,
    });
    expect(read.data!.buscarSubcontratadoPorId).toEqual(created);
    expect(await audits(created.id)).toEqual([
      { action: 'create', changes: expect.objectContaining({ cnpj: { from: null, to: created.cnpj } }) },
    ]);
  });

  it('takes the 2026 alphanumeric CNPJ and Logistica may register too', async () => {
    const { data, errors } = await create({ cnpj: '12.ABC.345/01DE-35' }, 'logistica');
    expect(errors).toEqual([]);
    expect(data!.criarSubcontratado.cnpj).toBe('12ABC34501DE35');
  });

  it.each(['razaoSocial', 'nomeFantasia', 'cnpj', 'endereco', 'telefonePrincipal', 'outroTelefone', 'email', 'status'])(
    'refuses a form without %s (requiredField naming it), writing nothing',
    async (field) => {
      const before = await count();
      const missing = await create({ [field]: undefined });
      expect([missing.code, missing.status]).toEqual(['requiredField', 400]);
      expect(missing.errors[0]!.extensions.details).toMatchObject({ field: `subcontratado.${field}` });
      const blank = await create({ [field]: field === 'status' ? null : '  ' });
      expect(blank.code).toBe('requiredField');
      expect(await count()).toBe(before);
    },
  );

  it('refuses the ABVTEX code missing too (the ninth required field)', async () => {
    expect((await create({ codigoABVTEX: '' })).code).toBe('requiredField');
  });

  it.each([
    ['cnpj', '11.222.333/0001-82', 'invalidCnpj'],
    ['email', 'producao@', 'invalidEmail'],
    ['telefonePrincipal', '3333-2211', 'invalidPhone'],
    ['status', 3, 'invalidStatus'],
    ['razaoSocial', 'R'.repeat(151), 'tooLong'],
    ['anotacoes', 'a'.repeat(2001), 'tooLong'],
  ])('refuses %s = %j (%s), writing nothing', async (field, value, message) => {
    const before = await count();
    const answer = await create({ [field]: value });
    expect([answer.code, answer.status]).toEqual(['validation', 400]);
    expect(answer.errors[0]!.extensions.details).toMatchObject({
      fields: [{ field: `subcontratado.${field}`, message }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a CNPJ another subcontractor holds, typed with or without its mask (409 on cnpj)', async () => {
    const first = await create();
    const cnpj = first.data!.criarSubcontratado.cnpj;
    const before = await count();
    for (const typed of [cnpj, formatCnpj(cnpj)]) {
      const again = await create({ cnpj: typed, nomeFantasia: 'Outra Facção' });
      expect([again.code, again.status]).toEqual(['validation', 409]);
      expect(again.errors[0]!.extensions.details).toEqual({
        fields: [{ field: 'cnpj', code: 'cnpjInUse', message: 'cnpjInUse' }],
        idSubcontratado: first.data!.criarSubcontratado.id,
      });
    }
    expect(await count()).toBe(before);
  });
});

describe('atualizarSubcontratado', () => {
  it('saves the whole form, keeps the registration date, audits what changed', async () => {
    const created = (await create()).data!.criarSubcontratado;
    const { data, errors } = await graphql<{ atualizarSubcontratado: SubcontractorDto }>(t, as('logistica'), UPDATE, {
      id: created.id,
      s: form({ cnpj: created.cnpj, nomeFantasia: 'Facção Renomeada', status: 2 }),
    });
    expect(errors).toEqual([]);
    expect(data!.atualizarSubcontratado).toEqual({
      ...created,
      nomeFantasia: 'Facção Renomeada',
      status: { id: 2, descricao: 'Inativo' },
    });
    const trail = await audits(created.id);
    expect(trail.at(-1)).toEqual({
      action: 'update',
      changes: {
        tradeName: { from: 'Facção Teste', to: 'Facção Renomeada' },
        status: { from: 1, to: 2 },
      },
    });
  });

  it('refuses another subcontractor CNPJ, an unknown id and bad input, changing nothing', async () => {
    const a = (await create()).data!.criarSubcontratado;
    const b = (await create()).data!.criarSubcontratado;
    const taken = await graphql(t, as('admin'), UPDATE, { id: b.id, s: form({ cnpj: a.cnpj }) });
    expect([taken.code, taken.status]).toEqual(['validation', 409]);
    const unknown = await graphql(t, as('admin'), UPDATE, { id: 999_999, s: form() });
    expect([unknown.code, unknown.status]).toEqual(['notFound', 404]);
    const bad = await graphql(t, as('admin'), UPDATE, { id: b.id, s: form({ cnpj: b.cnpj, email: 'x' }) });
    expect(bad.code).toBe('validation');
    const read = await graphql<{ buscarSubcontratadoPorId: SubcontractorDto }>(t, as('admin'), BY_ID, { id: b.id });
    expect(read.data!.buscarSubcontratadoPorId).toEqual(b);
    expect(await audits(b.id)).toHaveLength(1);
  });
});

describe('listarSubcontratadosFiltrados', () => {
  it('pages 20 from page 0 by trade name ignoring case', async () => {
    const total = await count();
    expect(total).toBeGreaterThan(SUBCONTRACTOR_PAGE_SIZE);
    const pages = await expectEveryPage({ first: 0, size: SUBCONTRACTOR_PAGE_SIZE, total }, async (pagina) => {
      const { data, errors } = await graphql<{ listarSubcontratadosFiltrados: unknown }>(t, as('logistica'), LIST, {
        pagina,
      });
      expect(errors).toEqual([]);
      return subcontractorPageSchema.parse(data!.listarSubcontratadosFiltrados);
    });
    const ids = pages.flatMap((p) => p.itens.map((s) => s.id));
    expect(new Set(ids).size).toBe(total);
    const ordered = await t.database.db
      .select({ id: subcontractors.id })
      .from(subcontractors)
      .orderBy(sql`lower(${subcontractors.tradeName})`, subcontractors.id);
    expect(ids).toEqual(ordered.map((r) => r.id));
  });

  it('sorts ignoring case: Alfa, beta, ZETA', async () => {
    for (const name of ['Ordem ZETA', 'ordem Alfa', 'Ordem beta']) await create({ nomeFantasia: name });
    const { data } = await graphql<{ listarSubcontratadosFiltrados: SubcontractorPageDto }>(t, as('admin'), LIST, {
      filtro: { nomeFantasia: 'ORDEM' },
    });
    expect(data!.listarSubcontratadosFiltrados.itens.map((s) => s.nomeFantasia)).toEqual([
      'ordem Alfa',
      'Ordem beta',
      'Ordem ZETA',
    ]);
  });

  it('filters by CNPJ (mask ignored), e-mail, trade name and legal name, each "contains" ignoring case', async () => {
    const made = (
      await create({ nomeFantasia: 'Filtro Único', razaoSocial: 'Razão Filtrada Ltda', email: 'filtro@unico.com.br' })
    ).data!.criarSubcontratado;
    const cases: Record<string, string>[] = [
      { cnpj: formatCnpj(made.cnpj).slice(3, 12) },
      { email: 'FILTRO@UNICO' },
      { nomeFantasia: 'filtro ún' },
      { razaoSocial: 'razão filtrada' },
      { nomeFantasia: 'Filtro', email: 'unico.com', cnpj: made.cnpj, razaoSocial: 'Ltda' },
    ];
    for (const filtro of cases) {
      const { data, errors } = await graphql<{ listarSubcontratadosFiltrados: SubcontractorPageDto }>(
        t,
        as('admin'),
        LIST,
        { filtro },
      );
      expect(errors).toEqual([]);
      expect(
        data!.listarSubcontratadosFiltrados.itens.map((s) => s.id),
        JSON.stringify(filtro),
      ).toEqual([made.id]);
    }
    const blank = await graphql<{ listarSubcontratadosFiltrados: SubcontractorPageDto }>(t, as('admin'), LIST, {
      filtro: { cnpj: '', email: null, nomeFantasia: '  ' },
    });
    expect(blank.data!.listarSubcontratadosFiltrados.itens).toHaveLength(SUBCONTRACTOR_PAGE_SIZE);
  });

  it('pages a filtered list in the same order as the whole list, with or without a trigram-sized text', async () => {
    // ties on the trade name (the id decides) and names that differ only in case, over two pages
    for (let n = 0; n < 24; n++) await create({ nomeFantasia: n % 3 === 0 ? 'MESMA Oficina' : 'mesma oficina' });
    await create({ nomeFantasia: 'A Mesma Oficina' });
    // 3+ characters: read through the trigram index, then sorted; 1-2: along the list's index
    for (const nomeFantasia of ['mesma ofi', 'ma']) {
      const filtro = { nomeFantasia };
      const ids: number[] = [];
      for (let pagina = 0; ; pagina++) {
        const { data } = await graphql<{ listarSubcontratadosFiltrados: SubcontractorPageDto }>(t, as('admin'), LIST, {
          filtro,
          pagina,
        });
        ids.push(...data!.listarSubcontratadosFiltrados.itens.map((s) => s.id));
        if (!data!.listarSubcontratadosFiltrados.temMais) break;
      }
      const ordered = await t.database.db
        .select({ id: subcontractors.id })
        .from(subcontractors)
        .where(ilike(subcontractors.tradeName, `%${nomeFantasia}%`))
        .orderBy(sql`lower(${subcontractors.tradeName})`, subcontractors.id);
      expect(ordered.length, nomeFantasia).toBeGreaterThan(SUBCONTRACTOR_PAGE_SIZE);
      expect(ids, nomeFantasia).toEqual(ordered.map((r) => r.id));
    }
  });

  it('refuses a negative page', async () => {
    expect((await graphql(t, as('admin'), LIST, { pagina: -1 })).code).toBe('validation');
  });
});

describe('buscarSubcontratadoPorId', () => {
  it('answers 404 for an unknown id and refuses 0', async () => {
    expect((await graphql(t, as('admin'), BY_ID, { id: 999_999 })).code).toBe('notFound');
    expect((await graphql(t, as('admin'), BY_ID, { id: 0 })).code).toBe('validation');
  });
});

describe('linked providers', () => {
  async function linkedTo(id: number): Promise<number[]> {
    const { data } = await graphql<{ buscarFornecedorPorSubcontratado: ProviderDto[] }>(t, as('admin'), PROVIDERS, {
      id,
    });
    return z
      .array(providerSchema)
      .parse(data!.buscarFornecedorPorSubcontratado)
      .map((p) => p.id);
  }

  it('adds and removes a provider; the pick list searches the unlinked ones by name or CNPJ', async () => {
    const sub = (await create()).data!.criarSubcontratado;
    expect(await linkedTo(sub.id)).toEqual([]);
    const pick = await graphql<{ buscarFornecedorNaoVinculadoAoSubcontratado: ProviderDto[] }>(
      t,
      as('logistica'),
      PROVIDERS_TO_LINK,
      { id: sub.id },
    );
    expect(pick.errors).toEqual([]);
    expect(pick.data!.buscarFornecedorNaoVinculadoAoSubcontratado.length).toBeGreaterThan(1);

    const added = await graphql<{ adicionarFornecedorAoSubcontratado: ProviderDto[] }>(t, as('logistica'), ADD, {
      fornecedorId: DEMO_SUPPLIER_A_ID,
      subcontratadoId: sub.id,
    });
    expect(added.errors).toEqual([]);
    expect(added.data!.adicionarFornecedorAoSubcontratado.map((p) => p.id)).toEqual([DEMO_SUPPLIER_A_ID]);
    const linkAudit = await auditRows(t, 'provider_subcontractors', `${DEMO_SUPPLIER_A_ID}:${sub.id}`);
    expect(linkAudit.map((a) => ({ action: a.action }))).toEqual([{ action: 'create' }]);

    const a = added.data!.adicionarFornecedorAoSubcontratado[0]!;
    for (const nome of [a.nome.slice(0, 8), formatCnpj(a.cnpj).slice(0, 6)]) {
      const search = await graphql<{ buscarFornecedorNaoVinculadoAoSubcontratado: ProviderDto[] }>(
        t,
        as('admin'),
        PROVIDERS_TO_LINK,
        { id: sub.id, nome },
      );
      expect(search.data!.buscarFornecedorNaoVinculadoAoSubcontratado.map((p) => p.id)).not.toContain(
        DEMO_SUPPLIER_A_ID,
      );
    }
    const other = await graphql<{ buscarFornecedorNaoVinculadoAoSubcontratado: ProviderDto[] }>(
      t,
      as('admin'),
      PROVIDERS_TO_LINK,
      { id: sub.id, nome: 'zzzz-nenhum' },
    );
    expect(other.data!.buscarFornecedorNaoVinculadoAoSubcontratado).toEqual([]);

    // the provider's page sees the same link
    const fromProvider = await graphql<{ buscarSubcontratadoPorFornecedor: { id: number }[] }>(
      t,
      as('admin'),
      `
        query ($id: Int!) {
          buscarSubcontratadoPorFornecedor(idFornecedor: $id) {
            id
          }
        }
      `,
      { id: DEMO_SUPPLIER_A_ID },
    );
    expect(fromProvider.data!.buscarSubcontratadoPorFornecedor.map((s) => s.id)).toContain(sub.id);

    const removed = await graphql<{ removerFornecedorDoSubcontratado: ProviderDto[] }>(t, as('admin'), REMOVE, {
      fornecedorId: DEMO_SUPPLIER_A_ID,
      subcontratadoId: sub.id,
    });
    expect(removed.errors).toEqual([]);
    expect(removed.data!.removerFornecedorDoSubcontratado).toEqual([]);
    expect(await linkedTo(sub.id)).toEqual([]);
  });

  it('shows the seeded workshops working for supplier B', async () => {
    const links = await t.database.db
      .select({ id: providerSubcontractors.subcontractorId })
      .from(providerSubcontractors)
      .where(eq(providerSubcontractors.supplierId, DEMO_SUPPLIER_B_ID));
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(await linkedTo(links[0]!.id)).toContain(DEMO_SUPPLIER_B_ID);
  });

  it.each([
    ['missing', {}],
    ['null', { subcontratadoId: null }],
    ['0', { subcontratadoId: 0 }],
    ['-1', { subcontratadoId: -1 }],
  ])(
    'answers subcontractorMustBeSaved to a subcontractor not saved yet (%s), before anything else',
    async (_what, ids) => {
      for (const query of [ADD, REMOVE]) {
        const answer = await graphql(t, as('admin'), query, { fornecedorId: -1, ...ids });
        expect([answer.code, answer.status]).toEqual(['subcontractorMustBeSaved', 422]);
        expect(answer.errors[0]!.message).toBe('Salve o subcontratado antes de vincular um fornecedor.');
      }
    },
  );

  it('refuses no provider chosen (-1), an unknown provider or subcontractor, writing nothing', async () => {
    const sub = (await create()).data!.criarSubcontratado;
    const none = await graphql(t, as('admin'), ADD, { fornecedorId: -1, subcontratadoId: sub.id });
    expect(none.code).toBe('requiredField');
    expect(none.errors[0]!.extensions.details).toMatchObject({ field: 'fornecedorId' });
    const unknownProvider = await graphql(t, as('admin'), ADD, { fornecedorId: 999_999, subcontratadoId: sub.id });
    expect(unknownProvider.code).toBe('notFound');
    expect(unknownProvider.errors[0]!.extensions.details).toEqual({ fornecedorId: 999_999 });
    const unknownSub = await graphql(t, as('admin'), ADD, {
      fornecedorId: DEMO_SUPPLIER_A_ID,
      subcontratadoId: 999_999,
    });
    expect(unknownSub.code).toBe('notFound');
    expect(await linkedTo(sub.id)).toEqual([]);
  });
});

describe('permissions (spec 001 §6): subcontractor screens Admin and Logistica, nobody else', () => {
  const calls = (): [string, string, Record<string, unknown>][] => [
    ['listarSubcontratadosFiltrados', LIST, {}],
    ['buscarSubcontratadoPorId', BY_ID, { id: 1 }],
    ['buscarFornecedorPorSubcontratado', PROVIDERS, { id: 1 }],
    ['buscarFornecedorNaoVinculadoAoSubcontratado', PROVIDERS_TO_LINK, { id: 1 }],
    ['criarSubcontratado', CREATE, { s: form() }],
    ['atualizarSubcontratado', UPDATE, { id: 999_999, s: form() }],
    ['adicionarFornecedorAoSubcontratado', ADD, { fornecedorId: 999_999, subcontratadoId: 1 }],
    ['removerFornecedorDoSubcontratado', REMOVE, { fornecedorId: 999_999, subcontratadoId: 1 }],
  ];

  it.each(calls())(
    '%s: Admin and Logistica pass the check; suppliers and company users 403; no token 401; incomplete 403',
    async (_name, query, variables) => {
      for (const login of ['admin', 'logistica'] as const) {
        const answer = await graphql(t, as(login), query, { ...variables, ...('s' in variables ? { s: form() } : {}) });
        expect([login, answer.code]).not.toEqual([login, 'withoutPermission']);
        expect(['notFound', null]).toContain(answer.code);
      }
      const before = await count();
      await expectStaffOnly(t, as, query, variables);
      expect(await count()).toBe(before);
    },
  );
});
