import { maxLeftover, type LeftoverItemsAnswer, type LeftoverRecordDto, pickLanguageSegment } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orderItems, orders } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { expectAnswer } from '../../../test/support/answers';

let t: TestApp;
const tokens: Record<string, string> = {};

/** Orders of a supplier whose items all still allow a leftover, at least two items each. */
async function ordersOf(supplierId: number, count: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.supplierId, supplierId))
    .groupBy(orderItems.orderId)
    .having(
      sql`min(${orderItems.qtPurchase} - ${orderItems.qtCancelled} - ${orderItems.qtReceived}) > 0 and count(*) >= 2`,
    )
    .orderBy(asc(orderItems.orderId))
    .limit(count);
  if (rows.length < count) throw new Error(`supplier ${supplierId} has too few orders for the test`);
  return rows.map((r) => r.id);
}

async function itemsOf(orderId: number) {
  return t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

function get(login: string | null, orderId: number | string, language = 'pt-BR') {
  return t.app.inject({
    method: 'GET',
    url: `/api/restos-sobras/itens/${orderId}`,
    headers: { ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}), 'accept-language': language },
  });
}

function post(login: string | null, body: unknown, language = 'pt-BR') {
  return t.app.inject({
    method: 'POST',
    url: '/api/restos-sobras',
    headers: { ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}), 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
}

const body = (pedidoId: number, itens: { id: number; qtResto: number }[]) => ({ restoSobra: { pedidoId, itens } });

let orderA: number;
let orderA2: number;
let orderA3: number;
let orderB: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'logistica'])
    tokens[login] = await t.login(login);
  [orderA, orderA2, orderA3] = (await ordersOf(DEMO_SUPPLIER_A_ID, 3)) as [number, number, number];
  [orderB] = (await ordersOf(DEMO_SUPPLIER_B_ID, 1)) as [number];
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/restos-sobras/itens/:orderId', () => {
  it('lists every item of the order with the most it allows, and no record yet', async () => {
    const response = await get('fornecedor', orderA);
    expect(response.statusCode).toBe(200);
    const answer = response.json<LeftoverItemsAnswer>();
    expect(answer.registro).toBeNull();
    const items = await itemsOf(orderA);
    expect(answer.itens).toEqual(
      items.map((i) => ({
        id: i.id,
        codItem: i.itemCode,
        descricaoCurta: i.shortDescription,
        qtCase: i.qtCase,
        qtPacote: i.qtPackage,
        qtCompraTotal: i.qtPurchase,
        qtMaxResto: maxLeftover({ qtCompra: i.qtPurchase, qtCancelada: i.qtCancelled, qtRecebida: i.qtReceived }),
      })),
    );
  });

  it.each([
    ['admin', 200],
    ['fornecedor', 200],
    ['usuario', 403],
    ['logistica', 403],
  ])('permission resto-sobra: %s gets %i', async (login, status) => {
    const response = await get(login, orderA);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'withoutPermission' });
  });

  it('needs a signed-in user', async () => {
    expect((await get(null, orderA)).statusCode).toBe(401);
  });

  it("answers another supplier's order exactly like a missing one", async () => {
    const foreign = await get('fornecedor2', orderA);
    const missing = await get('fornecedor2', 999_999_999);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json<{ code: string }>().code).toBe(missing.json<{ code: string }>().code);
    expect((await get('fornecedor', orderB)).statusCode).toBe(404);
    expect((await get('fornecedor2', orderB)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    expect((await get('fornecedor', 'abc')).statusCode).toBe(400);
  });
});

describe('POST /api/restos-sobras', () => {
  it('refuses users without resto-sobra and callers without a token', async () => {
    const [item] = await itemsOf(orderA);
    expect((await post(null, body(orderA, [{ id: item!.id, qtResto: 1 }]))).statusCode).toBe(401);
    expect((await post('usuario', body(orderA, [{ id: item!.id, qtResto: 1 }]))).statusCode).toBe(403);
    expect((await post('logistica', body(orderA, [{ id: item!.id, qtResto: 1 }]))).statusCode).toBe(403);
  });

  it('validates the body: at least one item, non-negative integers', async () => {
    const [item] = await itemsOf(orderA);
    expect((await post('fornecedor', body(orderA, []))).statusCode).toBe(400);
    expect((await post('fornecedor', body(orderA, [{ id: item!.id, qtResto: -1 }]))).statusCode).toBe(400);
    expect((await post('fornecedor', body(orderA, [{ id: item!.id, qtResto: 1.5 }]))).statusCode).toBe(400);
  });

  it("refuses another supplier's order like a missing one, and stores nothing", async () => {
    const [item] = await itemsOf(orderA);
    const response = await post('fornecedor2', body(orderA, [{ id: item!.id, qtResto: 1 }]));
    expectAnswer(response, 404, { code: 'notFound' });
    expect((await get('fornecedor', orderA)).json<LeftoverItemsAnswer>().registro).toBeNull();
  });

  it('refuses items of another order, repeated items and quantities above the maximum, per item and per language', async () => {
    const [first, second] = await itemsOf(orderA);
    const [foreign] = await itemsOf(orderB);
    const max = maxLeftover({
      qtCompra: second!.qtPurchase,
      qtCancelada: second!.qtCancelled,
      qtRecebida: second!.qtReceived,
    });
    const response = await post(
      'fornecedor',
      body(orderA, [
        { id: first!.id, qtResto: 1 },
        { id: first!.id, qtResto: 1 },
        { id: second!.id, qtResto: max + 1 },
        { id: foreign!.id, qtResto: 1 },
      ]),
      'en-US',
    );
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ code: string; message: string; details: { items: unknown[]; segments: string } }>();
    expect(answer.code).toBe('validation');
    // the message stays the platform's, translated from Accept-Language
    expect(answer.message).not.toContain('[pt-br]');
    expect(answer.details.items).toEqual([
      { itemId: first!.id, reason: 'duplicate' },
      { itemId: second!.id, reason: 'aboveMax' },
      { itemId: foreign!.id, reason: 'unknownItem' },
    ]);
    expect(pickLanguageSegment(answer.details.segments, 'pt-br', 'x')).toContain(`Item ${second!.itemCode}`);
    expect(pickLanguageSegment(answer.details.segments, 'en-US', 'x')).toContain('above the allowed maximum');
    expect(pickLanguageSegment(answer.details.segments, 'es-ES', 'x')).toContain('máximo permitido');
    expect((await get('fornecedor', orderA)).json<LeftoverItemsAnswer>().registro).toBeNull();
  });

  it('saves once with its audit row; the record then shows and a second save is a conflict', async () => {
    const [first, second] = await itemsOf(orderA);
    const response = await post(
      'fornecedor',
      body(orderA, [
        { id: first!.id, qtResto: 0 },
        { id: second!.id, qtResto: 1 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const saved = response.json<LeftoverRecordDto>();
    expect(saved).toMatchObject({
      pedidoId: orderA,
      nomeUsuario: expect.any(String),
      pedidoResto: null,
      itens: [
        { id: first!.id, codItem: first!.itemCode, qtCompraTotal: first!.qtPurchase, qtResto: 0 },
        { id: second!.id, codItem: second!.itemCode, qtCase: second!.qtCase, qtPacote: second!.qtPackage, qtResto: 1 },
      ],
    });
    expect(Number.isNaN(Date.parse(saved.dataCadastro))).toBe(false);

    const audit = await auditRows(t, 'leftovers', saved.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create' });

    const shown = (await get('fornecedor', orderA)).json<LeftoverItemsAnswer>();
    expect(shown.registro).toEqual(saved);
    expect((await get('admin', orderA)).json<LeftoverItemsAnswer>().registro).toEqual(saved);

    const again = await post('fornecedor', body(orderA, [{ id: first!.id, qtResto: 1 }]));
    expect(again.statusCode).toBe(409);
    const refusal = again.json<{ code: string; details: { segments: string } }>();
    expect(refusal.code).toBe('conflict');
    expect(pickLanguageSegment(refusal.details.segments, 'pt-BR', 'x')).toBe(
      `Já existe um registro de resto/sobra para o pedido ${orderA}.`,
    );
    expect(pickLanguageSegment(refusal.details.segments, 'en-US', 'x')).toBe(
      `A leftover record already exists for order ${orderA}.`,
    );
  });

  it('lets an admin save for a supplier', async () => {
    const [item] = await itemsOf(orderA2);
    const response = await post('admin', body(orderA2, [{ id: item!.id, qtResto: 1 }]));
    expect(response.statusCode).toBe(201);
    // the other supplier still cannot see it
    expect((await get('fornecedor2', orderA2)).statusCode).toBe(404);
  });

  it('two saves at once for the same order: exactly one succeeds', async () => {
    const [item] = await itemsOf(orderA3);
    const answers = await Promise.all([
      post('fornecedor', body(orderA3, [{ id: item!.id, qtResto: 1 }])),
      post('fornecedor', body(orderA3, [{ id: item!.id, qtResto: 2 }])),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("keeps one supplier's records apart from the other's", async () => {
    const [item] = await itemsOf(orderB);
    expect((await post('fornecedor', body(orderB, [{ id: item!.id, qtResto: 1 }]))).statusCode).toBe(404);
    expect((await post('fornecedor2', body(orderB, [{ id: item!.id, qtResto: 1 }]))).statusCode).toBe(201);
    expect((await get('fornecedor2', orderB)).json<LeftoverItemsAnswer>().registro).not.toBeNull();
  });
});
