import { ORDER_LIST_MAX, ORDER_PAGE_SIZE, lastSchedule, type PedidoDto } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { DEMO_CD_ID, DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import { graphql, ids, rows, sql } from './orders.test-support';
import { getAs } from '../../../test/support/rest-call';

const t = useTestApp();
const tokens: Record<string, string> = useTokens(t, ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'logistica']);

const LIST = /* GraphQL */ `
  query ($pagina: Int!, $filtro: FiltroPedido, $max: Int) {
    listarPedidos(pagina: $pagina, filtro: $filtro, max: $max) {
      id
      status
      naturezaPedido
      dtEmissao
      empresa {
        id
      }
      fornecedor {
        id
        nome
      }
      calendarioComercial {
        semanaComercial
        ano
      }
      localizacaoFisica {
        id
      }
      cargas {
        id
        agendamentos {
          dtEntrega
          horaEntrega
          portao {
            id
            nome
          }
        }
      }
      conciliacaos {
        id
        statusConciliacaoComercial {
          id
        }
        statusConciliacaoFiscal {
          id
        }
      }
    }
  }
`;

type Row = Pick<
  PedidoDto,
  | 'id'
  | 'status'
  | 'naturezaPedido'
  | 'dtEmissao'
  | 'empresa'
  | 'fornecedor'
  | 'calendarioComercial'
  | 'localizacaoFisica'
  | 'cargas'
  | 'conciliacaos'
>;

async function list(login: string, variables: { pagina?: number; filtro?: unknown; max?: number }): Promise<Row[]> {
  const answer = await graphql<{ listarPedidos: Row[] }>(t, tokens[login]!, LIST, { pagina: 0, ...variables });
  expect(answer.errors).toEqual([]);
  return answer.data!.listarPedidos;
}

/** Every order of the search, page after page of ORDER_LIST_MAX (what one call may answer at most). */
async function listAll(login: string, variables: { filtro?: unknown }): Promise<Row[]> {
  const all: Row[] = [];
  for (let pagina = 0; ; pagina++) {
    const page = await list(login, { ...variables, pagina, max: ORDER_LIST_MAX });
    all.push(...page);
    if (page.length < ORDER_LIST_MAX) return all;
  }
}

describe('listarPedidos: row-level scope, paging and sorting', () => {
  it('gives a supplier its own orders, 40 per page by order number descending, then an empty page', async () => {
    const expected = await ids(
      t,
      sql`select id from orders where supplier_id = ${DEMO_SUPPLIER_A_ID} order by id desc`,
    );
    expect(expected.length).toBeGreaterThan(ORDER_PAGE_SIZE * 2);
    const seen: number[] = [];
    for (let pagina = 0; ; pagina++) {
      const page = await list('fornecedor', { pagina });
      expect(page.every((o) => o.fornecedor.id === DEMO_SUPPLIER_A_ID)).toBe(true);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(ORDER_PAGE_SIZE);
      if (page.length < ORDER_PAGE_SIZE) expect(seen.length + page.length).toBe(expected.length);
      seen.push(...page.map((o) => o.id));
    }
    expect(seen).toEqual(expected);
  });

  it('refuses max above ORDER_LIST_MAX, a negative page or an invalid filter (400 validation)', async () => {
    expect((await list('admin', { max: ORDER_LIST_MAX })).length).toBe(ORDER_LIST_MAX);
    const tooMany = await graphql(t, tokens.admin!, LIST, { pagina: 0, max: ORDER_LIST_MAX + 1 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors[0]!.extensions).toMatchObject({ code: 'validation', status: 400 });
    expect(tooMany.errors[0]!.extensions.details).toMatchObject({
      fields: [expect.objectContaining({ field: 'max' })],
    });
    const negative = await graphql(t, tokens.admin!, LIST, { pagina: -1 });
    expect(negative.errors[0]!.extensions).toMatchObject({ code: 'validation', status: 400 });
    const bad = await graphql(t, tokens.admin!, LIST, { pagina: 0, filtro: { status: 'X' } });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]!.extensions.code).toBe('validation');
    const badWeek = await graphql(t, tokens.admin!, LIST, { pagina: 0, filtro: { anoSemanaComercial: '2026-60' } });
    expect(badWeek.errors[0]!.extensions.code).toBe('validation');
  });

  it('needs a signed-in user with main', async () => {
    const anonymous = await graphql(t, null, LIST, { pagina: 0 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors[0]!.extensions.code).toBe('sessionExpired');
  });

  it('sorts by week, by issue date and by delivery, each ending with the order number', async () => {
    const byWeek = await listAll('fornecedor', { filtro: { ordenacao: 'semana' } });
    const weekKey = (o: Row) => o.calendarioComercial.ano * 100 + o.calendarioComercial.semanaComercial;
    for (let i = 1; i < byWeek.length; i++) {
      const [a, b] = [byWeek[i - 1]!, byWeek[i]!];
      expect(weekKey(a) > weekKey(b) || (weekKey(a) === weekKey(b) && a.id > b.id)).toBe(true);
    }
    const byIssue = await listAll('fornecedor', { filtro: { ordenacao: 'emissao' } });
    for (let i = 1; i < byIssue.length; i++) {
      const [a, b] = [byIssue[i - 1]!, byIssue[i]!];
      expect(a.dtEmissao > b.dtEmissao || (a.dtEmissao === b.dtEmissao && a.id > b.id)).toBe(true);
    }
    const byDelivery = await listAll('fornecedor', { filtro: { ordenacao: 'entrega' } });
    const key = (o: Row) => {
      const s = lastSchedule(o);
      return s ? `${s.dtEntrega} ${s.horaEntrega}` : '';
    };
    const scheduled = byDelivery.filter((o) => key(o) !== '');
    expect(scheduled.length).toBeGreaterThan(0);
    // scheduled first (latest delivery first), unscheduled last
    expect(byDelivery.slice(0, scheduled.length)).toEqual(scheduled);
    for (let i = 1; i < byDelivery.length; i++) {
      const [a, b] = [byDelivery[i - 1]!, byDelivery[i]!];
      if (key(a) === key(b)) expect(a.id).toBeGreaterThan(b.id);
      else if (key(b) !== '') expect(key(a) > key(b)).toBe(true);
    }
    expect(new Set(byWeek.map((o) => o.id))).toEqual(new Set(byIssue.map((o) => o.id)));
  });

  it('restricts logistics to its CD, whatever the filter', async () => {
    const all = await listAll('logistica', {});
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((o) => o.localizacaoFisica.id === DEMO_CD_ID)).toBe(true);
    expect(await list('logistica', { filtro: { cd: 2 } })).toEqual([]);
  });
});

describe('listarPedidos: each filter alone', () => {
  let sample: { id: number; week: number; year: number; load: number; date: string };
  beforeAll(async () => {
    const [row] = await rows<{ id: string; week: number; year: number; load: number; date: string }>(
      t,
      sql`select o.id, c.week, c.year, lo.load_id as load, to_char(s.delivery_date, 'YYYY-MM-DD') as date
          from orders o join commercial_calendar c on c.id = o.commercial_week_id
          join load_orders lo on lo.order_id = o.id join schedules s on s.load_id = lo.load_id
          where o.supplier_id = ${DEMO_SUPPLIER_A_ID} order by o.id limit 1`,
    );
    sample = { ...row!, id: Number(row!.id) };
  });

  const cases: [string, () => unknown, (o: Row) => boolean, () => ReturnType<typeof sql>][] = [
    ['id', () => ({ id: String(sample.id) }), (o) => o.id === sample.id, () => sql`o.id = ${sample.id}`],
    ['idEmpresa', () => ({ idEmpresa: 3 }), (o) => o.empresa.id === 3, () => sql`o.company_id = 3`],
    ['status', () => ({ status: 'N' }), (o) => o.status === 'N', () => sql`o.status = 'N'`],
    [
      'naturezaPedido',
      () => ({ naturezaPedido: 'Importado' }),
      (o) => o.naturezaPedido === 'Importado',
      () => sql`o.nature = 'Importado'`,
    ],
    [
      'calendarioComercial.semanaComercial',
      () => ({ calendarioComercial: { semanaComercial: sample.week } }),
      (o) => o.calendarioComercial.semanaComercial === sample.week,
      () => sql`c.week = ${sample.week}`,
    ],
    ['cd', () => ({ cd: 2 }), (o) => o.localizacaoFisica.id === 2, () => sql`o.cd_id = 2`],
    [
      'anoSemanaComercial',
      () => ({ anoSemanaComercial: `${sample.year}-${String(sample.week).padStart(2, '0')}` }),
      (o) => o.calendarioComercial.semanaComercial === sample.week && o.calendarioComercial.ano === sample.year,
      () => sql`c.week = ${sample.week} and c.year = ${sample.year}`,
    ],
    [
      'dataAgendamentoInicial/Final',
      () => ({ dataAgendamentoInicial: sample.date, dataAgendamentoFinal: sample.date }),
      (o) => lastSchedule(o)?.dtEntrega === sample.date,
      () =>
        sql`o.id in (select lo.order_id from load_orders lo join schedules s on s.load_id = lo.load_id where s.delivery_date = ${sample.date})`,
    ],
    [
      'carga',
      () => ({ carga: sample.load }),
      (o) => o.cargas.some((c) => c.id === sample.load),
      () => sql`o.id in (select order_id from load_orders where load_id = ${sample.load})`,
    ],
  ];

  it.each(cases)('%s: only and every matching order (supplier A)', async (_name, filtro, matches, condition) => {
    const expected = await ids(
      t,
      sql`select o.id from orders o join commercial_calendar c on c.id = o.commercial_week_id
          where o.supplier_id = ${DEMO_SUPPLIER_A_ID} and ${condition()} order by o.id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await listAll('fornecedor', { filtro: filtro() });
    expect(found.every(matches)).toBe(true);
    expect(found.map((o) => o.id)).toEqual(expected);
  });

  it('fornecedor.nome: case-insensitive contains, for users with filter-provider', async () => {
    const found = await listAll('admin', { filtro: { fornecedor: { nome: 'serra GAÚCHA' } } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((o) => /serra gaúcha/i.test(o.fornecedor.nome))).toBe(true);
    expect(found.some((o) => o.fornecedor.id === DEMO_SUPPLIER_B_ID)).toBe(true);
    // % and _ are text, not wildcards
    expect(await list('admin', { filtro: { fornecedor: { nome: '%' } } })).toEqual([]);
  });

  it('ignores the provider name without filter-provider and the company without filter-company', async () => {
    const own = (await list('fornecedor', {})).map((o) => o.id);
    const named = await list('fornecedor', { filtro: { fornecedor: { nome: 'nobody at all' } } });
    expect(named.map((o) => o.id)).toEqual(own);
    // usuario has no filter-company
    const everything = (await list('usuario', {})).map((o) => o.id);
    const company = await list('usuario', { filtro: { idEmpresa: 3 } });
    expect(company.map((o) => o.id)).toEqual(everything);
    expect((await list('admin', { filtro: { idEmpresa: 3 } })).every((o) => o.empresa.id === 3)).toBe(true);
  });

  it('treats null and empty values as no filter', async () => {
    const own = (await list('fornecedor', {})).map((o) => o.id);
    const blank = await list('fornecedor', { filtro: { id: null, status: '', carga: null, fornecedor: { nome: '' } } });
    expect(blank.map((o) => o.id)).toEqual(own);
  });
});

describe('two suppliers never see each other’s orders', () => {
  let orderOfB: number;
  let loadOfB: number;
  beforeAll(async () => {
    const [row] = await rows<{ id: string; load: number }>(
      t,
      sql`select o.id, lo.load_id as load from orders o join load_orders lo on lo.order_id = o.id
          where o.supplier_id = ${DEMO_SUPPLIER_B_ID} and o.status = 'N' order by o.id limit 1`,
    );
    const [n] = await rows<{ id: string }>(
      t,
      sql`select id from orders where supplier_id = ${DEMO_SUPPLIER_B_ID} and status = 'N' order by id limit 1`,
    );
    orderOfB = Number(n!.id);
    loadOfB = row
      ? row.load
      : (await rows<{ id: number }>(t, sql`select id from loads where supplier_id = ${DEMO_SUPPLIER_B_ID} limit 1`))[0]!
          .id;
  });

  it('listarPedidos: not by id, load, name or any page', async () => {
    expect(await list('fornecedor', { filtro: { id: orderOfB } })).toEqual([]);
    expect(await list('fornecedor', { filtro: { carga: loadOfB } })).toEqual([]);
    const all = await listAll('fornecedor', { filtro: { fornecedor: { nome: 'Serra' } } });
    expect(all.every((o) => o.fornecedor.id === DEMO_SUPPLIER_A_ID)).toBe(true);
    expect((await list('fornecedor2', { filtro: { id: orderOfB } })).map((o) => o.id)).toEqual([orderOfB]);
  });

  it('pedidoPorId: another supplier’s order answers exactly like a missing one', async () => {
    const query = /* GraphQL */ `
      query ($id: ID!) {
        pedidoPorId(idPedido: $id) {
          id
        }
      }
    `;
    const other = await graphql(t, tokens.fornecedor!, query, { id: String(orderOfB) });
    const missing = await graphql(t, tokens.fornecedor!, query, { id: '999' });
    expect(other.data).toEqual({ pedidoPorId: null });
    expect(other.errors.map((e) => [e.message, e.extensions.code, e.extensions.status])).toEqual(
      missing.errors.map((e) => [e.message, e.extensions.code, e.extensions.status]),
    );
    expect(other.errors[0]!.extensions.code).toBe('notFound');
    const own = await graphql<{ pedidoPorId: { id: number } }>(t, tokens.fornecedor2!, query, { id: String(orderOfB) });
    expect(own.data!.pedidoPorId.id).toBe(orderOfB);
  });

  it('the mutations answer notFound and change nothing', async () => {
    const accept = await graphql(
      t,
      tokens.fornecedor!,
      `
        mutation ($id: ID!) {
          confirmarCienciaPedido(idPedido: $id)
        }
      `,
      {
        id: String(orderOfB),
      },
    );
    expect(accept.errors[0]!.extensions).toMatchObject({ code: 'notFound', status: 404 });
    const flag = await graphql(
      t,
      tokens.fornecedor!,
      `
        mutation ($id: ID!) {
          alterarUtilizaSubcontratado(idPedido: $id, utilizaSubcontratado: true)
        }
      `,
      { id: String(orderOfB) },
    );
    expect(flag.errors[0]!.extensions).toMatchObject({ code: 'notFound', status: 404 });
    const [row] = await rows<{ status: string; uses_subcontractor: boolean }>(
      t,
      sql`select status, uses_subcontractor from orders where id = ${orderOfB}`,
    );
    expect(row).toEqual({ status: 'N', uses_subcontractor: expect.any(Boolean) as boolean });
  });

  it('the CSV report holds none of them', async () => {
    const byId = await getAs(t, tokens.fornecedor!, `/api/pedido/relatorio-detalhado?id=${orderOfB}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body.trim().split('\r\n')).toHaveLength(1); // the header only
    const all = await getAs(t, tokens.fornecedor!, '/api/pedido/relatorio-detalhado?fornecedor=Serra');
    const lines = all.body.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    const supplierColumn = all.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(';')
      .indexOf('Código do fornecedor');
    expect(lines.every((l) => l.split(';')[supplierColumn] === String(DEMO_SUPPLIER_A_ID))).toBe(true);
  });
});

describe('pedidoPorId', () => {
  const DETAIL = /* GraphQL */ `
    query ($id: ID!) {
      pedidoPorId(idPedido: $id) {
        id
        status
        fornecedor {
          id
        }
        empresa {
          codigo
          nome
        }
        itens {
          id
          codItem
          ean
          custoUnitario
          valorVenda
          detalhe {
            paisOrigem
            caracteristicas {
              pais
              tamanho
              cor
            }
          }
        }
      }
    }
  `;

  it('gives the order with its items and their details', async () => {
    const [row] = await rows<{ id: string; n: number }>(
      t,
      sql`select o.id, count(i.id)::int as n from orders o join order_items i on i.order_id = o.id
          where o.supplier_id = ${DEMO_SUPPLIER_A_ID} group by o.id order by o.id limit 1`,
    );
    const answer = await graphql<{
      pedidoPorId: { id: number; itens: { custoUnitario: string; detalhe: { caracteristicas: unknown[] } | null }[] };
    }>(t, tokens.fornecedor!, DETAIL, { id: row!.id });
    expect(answer.errors).toEqual([]);
    const order = answer.data!.pedidoPorId;
    expect(order.id).toBe(Number(row!.id));
    expect(order.itens).toHaveLength(row!.n);
    expect(order.itens[0]!.custoUnitario).toMatch(/^\d+\.\d{4}$/);
    expect(order.itens.every((i) => i.detalhe !== null && i.detalhe.caracteristicas.length > 0)).toBe(true);
  });

  it('refuses a malformed id', async () => {
    const answer = await graphql(t, tokens.fornecedor!, DETAIL, { id: 'abc' });
    expect(answer.errors[0]!.extensions.code).toBe('validation');
  });
});
