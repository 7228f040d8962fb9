import { addDays, bookingReference, dockBoardSchema, selectionOf, type DockBoardDto } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { createTestApp, type ProfileLogin, type TestApp } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { book, createCd, createGate, createLoad, dates, one, rows } from './scheduling.test-support';

const QUERY = /* GraphQL */ `
  query ($cd: Int, $dataInicio: String!, $dias: Int!) {
    quadroDoca(cd: $cd, dataInicio: $dataInicio, dias: $dias) ${selectionOf(dockBoardSchema)}
  }
`;

let t: TestApp;
const tokens: Partial<Record<ProfileLogin, string>> = {};
const as = (login: ProfileLogin) => tokens[login]!;
const d = dates();
let cd = 0;
let logisticsCd = 0;
let north = 0;
let south = 0;
const loads: Record<string, number> = {};
const schedules: Record<string, number> = {};

async function board(login: ProfileLogin, variables: Record<string, unknown>) {
  return graphql<{ quadroDoca: DockBoardDto }>(t, as(login), QUERY, variables);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'logistica', 'fornecedor', 'usuario', 'youcom', 'camicado', 'novologistica'] as const)
    tokens[login] = await t.login(login);
  cd = await createCd(t, 'CD Quadro Teste');
  north = await createGate(t, cd, 'Quadro Norte');
  south = await createGate(t, cd, 'Quadro Sul', { dynamic: true, hours: undefined });
  logisticsCd = Number((await one<{ cd_id: number }>(t, sql`select cd_id from users where login = 'logistica'`)).cd_id);
  loads.a = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next, volumes: [10, 20] });
  schedules.a = await book(t, loads.a, north, d.monday, '09:00:00', 30);
  loads.b = await createLoad(t, { supplierId: DEMO_SUPPLIER_B_ID, cdId: cd, week: d.next, volumes: [40] });
  schedules.b = await book(t, loads.b, south, d.tuesday, '10:00:00', 40);
});

afterAll(async () => {
  await t?.close();
});

describe('quadroDoca', () => {
  it("answers the CD's gates × slots with capacity used and each booking's supplier, orders and reference", async () => {
    const answer = await board('admin', { cd, dataInicio: d.next, dias: 7 });
    expect(answer.errors).toEqual([]);
    const result = dockBoardSchema.parse(answer.data!.quadroDoca);
    expect(result).toMatchObject({ idCd: cd, nomeCd: 'CD Quadro Teste', dataInicio: d.next, dias: 7 });
    expect(result.portoes.map((g) => g.nomePortao)).toEqual(['Quadro Norte', 'Quadro Sul']);
    const monday = result.portoes[0]!.dias[1]!;
    expect(monday).toMatchObject({ data: d.monday, aberto: true, capacidade: 4000, volumesUsados: 30 });
    expect(monday.horarios.find((s) => s.hora === '09:00:00')).toMatchObject({
      capacidade: 1000,
      volumesUsados: 30,
      cargasUsadas: 1,
    });
    // Sunday: the CD is closed
    expect(result.portoes[0]!.dias[0]).toMatchObject({ data: d.next, aberto: false, horarios: [] });
    const orders = await rows<{ order_id: number }>(
      t,
      sql`select order_id from load_orders where load_id = ${loads.a} order by order_id`,
    );
    expect(result.agendamentos.map((b) => [b.referencia, b.idPortao, b.data, b.hora, b.idCarga, b.volumes])).toEqual([
      [bookingReference(schedules.a!), north, d.monday, '09:00:00', loads.a, 30],
      [bookingReference(schedules.b!), south, d.tuesday, '10:00:00', loads.b, 40],
    ]);
    expect(result.agendamentos[0]!.pedidos).toBe(orders.map((o) => Number(o.order_id)).join(' '));
    expect(result.agendamentos[0]!.idFornecedor).toBe(DEMO_SUPPLIER_A_ID);
    expect(result.cds.some((c) => c.id === cd)).toBe(true);
  });

  it('shows only the days asked: one day holds only its own bookings', async () => {
    const answer = await board('admin', { cd, dataInicio: d.tuesday, dias: 1 });
    const result = answer.data!.quadroDoca;
    expect(result.portoes.every((g) => g.dias.length === 1 && g.dias[0]!.data === d.tuesday)).toBe(true);
    expect(result.agendamentos.map((b) => b.idCarga)).toEqual([loads.b]);
  });

  it("opens a logistics user's own CD and lists no other; another CD answers 404 like an unknown one", async () => {
    const own = await board('logistica', { dataInicio: d.next, dias: 7 });
    expect(own.errors).toEqual([]);
    expect(own.data!.quadroDoca.idCd).toBe(logisticsCd);
    expect(own.data!.quadroDoca.cds.map((c) => c.id)).toEqual([logisticsCd]);
    const other = await board('logistica', { cd, dataInicio: d.next, dias: 7 });
    const unknown = await board('logistica', { cd: 999_999, dataInicio: d.next, dias: 7 });
    expect([other.code, other.status, other.data]).toEqual(['notFound', 404, null]);
    expect([unknown.code, unknown.status]).toEqual(['notFound', 404]);
    // the Admin opens any CD; without one, the first
    expect((await board('admin', { dataInicio: d.next, dias: 1 })).errors).toEqual([]);
  });

  it('is refused to every profile but Admin and Logistica, and to anonymous or incomplete accounts', async () => {
    for (const login of ['fornecedor', 'usuario', 'youcom', 'camicado'] as const) {
      const answer = await board(login, { cd, dataInicio: d.next, dias: 1 });
      expect([login, answer.code, answer.status, answer.data]).toEqual([login, 'withoutPermission', 403, null]);
    }
    await expectSignInRequired(t, as, QUERY, { cd, dataInicio: d.next, dias: 1 });
  });

  it.each([
    [{ cd: 1, dataInicio: '2026-02-30', dias: 1 }],
    [{ cd: 1, dataInicio: '18/03/2026', dias: 1 }],
    [{ cd: 1, dataInicio: addDays(d.next, 0), dias: 8 }],
    [{ cd: 1, dataInicio: addDays(d.next, 0), dias: 0 }],
    [{ cd: -3, dataInicio: addDays(d.next, 0), dias: 1 }],
  ])('refuses bad input %j (400)', async (variables) => {
    const answer = await board('admin', variables);
    expect([answer.status, answer.code]).toEqual([400, 'validation']);
  });
});
