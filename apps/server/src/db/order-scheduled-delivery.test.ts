import { addDays } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../test/support/test-app';
import { orders } from './schema/index';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID } from './seed/index';
import {
  FIXTURE_WEEKS,
  assembled,
  bookDirectly,
  call,
  makeOrders,
  weekdayFromNow,
} from '../modules/loads/loads.test-support';
import { bearer, book, createCd, createGate, createLoad, dates } from '../modules/scheduling/scheduling.test-support';
import { graphql, ids, rows, sql } from '../modules/orders/orders.test-support';

/**
 * The order keeps its schedule's date and hour (orders.scheduled_delivery_date and _time, kept by the triggers of
 * migration 0020) for the list's delivery sort. Each writer that changes an order's schedule must leave the copy
 * equal to the schedule: a stale copy sorts the order in the wrong place.
 */

const t = useTestApp();
const LOGINS = ['admin', 'fornecedor', 'usuario', 'logistica'] as const;
type Login = (typeof LOGINS)[number];
const tokens = useTokens(t, LOGINS);
const d = dates();
let cd: number;
let gate: number;

beforeAll(async () => {
  cd = await createCd(t, 'CD Ordenação Entrega');
  gate = await createGate(t, cd, 'Doca 01');
});

/** Each order's copy, 'date hour' or null. */
async function copies(orderIds: readonly number[]): Promise<(string | null)[]> {
  const found = await rows<{ id: string; copy: string | null }>(
    t,
    sql`select id, scheduled_delivery_date::text || ' ' || scheduled_delivery_time::text as copy
          from orders where id in (${sql.join([...orderIds], sql`, `)})`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r.copy]));
  return orderIds.map((id) => byId.get(id)!);
}

/** The orders (anyone's) whose copy is not their schedule's date and hour. */
function staleOrders(): Promise<number[]> {
  return ids(
    t,
    sql`select o.id from orders o
          left join load_orders lo on lo.order_id = o.id left join schedules s on s.load_id = lo.load_id
         where (o.scheduled_delivery_date, o.scheduled_delivery_time) is distinct from (s.delivery_date, s.delivery_time)`,
  );
}

async function orderIdsOfLoad(loadId: number): Promise<number[]> {
  return ids(t, sql`select order_id as id from load_orders where load_id = ${loadId} order by order_id desc`);
}

function save(login: Login, body: Record<string, unknown>, scheduleId?: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/agendamento/salvarAgendamento/${scheduleId ?? ''}`,
    headers: bearer(tokens[login]),
    payload: body,
  });
}

const LIST = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido) {
    listarPedidos(pagina: $pagina, filtro: $filtro) {
      id
    }
  }
`;

async function firstPageByDelivery(login: Login): Promise<number[]> {
  const answer = await graphql<{ listarPedidos: { id: number }[] }>(t, tokens[login], LIST, {
    pagina: 0,
    filtro: { ordenacao: 'entrega' },
  });
  expect(answer.errors).toEqual([]);
  return answer.data!.listarPedidos.map((o) => o.id);
}

describe('orders sorted by delivery: the order’s copy of its schedule', () => {
  it('holds every seeded order’s schedule, and the first page of each scope is the one the joins give', async () => {
    expect(await staleOrders()).toEqual([]);
    const [scheduled] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from orders where scheduled_delivery_date is not null`,
    );
    expect(scheduled!.n).toBeGreaterThan(0);
    // the sort before migration 0020, on the schedules themselves
    const byJoins = (where: ReturnType<typeof sql>) =>
      ids(
        t,
        sql`select o.id from orders o
              left join load_orders lo on lo.order_id = o.id left join schedules s on s.load_id = lo.load_id
             where ${where}
             order by s.delivery_date desc nulls last, s.delivery_time desc nulls last, o.id desc limit 40`,
      );
    expect(await firstPageByDelivery('fornecedor')).toEqual(await byJoins(sql`o.supplier_id = ${DEMO_SUPPLIER_A_ID}`));
    expect(await firstPageByDelivery('admin')).toEqual(await byJoins(sql`true`));
    expect(await firstPageByDelivery('logistica')).toEqual(await byJoins(sql`o.cd_id = ${DEMO_CD_ID}`));
    expect(await firstPageByDelivery('usuario')).toEqual(await byJoins(sql`o.company_id = 1`));
  });

  it('follows a booking made, moved and cancelled through /api/agendamento', async () => {
    const load = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next, volumes: [10, 20] });
    const orderIds = await orderIdsOfLoad(load);
    expect(await copies(orderIds)).toEqual([null, null]);

    const booked = await save('fornecedor', {
      idCarga: load,
      idPortao: gate,
      dtEntrega: d.monday,
      horaEntrega: '08:00',
    });
    expect(booked.statusCode).toBe(201);
    const { idAgendamento } = booked.json<{ idAgendamento: number }>();
    expect(await copies(orderIds)).toEqual([`${d.monday} 08:00:00`, `${d.monday} 08:00:00`]);

    const moved = await save(
      'fornecedor',
      { idCarga: load, idPortao: gate, dtEntrega: d.wednesday, horaEntrega: '10:00' },
      idAgendamento,
    );
    expect(moved.statusCode).toBe(200);
    expect(await copies(orderIds)).toEqual([`${d.wednesday} 10:00:00`, `${d.wednesday} 10:00:00`]);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/agendamento/cancelarAgendamento/',
      headers: bearer(tokens.fornecedor!),
      payload: { idCarga: load, idAgendamento },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await copies(orderIds)).toEqual([null, null]);
  });

  it('follows orders joining and leaving a booked load, and the load’s deletion, through /api/carga', async () => {
    const load = await assembled(t, tokens.fornecedor!, await makeOrders(t, 2));
    const date = weekdayFromNow(FIXTURE_WEEKS, 4);
    const booking = await bookDirectly(t, load.idCarga, { date, volumes: load.totalVolumes });
    const at = `${date} ${booking.time}`;
    const [first, second] = await orderIdsOfLoad(load.idCarga);
    expect(await copies([first!, second!])).toEqual([at, at]);

    const [joining] = await makeOrders(t, 1);
    const add = (path: string) =>
      call(t, tokens.fornecedor!, 'POST', `/api/carga/${path}`, { idCarga: load.idCarga, idPedidos: [joining] });
    expect((await add('adicionarpedido')).status).toBe(200);
    expect(await copies([joining!])).toEqual([at]);
    expect((await add('removerpedido')).status).toBe(200);
    expect(await copies([joining!, first!])).toEqual([null, at]);

    const deleted = await call<null>(t, tokens.fornecedor!, 'DELETE', `/api/carga/apagar/${load.idCarga}`);
    expect(deleted.status).toBe(204);
    expect(await copies([first!, second!])).toEqual([null, null]);
  });

  it('follows an order moved to another load and a booking handed to another load (writers to come)', async () => {
    const from = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next });
    const to = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next });
    const [moving] = await orderIdsOfLoad(from);
    const [staying] = await orderIdsOfLoad(to);
    const scheduleId = await book(t, from, gate, d.tuesday, '09:00:00');
    await book(t, to, gate, d.tuesday, '11:00:00');

    await t.database.db.execute(sql`update load_orders set load_id = ${to} where order_id = ${moving}`);
    expect(await copies([moving!])).toEqual([`${d.tuesday} 11:00:00`]);

    await t.database.db.execute(sql`delete from schedules where load_id = ${to}`);
    await t.database.db.execute(sql`update schedules set load_id = ${to} where id = ${scheduleId}`);
    expect(await copies([moving!, staying!])).toEqual([`${d.tuesday} 09:00:00`, `${d.tuesday} 09:00:00`]);
    expect(await staleOrders()).toEqual([]);
  });

  it('replaces a write that names the copy (a copied order, a stale date) with the schedule', async () => {
    const load = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: d.next });
    await book(t, load, gate, d.wednesday, '08:00:00');
    const [orderId] = await orderIdsOfLoad(load);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId!));
    expect(order!.scheduledDeliveryDate).toBe(d.wednesday);

    // a copy of a booked order is in no load: unscheduled, whatever the insert says
    const copyId = orderId! + 500_000;
    await t.database.db.insert(orders).values({ ...order!, id: copyId });
    expect(await copies([copyId])).toEqual([null]);

    await t.database.db
      .update(orders)
      .set({ scheduledDeliveryDate: addDays(d.wednesday, 30), scheduledDeliveryTime: null })
      .where(eq(orders.id, orderId!));
    expect(await copies([orderId!])).toEqual([`${d.wednesday} 08:00:00`]);
  });

  it('sorts the supplier’s list by the booking as it moves and is cancelled', async () => {
    // a Monday beyond every seeded booking, so the two loads lead the supplier's list while booked
    const day = addDays(d.thisWeek, 400);
    const early = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: day, volumes: [1, 1] });
    const late = await createLoad(t, { supplierId: DEMO_SUPPLIER_A_ID, cdId: cd, week: day, volumes: [1, 1] });
    const earlyOrders = await orderIdsOfLoad(early);
    const lateOrders = await orderIdsOfLoad(late);
    await book(t, early, gate, day, '09:00:00');
    const lateSchedule = await book(t, late, gate, day, '10:00:00');
    expect((await firstPageByDelivery('fornecedor')).slice(0, 4)).toEqual([...lateOrders, ...earlyOrders]);

    await t.database.db.execute(sql`update schedules set delivery_time = '08:00' where id = ${lateSchedule}`);
    expect((await firstPageByDelivery('fornecedor')).slice(0, 4)).toEqual([...earlyOrders, ...lateOrders]);

    // an admin may book beyond the 28 days
    const moved = await save(
      'admin',
      { idCarga: late, idPortao: gate, dtEntrega: day, horaEntrega: '11:00' },
      lateSchedule,
    );
    expect(moved.statusCode).toBe(200);
    expect((await firstPageByDelivery('fornecedor')).slice(0, 4)).toEqual([...lateOrders, ...earlyOrders]);

    await t.database.db.execute(sql`delete from schedules where id = ${lateSchedule}`);
    const page = await firstPageByDelivery('fornecedor');
    expect(page.slice(0, 2)).toEqual(earlyOrders);
    expect(page.slice(0, 4)).not.toContain(lateOrders[0]);
  });
});
