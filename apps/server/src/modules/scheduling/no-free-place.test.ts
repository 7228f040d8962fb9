import { addDays, freeGatesSchema, type FreeGatesDto } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { getAs } from '../../../test/support/rest-call';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { bearer, book, createCd, createGate, createLoad, one } from './scheduling.test-support';
import { sql } from 'drizzle-orm';

/**
 * Issue 18: the free-places answer says why days (diasSemVaga) or the whole week (semanaSemVaga) have no free place
 * and offers the nearest free places of the week. The clock is TEST_NOW (Wednesday 2026-03-18), so the 28-day term
 * ends on Wednesday 2026-04-15.
 */
const t = useTestApp();
const tokens: Record<string, string> = useTokens(t, ['admin', 'fornecedor', 'fornecedor2', 'logistica']);
const A = DEMO_SUPPLIER_A_ID;
const B = DEMO_SUPPLIER_B_ID;
/** next week: Sunday 2026-03-22 … Saturday 2026-03-28 */
const NEXT = '2026-03-22';
const MONDAY = '2026-03-23';
const TUESDAY = '2026-03-24';
/** a week wholly beyond the term: Sunday 2026-04-19 … */
const FAR = '2026-04-19';
let cd: number;
let gate1: number;
let gate2: number;

beforeAll(async () => {
  expect(TEST_TODAY).toBe('2026-03-18');
  cd = await createCd(t, 'CD Sem Vaga');
  gate1 = await createGate(t, cd, 'Doca Cheia 1');
  gate2 = await createGate(t, cd, 'Doca Cheia 2');
});

async function freePlaces(login: string, loadId: number, path = 'horariosdisponiveis'): Promise<FreeGatesDto> {
  const response = await getAs(t, tokens[login]!, `/api/agendamento/${path}/${loadId}`);
  expect(response.statusCode).toBe(200);
  // the answer keeps to the one contract, new fields included
  return freeGatesSchema.parse(response.json());
}

/** Every slot (08:00 … 11:00) of both gates on `date` taken by supplier B's loads. */
async function fillDay(date: string) {
  for (const gateId of [gate1, gate2])
    for (const time of ['08:00:00', '09:00:00', '10:00:00', '11:00:00']) {
      const other = await createLoad(t, { supplierId: B, cdId: cd, week: date });
      await book(t, other, gateId, date, time);
    }
}

describe('free places: why a week beyond the term is empty', () => {
  it('tells the supplier the week is beyond the term and when booking opens; the CD call has places', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: FAR });
    const supplier = await freePlaces('fornecedor', load);
    expect(supplier.portoes.every((g) => g.listaHorarios.every((d) => d.horariosDisponiveis.length === 0))).toBe(true);
    // Sunday is closed; Monday 2026-04-20 is the first day beyond the term, bookable from 2026-03-23
    expect(supplier.semanaSemVaga).toEqual({
      motivo: 'beyondHorizon',
      dataAbertura: '2026-03-23',
      dataInicio: '2026-04-20',
    });
    expect(supplier.diasSemVaga?.map((d) => [d.data, d.motivo, d.dataAbertura])).toEqual([
      [FAR, 'cdClosed', undefined],
      ...[1, 2, 3, 4, 5, 6].map((i) => [addDays(FAR, i), 'beyondHorizon', addDays('2026-03-22', i)]),
    ]);
    // admins book without the term: only the closed Sunday is empty, with the nearest places of the week
    const admin = await freePlaces('admin', load, 'horariosdisponiveiscd');
    expect(admin.semanaSemVaga).toBeUndefined();
    expect(admin.diasSemVaga?.map((d) => d.motivo)).toEqual(['cdClosed']);
    expect(admin.diasSemVaga?.[0]?.sugestoes[0]).toEqual({
      data: '2026-04-20',
      horario: '08:00:00',
      idPortao: gate1,
      nomePortao: 'Doca Cheia 1',
    });
  });
});

describe('free places: the nearest places of a full day', () => {
  it('offers the nearest free places of the week for a full Monday, and one of them books', async () => {
    await fillDay(MONDAY);
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: NEXT });
    const answer = await freePlaces('fornecedor', load);
    expect(answer.semanaSemVaga).toBeUndefined();
    const monday = answer.diasSemVaga?.find((d) => d.data === MONDAY);
    expect(monday?.motivo).toBe('full');
    // Sunday (closed) is the earlier neighbour: Tuesday's earliest hours come first
    expect(monday?.sugestoes.slice(0, 2)).toEqual([
      { data: TUESDAY, horario: '08:00:00', idPortao: gate1, nomePortao: 'Doca Cheia 1' },
      { data: TUESDAY, horario: '09:00:00', idPortao: gate1, nomePortao: 'Doca Cheia 1' },
    ]);
    expect(monday?.sugestoes).toHaveLength(5);
    const pick = monday!.sugestoes[1]!;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/agendamento/salvarAgendamento/',
      headers: bearer(tokens.fornecedor!),
      payload: { idCarga: load, idPortao: pick.idPortao, dtEntrega: pick.data, horaEntrega: pick.horario },
    });
    expect(booked.statusCode).toBe(201);
  });

  it('keeps the row scope and the permission of the free-places read', async () => {
    const load = await createLoad(t, { supplierId: A, cdId: cd, week: NEXT });
    expect((await getAs(t, tokens.fornecedor2!, `/api/agendamento/horariosdisponiveis/${load}`)).statusCode).toBe(404);
    expect((await getAs(t, tokens.fornecedor!, `/api/agendamento/horariosdisponiveiscd/${load}`)).statusCode).toBe(403);
    // logistics sees the loads of its own CD only
    expect((await getAs(t, tokens.logistica!, `/api/agendamento/horariosdisponiveiscd/${load}`)).statusCode).toBe(404);
    const { cd_id: logisticsCd } = await one<{ cd_id: number }>(
      t,
      sql`select cd_id from users where login = 'logistica'`,
    );
    const inItsCd = await createLoad(t, { supplierId: A, cdId: Number(logisticsCd), week: NEXT });
    const logistics = await freePlaces('logistica', inItsCd, 'horariosdisponiveiscd');
    expect(logistics.idCarga).toBe(inItsCd);
  });
});
