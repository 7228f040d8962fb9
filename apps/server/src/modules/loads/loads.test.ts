import type { CdWeekOrderDto, LoadListItemDto } from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { webGraphqlDocument } from '../../../test/support/web-graphql-documents';
import { commercialCalendar, gates, loadOrders, loads, orders, schedules, users } from '../../db/schema/index';
import {
  FIXTURE_WEEKS,
  COMPANY_OF,
  LOGINS,
  LOGISTICS_CD,
  SUPPLIER_A,
  SUPPLIER_B,
  assemble,
  assembled,
  auditOf,
  bookDirectly,
  call,
  graphql,
  loadCount,
  loadsOfOrders,
  makeOrders,
  weekFromNow,
  weekdayFromNow,
  type Login,
} from './loads.test-support';

const t = useTestApp();
const tokens = useTokens(t, LOGINS);

/** Seeded A orders of a supplier that are in no load, grouped by CD and week (groups of at least `min`). */
async function freeSeededGroups(supplierId: number, min: number) {
  const rows = await t.database.db
    .select({
      cdId: orders.cdId,
      weekId: orders.commercialWeekId,
      ids: sql<string>`string_agg(${orders.id}::text, ',' order by ${orders.id})`,
    })
    .from(orders)
    .leftJoin(loadOrders, eq(loadOrders.orderId, orders.id))
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'A'), isNull(loadOrders.orderId)))
    .groupBy(orders.cdId, orders.commercialWeekId)
    .having(sql`count(*) >= ${min}`)
    .orderBy(asc(orders.cdId), asc(orders.commercialWeekId));
  return rows.map((r) => ({ cdId: r.cdId, weekId: r.weekId, ids: r.ids.split(',').map(Number) }));
}

async function userId(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

describe('POST /api/carga/montarcarga/', () => {
  it('assembles seeded A orders of one supplier, CD and week into a new load, with its audit row', async () => {
    const [group] = await freeSeededGroups(SUPPLIER_A, 2);
    expect(group).toBeDefined();
    const ids = group!.ids.slice(0, 2);
    const rows = await t.database.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id));

    const answer = await assemble(t, tokens.fornecedor, ids);
    expect(answer.status).toBe(201);
    const load = answer.body;
    const [week] = await t.database.db
      .select()
      .from(commercialCalendar)
      .where(eq(commercialCalendar.id, group!.weekId));
    expect(load).toMatchObject({
      idFornecedor: SUPPLIER_A,
      idCd: group!.cdId,
      idCalendarioComercial: group!.weekId,
      semanaComercial: week!.week,
      anoSemanaComercial: `${week!.year}-${String(week!.week).padStart(2, '0')}`,
      idAgendamento: null,
      portao: null,
      nomePortao: null,
      dtEntrega: null,
      horaEntrega: null,
      totalPecas: rows.reduce((s, o) => s + o.qtPieces, 0),
      totalVolumes: rows.reduce((s, o) => s + o.qtVolumes, 0),
    });
    expect(load.pedidos).toEqual(
      rows.map((o) => ({
        numero: o.id,
        qtCompra: o.qtPurchase,
        qtPecas: o.qtPieces,
        qtVolumes: o.qtVolumes,
        status: 'A',
        fornecedorId: SUPPLIER_A,
      })),
    );

    const [stored] = await t.database.db.select().from(loads).where(eq(loads.id, load.idCarga));
    expect(stored).toMatchObject({
      supplierId: SUPPLIER_A,
      cdId: group!.cdId,
      commercialWeekId: group!.weekId,
      createdBy: await userId('fornecedor'),
    });
    expect(await loadsOfOrders(t, ids)).toEqual(new Map(ids.map((id) => [id, load.idCarga])));
    const audit = await auditOf(t, load.idCarga);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userLogin: '200417' });
    expect(audit[0]!.changes).toMatchObject({ orderIds: { from: null, to: ids } });
  });

  it('assembles W and S orders too, and answers the same load in detalhe', async () => {
    const [w] = await makeOrders(t, 1, { status: 'W' });
    const [s] = await makeOrders(t, 1, { status: 'S' });
    const load = await assembled(t, tokens.fornecedor, [s!, w!]);
    expect(load.pedidos.map((p) => [p.numero, p.status])).toEqual([
      [w, 'W'],
      [s, 'S'],
    ]);
    const detail = await call(t, tokens.fornecedor, 'GET', `/api/carga/detalhe/${load.idCarga}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(load);
  });

  it.each(['C', 'D', 'N', 'M', 'I'])(
    'refuses an order with status %s (errorStatus) and writes nothing',
    async (status) => {
      const good = await makeOrders(t, 1);
      const [bad] = await makeOrders(t, 1, { status });
      const before = await loadCount(t);
      const answer = await assemble(t, tokens.fornecedor, [...good, bad!]);
      expect(answer.status).toBe(422);
      expect(answer.error.code).toBe('errorStatus');
      expect(answer.error.details).toEqual({ idPedidos: [bad] });
      expect(await loadCount(t)).toBe(before);
      expect((await loadsOfOrders(t, [...good, bad!])).size).toBe(0);
    },
  );

  it('refuses orders of different weeks (errorDeliverWeek), CDs (errorDistributionCenter) and suppliers (errorProvider)', async () => {
    const before = await loadCount(t);
    const [a] = await makeOrders(t, 1, { commercialWeekId: weekFromNow(FIXTURE_WEEKS) });
    const [otherWeek] = await makeOrders(t, 1, { commercialWeekId: weekFromNow(FIXTURE_WEEKS + 1) });
    const [otherCd] = await makeOrders(t, 1, { cdId: 4 });
    const [otherSupplier] = await makeOrders(t, 1, { supplierId: SUPPLIER_B });

    const week = await assemble(t, tokens.fornecedor, [a!, otherWeek!]);
    expect([week.status, week.error.code, week.error.details]).toEqual([
      422,
      'errorDeliverWeek',
      { idPedidos: [otherWeek] },
    ]);
    const cd = await assemble(t, tokens.fornecedor, [a!, otherCd!]);
    expect([cd.status, cd.error.code]).toEqual([422, 'errorDistributionCenter']);
    // only someone who sees both suppliers can even name them together
    const provider = await assemble(t, tokens.admin, [a!, otherSupplier!]);
    expect([provider.status, provider.error.code]).toEqual([422, 'errorProvider']);
    // the spec's order: status, then week, then CD, then supplier
    const [n] = await makeOrders(t, 1, { status: 'N', cdId: 4 });
    const first = await assemble(t, tokens.admin, [a!, otherWeek!, n!, otherSupplier!]);
    expect(first.error.code).toBe('errorStatus');

    expect(await loadCount(t)).toBe(before);
  });

  it('refuses an order already in a load (errorExistingOrder, 409) and writes nothing', async () => {
    const ids = await makeOrders(t, 2);
    const load = await assembled(t, tokens.fornecedor, [ids[0]!]);
    const before = await loadCount(t);
    const answer = await assemble(t, tokens.fornecedor, ids);
    expect(answer.status).toBe(409);
    expect(answer.error.code).toBe('errorExistingOrder');
    expect(answer.error.details).toEqual({ idPedidos: [ids[0]] });
    expect(await loadCount(t)).toBe(before);
    expect(await loadsOfOrders(t, ids)).toEqual(new Map([[ids[0]!, load.idCarga]]));
  });

  it('answers 404 for an order that does not exist or that the user cannot see, and writes nothing', async () => {
    const before = await loadCount(t);
    const own = await makeOrders(t, 1);
    const missing = await assemble(t, tokens.fornecedor, [...own, 1]);
    expect([missing.status, missing.error.code, missing.error.details]).toEqual([404, 'notFound', { idPedidos: [1] }]);

    const theirs = await makeOrders(t, 1, { supplierId: SUPPLIER_B });
    const foreign = await assemble(t, tokens.fornecedor, theirs);
    expect([foreign.status, foreign.error.code]).toEqual([404, 'notFound']);
    const mixed = await assemble(t, tokens.fornecedor2, [...theirs, ...own]);
    expect([mixed.status, mixed.error.details]).toEqual([404, { idPedidos: own }]);

    // a logistics user assembles only orders at its CD
    const elsewhere = await makeOrders(t, 1, { cdId: 2 });
    const logistics = await assemble(t, tokens.logistica, elsewhere);
    expect(logistics.status).toBe(404);
    const atItsCd = await makeOrders(t, 2, { cdId: LOGISTICS_CD });
    const ok = await assemble(t, tokens.logistica, atItsCd);
    expect(ok.status).toBe(201);

    expect(await loadCount(t)).toBe(before + 1);
    expect((await loadsOfOrders(t, [...own, ...theirs, ...elsewhere])).size).toBe(0);
  });

  it('validates the body (400) and needs a token (401)', async () => {
    expect((await call(t, tokens.fornecedor, 'POST', '/api/carga/montarcarga/', { idPedidos: [] })).status).toBe(400);
    expect((await call(t, tokens.fornecedor, 'POST', '/api/carga/montarcarga/', {})).status).toBe(400);
    expect((await call(t, null, 'POST', '/api/carga/montarcarga/', { idPedidos: [1] })).status).toBe(401);
  });

  it('every profile with the load permission may assemble', async () => {
    for (const login of LOGINS) {
      const supplierId = login === 'fornecedor2' ? SUPPLIER_B : SUPPLIER_A;
      // a company user assembles its company's orders (another company's are not found)
      const ids = await makeOrders(t, 1, { cdId: LOGISTICS_CD, supplierId, companyId: COMPANY_OF[login] });
      const answer = await assemble(t, tokens[login], ids);
      expect([login, answer.status]).toEqual([login, 201]);
    }
  });

  it('two assemblies of the same orders at once give exactly one load', async () => {
    const ids = await makeOrders(t, 3);
    const before = await loadCount(t);
    const answers = await Promise.all([
      assemble(t, tokens.fornecedor, ids),
      assemble(t, tokens.admin, ids),
      assemble(t, tokens.fornecedor, [ids[2]!, ids[1]!]),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.error.code).toBe('errorExistingOrder');
    expect(await loadCount(t)).toBe(before + 1);
    const winner = answers.find((a) => a.status === 201)!.body;
    const linked = await loadsOfOrders(t, ids);
    expect(new Set(linked.values())).toEqual(new Set([winner.idCarga]));
  });
});

describe('GET /api/carga/detalhe/{id}', () => {
  it('shows a scheduled load with its gate, date and time', async () => {
    const ids = await makeOrders(t, 2, { qtVolumes: 12, qtPieces: 30 });
    const load = await assembled(t, tokens.fornecedor, ids);
    const date = weekdayFromNow(FIXTURE_WEEKS, 3);
    const booking = await bookDirectly(t, load.idCarga, { date, time: '09:00:00', volumes: 24 });
    const detail = await call(t, tokens.fornecedor, 'GET', `/api/carga/detalhe/${load.idCarga}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      idAgendamento: booking.scheduleId,
      portao: booking.gateId,
      nomePortao: booking.gateName,
      dtEntrega: date,
      horaEntrega: '09:00:00',
      totalPecas: 60,
      totalVolumes: 24,
    });
  });

  it('answers 404 for a missing load and for a load outside the user scope', async () => {
    const [a] = await makeOrders(t, 1, { cdId: 2, companyId: COMPANY_OF.youcom });
    const load = await assembled(t, tokens.fornecedor, [a!]);
    const url = `/api/carga/detalhe/${load.idCarga}`;
    // another supplier, another CD, another company
    for (const login of ['fornecedor2', 'logistica', 'usuario', 'camicado'] as const) {
      const answer = await call(t, tokens[login], 'GET', url);
      expect([login, answer.status, answer.error.code]).toEqual([login, 404, 'notFound']);
    }
    for (const login of ['fornecedor', 'admin', 'youcom'] as const) {
      expect([login, (await call(t, tokens[login], 'GET', url)).status]).toEqual([login, 200]);
    }
    expect((await call(t, tokens.admin, 'GET', '/api/carga/detalhe/99999999')).status).toBe(404);
    expect((await call(t, tokens.admin, 'GET', '/api/carga/detalhe/abc')).status).toBe(400);
    expect((await call(t, null, 'GET', url)).status).toBe(401);
  });

  it('lets the logistics user see the loads at its CD', async () => {
    const ids = await makeOrders(t, 1, { cdId: LOGISTICS_CD, supplierId: SUPPLIER_B });
    const load = await assembled(t, tokens.fornecedor2, ids);
    expect((await call(t, tokens.logistica, 'GET', `/api/carga/detalhe/${load.idCarga}`)).status).toBe(200);
  });
});

/**
 * The loads a list must show, straight from the database, newest first. For a company user: the loads carrying
 * an order of its company, counted over those orders only.
 */
async function expectedList(where: { supplierId?: number; cdId?: number; companyId?: number }) {
  const conditions = [];
  if (where.supplierId !== undefined) conditions.push(eq(loads.supplierId, where.supplierId));
  if (where.cdId !== undefined) conditions.push(eq(loads.cdId, where.cdId));
  const ofCompany = where.companyId === undefined ? sql`true` : sql`o.company_id = ${where.companyId}`;
  if (where.companyId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${loadOrders} lo join ${orders} o on o.id = lo.order_id where lo.load_id = ${loads.id} and ${ofCompany})`,
    );
  const rows = await t.database.db
    .select({
      id: loads.id,
      cdId: loads.cdId,
      supplierId: loads.supplierId,
      count: sql<number>`(select count(*)::int from ${loadOrders} lo join ${orders} o on o.id = lo.order_id where lo.load_id = ${loads.id} and ${ofCompany})`,
      volumes: sql<number>`(select coalesce(sum(o.qt_volumes), 0)::int from ${loadOrders} lo join ${orders} o on o.id = lo.order_id where lo.load_id = ${loads.id} and ${ofCompany})`,
      pieces: sql<number>`(select coalesce(sum(o.qt_pieces), 0)::int from ${loadOrders} lo join ${orders} o on o.id = lo.order_id where lo.load_id = ${loads.id} and ${ofCompany})`,
      scheduleId: schedules.id,
      gateName: gates.name,
      date: schedules.deliveryDate,
    })
    .from(loads)
    .leftJoin(schedules, eq(schedules.loadId, loads.id))
    .leftJoin(gates, eq(gates.id, schedules.gateId))
    .where(and(...conditions))
    .orderBy(sql`${loads.id} desc`);
  return rows.map((r) => ({
    idCarga: r.id,
    idCd: r.cdId,
    idFornecedor: r.supplierId,
    qtPedidos: r.count,
    totalVolumes: r.volumes,
    totalPecas: r.pieces,
    idAgendamento: r.scheduleId,
    nomePortao: r.gateName,
    dtEntrega: r.date,
    status: r.scheduleId === null ? 'ABERTA' : 'AGENDADA',
  }));
}

function listed(items: LoadListItemDto[]) {
  return items.map((i) => ({
    idCarga: i.idCarga,
    idCd: i.idCd,
    idFornecedor: i.idFornecedor,
    qtPedidos: i.qtPedidos,
    totalVolumes: i.totalVolumes,
    totalPecas: i.totalPecas,
    idAgendamento: i.idAgendamento,
    nomePortao: i.nomePortao,
    dtEntrega: i.dtEntrega,
    status: i.status,
  }));
}

describe('GET /api/carga/listar/{type}/{id}', () => {
  const list = (login: Login, path: string) =>
    call<LoadListItemDto[]>(t, tokens[login], 'GET', `/api/carga/listar/${path}`);

  it("lists a supplier's loads newest first, with order count, totals, schedule and status", async () => {
    const answer = await list('fornecedor', `fornecedor/${SUPPLIER_A}`);
    expect(answer.status).toBe(200);
    const expected = await expectedList({ supplierId: SUPPLIER_A });
    expect(expected.some((l) => l.status === 'AGENDADA')).toBe(true);
    expect(expected.some((l) => l.status === 'ABERTA')).toBe(true);
    expect(listed(answer.body)).toEqual(expected);
    const [first] = answer.body;
    expect(first).toMatchObject({ nomeFornecedor: expect.any(String), centroDistribuicao: expect.any(String) });
    expect(first!.anoSemanaComercial).toMatch(/^\d{4}-\d{2}$/);
  });

  it("refuses a supplier another supplier's list (403) and lets internal users list any supplier", async () => {
    const refused = await list('fornecedor', `fornecedor/${SUPPLIER_B}`);
    expect([refused.status, refused.error.code]).toEqual([403, 'withoutPermission']);
    expect((await list('fornecedor2', `fornecedor/${SUPPLIER_A}`)).status).toBe(403);
    const expected = await expectedList({ supplierId: SUPPLIER_B });
    for (const login of ['admin', 'fornecedor2'] as const) {
      const answer = await list(login, `fornecedor/${SUPPLIER_B}`);
      expect([login, answer.status]).toEqual([login, 200]);
      expect(listed(answer.body)).toEqual(expected);
    }
    // a company user: that supplier's loads with its company's orders, counting those only
    for (const login of ['usuario', 'youcom', 'camicado'] as const) {
      const answer = await list(login, `fornecedor/${SUPPLIER_B}`);
      expect([login, answer.status]).toEqual([login, 200]);
      expect(listed(answer.body)).toEqual(await expectedList({ supplierId: SUPPLIER_B, companyId: COMPANY_OF[login] }));
    }
    // a logistics user sees that supplier's loads at its CD only
    const logistics = await list('logistica', `fornecedor/${SUPPLIER_B}`);
    expect(listed(logistics.body)).toEqual(expected.filter((l) => l.idCd === LOGISTICS_CD));
  });

  it("lists a CD's loads: all for internal users, the own CD only for logistics, the own loads for a supplier", async () => {
    const all = await expectedList({ cdId: 2 });
    expect(new Set(all.map((l) => l.idFornecedor)).size).toBeGreaterThan(1);
    expect(listed((await list('admin', 'cd/2')).body)).toEqual(all);
    for (const login of ['usuario', 'youcom', 'camicado'] as const) {
      const own = await expectedList({ cdId: 2, companyId: COMPANY_OF[login] });
      expect(own.length, login).toBeGreaterThan(0);
      expect(own.length, login).toBeLessThan(all.length);
      expect(listed((await list(login, 'cd/2')).body)).toEqual(own);
    }
    expect(listed((await list('fornecedor', 'cd/2')).body)).toEqual(all.filter((l) => l.idFornecedor === SUPPLIER_A));
    expect(listed((await list('fornecedor2', 'cd/2')).body)).toEqual(all.filter((l) => l.idFornecedor === SUPPLIER_B));
    const refused = await list('logistica', 'cd/2');
    expect([refused.status, refused.error.code]).toEqual([403, 'withoutPermission']);
    const own = await list('logistica', `cd/${LOGISTICS_CD}`);
    expect(listed(own.body)).toEqual(await expectedList({ cdId: LOGISTICS_CD }));
  });

  it('shows a new load first', async () => {
    const load = await assembled(t, tokens.fornecedor, await makeOrders(t, 1));
    const [first] = (await list('fornecedor', `fornecedor/${SUPPLIER_A}`)).body;
    expect(first).toMatchObject({ idCarga: load.idCarga, qtPedidos: 1, status: 'ABERTA' });
  });

  it('validates the type and the id', async () => {
    expect((await list('admin', 'empresa/1')).status).toBe(400);
    expect((await list('admin', 'cd/x')).status).toBe(400);
    expect((await call(t, null, 'GET', '/api/carga/listar/cd/1')).status).toBe(401);
  });
});

const ORDERS_FOR_LOAD = await webGraphqlDocument('features/loads/api/cd-week-orders.ts:QUERY');

describe('buscarPedidosPorFornecedorCdSemana', () => {
  const ask = (login: Login | null, idFornecedor: number, idCd: number, idCalendarioComercial: number) =>
    graphql<{ buscarPedidosPorFornecedorCdSemana: CdWeekOrderDto[] }>(
      t,
      login ? tokens[login] : null,
      ORDERS_FOR_LOAD,
      { idFornecedor, idCd, idCalendarioComercial },
    );

  it('lists the A, W and S orders of that supplier, CD and week that are in no load, newest first', async () => {
    const week = weekFromNow(FIXTURE_WEEKS + 2);
    const free = [
      ...(await makeOrders(t, 1, { commercialWeekId: week, status: 'A' })),
      ...(await makeOrders(t, 1, { commercialWeekId: week, status: 'W' })),
      ...(await makeOrders(t, 1, { commercialWeekId: week, status: 'S' })),
    ];
    await makeOrders(t, 1, { commercialWeekId: week, status: 'C' });
    await makeOrders(t, 1, { commercialWeekId: week, status: 'N' });
    await makeOrders(t, 1, { commercialWeekId: week, cdId: 4 });
    await makeOrders(t, 1, { commercialWeekId: week, supplierId: SUPPLIER_B });
    const inLoad = await makeOrders(t, 1, { commercialWeekId: week });
    await assembled(t, tokens.fornecedor, inLoad);

    const answer = await ask('fornecedor', SUPPLIER_A, 2, week);
    expect(answer.errors).toBeUndefined();
    const [template] = await t.database.db.select().from(orders).where(eq(orders.id, free[0]!));
    expect(answer.data!.buscarPedidosPorFornecedorCdSemana).toEqual(
      [...free].reverse().map((id, i) => ({
        id,
        qtCompra: template!.qtPurchase,
        qtVolumes: 10,
        dtEmissao: template!.issuedAt,
        naturezaPedido: template!.nature,
        status: ['S', 'W', 'A'][i],
      })),
    );
    // a supplier gets its own orders whatever idFornecedor says
    expect((await ask('fornecedor', SUPPLIER_B, 2, week)).data).toEqual(answer.data);
    expect((await ask('admin', SUPPLIER_A, 2, week)).data).toEqual(answer.data);
    const theirs = (await ask('admin', SUPPLIER_B, 2, week)).data!.buscarPedidosPorFornecedorCdSemana;
    expect(theirs).toHaveLength(1);
    expect((await ask('fornecedor2', SUPPLIER_A, 2, week)).data).toEqual({
      buscarPedidosPorFornecedorCdSemana: theirs,
    });
  });

  it('gives a logistics user only the orders at its CD', async () => {
    const week = weekFromNow(FIXTURE_WEEKS + 3);
    const atCd = await makeOrders(t, 1, { commercialWeekId: week, cdId: LOGISTICS_CD });
    await makeOrders(t, 1, { commercialWeekId: week, cdId: 2 });
    const own = await ask('logistica', SUPPLIER_A, LOGISTICS_CD, week);
    expect(own.data!.buscarPedidosPorFornecedorCdSemana.map((o) => o.id)).toEqual(atCd);
    const other = await ask('logistica', SUPPLIER_A, 2, week);
    expect(other.data!.buscarPedidosPorFornecedorCdSemana).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const answer = await ask(null, SUPPLIER_A, 2, weekFromNow(FIXTURE_WEEKS));
    expect(answer.errors?.[0]?.extensions?.code).toBe('sessionExpired');
  });
});

describe('OpenAPI', () => {
  it('documents every loads route under the loads tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, Record<string, { tags?: string[]; responses?: object }>> }>()
      .paths;
    const routes: [string, string][] = [
      ['/api/carga/montarcarga/', 'post'],
      ['/api/carga/detalhe/{id}', 'get'],
      ['/api/carga/listar/{type}/{id}', 'get'],
      ['/api/carga/listarpaginado/{type}/{id}', 'get'],
      ['/api/carga/adicionarpedido', 'post'],
      ['/api/carga/removerpedido', 'post'],
      ['/api/carga/apagar/{id}', 'delete'],
    ];
    for (const [path, method] of routes) {
      expect([path, paths[path]?.[method]?.tags]).toEqual([path, ['loads']]);
    }
    expect(Object.keys(paths['/api/carga/montarcarga/']!.post!.responses!)).toContain('201');
  });
});
