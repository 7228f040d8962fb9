/**
 * Adds issue 15's rows, in proportion, to the orders data set of generate.ts (run that first: 1,000,000 orders of
 * 2,000 suppliers in portal_bench):
 * - 20,000 subcontractors (workshop names, valid CNPJs, 5% inactive);
 * - each bench supplier linked to 3–30 of them, drawn with a skew (a few big workshops serve hundreds of suppliers);
 * - the suppliers' three flags (is subcontractor 40%, producer declaration 25%, origin certificate 15%);
 * - a third of the orders use a subcontractor, each with 1–3 invoices to one of its supplier's subcontractors (70%
 *   with the return invoice);
 * - a tenth of the orders are sample orders of their supplier's previous order, each with a concession (100,000:
 *   20% pending, 55% approved, 25% refused), registered from 2025-01 to 2026-11 in the order of their sample orders.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/compliance-generate.ts
 *
 * Applies the server's pending migrations first. Runs again over its own rows: it deletes what it wrote before (bench subcontractors, links of bench suppliers,
 * invoices and concessions of bench orders) and writes them again; the orders' three columns are set, not added.
 * Everything is server-side SQL with bench_h (deterministic); only the 20,000 names and CNPJs are built here, with
 * the domain's check digits. Foreign keys are not checked during the load (session_replication_role = replica):
 * every reference is built from rows that exist.
 */
import { APP_TIME_ZONE, SAMPLE_CONCESSION_STATUS, SUBCONTRACTOR_STATUS } from '@portal/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/database';
import {
  BENCH_ORDER_ID_BASE,
  BENCH_SUPPLIER_ID_BASE,
  CREATE_BENCH_HASH,
  DEFAULT_BENCH_URL,
  DROP_BENCH_HASH,
  benchCnpj,
} from './bench-data';
import { fillInOneTransaction, log, redactedUrl, runScript, timed } from './bench-setup';
import {
  BENCH_CONCESSION_ID_BASE,
  BENCH_SUBCONTRACTORS,
  BENCH_SUBCONTRACTOR_CNPJ_ROOT_BASE,
  BENCH_SUBCONTRACTOR_ID_BASE,
  benchSubcontractorNames,
} from './compliance-data';

const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
const TABLES = ['subcontractors', 'provider_subcontractors', 'subcontractor_invoices', 'order_sample_concessions'];

const { pending, approved, refused } = SAMPLE_CONCESSION_STATUS;

/** What a quality analyst writes of a sample order (the demo seed's kind of text). */
const DESCRIPTIONS = [
  'Amostra com variação de tom na cor principal em relação ao padrão aprovado.',
  'Gramatura do tecido 3% abaixo da ficha técnica; fornecedor pede liberação do pedido.',
  'Etiqueta de composição com erro de grafia; correção garantida na produção.',
  'Bordado do logotipo deslocado 0,5 cm em relação à ficha técnica.',
  'Encolhimento de 4% após a lavagem doméstica, acima da tolerância de 3%.',
  'Zíper de fornecedor alternativo, com a mesma especificação técnica.',
];
const REASONS: Record<number, string[]> = {
  [approved]: ['Aprovado pelo comprador com desconto de 5% no preço.', 'Variação dentro da tolerância acordada.'],
  [refused]: ['Reprovado pela qualidade: fora da tolerância da ficha técnica.', 'Cor fora do padrão aprovado.'],
};

/** A São Paulo wall time as an instant, in SQL. */
const saoPaulo = (wallTime: string) => `(timestamp '${wallTime}' at time zone '${APP_TIME_ZONE}')`;

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

async function deletePrevious(client: pg.Client): Promise<void> {
  await client.query(`delete from subcontractor_invoices where order_id >= $1`, [BENCH_ORDER_ID_BASE]);
  await client.query(`delete from order_sample_concessions where original_order_id >= $1`, [BENCH_ORDER_ID_BASE]);
  await client.query(`delete from provider_subcontractors where supplier_id >= $1 or subcontractor_id >= $2`, [
    BENCH_SUPPLIER_ID_BASE,
    BENCH_SUBCONTRACTOR_ID_BASE,
  ]);
  await client.query(`delete from subcontractors where id >= $1`, [BENCH_SUBCONTRACTOR_ID_BASE]);
}

async function insertSubcontractors(client: pg.Client): Promise<void> {
  const ranks = Array.from({ length: BENCH_SUBCONTRACTORS }, (_, rank) => rank);
  const names = ranks.map(benchSubcontractorNames);
  await client.query(
    `insert into subcontractors (id, legal_name, trade_name, cnpj, address, main_phone, other_phone, email,
                                 abvtex_code, notes, status, created_at)
     select $1::int + r, n.legal, n.trade, n.cnpj,
            'Rua ' || (array['XV de Novembro','Sete de Setembro','das Indústrias','Brasil','Goiás'])[1 + bench_h(r, 110) % 5]
              || ', ' || (10 + bench_h(r, 111) % 3000),
            (array['47','54','44','81','19','11','85','62'])[1 + bench_h(r, 112) % 8] || '3' || lpad((bench_h(r, 113) % 10000000)::text, 7, '0'),
            '4799' || lpad((bench_h(r, 114) % 10000000)::text, 7, '0'),
            n.email, 'ABVTEX-' || lpad((bench_h(r, 115) % 1000000)::text, 6, '0'),
            case when bench_h(r, 116) % 4 = 0 then 'Auditoria ABVTEX renovada; capacidade de ' || (2 + bench_h(r, 117) % 40) || ' mil peças/mês.' end,
            case when bench_h(r, 118) % 20 = 0 then ${SUBCONTRACTOR_STATUS.inactive} else ${SUBCONTRACTOR_STATUS.active} end,
            ${saoPaulo('2019-01-01 09:00')} + (bench_h(r, 119) % 2800) * interval '1 day'
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as n(legal, trade, cnpj, email, ord)
       cross join lateral (select (n.ord - 1)::int as r) k`,
    [
      BENCH_SUBCONTRACTOR_ID_BASE,
      names.map((n) => n.legalName),
      names.map((n) => n.tradeName),
      ranks.map((rank) => benchCnpj(BENCH_SUBCONTRACTOR_CNPJ_ROOT_BASE + rank)),
      names.map((n) => n.email),
    ],
  );
}

/** 3–30 links per bench supplier; a subcontractor's rank is drawn as n·u² (u uniform), so low ranks serve many. */
async function insertLinks(client: pg.Client): Promise<void> {
  await client.query(
    `insert into provider_subcontractors (supplier_id, subcontractor_id, created_at)
     select distinct s.id,
            $2::int + floor($3::int * power(bench_h(s.id * 100 + k, 120) / 2147483648.0, 2))::int,
            ${saoPaulo('2024-01-01 09:00')} + (bench_h(s.id * 100 + k, 121) % 900) * interval '1 day'
       from suppliers s, generate_series(1, 3 + bench_h(s.id, 122) % 28) k
      where s.id >= $1
     on conflict do nothing`,
    [BENCH_SUPPLIER_ID_BASE, BENCH_SUBCONTRACTOR_ID_BASE, BENCH_SUBCONTRACTORS],
  );
}

async function setSupplierFlags(client: pg.Client): Promise<void> {
  await client.query(
    `update suppliers set is_subcontractor = bench_h(id, 130) % 100 < 40,
                          require_producer_declaration = bench_h(id, 131) % 100 < 25,
                          require_origin_certificate = bench_h(id, 132) % 100 < 15
      where id >= $1`,
    [BENCH_SUPPLIER_ID_BASE],
  );
}

/**
 * One pass over the bench orders: a third use a subcontractor; a tenth are sample orders of their supplier's
 * previous order (is_sample, sample_origin_order_id). Only rows whose values change are written, so a second run
 * writes nothing.
 */
async function setOrderColumns(client: pg.Client): Promise<number> {
  const { rowCount } = await client.query(
    `with planned as (
       select id, bench_h(id, 140) % 3 = 0 as uses,
              case when bench_h(id, 141) % 10 = 0 then lag(id) over (partition by supplier_id order by id) end as origin
         from orders where id >= $1
     )
     update orders o set uses_subcontractor = p.uses, is_sample = p.origin is not null, sample_origin_order_id = p.origin
       from planned p
      where o.id = p.id
        and (o.uses_subcontractor, o.is_sample, o.sample_origin_order_id) is distinct from (p.uses, p.origin is not null, p.origin)`,
    [BENCH_ORDER_ID_BASE],
  );
  return rowCount ?? 0;
}

/** 1–3 invoices per subcontractor-using order, each to one of its supplier's subcontractors; pieces add up. */
async function insertInvoices(client: pg.Client): Promise<void> {
  await client.query(
    `create temporary table bench_links on commit drop as
       select supplier_id, array_agg(subcontractor_id order by subcontractor_id) as subs
         from provider_subcontractors where supplier_id >= $1 group by supplier_id`,
    [BENCH_SUPPLIER_ID_BASE],
  );
  await client.query(
    `insert into subcontractor_invoices (order_id, supplier_id, subcontractor_id, outbound_date, outbound_number,
       outbound_pieces, return_date, return_number, return_pieces, created_at, updated_at)
     select o.id, o.supplier_id, l.subs[1 + bench_h(o.id * 10 + k, 150) % array_length(l.subs, 1)],
            out.day, (100000 + bench_h(o.id * 10 + k, 151) % 900000)::text, out.pieces,
            back.day, case when back.day is not null then (100000 + bench_h(o.id * 10 + k, 153) % 900000)::text end,
            case when back.day is not null then out.pieces - bench_h(o.id * 10 + k, 154) % least(3, out.pieces) end,
            (out.day + time '10:00') at time zone '${APP_TIME_ZONE}',
            (coalesce(back.day, out.day) + time '10:00') at time zone '${APP_TIME_ZONE}'
       from orders o
       join bench_links l on l.supplier_id = o.supplier_id
       cross join lateral (select 1 + bench_h(o.id, 155) % 3 as n) c
       cross join lateral generate_series(1, c.n) k
       cross join lateral (select o.issued_at + 3 + bench_h(o.id * 10 + k, 156) % 18 as day,
                                  greatest(1, o.qt_pieces / c.n) as pieces) out
       cross join lateral (select case when bench_h(o.id * 10 + k, 152) % 10 < 7
                                       then out.day + 5 + bench_h(o.id * 10 + k, 157) % 21 end as day) back
      where o.id >= $1 and o.uses_subcontractor
      order by o.id, k`,
    [BENCH_ORDER_ID_BASE],
  );
}

/** A concession per bench sample order, ids and registration times growing together (the list is newest first). */
async function insertConcessions(client: pg.Client): Promise<void> {
  const reason = (status: number, hash: string) =>
    status === pending ? 'null' : `(${sqlArray(REASONS[status]!)})[1 + ${hash} % ${REASONS[status]!.length}]`;
  await client.query(
    `insert into order_sample_concessions (id, original_order_id, sample_order_id, supplier_id, description, status,
       reason, created_at, updated_at)
     select $2::int + c.rank, c.origin, c.id, c.supplier_id,
            (${sqlArray(DESCRIPTIONS)})[1 + bench_h(c.id, 160) % ${DESCRIPTIONS.length}], st.status,
            case st.status when ${approved} then ${reason(approved, 'bench_h(c.id, 162)')}
                           when ${refused} then ${reason(refused, 'bench_h(c.id, 162)')} else ${reason(pending, '')} end,
            c.at, c.at + case when st.status = ${pending} then interval '0' else (1 + bench_h(c.id, 163) % 9) * interval '1 day' end
       from (select o.id, o.sample_origin_order_id as origin, o.supplier_id,
                    row_number() over (order by o.issued_at, o.id) as rank,
                    -- spread over 2025-01-02 .. 2026-11-20 in the sample orders' order, within the day's office hours
                    ${saoPaulo('2025-01-02 08:00')}
                      + floor((row_number() over (order by o.issued_at, o.id) - 1) * 688.0 / count(*) over ()) * interval '1 day'
                      + (bench_h(o.id, 164) % 36000) * interval '1 second' as at
               from orders o where o.id >= $1 and o.is_sample) c
       cross join lateral (select case when bench_h(c.id, 161) % 100 < 20 then ${pending}
                                       when bench_h(c.id, 161) % 100 < 75 then ${approved} else ${refused} end as status) st`,
    [BENCH_ORDER_ID_BASE, BENCH_CONCESSION_ID_BASE],
  );
  await client.query(
    `select setval(pg_get_serial_sequence('order_sample_concessions', 'id'), (select max(id) from order_sample_concessions))`,
  );
}

async function main(): Promise<void> {
  log(`target ${redactedUrl(url)}`);
  const start = performance.now();
  // the worktree's migrations not yet applied to the data set (the indexes the runner measures)
  const database = openDatabase({ url });
  await timed('migrate', () => database.migrate());
  await database.close();
  const changed = await fillInOneTransaction(
    url,
    `vacuum (analyze) suppliers, orders, ${TABLES.join(', ')}`,
    async (client) => {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from orders where id >= $1`, [
        BENCH_ORDER_ID_BASE,
      ]);
      if (rows[0]!.n === 0) throw new Error('no bench orders: run bench/src/generate.ts first');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`set local work_mem = '256MB'`);
      await client.query(CREATE_BENCH_HASH);
      await timed('delete the previous run', () => deletePrevious(client));
      await timed(`subcontractors (${BENCH_SUBCONTRACTORS})`, () => insertSubcontractors(client));
      await timed('provider links', () => insertLinks(client));
      await timed('supplier flags', () => setSupplierFlags(client));
      const orders = await timed('orders: uses a subcontractor, sample orders', () => setOrderColumns(client));
      await timed('subcontractor invoices', () => insertInvoices(client));
      await timed('sample concessions', () => insertConcessions(client));
      await client.query(DROP_BENCH_HASH);
      return orders;
    },
  );
  log(`${changed} orders changed; vacuum analyze done`);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query(
    `select (select count(*) from subcontractors) as subcontractors,
            (select count(*) from provider_subcontractors) as links,
            (select count(*) from suppliers where is_subcontractor) as suppliers_subcontracting,
            (select count(*) from orders where uses_subcontractor) as orders_using_subcontractors,
            (select count(*) from subcontractor_invoices) as invoices,
            (select count(*) from orders where is_sample) as sample_orders,
            (select count(*) from order_sample_concessions) as concessions,
            (select json_object_agg(status, n) from (select status, count(*) as n from order_sample_concessions
                                                      group by status) s) as concessions_by_status`,
  );
  await pool.end();
  log(`done in ${((performance.now() - start) / 1000).toFixed(0)} s: ${JSON.stringify(rows[0])}`);
}

runScript(main);
