import {
  PRE_SCHEDULING_LIMITS,
  preSchedulingRowSchema,
  preSchedulingSchema,
  selectionOf,
  timeZoneSchema,
  workHourTypeSchema,
  type PreSchedulingDto,
  type PreSchedulingRowDto,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql, type GraphqlAnswer } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { madeBeforeAll, useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { createTestCd, preSchedulingCount, TEST_CD_CAPACITY } from './pre-scheduling.test-support';

const t = useTestApp();
const as = useMatrixTokens(t);
/** Two CDs of the tests' own (C(T) = 500 on Monday 08:00-11:00): one for the save rules, one for the capacity. */
const cds = madeBeforeAll('the test CDs', async () => ({
  rules: await createTestCd(t, 'T01'),
  capacity: await createTestCd(t, 'T02'),
  race: await createTestCd(t, 'T03'),
}));

const ROW = selectionOf(preSchedulingRowSchema);
const ONE = selectionOf(preSchedulingSchema);
const LIST = `query ($id: Int!) { listarPreAgendamentosDoFornecedor(idFornecedor: $id) ${ROW} }`;
const ZONES = `{ listarFusoHorario ${selectionOf(timeZoneSchema)} }`;
const TYPES = `{ listarTiposHoraTrabalho ${selectionOf(workHourTypeSchema)} }`;
const BY_ID = `query ($id: Int!) { buscarPreAgendamentoPorId(idPreAgendamento: $id) ${ONE} }`;
const CREATE = `mutation ($p: PreAgendamentoInput!) { criarPreAgendamento(preAgendamento: $p) ${ONE} }`;
const UPDATE = `mutation ($id: Int!, $p: PreAgendamentoInput!) {
  atualizarPreAgendamento(idPreAgendamento: $id, preAgendamento: $p) ${ONE}
}`;
const REPORT = `query ($f: FiltroPreAgendamentoRelatorioInput) { listarPreAgendamentosRelatorio(filtro: $f) ${ROW} }`;

const NOT_ADMIN: readonly MatrixLogin[] = ['logistica', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado'];

type Form = Record<string, unknown> & { horasDeTrabalho?: Record<string, unknown> };

/** A valid form at the rules CD: Mondays 08:00-10:00, 100 volumes, weekly from 2027-01-04. */
function form(over: Form = {}, hours: Record<string, unknown> = {}): Form {
  return {
    descricao: 'Reserva semanal de caixaria',
    capacidade: 100,
    idFornecedor: DEMO_SUPPLIER_A_ID,
    idEmpresa: 1,
    idCd: cds.rules,
    idFusoHorario: 1,
    recebimentoCaixaria: 'Sim',
    recebimentoDeEncabidado: 'Não',
    transferencia: 'Não',
    ativo: 'Sim',
    diasDeTrabalho: [2],
    ...over,
    horasDeTrabalho: {
      dataInicial: '2027-01-04',
      dataFinal: null,
      horaInicial: '08:00',
      horaFinal: '10:00',
      idTipoHoraTrabalho: 1,
      ...hours,
    },
  };
}

async function create(p: Form, login: MatrixLogin = 'admin') {
  return graphql<{ criarPreAgendamento: PreSchedulingDto }>(t, as(login), CREATE, { p });
}

async function expectNothingWritten<A extends GraphqlAnswer<unknown>>(run: () => Promise<A>, code: string): Promise<A> {
  const before = await preSchedulingCount(t);
  const answer = await run();
  expect(answer.code).toBe(code);
  expect(await preSchedulingCount(t)).toBe(before);
  return answer;
}

async function expectAdminOnly(query: string, variables: Record<string, unknown>) {
  for (const login of NOT_ADMIN) {
    const answer = await graphql(t, as(login), query, variables);
    expect([login, answer.code, answer.status]).toEqual([login, 'withoutPermission', 403]);
    expect(answer.data).toBeNull();
  }
  await expectSignInRequired(t, as, query, variables);
}

describe('listarPreAgendamentosDoFornecedor', () => {
  it("answers supplier A's demo pre-schedulings by description, both types, active and inactive", async () => {
    const { data, errors } = await graphql<{ listarPreAgendamentosDoFornecedor: PreSchedulingRowDto[] }>(
      t,
      as('admin'),
      LIST,
      { id: DEMO_SUPPLIER_A_ID },
    );
    expect(errors).toEqual([]);
    const rows = data!.listarPreAgendamentosDoFornecedor.map((r) => preSchedulingRowSchema.parse(r));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.fornecedor.id === DEMO_SUPPLIER_A_ID)).toBe(true);
    expect(new Set(rows.map((r) => r.tipoHoraTrabalho.id))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((r) => r.ativo))).toEqual(new Set([true, false]));
    const names = rows.map((r) => r.descricao.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.filter((r) => r.tipoHoraTrabalho.id === 1).every((r) => r.dataFinal === null)).toBe(true);
  });

  it('answers 404 for an unknown provider', async () => {
    const answer = await graphql(t, as('admin'), LIST, { id: 999_999 });
    expect([answer.code, answer.status]).toEqual(['notFound', 404]);
  });

  it('is Admin only (pre-scheduling-list)', async () => {
    await expectAdminOnly(LIST, { id: DEMO_SUPPLIER_A_ID });
  });
});

describe('listarFusoHorario and listarTiposHoraTrabalho', () => {
  it('answer Brasília only, and the types 1 weekly and 2 date range', async () => {
    const zones = await graphql<{ listarFusoHorario: unknown }>(t, as('admin'), ZONES, {});
    expect(zones.data!.listarFusoHorario).toEqual([{ id: 1, descricao: 'Brasília (UTC-03:00)' }]);
    const types = await graphql<{ listarTiposHoraTrabalho: unknown }>(t, as('admin'), TYPES, {});
    expect(types.data!.listarTiposHoraTrabalho).toEqual([
      { id: 1, descricao: 'Semanal' },
      { id: 2, descricao: 'Período' },
    ]);
  });

  it.each([ZONES, TYPES])('are Admin only: %s', async (query) => {
    await expectAdminOnly(query, {});
  });
});

describe('criarPreAgendamento and buscarPreAgendamentoPorId', () => {
  it('registers a pre-scheduling (gate null, Brasília, weekdays once), audited, found by id and in the list', async () => {
    const { data, errors } = await create(
      form({ diasDeTrabalho: [6, 2], recebimentoDeEncabidado: 'Sim', transferencia: 'talvez' }),
    );
    expect(errors).toEqual([]);
    const saved = preSchedulingSchema.parse(data!.criarPreAgendamento);
    expect(saved).toMatchObject({
      descricao: 'Reserva semanal de caixaria',
      capacidade: 100,
      ativo: true,
      fornecedor: { id: DEMO_SUPPLIER_A_ID },
      empresa: { id: 1, habilitarPreAgendamentoFornecedor: true },
      cd: { id: cds.rules, nome: 'CD Teste T01' },
      portao: null,
      fusoHorario: { id: 1, descricao: 'Brasília (UTC-03:00)' },
      recebimentoCaixaria: true,
      recebimentoDeEncabidado: true,
      transferencia: false,
      diasDeTrabalho: [2, 6],
      horasDeTrabalho: [
        {
          id: saved.id,
          dataInicial: '2027-01-04',
          dataFinal: null,
          horaInicial: '08:00:00',
          horaFinal: '10:00:00',
          tipoHoraTrabalho: { id: 1, descricao: 'Semanal' },
          diaSemana: [2, 6],
        },
      ],
    });
    const found = await graphql<{ buscarPreAgendamentoPorId: PreSchedulingDto }>(t, as('admin'), BY_ID, {
      id: saved.id,
    });
    expect(found.data!.buscarPreAgendamentoPorId).toEqual(saved);
    const list = await graphql<{ listarPreAgendamentosDoFornecedor: PreSchedulingRowDto[] }>(t, as('admin'), LIST, {
      id: DEMO_SUPPLIER_A_ID,
    });
    expect(list.data!.listarPreAgendamentosDoFornecedor.map((r) => r.id)).toContain(saved.id);
    const [audit] = await auditRows(t, 'pre_schedulings', saved.id);
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('takes a date range (type 2) with its end date', async () => {
    const { data, errors } = await create(form({}, { idTipoHoraTrabalho: 2, dataFinal: '2027-02-01' }));
    expect(errors).toEqual([]);
    expect(data!.criarPreAgendamento.horasDeTrabalho[0]).toMatchObject({
      dataFinal: '2027-02-01',
      tipoHoraTrabalho: { id: 2, descricao: 'Período' },
    });
  });

  it.each([
    ['descricao', {}, 'preAgendamento.descricao'],
    ['capacidade', {}, 'preAgendamento.capacidade'],
    ['idEmpresa', {}, 'preAgendamento.idEmpresa'],
    ['idCd', {}, 'preAgendamento.idCd'],
    ['idFornecedor', {}, 'preAgendamento.idFornecedor'],
    ['diasDeTrabalho', {}, 'preAgendamento.diasDeTrabalho'],
  ])('refuses a missing %s (requiredField), writing nothing', async (field, _hours, path) => {
    const answer = await expectNothingWritten(() => create(form({ [field]: null })), 'requiredField');
    expect(answer.status).toBe(400);
    expect(answer.errors[0]!.extensions.details).toMatchObject({ field: path });
  });

  it.each(['dataInicial', 'horaInicial', 'horaFinal', 'idTipoHoraTrabalho'])(
    'refuses a missing horasDeTrabalho.%s (requiredField), writing nothing',
    async (field) => {
      const answer = await expectNothingWritten(() => create(form({}, { [field]: null })), 'requiredField');
      expect(answer.errors[0]!.extensions.details).toMatchObject({ field: `preAgendamento.horasDeTrabalho.${field}` });
    },
  );

  it('refuses a blank description, a date range without its end date and no weekday (requiredField)', async () => {
    await expectNothingWritten(() => create(form({ descricao: '   ' })), 'requiredField');
    const end = await expectNothingWritten(() => create(form({}, { idTipoHoraTrabalho: 2 })), 'requiredField');
    expect(end.errors[0]!.extensions.details).toMatchObject({ field: 'preAgendamento.horasDeTrabalho.dataFinal' });
    expect(end.errors[0]!.message).toContain('preAgendamento.horasDeTrabalho.dataFinal');
    const days = await expectNothingWritten(() => create(form({ diasDeTrabalho: [] })), 'requiredField');
    expect(days.errors[0]!.extensions.details).toMatchObject({ field: 'preAgendamento.diasDeTrabalho' });
  });

  it.each([
    ['reversed dates', () => form({}, { idTipoHoraTrabalho: 2, dataFinal: '2027-01-03' }), 'dateRange'],
    ['an end date on type 1', () => form({}, { dataFinal: '2027-02-01' }), 'endDateOnlyForRange'],
    ['reversed times', () => form({}, { horaInicial: '10:00', horaFinal: '09:00' }), 'timeRange'],
    ['equal times', () => form({}, { horaInicial: '10:00', horaFinal: '10:00' }), 'timeRange'],
    ['a description over its limit', () => form({ descricao: 'x'.repeat(PRE_SCHEDULING_LIMITS.descricao + 1) }), ''],
    ['capacity 0', () => form({ capacidade: 0 }), 'tooSmall'],
    ['a weekday 8', () => form({ diasDeTrabalho: [2, 8] }), ''],
    ['a weekday twice', () => form({ diasDeTrabalho: [2, 2] }), 'duplicate'],
    ['another time zone', () => form({ idFusoHorario: 2 }), ''],
    ['a work-hour type 3', () => form({}, { idTipoHoraTrabalho: 3 }), 'tooLarge'],
  ])('refuses %s (validation), writing nothing', async (_what, p, message) => {
    const answer = await expectNothingWritten(() => create(p()), 'validation');
    expect(answer.status).toBe(400);
    if (message) expect(JSON.stringify(answer.errors[0]!.extensions.details)).toContain(message);
  });

  it.each([
    ['provider', { idFornecedor: 999_999 }, 'preAgendamento.idFornecedor'],
    ['company', { idEmpresa: 99 }, 'preAgendamento.idEmpresa'],
    ['CD', { idCd: 999_999 }, 'preAgendamento.idCd'],
    ['CD that is a head office', { idCd: 6 }, 'preAgendamento.idCd'],
  ])('refuses an unknown %s (404), writing nothing', async (_what, over, field) => {
    const answer = await expectNothingWritten(() => create(form(over)), 'notFound');
    expect(answer.errors[0]!.extensions.details).toMatchObject({ field });
  });

  it('refuses a CD that does not serve the company, writing nothing', async () => {
    const answer = await expectNothingWritten(() => create(form({ idEmpresa: 3 })), 'validation');
    expect(JSON.stringify(answer.errors[0]!.extensions.details)).toContain('cdNotOfCompany');
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await graphql(t, as('admin'), BY_ID, { id: 999_999 });
    expect([answer.code, answer.status]).toEqual(['notFound', 404]);
  });

  it('is Admin only (pre-scheduling-details), writing nothing', async () => {
    const before = await preSchedulingCount(t);
    await expectAdminOnly(CREATE, { p: form() });
    await expectAdminOnly(BY_ID, { id: 1 });
    expect(await preSchedulingCount(t)).toBe(before);
  });
});

describe('the CD capacity on save', () => {
  const at = (over: Form = {}, hours: Record<string, unknown> = {}) => form({ idCd: cds.capacity, ...over }, hours);

  it('takes reservations up to the capacity, refuses the one that overflows with weekday, time and date', async () => {
    expect((await create(at({ capacidade: 300 }))).errors).toEqual([]);
    // another supplier's reservation from March, 08:00-12:00: 300 + 200 = 500 fits exactly
    const fits = await create(
      at({ idFornecedor: DEMO_SUPPLIER_B_ID, capacidade: 150 }, { dataInicial: '2027-03-01', horaFinal: '12:00' }),
    );
    expect(fits.errors).toEqual([]);
    expect((await create(at({ capacidade: 50 }, { horaInicial: '09:00' }))).errors).toEqual([]);
    const over = await expectNothingWritten(
      () => create(at({ capacidade: 1 }, { horaInicial: '09:00', horaFinal: '11:00', dataInicial: '2027-02-01' })),
      'preSchedulingOverCapacity',
    );
    expect(over.status).toBe(409);
    expect(over.errors[0]!.extensions.details).toMatchObject({
      idDiaSemana: 2,
      hora: '09:00',
      dataIso: '2027-03-01',
      reservado: TEST_CD_CAPACITY + 1,
      capacidade: TEST_CD_CAPACITY,
    });
    expect(over.errors[0]!.message).toContain('segunda-feira');
    expect(over.errors[0]!.message).toContain('09:00');
    expect(over.errors[0]!.message).toContain('01/03/2027');
  });

  it('says it in English with Accept-Language en-US', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${as('admin')}`, 'accept-language': 'en-US' },
      payload: { query: CREATE, variables: { p: at({ capacidade: 400 }) } },
    });
    const body = answer.json<{ errors: { message: string; extensions: { code: string } }[] }>();
    expect(body.errors[0]!.extensions.code).toBe('preSchedulingOverCapacity');
    expect(body.errors[0]!.message).toContain('Monday');
  });

  it('lets an inactive one be saved (it reserves nothing) and a date range that ends before the others', async () => {
    expect((await create(at({ capacidade: 500, ativo: 'Não' }))).errors).toEqual([]);
    // before 2027-01-04 nothing is held
    const early = await create(
      at({ capacidade: 500 }, { idTipoHoraTrabalho: 2, dataInicial: '2026-12-07', dataFinal: '2027-01-03' }),
    );
    expect(early.errors).toEqual([]);
  });

  it('measures an update without its own old capacity, and refuses activating one that overflows', async () => {
    const own = (await create(at({ capacidade: 10, ativo: 'Não' }))).data!.criarPreAgendamento;
    // active again with the same capacity: 300 + 150 + 50 + 10 > 500 at 09:00 from March
    const activate = await expectNothingWritten(
      () => graphql(t, as('admin'), UPDATE, { id: own.id, p: at({ capacidade: 10 }) }),
      'preSchedulingOverCapacity',
    );
    expect(activate.status).toBe(409);
    const still = await graphql<{ buscarPreAgendamentoPorId: PreSchedulingDto }>(t, as('admin'), BY_ID, { id: own.id });
    expect(still.data!.buscarPreAgendamentoPorId.ativo).toBe(false);
  });
});

describe('atualizarPreAgendamento', () => {
  it('saves the whole form; switching to type 1 clears the end date; audited with what changed', async () => {
    const created = (await create(form({}, { idTipoHoraTrabalho: 2, dataFinal: '2027-02-01' }))).data!
      .criarPreAgendamento;
    const { data, errors } = await graphql<{ atualizarPreAgendamento: PreSchedulingDto }>(t, as('admin'), UPDATE, {
      id: created.id,
      p: form({ descricao: 'Reserva ajustada', capacidade: 120, ativo: 'Não' }),
    });
    expect(errors).toEqual([]);
    expect(data!.atualizarPreAgendamento).toMatchObject({
      id: created.id,
      descricao: 'Reserva ajustada',
      capacidade: 120,
      ativo: false,
      horasDeTrabalho: [{ dataFinal: null, tipoHoraTrabalho: { id: 1 } }],
    });
    const rows = await auditRows(t, 'pre_schedulings', created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.changes).toMatchObject({
      description: { from: 'Reserva semanal de caixaria', to: 'Reserva ajustada' },
      endDate: { from: '2027-02-01', to: null },
    });
  });

  it('answers 404 for an unknown id and refuses bad input, writing nothing', async () => {
    const missing = await graphql(t, as('admin'), UPDATE, { id: 999_999, p: form() });
    expect([missing.code, missing.status]).toEqual(['notFound', 404]);
    const created = (await create(form())).data!.criarPreAgendamento;
    const bad = await graphql(t, as('admin'), UPDATE, { id: created.id, p: form({ idEmpresa: 3 }) });
    expect(bad.code).toBe('validation');
    const still = await graphql<{ buscarPreAgendamentoPorId: PreSchedulingDto }>(t, as('admin'), BY_ID, {
      id: created.id,
    });
    expect(still.data!.buscarPreAgendamentoPorId).toEqual(created);
  });

  it('is Admin only (pre-scheduling-details)', async () => {
    await expectAdminOnly(UPDATE, { id: 1, p: form() });
  });
});

describe('two saves racing for the last capacity of a CD', () => {
  it('lets exactly one through', async () => {
    const p = (supplier: number) => form({ idCd: cds.race, idFornecedor: supplier, capacidade: 300 });
    const answers = await Promise.all([create(p(DEMO_SUPPLIER_A_ID)), create(p(DEMO_SUPPLIER_B_ID))]);
    expect(answers.map((a) => a.code).sort()).toEqual([null, 'preSchedulingOverCapacity']);
  });
});

describe('listarPreAgendamentosRelatorio', () => {
  it('is Admin only (pre-scheduling-report)', async () => {
    await expectAdminOnly(REPORT, {});
  });

  it('answers the rows by provider name, filtered', async () => {
    const all = await graphql<{ listarPreAgendamentosRelatorio: PreSchedulingRowDto[] }>(t, as('admin'), REPORT, {});
    expect(all.errors).toEqual([]);
    const rows = all.data!.listarPreAgendamentosRelatorio.map((r) => preSchedulingRowSchema.parse(r));
    expect(rows.length).toBeGreaterThan(30);
    const names = rows.map((r) => r.fornecedor.nome);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const inactive = await graphql<{ listarPreAgendamentosRelatorio: PreSchedulingRowDto[] }>(t, as('admin'), REPORT, {
      f: { ativo: 'Não', nomeCd: 'cabreúva' },
    });
    const list = inactive.data!.listarPreAgendamentosRelatorio;
    expect(list.every((r) => !r.ativo && r.cd.nome === 'CD Cabreúva')).toBe(true);
  });
});
