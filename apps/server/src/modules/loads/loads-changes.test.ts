import { addDays, type LoadDetailDto } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { clock } from '../../platform/clock';
import { loads } from '../../db/schema/index';
import {
  FIXTURE_WEEKS,
  LOGISTICS_CD,
  SUPPLIER_B,
  assembled,
  auditOf,
  bookDirectly,
  call,
  loadsOfOrders,
  makeOrders,
  orderIdsOfLoad,
  scheduleOf,
  setStatus,
  weekFromNow,
  weekdayFromNow,
  type Login,
  type OrderFixture,
  LOGINS,
} from './loads.test-support';

const t = useTestApp();
const tokens = useTokens(t, LOGINS);

const add = (login: Login, idCarga: number, idPedidos: number[]) =>
  call(t, tokens[login], 'POST', '/api/carga/adicionarpedido', { idCarga, idPedidos });
const remove = (login: Login, idCarga: number, idPedidos: number[]) =>
  call(t, tokens[login], 'POST', '/api/carga/removerpedido', { idCarga, idPedidos });
const destroy = (login: Login, idCarga: number) =>
  call<null>(t, tokens[login], 'DELETE', `/api/carga/apagar/${idCarga}`);

/** A new load of `count` fresh orders (10 volumes each unless told). */
async function newLoad(count = 2, fixture: OrderFixture = {}, login: Login = 'fornecedor'): Promise<LoadDetailDto> {
  return assembled(t, tokens[login], await makeOrders(t, count, fixture));
}

/** A load booked on a Wednesday of the fixture week, at a gate whose slots take 3000 volumes. */
async function scheduledLoad(count = 2) {
  const load = await newLoad(count);
  const booking = await bookDirectly(t, load.idCarga, {
    date: weekdayFromNow(FIXTURE_WEEKS, 4),
    volumes: load.totalVolumes,
  });
  return { load, booking };
}

async function loadExists(id: number): Promise<boolean> {
  return (await t.database.db.select({ id: loads.id }).from(loads).where(eq(loads.id, id))).length === 1;
}

describe('POST /api/carga/adicionarpedido', () => {
  it('adds A, W and S orders to an unscheduled load and answers the load, with its audit row', async () => {
    const load = await newLoad(1);
    const extra = [
      ...(await makeOrders(t, 1, { status: 'W', qtVolumes: 5, qtPieces: 7 })),
      ...(await makeOrders(t, 1, { status: 'S', qtVolumes: 5, qtPieces: 7 })),
    ];
    const answer = await add('fornecedor', load.idCarga, extra);
    expect(answer.status).toBe(200);
    expect(answer.body.pedidos.map((p) => p.numero)).toEqual([load.pedidos[0]!.numero, ...extra]);
    expect(answer.body).toMatchObject({ totalVolumes: 20, totalPecas: 114 });
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual([load.pedidos[0]!.numero, ...extra]);
    const audit = await auditOf(t, load.idCarga);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.changes).toMatchObject({
      orderIds: { from: [load.pedidos[0]!.numero], to: [load.pedidos[0]!.numero, ...extra] },
      totalVolumes: { from: 10, to: 20 },
    });
  });

  it("refuses orders of another week, CD or supplier than the load's, and orders in a load", async () => {
    const load = await newLoad(1);
    const other = await newLoad(1);
    const cases: [number[], string, number][] = [
      [await makeOrders(t, 1, { commercialWeekId: weekFromNow(FIXTURE_WEEKS + 1) }), 'errorDeliverWeek', 422],
      [await makeOrders(t, 1, { cdId: 4 }), 'errorDistributionCenter', 422],
      [await makeOrders(t, 1, { supplierId: SUPPLIER_B }), 'errorProvider', 422],
      [other.pedidos.map((p) => p.numero), 'errorExistingOrder', 409],
      [load.pedidos.map((p) => p.numero), 'errorExistingOrder', 409],
      [await makeOrders(t, 1, { status: 'C' }), 'errorStatus', 422],
      [await makeOrders(t, 1, { status: 'N' }), 'errorStatus', 422],
    ];
    for (const [ids, code, status] of cases) {
      // admin sees every supplier, so the supplier rule (not visibility) decides
      const answer = await add('admin', load.idCarga, [...(await makeOrders(t, 1)), ...ids]);
      expect([code, answer.status, answer.error.code]).toEqual([code, status, code]);
      expect(answer.error.details).toEqual({ idPedidos: ids });
    }
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(load.pedidos.map((p) => p.numero));
    expect(await auditOf(t, load.idCarga)).toHaveLength(1);
  });

  it.each([
    ['C', 'cancelled'],
    ['D', 'delivered'],
  ])('is blocked while an order of the load is %s (errorStatus)', async (status, reason) => {
    const load = await newLoad(2);
    const blocking = load.pedidos[1]!.numero;
    await setStatus(t, [blocking], status);
    const extra = await makeOrders(t, 1);
    const answer = await add('fornecedor', load.idCarga, extra);
    expect([answer.status, answer.error.code]).toEqual([422, 'errorStatus']);
    expect(answer.error.details).toEqual({ action: 'add', reason, idPedidos: [blocking] });
    expect((await loadsOfOrders(t, extra)).size).toBe(0);
  });

  it('accepts only A orders into a scheduled load (loadDetails011)', async () => {
    const { load } = await scheduledLoad();
    for (const status of ['W', 'S']) {
      const extra = await makeOrders(t, 1, { status });
      const answer = await add('fornecedor', load.idCarga, [...(await makeOrders(t, 1)), ...extra]);
      expect([status, answer.status, answer.error.code]).toEqual([status, 409, 'loadDetails011']);
      expect(answer.error.details).toEqual({ idPedidos: extra });
    }
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(load.pedidos.map((p) => p.numero));
  });

  it("keeps a scheduled load inside its slot's capacity (loadDetails010) and its booked volumes in step", async () => {
    const { load, booking } = await scheduledLoad();
    expect(load.totalVolumes).toBe(20);
    const tooMany = await makeOrders(t, 1, { qtVolumes: 2981 });
    const refused = await add('fornecedor', load.idCarga, tooMany);
    expect([refused.status, refused.error.code]).toEqual([409, 'loadDetails010']);
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(load.pedidos.map((p) => p.numero));
    expect((await scheduleOf(t, load.idCarga))?.volumes).toBe(20);

    const fits = await makeOrders(t, 1, { qtVolumes: 2980 });
    const answer = await add('fornecedor', load.idCarga, fits);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalVolumes: 3000, idAgendamento: booking.scheduleId });
    expect((await scheduleOf(t, load.idCarga))?.volumes).toBe(3000);
  });

  it("never lets one supplier touch another's load or orders", async () => {
    const load = await newLoad(1);
    const theirs = await newLoad(1, { supplierId: SUPPLIER_B }, 'fornecedor2');
    const theirOrder = await makeOrders(t, 1, { supplierId: SUPPLIER_B });
    const ownOrder = await makeOrders(t, 1);

    const intoForeignLoad = await add('fornecedor2', load.idCarga, theirOrder);
    expect([intoForeignLoad.status, intoForeignLoad.error.code]).toEqual([404, 'notFound']);
    const foreignOrder = await add('fornecedor', load.idCarga, theirOrder);
    expect([foreignOrder.status, foreignOrder.error.details]).toEqual([404, { idPedidos: theirOrder }]);
    const intoOwnFromForeign = await add('fornecedor2', theirs.idCarga, ownOrder);
    expect(intoOwnFromForeign.status).toBe(404);
    // a logistics user changes only loads at its CD
    expect((await add('logistica', load.idCarga, ownOrder)).status).toBe(404);

    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(load.pedidos.map((p) => p.numero));
    expect(await orderIdsOfLoad(t, theirs.idCarga)).toEqual(theirs.pedidos.map((p) => p.numero));
  });

  it('lets the logistics user change the loads at its CD', async () => {
    const load = await newLoad(1, { cdId: LOGISTICS_CD, supplierId: SUPPLIER_B }, 'fornecedor2');
    const extra = await makeOrders(t, 1, { cdId: LOGISTICS_CD, supplierId: SUPPLIER_B });
    expect((await add('logistica', load.idCarga, extra)).status).toBe(200);
  });

  it('adds an order to only one of two loads when both ask at once', async () => {
    const [first, second] = [await newLoad(1), await newLoad(1)];
    const order = await makeOrders(t, 1);
    const answers = await Promise.all([add('fornecedor', first.idCarga, order), add('admin', second.idCarga, order)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.error.code).toBe('errorExistingOrder');
    expect((await loadsOfOrders(t, order)).size).toBe(1);
  });

  it('answers 404 for a missing load and validates the body', async () => {
    expect((await add('admin', 99999999, await makeOrders(t, 1))).status).toBe(404);
    const bad = await call(t, tokens.admin, 'POST', '/api/carga/adicionarpedido', { idCarga: 1, idPedidos: [] });
    expect(bad.status).toBe(400);
    const anonymous = await call(t, null, 'POST', '/api/carga/adicionarpedido', { idCarga: 1, idPedidos: [1] });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/carga/removerpedido', () => {
  it('removes orders and answers the load, with its audit row', async () => {
    const load = await newLoad(3);
    const [keep, ...gone] = load.pedidos.map((p) => p.numero);
    const answer = await remove('fornecedor', load.idCarga, gone);
    expect(answer.status).toBe(200);
    expect(answer.body.pedidos.map((p) => p.numero)).toEqual([keep]);
    expect(answer.body.totalVolumes).toBe(10);
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual([keep]);
    expect((await loadsOfOrders(t, gone)).size).toBe(0);
    const audit = await auditOf(t, load.idCarga);
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
    expect(audit.at(-1)!.changes).toMatchObject({ orderIds: { from: [keep, ...gone], to: [keep] } });
  });

  it("lowers a scheduled load's booked volumes", async () => {
    const { load } = await scheduledLoad(3);
    const answer = await remove('fornecedor', load.idCarga, [load.pedidos[0]!.numero]);
    expect(answer.status).toBe(200);
    expect((await scheduleOf(t, load.idCarga))?.volumes).toBe(20);
  });

  it('is blocked while an order of the load is D (errorStatus), but not by a C order', async () => {
    const load = await newLoad(3);
    const [a, b, c] = load.pedidos.map((p) => p.numero) as [number, number, number];
    await setStatus(t, [c], 'C');
    const cancelled = await remove('fornecedor', load.idCarga, [c]);
    expect(cancelled.status).toBe(200);

    await setStatus(t, [b], 'D');
    const answer = await remove('fornecedor', load.idCarga, [a]);
    expect([answer.status, answer.error.code]).toEqual([422, 'errorStatus']);
    expect(answer.error.details).toEqual({ action: 'remove', reason: 'delivered', idPedidos: [b] });
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual([a, b]);
  });

  it('refuses to empty a load (delete it instead) and orders that are not in it', async () => {
    const load = await newLoad(2);
    const ids = load.pedidos.map((p) => p.numero);
    const empty = await remove('fornecedor', load.idCarga, ids);
    expect([empty.status, empty.error.code, empty.error.details]).toEqual([
      422,
      'validation',
      { reason: 'emptyLoad', idCarga: load.idCarga },
    ]);
    const elsewhere = (await newLoad(1)).pedidos.map((p) => p.numero);
    const foreign = await remove('fornecedor', load.idCarga, [ids[0]!, ...elsewhere]);
    expect([foreign.status, foreign.error.details]).toEqual([422, { reason: 'notInLoad', idPedidos: elsewhere }]);
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(ids);
  });

  it("never lets one supplier remove orders from another's load", async () => {
    const load = await newLoad(2);
    const answer = await remove('fornecedor2', load.idCarga, [load.pedidos[0]!.numero]);
    expect([answer.status, answer.error.code]).toEqual([404, 'notFound']);
    expect((await remove('logistica', load.idCarga, [load.pedidos[0]!.numero])).status).toBe(404);
    expect(await orderIdsOfLoad(t, load.idCarga)).toEqual(load.pedidos.map((p) => p.numero));
  });
});

describe('DELETE /api/carga/apagar/{id}', () => {
  it('deletes a load, frees its orders and writes the audit row', async () => {
    const load = await newLoad(2);
    const ids = load.pedidos.map((p) => p.numero);
    const answer = await destroy('fornecedor', load.idCarga);
    expect(answer.status).toBe(204);
    expect(await loadExists(load.idCarga)).toBe(false);
    expect((await loadsOfOrders(t, ids)).size).toBe(0);
    const audit = await auditOf(t, load.idCarga);
    expect(audit.at(-1)).toMatchObject({ action: 'delete' });
    expect(audit.at(-1)!.changes).toMatchObject({ orderIds: { from: ids, to: null } });
    expect((await call(t, tokens.fornecedor, 'GET', `/api/carga/detalhe/${load.idCarga}`)).status).toBe(404);
    // the freed orders can form a load again
    expect((await call(t, tokens.fornecedor, 'POST', '/api/carga/montarcarga/', { idPedidos: ids })).status).toBe(201);
  });

  it('removes the schedule of a scheduled load with it', async () => {
    const { load } = await scheduledLoad();
    expect(await scheduleOf(t, load.idCarga)).not.toBeNull();
    expect((await destroy('fornecedor', load.idCarga)).status).toBe(204);
    expect(await scheduleOf(t, load.idCarga)).toBeNull();
  });

  it('is blocked while an order is D (errorStatus)', async () => {
    const load = await newLoad(2);
    await setStatus(t, [load.pedidos[0]!.numero], 'D');
    const answer = await destroy('fornecedor', load.idCarga);
    expect([answer.status, answer.error.code, answer.error.details]).toEqual([
      422,
      'errorStatus',
      { action: 'delete', reason: 'delivered', idPedidos: [load.pedidos[0]!.numero] },
    ]);
    expect(await loadExists(load.idCarga)).toBe(true);
  });

  it('needs two days of notice to drop a booking, unless the user may alter scheduled loads (scheduling014)', async () => {
    const tomorrow = addDays(clock.today(), 1);
    const load = await newLoad(1);
    await bookDirectly(t, load.idCarga, { date: tomorrow, volumes: 10 });
    const refused = await destroy('fornecedor', load.idCarga);
    expect([refused.status, refused.error.code]).toEqual([422, 'scheduling014']);
    expect(await loadExists(load.idCarga)).toBe(true);
    expect((await destroy('admin', load.idCarga)).status).toBe(204);

    const inTwoDays = await newLoad(1);
    await bookDirectly(t, inTwoDays.idCarga, { date: addDays(clock.today(), 2), volumes: 10 });
    expect((await destroy('fornecedor', inTwoDays.idCarga)).status).toBe(204);

    const atLogisticsCd = await newLoad(1, { cdId: LOGISTICS_CD });
    await bookDirectly(t, atLogisticsCd.idCarga, { date: tomorrow, volumes: 10 });
    expect((await destroy('logistica', atLogisticsCd.idCarga)).status).toBe(204);
  });

  it("never lets one supplier delete another's load", async () => {
    const load = await newLoad(1);
    for (const login of ['fornecedor2', 'logistica'] as const) {
      const answer = await destroy(login, load.idCarga);
      expect([login, answer.status, answer.error.code]).toEqual([login, 404, 'notFound']);
    }
    expect(await loadExists(load.idCarga)).toBe(true);
    expect((await destroy('admin', 99999999)).status).toBe(404);
    expect((await call(t, null, 'DELETE', `/api/carga/apagar/${load.idCarga}`)).status).toBe(401);
  });
});
