import { NORM_LIMITS, normSchema, selectionOf, type NormDto } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { useProfileTokens, useTestApp, type ProfileLogin as Login } from '../../../test/support/test-app';
import { norms } from '../../db/schema/index';
import { DEMO_NORMS } from '../../db/seed/norms.seed';

const t = useTestApp();
const as = useProfileTokens(t);

const NORM = selectionOf(normSchema);
const LIST = `query ($ativas: Boolean) { listarNormas(ativas: $ativas) ${NORM} }`;
const BY_ID = `query ($id: Int!) { buscarNormaPorId(idNorma: $id) ${NORM} }`;
const CREATE = `mutation ($n: NormaInput!) { criarNorma(norma: $n) ${NORM} }`;
const UPDATE = `mutation ($id: Int!, $n: NormaInput!) { atualizarNorma(idNorma: $id, norma: $n) ${NORM} }`;

let serial = 0;
const newCode = () => `ABNT NBR TESTE ${++serial}`;

async function create(over: Record<string, unknown> = {}, login: Login = 'admin') {
  return graphql<{ criarNorma: NormDto }>(t, as(login), CREATE, {
    n: { codigo: newCode(), descricao: 'Têxteis - Ensaio de solidez da cor', ativo: true, ...over },
  });
}

async function count(): Promise<number> {
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(norms))[0]!.n;
}

describe('listarNormas', () => {
  it('answers the demo norms by code ignoring case, to every internal profile', async () => {
    for (const login of ['admin', 'usuario', 'logistica'] as const) {
      const { data, errors } = await graphql<{ listarNormas: NormDto[] }>(t, as(login), LIST, {});
      expect(errors).toEqual([]);
      const codes = data!.listarNormas.map((n) => n.codigo);
      expect(codes).toHaveLength(DEMO_NORMS.length);
      expect(codes).toEqual([...codes].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    }
  });

  it('answers only the active ones with ativas: true', async () => {
    const { data } = await graphql<{ listarNormas: NormDto[] }>(t, as('admin'), LIST, { ativas: true });
    expect(data!.listarNormas.length).toBe(DEMO_NORMS.filter((n) => n.active).length);
    expect(data!.listarNormas.every((n) => n.ativo)).toBe(true);
  });

  it.each(['fornecedor', 'youcom', 'camicado'] as const)('refuses %s (norm-list)', async (login) => {
    const answer = await graphql(t, as(login), LIST, {});
    expect([answer.code, answer.status]).toEqual(['withoutPermission', 403]);
    expect(answer.data).toBeNull();
  });

  it('needs a complete sign-in', async () => {
    await expectSignInRequired(t, as, LIST, {});
  });
});

describe('buscarNormaPorId', () => {
  it('answers one norm to Admin and Logistica, 404 when unknown', async () => {
    const [first] = (await graphql<{ listarNormas: NormDto[] }>(t, as('admin'), LIST, {})).data!.listarNormas;
    for (const login of ['admin', 'logistica'] as const) {
      const { data } = await graphql<{ buscarNormaPorId: NormDto }>(t, as(login), BY_ID, { id: first!.id });
      expect(normSchema.parse(data!.buscarNormaPorId)).toEqual(first);
    }
    const missing = await graphql(t, as('admin'), BY_ID, { id: 999_999 });
    expect([missing.code, missing.status]).toEqual(['notFound', 404]);
  });

  it.each(['usuario', 'fornecedor', 'youcom', 'camicado'] as const)('refuses %s (norm-details)', async (login) => {
    const answer = await graphql(t, as(login), BY_ID, { id: 1 });
    expect([answer.code, answer.status]).toEqual(['withoutPermission', 403]);
  });

  it('needs a complete sign-in', async () => {
    await expectSignInRequired(t, as, BY_ID, { id: 1 });
  });
});

describe('criarNorma', () => {
  it('registers a norm trimmed, audited, and it shows in the list', async () => {
    const codigo = newCode();
    const { data, errors } = await create({ codigo: `  ${codigo} `, descricao: ' Ensaio ', ativo: false });
    expect(errors).toEqual([]);
    const created = normSchema.parse(data!.criarNorma);
    expect(created).toMatchObject({ codigo, descricao: 'Ensaio', ativo: false });
    const list = (await graphql<{ listarNormas: NormDto[] }>(t, as('usuario'), LIST, {})).data!.listarNormas;
    expect(list).toContainEqual(created);
    const [audit] = await auditRows(t, 'norms', created.id);
    expect(audit).toMatchObject({ action: 'create', changes: { code: { from: null, to: codigo } } });
  });

  it('refuses a code another norm holds, whatever its case (normCodeTaken), writing nothing', async () => {
    const before = await count();
    const answer = await create({ codigo: 'abnt nbr 15800' });
    expect([answer.code, answer.status]).toEqual(['normCodeTaken', 409]);
    expect(answer.errors[0]!.extensions.details).toMatchObject({ field: 'codigo', codigo: 'abnt nbr 15800' });
    expect(answer.errors[0]!.message).toContain('abnt nbr 15800');
    expect(await count()).toBe(before);
  });

  it.each(['codigo', 'descricao'])('refuses a blank %s (requiredField), writing nothing', async (field) => {
    const before = await count();
    const answer = await create({ [field]: '   ' });
    expect([answer.code, answer.status]).toEqual(['requiredField', 400]);
    expect(answer.errors[0]!.extensions.details).toMatchObject({ field: `norma.${field}` });
    expect(await count()).toBe(before);
  });

  it.each([
    ['codigo', NORM_LIMITS.codigo],
    ['descricao', NORM_LIMITS.descricao],
  ] as const)('refuses %s over %i characters, writing nothing', async (field, max) => {
    const before = await count();
    const answer = await create({ [field]: 'x'.repeat(max + 1) });
    expect([answer.code, answer.status]).toEqual(['validation', 400]);
    expect(await count()).toBe(before);
  });

  it('refuses Logistica (no edit-norm-details) and the profiles without norm-details, writing nothing', async () => {
    const before = await count();
    for (const login of ['logistica', 'usuario', 'fornecedor', 'youcom', 'camicado'] as const) {
      const answer = await create({}, login);
      expect([login, answer.code, answer.status]).toEqual([login, 'withoutPermission', 403]);
    }
    await expectSignInRequired(t, as, CREATE, { n: { codigo: newCode(), descricao: 'x', ativo: true } });
    expect(await count()).toBe(before);
  });
});

describe('atualizarNorma', () => {
  it('saves the form, audited with what changed', async () => {
    const created = (await create()).data!.criarNorma;
    const codigo = newCode();
    const { data, errors } = await graphql<{ atualizarNorma: NormDto }>(t, as('admin'), UPDATE, {
      id: created.id,
      n: { codigo, descricao: created.descricao, ativo: false },
    });
    expect(errors).toEqual([]);
    expect(data!.atualizarNorma).toEqual({ ...created, codigo, ativo: false });
    const rows = await auditRows(t, 'norms', created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.changes).toEqual({
      code: { from: created.codigo, to: codigo },
      active: { from: true, to: false },
    });
  });

  it('keeps its own code in another case, refuses another norm’s code', async () => {
    const created = (await create()).data!.criarNorma;
    const own = await graphql(t, as('admin'), UPDATE, {
      id: created.id,
      n: { codigo: created.codigo.toLowerCase(), descricao: 'x', ativo: true },
    });
    expect(own.errors).toEqual([]);
    const taken = await graphql(t, as('admin'), UPDATE, {
      id: created.id,
      n: { codigo: 'ISO 9001:2015', descricao: 'x', ativo: true },
    });
    expect([taken.code, taken.status]).toEqual(['normCodeTaken', 409]);
  });

  it('answers 404 for an unknown norm and refuses Logistica', async () => {
    const missing = await graphql(t, as('admin'), UPDATE, {
      id: 999_999,
      n: { codigo: newCode(), descricao: 'x', ativo: true },
    });
    expect([missing.code, missing.status]).toEqual(['notFound', 404]);
    const refused = await graphql(t, as('logistica'), UPDATE, {
      id: 1,
      n: { codigo: newCode(), descricao: 'x', ativo: true },
    });
    expect([refused.code, refused.status]).toEqual(['withoutPermission', 403]);
  });
});
