import { CSV_BOM, type Permission } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { pdfText } from './support/pdf-text';
import { signToken, verifyToken } from '../src/platform/auth';

/**
 * Company users see their company (issue 12): Youcom Usuario and Camicado Usuario (and Renner's Usuario) get the
 * rows of their own company in every area, through the one row scope (row-scope.ts), and another company's row
 * by id answers 404 exactly as another supplier's does. Two suppliers still see only their own.
 */

const RENNER = 1;
const CAMICADO = 3;
const YOUCOM = 4;
const COMPANY_OF = { usuario: RENNER, youcom: YOUCOM, camicado: CAMICADO } as const;
type CompanyLogin = keyof typeof COMPANY_OF;
const COMPANY_LOGINS = Object.keys(COMPANY_OF) as CompanyLogin[];

let t: TestApp;
const tokens: Record<string, string> = {};

/** A company user's token that also holds permissions its profile lacks, to reach lists it cannot open today. */
async function withPermissions(token: string, ...extra: Permission[]): Promise<string> {
  const user = await verifyToken(token, t.config);
  return signToken({ ...user, permissions: [...user.permissions, ...extra] }, t.config);
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function numbers(query: SQL): Promise<number[]> {
  return (await rows<{ id: number | string }>(query)).map((r) => Number(r.id));
}

async function get(login: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[login]}` } });
}

async function send(login: string, method: 'POST' | 'DELETE', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[login]}` }, payload });
}

async function graphql<T>(login: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `Bearer ${tokens[login]}` },
    payload: { query, variables },
  });
  return response.json<{ data?: T | null; errors?: { extensions: { code: string } }[] }>();
}

/** An order of the company with items, status A (labels, reports, leftovers accept it). */
async function orderOf(companyId: number): Promise<number> {
  const [id] = await numbers(sql`
    select o.id from orders o
     where o.company_id = ${companyId} and o.status = 'A' and o.nature = 'Normal'
       and exists (select 1 from order_items i where i.order_id = o.id)
     order by o.id limit 1`);
  return id!;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado', 'logistica'])
    tokens[login] = await t.login(login);
  // the conciliation list and report, the scheduling report and leftovers are not theirs today: the scope must
  // hold even if a permission is granted
  for (const login of COMPANY_LOGINS)
    tokens[`${login}+`] = await withPermissions(
      tokens[login]!,
      'conciliation-list',
      'conciliation-report',
      'scheduling-report',
      'resto-sobra',
    );
});

afterAll(async () => {
  await t?.close();
});

describe('orders', () => {
  const LIST = `query ($max: Int) { listarPedidos(pagina: 0, max: $max) { id empresa { id } fornecedor { id } } }`;
  type Listed = { listarPedidos: { id: number; empresa: { id: number }; fornecedor: { id: number } }[] };

  it.each(COMPANY_LOGINS)('%s lists only its company’s orders, newest first', async (login) => {
    const answer = await graphql<Listed>(login, LIST, { max: 40 });
    expect(answer.errors).toBeUndefined();
    const expected = await numbers(
      sql`select id from orders where company_id = ${COMPANY_OF[login]} order by id desc limit 40`,
    );
    expect(answer.data!.listarPedidos.map((o) => o.id)).toEqual(expected);
    expect(new Set(answer.data!.listarPedidos.map((o) => o.empresa.id))).toEqual(new Set([COMPANY_OF[login]]));
  });

  it('two suppliers still see only their own', async () => {
    const a = await graphql<Listed>('fornecedor', LIST, { max: 40 });
    const b = await graphql<Listed>('fornecedor2', LIST, { max: 40 });
    const suppliersOf = (answer: typeof a) => new Set(answer.data!.listarPedidos.map((o) => o.fornecedor.id));
    expect(suppliersOf(a).size).toBe(1);
    expect(suppliersOf(b).size).toBe(1);
    expect([...suppliersOf(a)][0]).not.toBe([...suppliersOf(b)][0]);
  });

  it('an order of another company is not found, its own is', async () => {
    const DETAIL = `query ($id: ID!) { pedidoPorId(idPedido: $id) { id } }`;
    const renner = await orderOf(RENNER);
    const youcom = await orderOf(YOUCOM);
    for (const login of ['youcom', 'camicado'] as const) {
      const answer = await graphql(login, DETAIL, { id: String(renner) });
      expect([login, answer.errors?.[0]?.extensions.code]).toEqual([login, 'notFound']);
    }
    expect((await graphql<{ pedidoPorId: { id: number } }>('youcom', DETAIL, { id: String(youcom) })).data).toEqual({
      pedidoPorId: { id: youcom },
    });
  });

  it('the detailed CSV report holds only the company’s orders', async () => {
    const response = await get('camicado', '/api/pedido/relatorio-detalhado?max=2000');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(CSV_BOM, '')
      .split(/\r?\n/)
      .filter((l) => l !== '');
    const [count] = await numbers(sql`select count(*)::int as id from orders where company_id = ${CAMICADO}`);
    expect(lines.length - 1).toBe(Math.min(count!, 2000));
  });

  it('labels, the purchase-order PDF, the measurement chart and leftovers answer 404 for another company’s order', async () => {
    const renner = await orderOf(RENNER);
    const PRICE = `query ($id: ID!) { buscarItensPorPedidoIdParaEtiqueta(idPedido: $id) { codItem } }`;
    const BOX = `query ($id: ID!) { buscarItensPorPedidoIdParaSeloCaixa(idPedido: $id) { codItem } }`;
    for (const login of ['youcom', 'camicado'] as const) {
      expect((await graphql(login, PRICE, { id: String(renner) })).errors?.[0]?.extensions.code, login).toBe(
        'notFound',
      );
      expect((await graphql(login, BOX, { id: String(renner) })).errors?.[0]?.extensions.code, login).toBe('notFound');
      const pdf = await get(login, `/api/report/relatorio/Reports/001_pedido.pdf?idPedido=${renner}`);
      expect([login, pdf.statusCode, pdf.json<{ code: string }>().code]).toEqual([login, 404, 'notFound']);
      const leftovers = await get(`${login}+`, `/api/restos-sobras/itens/${renner}`);
      expect([login, leftovers.statusCode]).toEqual([login, 404]);
    }
    const chart = await get('youcom', `/api/report/tabelamedida/${renner}`);
    expect([chart.statusCode, chart.json<{ code: string }>().code]).toEqual([404, 'notFound']);
    // and each sees its own
    expect((await graphql('usuario', PRICE, { id: String(renner) })).errors).toBeUndefined();
    expect((await get('usuario+', `/api/restos-sobras/itens/${renner}`)).statusCode).toBe(200);
    const youcom = await orderOf(YOUCOM);
    expect((await get('youcom', `/api/report/relatorio/Reports/004_pedido.pdf?idPedido=${youcom}`)).statusCode).toBe(
      200,
    );
  });
});

describe('conciliation', () => {
  it('the status, the XML and the seal of another company’s conciliation are not found', async () => {
    const [renner] = await rows<{ id: number; order_id: number | string }>(sql`
      select c.id, c.order_id from conciliations c join orders o on o.id = c.order_id
       where o.company_id = ${RENNER} and c.invoice_file_id is not null order by c.id limit 1`);
    const RESULT = `query ($pedido: Int!) { buscarResultadoConciliacaoPorPedido(pedido: $pedido) { id } }`;
    for (const login of ['youcom', 'camicado'] as const) {
      const status = await graphql(login, RESULT, { pedido: Number(renner!.order_id) });
      expect([login, status.errors?.[0]?.extensions.code]).toEqual([login, 'conciliationNotFound']);
      const xml = await send(login, 'POST', '/api/conciliacaofiscal/getXmlNota', { idConciliacao: renner!.id });
      expect([login, xml.statusCode]).toEqual([login, 404]);
      const seal = await get(login, `/api/seloConciliacoes/gerar/${renner!.id}`);
      expect([login, seal.statusCode]).toEqual([login, 404]);
    }
    const own = await graphql<{ buscarResultadoConciliacaoPorPedido: { id: number } }>('usuario', RESULT, {
      pedido: Number(renner!.order_id),
    });
    expect(own.errors).toBeUndefined();
  });

  it.each(COMPANY_LOGINS)('%s lists and reports only its company’s conciliations', async (login) => {
    const LIST = `query { buscarConciliacoesParaListagem(pagina: 0, max: 20) { itens { conciliacao pedido } } }`;
    const answer = await graphql<{ buscarConciliacoesParaListagem: { itens: { pedido: number }[] } }>(
      `${login}+`,
      LIST,
    );
    expect(answer.errors).toBeUndefined();
    const listed = answer.data!.buscarConciliacoesParaListagem.itens.map((i) => i.pedido);
    expect(listed.length).toBeGreaterThan(0);
    const companies = await numbers(
      sql`select distinct company_id as id from orders where id in (${sql.join(listed, sql`, `)})`,
    );
    expect(companies).toEqual([COMPANY_OF[login]]);

    const pdf = await get(`${login}+`, '/api/relatorios/Reports/conciliacao.pdf');
    expect(pdf.statusCode).toBe(200);
    const [count] = await numbers(sql`
      select count(*)::int as id from conciliations c join orders o on o.id = c.order_id
       where o.company_id = ${COMPANY_OF[login]}`);
    expect(pdfText(pdf.rawPayload)).toContain(`${count} conciliações`);
  });
});

describe('loads and scheduling', () => {
  /** A load of the seed that mixes Renner's and Youcom's orders, unscheduled, every order A. */
  async function mixedLoad(): Promise<{ id: number; cdId: number; youcomOrders: number[] }> {
    const [load] = await rows<{ id: number; cd_id: number }>(sql`
      select l.id, l.cd_id from loads l
       where not exists (select 1 from schedules s where s.load_id = l.id)
         and (select array_agg(distinct o.company_id order by o.company_id) from load_orders lo
                join orders o on o.id = lo.order_id where lo.load_id = l.id) = array[${RENNER}, ${YOUCOM}]::int[]
       order by l.id limit 1`);
    expect(load).toBeDefined();
    const youcomOrders = await numbers(sql`
      select o.id from load_orders lo join orders o on o.id = lo.order_id
       where lo.load_id = ${load!.id} and o.company_id = ${YOUCOM} order by o.id`);
    return { id: Number(load!.id), cdId: Number(load!.cd_id), youcomOrders };
  }

  it.each(COMPANY_LOGINS)('%s lists a CD’s loads carrying its company’s orders, counting those only', async (login) => {
    const [cd] = await numbers(sql`select cd_id as id from loads group by cd_id order by count(*) desc limit 1`);
    const response = await get(login, `/api/carga/listar/cd/${cd}`);
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ idCarga: number; qtPedidos: number }[]>();
    const expected = await rows<{ id: number; n: number }>(sql`
      select l.id, count(*)::int as n from loads l join load_orders lo on lo.load_id = l.id
        join orders o on o.id = lo.order_id
       where l.cd_id = ${cd} and o.company_id = ${COMPANY_OF[login]}
       group by l.id order by l.id desc`);
    expect(listed.map((l) => [l.idCarga, l.qtPedidos])).toEqual(expected.map((r) => [Number(r.id), r.n]));
    const [all] = await numbers(sql`select count(*)::int as id from loads where cd_id = ${cd}`);
    expect(listed.length).toBeLessThan(all!);
  });

  it('a load without the company’s orders is not found: detail, free places', async () => {
    const [renner] = await numbers(sql`
      select l.id from loads l where not exists (select 1 from load_orders lo join orders o on o.id = lo.order_id
        where lo.load_id = l.id and o.company_id <> ${RENNER}) order by l.id limit 1`);
    for (const login of ['youcom', 'camicado'] as const) {
      expect([login, (await get(login, `/api/carga/detalhe/${renner}`)).statusCode]).toEqual([login, 404]);
      const free = await get(login, `/api/agendamento/horariosdisponiveis/${renner}`);
      expect([login, free.statusCode]).toEqual([login, 404]);
    }
    expect((await get('usuario', `/api/carga/detalhe/${renner}`)).statusCode).toBe(200);
  });

  it('a load shared with another company: its own orders only, and no changing it', async () => {
    const load = await mixedLoad();
    const detail = await get('youcom', `/api/carga/detalhe/${load.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ pedidos: { numero: number }[] }>();
    expect(body.pedidos.map((p) => p.numero)).toEqual(load.youcomOrders);
    expect((await get('camicado', `/api/carga/detalhe/${load.id}`)).statusCode).toBe(404);
    expect((await get('youcom', `/api/agendamento/horariosdisponiveis/${load.id}`)).statusCode).toBe(200);

    const remove = await send('youcom', 'POST', '/api/carga/removerpedido', {
      idCarga: load.id,
      idPedidos: [load.youcomOrders[0]],
    });
    expect([remove.statusCode, remove.json<{ code: string }>().code]).toEqual([403, 'withoutPermission']);
    const drop = await t.app.inject({
      method: 'DELETE',
      url: `/api/carga/apagar/${load.id}`,
      headers: { authorization: `Bearer ${tokens.youcom}` },
    });
    expect([drop.statusCode, drop.json<{ code: string }>().code]).toEqual([403, 'withoutPermission']);
    const [gate] = await numbers(sql`select id from gates where cd_id = ${load.cdId} and deleted_at is null limit 1`);
    const book = await send('youcom', 'POST', '/api/agendamento/salvarAgendamento/', {
      idCarga: load.id,
      idPortao: gate,
      dtEntrega: '2026-03-25',
      horaEntrega: '08:00',
    });
    expect([book.statusCode, book.json<{ code: string }>().code]).toEqual([403, 'withoutPermission']);
    // nothing changed
    const [still] = await numbers(sql`select count(*)::int as id from load_orders where load_id = ${load.id}`);
    expect(still).toBeGreaterThan(load.youcomOrders.length);
  });

  it('orders for a new load: only the company’s', async () => {
    const QUERY = `query ($s: Int!, $c: Int!, $w: Int!) {
      buscarPedidosPorFornecedorCdSemana(idFornecedor: $s, idCd: $c, idCalendarioComercial: $w) { id } }`;
    const [mixed] = await rows<{ supplier_id: number; cd_id: number; commercial_week_id: number }>(sql`
      select supplier_id, cd_id, commercial_week_id from orders o
       where status in ('A', 'W', 'S') and not exists (select 1 from load_orders lo where lo.order_id = o.id)
       group by 1, 2, 3 having count(distinct company_id) > 1 limit 1`);
    expect(mixed).toBeDefined();
    const variables = { s: mixed!.supplier_id, c: mixed!.cd_id, w: mixed!.commercial_week_id };
    const admin = await graphql<{ buscarPedidosPorFornecedorCdSemana: { id: number }[] }>('admin', QUERY, variables);
    for (const login of COMPANY_LOGINS) {
      const answer = await graphql<{ buscarPedidosPorFornecedorCdSemana: { id: number }[] }>(login, QUERY, variables);
      const ids = answer.data!.buscarPedidosPorFornecedorCdSemana.map((o) => o.id);
      const expected = admin.data!.buscarPedidosPorFornecedorCdSemana.map((o) => o.id);
      const ofCompany = new Set(
        await numbers(
          sql`select id from orders where company_id = ${COMPANY_OF[login]} and id in (${sql.join(expected, sql`, `)})`,
        ),
      );
      expect(ids, login).toEqual(expected.filter((id) => ofCompany.has(id)));
    }
  });

  it.each(COMPANY_LOGINS)(
    '%s’s scheduling report: loads with its company’s orders, only those counted',
    async (login) => {
      const response = await get(`${login}+`, '/api/agendamento/relatorio');
      expect(response.statusCode).toBe(200);
      const lines = response.body
        .replace(CSV_BOM, '')
        .split('\r\n')
        .filter((l) => l !== '')
        .slice(1);
      expect(lines.length).toBeGreaterThan(0);
      const code = { 1: '001', 3: '003', 4: '004' }[COMPANY_OF[login]];
      const visible = new Set(
        await numbers(sql`select lo.load_id as id from load_orders lo join orders o on o.id = lo.order_id
                         where o.company_id = ${COMPANY_OF[login]}`),
      );
      for (const line of lines) {
        const cells = line.split(';');
        expect(visible.has(Number(cells[3]))).toBe(true);
        expect(cells[10]).toMatch(new RegExp(`^${code} - [^/]+$`));
      }
    },
  );
});
