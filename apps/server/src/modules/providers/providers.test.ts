import {
  cnpjCheckDigits,
  formatCnpj,
  LINK_PICK_MAX,
  PROVIDER_PAGE_SIZE,
  providerPageSchema,
  providerSchema,
  selectionOf,
  subcontractorSummarySchema,
  type ProviderDto,
  type ProviderPageDto,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditCount as auditRowCount } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectStaffOnly } from '../../../test/support/graphql-refusals';
import { expectEveryPage } from '../../../test/support/list-pages';
import { useProfileTokens, useTestApp } from '../../../test/support/test-app';
import { providerSubcontractors, subcontractors, suppliers } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';

const t = useTestApp();
const as = useProfileTokens(t);

// every field of the answers, from the domain schemas (the SDL is compared with them in test/graphql-contracts.test.ts)
const PROVIDER = selectionOf(providerSchema);
const SUMMARY = selectionOf(subcontractorSummarySchema);

const LIST = `query ($nome: String, $cnpj: String, $pagina: Int) {
  fornecedoresFiltrados(nome: $nome, cnpj: $cnpj, pagina: $pagina) { itens ${PROVIDER} pagina temMais }
}`;
const BY_ID = `query ($idFornecedor: Int!) { buscarFornecedorPorId(idFornecedor: $idFornecedor) ${PROVIDER} }`;
const LINKED = `query ($idFornecedor: Int!) { buscarSubcontratadoPorFornecedor(idFornecedor: $idFornecedor) ${SUMMARY} }`;
const TO_LINK = `query ($idFornecedor: Int!, $nome: String) {
  buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor: $idFornecedor, nome: $nome) ${SUMMARY}
}`;
const FLAG_MUTATIONS = [
  ['atualizarFlagSubcontratado', 'isSubcontratado', 'isSubcontractor'],
  ['atualizarFlagDeclaracaoProdutor', 'exigirDeclProdutor', 'requireProducerDeclaration'],
  ['atualizarFlagCertificadoOrigem', 'exigirCertifOrigem', 'requireOriginCertificate'],
] as const;
const flagMutation = (name: string) =>
  `mutation ($idFornecedor: Int!, $valor: Boolean!) { ${name}(idFornecedor: $idFornecedor, valor: $valor) ${PROVIDER} }`;
const LINK = `mutation ($idFornecedor: Int!, $idSubcontratado: Int) {
  vincularSubcontratado(idFornecedor: $idFornecedor, idSubcontratado: $idSubcontratado) ${SUMMARY}
}`;
const UNLINK = `mutation ($idFornecedor: Int!, $idSubcontratado: Int) {
  desvincularSubcontratado(idFornecedor: $idFornecedor, idSubcontratado: $idSubcontratado) ${SUMMARY}
}`;

async function supplierRow(id: number) {
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, id));
  return row!;
}

const auditCount = (entity: string, entityId: string) => auditRowCount(t, entity, entityId);

/** A subcontractor written straight to the table (the subcontractors area's own tests go through its API). */
async function makeSubcontractor(tradeName: string, cnpj: string, status = 1): Promise<number> {
  const [row] = await t.database.db
    .insert(subcontractors)
    .values({
      legalName: `${tradeName} Ltda`,
      tradeName,
      cnpj,
      address: 'Rua das Oficinas, 10, Blumenau - SC',
      mainPhone: '4733334444',
      otherPhone: '47999998888',
      email: 'oficina@example.com.br',
      abvtexCode: 'ABV-1',
      status,
    })
    .returning({ id: subcontractors.id });
  return row!.id;
}

async function linkCount(supplierId: number): Promise<number> {
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(providerSubcontractors)
    .where(eq(providerSubcontractors.supplierId, supplierId));
  return rows[0]!.n;
}

describe('fornecedoresFiltrados', () => {
  it('pages the providers by name, 20 from page 0, with whether another page exists', async () => {
    const total = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(suppliers))[0]!.n;
    expect(total).toBeGreaterThan(2 * PROVIDER_PAGE_SIZE);
    const pages = await expectEveryPage({ first: 0, size: PROVIDER_PAGE_SIZE, total }, async (pagina) => {
      const { data, errors } = await graphql<{ fornecedoresFiltrados: unknown }>(t, as('admin'), LIST, { pagina });
      expect(errors).toEqual([]);
      return providerPageSchema.parse(data!.fornecedoresFiltrados);
    });
    const all = pages.flatMap((p) => p.itens);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((p) => p.id)).size).toBe(total);
    const ordered = await t.database.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .orderBy(suppliers.name, suppliers.id);
    expect(all.map((p) => p.id)).toEqual(ordered.map((r) => r.id));
  });

  it('filters by name (contains, ignoring case) and by CNPJ (contains, mask ignored)', async () => {
    const a = await supplierRow(DEMO_SUPPLIER_A_ID);
    const word = a.name.split(' ').at(-1)!.toLowerCase();
    const byName = await graphql<{ fornecedoresFiltrados: ProviderPageDto }>(t, as('logistica'), LIST, {
      nome: `  ${word.toUpperCase()} `,
    });
    expect(byName.errors).toEqual([]);
    expect(byName.data!.fornecedoresFiltrados.itens.map((p) => p.id)).toContain(DEMO_SUPPLIER_A_ID);
    for (const p of byName.data!.fornecedoresFiltrados.itens) expect(p.nome.toLowerCase()).toContain(word);

    const masked = formatCnpj(a.cnpj).slice(0, 10); // "12.345.678"
    const byCnpj = await graphql<{ fornecedoresFiltrados: ProviderPageDto }>(t, as('admin'), LIST, { cnpj: masked });
    expect(byCnpj.data!.fornecedoresFiltrados.itens.map((p) => p.id)).toEqual([DEMO_SUPPLIER_A_ID]);

    const none = await graphql<{ fornecedoresFiltrados: ProviderPageDto }>(t, as('admin'), LIST, { nome: '%_\\' });
    expect(none.data!.fornecedoresFiltrados).toEqual({ itens: [], pagina: 0, temMais: false });
  });

  it('refuses a negative page or an over-long filter', async () => {
    expect((await graphql(t, as('admin'), LIST, { pagina: -1 })).code).toBe('validation');
    expect((await graphql(t, as('admin'), LIST, { nome: 'x'.repeat(101) })).code).toBe('validation');
  });
});

describe('buscarFornecedorPorId', () => {
  it('answers the provider with its flags', async () => {
    const { data, errors } = await graphql<{ buscarFornecedorPorId: ProviderDto }>(t, as('logistica'), BY_ID, {
      idFornecedor: DEMO_SUPPLIER_A_ID,
    });
    expect(errors).toEqual([]);
    const row = await supplierRow(DEMO_SUPPLIER_A_ID);
    expect(providerSchema.parse(data!.buscarFornecedorPorId)).toEqual({
      id: row.id,
      nome: row.name,
      cnpj: row.cnpj,
      cidade: row.city,
      uf: row.state,
      email: row.email,
      ediPoInd: row.ediPoInd,
      exigirDeclProdutor: row.requireProducerDeclaration,
      exigirCertifOrigem: row.requireOriginCertificate,
      isSubcontratado: row.isSubcontractor,
    });
  });

  it('answers 404 for an unknown provider', async () => {
    const answer = await graphql(t, as('admin'), BY_ID, { idFornecedor: 999_999 });
    expect(answer.code).toBe('notFound');
    expect(answer.status).toBe(404);
  });
});

describe('the three flags', () => {
  it.each(FLAG_MUTATIONS)('%s sets %s, audited once per change', async (mutation, field, column) => {
    const before = await supplierRow(DEMO_SUPPLIER_B_ID);
    const next = !before[column];
    const audits = await auditCount('suppliers', String(DEMO_SUPPLIER_B_ID));

    const set = await graphql<Record<string, ProviderDto>>(t, as('admin'), flagMutation(mutation), {
      idFornecedor: DEMO_SUPPLIER_B_ID,
      valor: next,
    });
    expect(set.errors).toEqual([]);
    expect(set.data![mutation]![field]).toBe(next);
    expect((await supplierRow(DEMO_SUPPLIER_B_ID))[column]).toBe(next);
    expect(await auditCount('suppliers', String(DEMO_SUPPLIER_B_ID))).toBe(audits + 1);

    // the same value again changes nothing and writes no audit
    const again = await graphql<Record<string, ProviderDto>>(t, as('admin'), flagMutation(mutation), {
      idFornecedor: DEMO_SUPPLIER_B_ID,
      valor: next,
    });
    expect(again.data![mutation]![field]).toBe(next);
    expect(await auditCount('suppliers', String(DEMO_SUPPLIER_B_ID))).toBe(audits + 1);

    // the other flags are untouched; put it back
    const after = await supplierRow(DEMO_SUPPLIER_B_ID);
    for (const [, , other] of FLAG_MUTATIONS) if (other !== column) expect(after[other]).toBe(before[other]);
    await graphql(t, as('admin'), flagMutation(mutation), { idFornecedor: DEMO_SUPPLIER_B_ID, valor: before[column] });
  });

  it('answers 404 for an unknown provider and a bad id as invalid, writing nothing', async () => {
    const unknown = await graphql(t, as('admin'), flagMutation('atualizarFlagSubcontratado'), {
      idFornecedor: 999_999,
      valor: true,
    });
    expect(unknown.code).toBe('notFound');
    const bad = await graphql(t, as('admin'), flagMutation('atualizarFlagSubcontratado'), {
      idFornecedor: 0,
      valor: true,
    });
    expect(bad.code).toBe('validation');
    expect(await auditCount('suppliers', '0')).toBe(0);
  });
});

describe('linking subcontractors', () => {
  it('links and unlinks, each audited; the pick list offers the active unlinked ones', async () => {
    const id = await makeSubcontractor('Oficina Link Teste', '45723174000110');
    const inactive = await makeSubcontractor('Oficina Inativa Teste', '11444777000161', 2);
    const pick = await graphql<{ buscarSubcontratadosNaoVinculadosAoFornecedor: SubcontractorSummaryDto[] }>(
      t,
      as('logistica'),
      TO_LINK,
      { idFornecedor: DEMO_SUPPLIER_B_ID },
    );
    const offered = pick.data!.buscarSubcontratadosNaoVinculadosAoFornecedor.map((s) => s.id);
    expect(offered).toContain(id);
    expect(offered).not.toContain(inactive);

    const linked = await graphql<{ vincularSubcontratado: SubcontractorSummaryDto[] }>(t, as('admin'), LINK, {
      idFornecedor: DEMO_SUPPLIER_B_ID,
      idSubcontratado: id,
    });
    expect(linked.errors).toEqual([]);
    const row = z
      .array(subcontractorSummarySchema)
      .parse(linked.data!.vincularSubcontratado)
      .find((s) => s.id === id);
    expect(row).toEqual({
      id,
      cnpj: '45723174000110',
      nomeFantasia: 'Oficina Link Teste',
      razaoSocial: 'Oficina Link Teste Ltda',
      status: { id: 1, descricao: 'Ativo' },
    });
    expect(await auditCount('provider_subcontractors', `${DEMO_SUPPLIER_B_ID}:${id}`)).toBe(1);

    const listed = await graphql<{ buscarSubcontratadoPorFornecedor: SubcontractorSummaryDto[] }>(
      t,
      as('logistica'),
      LINKED,
      { idFornecedor: DEMO_SUPPLIER_B_ID },
    );
    expect(listed.data!.buscarSubcontratadoPorFornecedor.map((s) => s.id)).toContain(id);
    const names = listed.data!.buscarSubcontratadoPorFornecedor.map((s) => s.nomeFantasia.toLowerCase());
    expect(names).toEqual([...names].sort());
    const pickAfter = await graphql<{ buscarSubcontratadosNaoVinculadosAoFornecedor: SubcontractorSummaryDto[] }>(
      t,
      as('admin'),
      TO_LINK,
      { idFornecedor: DEMO_SUPPLIER_B_ID },
    );
    expect(pickAfter.data!.buscarSubcontratadosNaoVinculadosAoFornecedor.map((s) => s.id)).not.toContain(id);

    // linking again changes nothing
    const count = await linkCount(DEMO_SUPPLIER_B_ID);
    await graphql(t, as('admin'), LINK, { idFornecedor: DEMO_SUPPLIER_B_ID, idSubcontratado: id });
    expect(await linkCount(DEMO_SUPPLIER_B_ID)).toBe(count);
    expect(await auditCount('provider_subcontractors', `${DEMO_SUPPLIER_B_ID}:${id}`)).toBe(1);

    const unlinked = await graphql<{ desvincularSubcontratado: SubcontractorSummaryDto[] }>(t, as('admin'), UNLINK, {
      idFornecedor: DEMO_SUPPLIER_B_ID,
      idSubcontratado: id,
    });
    expect(unlinked.errors).toEqual([]);
    expect(unlinked.data!.desvincularSubcontratado.map((s) => s.id)).not.toContain(id);
    expect(await linkCount(DEMO_SUPPLIER_B_ID)).toBe(count - 1);
    expect(await auditCount('provider_subcontractors', `${DEMO_SUPPLIER_B_ID}:${id}`)).toBe(2);
  });

  it('the pick list answers at most 50 by trade name, the search in trade or legal name or CNPJ', async () => {
    const toLink = async (nome?: string) => {
      const answer = await graphql<{ buscarSubcontratadosNaoVinculadosAoFornecedor: SubcontractorSummaryDto[] }>(
        t,
        as('admin'),
        TO_LINK,
        { idFornecedor: DEMO_SUPPLIER_B_ID, nome },
      );
      expect(answer.errors).toEqual([]);
      return answer.data!.buscarSubcontratadosNaoVinculadosAoFornecedor;
    };
    // 55 active workshops named alike, CNPJ roots 00000001 to 00000055
    for (let n = 1; n <= 55; n++) {
      const root = String(n).padStart(8, '0');
      await makeSubcontractor(
        `Oficina Pesponto ${String(n).padStart(2, '0')}`,
        `${root}0001${cnpjCheckDigits(`${root}0001`)}`,
      );
    }
    const all = await toLink();
    expect(all).toHaveLength(LINK_PICK_MAX);
    const names = all.map((s) => s.nomeFantasia.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = await toLink('pesPONTO');
    expect(found).toHaveLength(LINK_PICK_MAX);
    expect(found.map((s) => s.nomeFantasia)).toEqual(
      Array.from({ length: LINK_PICK_MAX }, (_, i) => `Oficina Pesponto ${String(i + 1).padStart(2, '0')}`),
    );
    // the legal name ("… Ltda") and the CNPJ, with or without its mask
    expect((await toLink('Pesponto 07 Ltda')).map((s) => s.nomeFantasia)).toEqual(['Oficina Pesponto 07']);
    const cnpj = `000000420001${cnpjCheckDigits('000000420001')}`;
    expect((await toLink(formatCnpj(cnpj))).map((s) => s.cnpj)).toEqual([cnpj]);
    expect(await toLink('zzzz-nenhuma')).toEqual([]);
  });

  it('shows the seeded links of supplier A', async () => {
    const { data } = await graphql<{ buscarSubcontratadoPorFornecedor: SubcontractorSummaryDto[] }>(
      t,
      as('admin'),
      LINKED,
      { idFornecedor: DEMO_SUPPLIER_A_ID },
    );
    expect(data!.buscarSubcontratadoPorFornecedor.length).toBeGreaterThanOrEqual(4);
    expect(data!.buscarSubcontratadoPorFornecedor.map((s) => s.status.id)).toContain(2);
  });

  it('refuses the placeholder (-1), an unknown or an inactive subcontractor, and an unknown provider, writing nothing', async () => {
    const inactive = await makeSubcontractor('Oficina Parada Teste', '04252011000110', 2);
    const count = await linkCount(DEMO_SUPPLIER_B_ID);
    const placeholder = await graphql(t, as('admin'), LINK, { idFornecedor: DEMO_SUPPLIER_B_ID, idSubcontratado: -1 });
    expect(placeholder.code).toBe('requiredField');
    expect(placeholder.errors[0]!.extensions.details).toMatchObject({ field: 'idSubcontratado' });
    const missing = await graphql(t, as('admin'), LINK, { idFornecedor: DEMO_SUPPLIER_B_ID });
    expect(missing.code).toBe('requiredField');
    const unknown = await graphql(t, as('admin'), LINK, { idFornecedor: DEMO_SUPPLIER_B_ID, idSubcontratado: 999_999 });
    expect(unknown.code).toBe('notFound');
    expect(unknown.errors[0]!.extensions.details).toEqual({ idSubcontratado: 999_999 });
    const off = await graphql(t, as('admin'), LINK, { idFornecedor: DEMO_SUPPLIER_B_ID, idSubcontratado: inactive });
    expect(off.code).toBe('validation');
    expect(off.errors[0]!.extensions.details).toMatchObject({ fields: [{ field: 'idSubcontratado' }] });
    const noProvider = await graphql(t, as('admin'), LINK, { idFornecedor: 999_999, idSubcontratado: inactive });
    expect(noProvider.code).toBe('notFound');
    expect(await linkCount(DEMO_SUPPLIER_B_ID)).toBe(count);
    expect(await auditCount('provider_subcontractors', `${DEMO_SUPPLIER_B_ID}:${inactive}`)).toBe(0);
  });
});

describe('permissions (spec 001 §6): screens Admin and Logistica, changes edit-provider-list (Admin)', () => {
  const reads: [string, string, Record<string, unknown>][] = [
    ['fornecedoresFiltrados', LIST, {}],
    ['buscarFornecedorPorId', BY_ID, { idFornecedor: DEMO_SUPPLIER_A_ID }],
    ['buscarSubcontratadoPorFornecedor', LINKED, { idFornecedor: DEMO_SUPPLIER_A_ID }],
    ['buscarSubcontratadosNaoVinculadosAoFornecedor', TO_LINK, { idFornecedor: DEMO_SUPPLIER_A_ID }],
  ];
  // values that change nothing (the flag as it is; a link to an unknown subcontractor is a 404 after the check)
  const writes = (): [string, string, Record<string, unknown>][] => [
    ...FLAG_MUTATIONS.map(
      ([m]) =>
        [m, flagMutation(m), { idFornecedor: 999_999, valor: true }] as [string, string, Record<string, unknown>],
    ),
    ['vincularSubcontratado', LINK, { idFornecedor: DEMO_SUPPLIER_A_ID, idSubcontratado: 999_999 }],
    ['desvincularSubcontratado', UNLINK, { idFornecedor: DEMO_SUPPLIER_A_ID, idSubcontratado: 999_999 }],
  ];

  it.each(reads)('%s: Admin and Logistica read', async (_name, query, variables) => {
    for (const login of ['admin', 'logistica'] as const) {
      const answer = await graphql(t, as(login), query, variables);
      expect(answer.errors, login).toEqual([]);
    }
  });

  it.each(writes())('%s: Admin passes the check, Logistica is refused', async (_name, query, variables) => {
    expect((await graphql(t, as('admin'), query, variables)).code).toBe('notFound');
    const logistica = await graphql(t, as('logistica'), query, variables);
    expect(logistica.code).toBe('withoutPermission');
    expect(logistica.status).toBe(403);
  });

  it.each([...reads, ...writes()])(
    '%s: suppliers and company users 403, no token 401, an incomplete account tokenIncomplete',
    async (_name, query, variables) => {
      await expectStaffOnly(t, as, query, variables);
    },
  );

  it('a refused flag change writes nothing', async () => {
    const before = await supplierRow(DEMO_SUPPLIER_A_ID);
    await graphql(t, as('logistica'), flagMutation('atualizarFlagSubcontratado'), {
      idFornecedor: DEMO_SUPPLIER_A_ID,
      valor: !before.isSubcontractor,
    });
    expect((await supplierRow(DEMO_SUPPLIER_A_ID)).isSubcontractor).toBe(before.isSubcontractor);
  });
});
