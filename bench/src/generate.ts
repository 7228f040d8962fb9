/**
 * Fills a PostgreSQL database with the orders benchmark data set: 1,000,000 orders and about
 * 10,000,000 items over 2,000 suppliers (one big supplier with 20,000 orders, the rest on a
 * Zipf-like curve), plus loads, schedules and conciliations for a share of the orders.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/generate.ts [--orders N]
 *
 * The database is dropped and created again, migrated with the server's migrations, given the
 * reference data and the demo seed (CDs, gates, demo users), then filled server-side with
 * generate_series: no row travels over the wire. Every "random" choice is a hash of the order
 * number (hashint8), so two runs build the same data. Secondary indexes are dropped during the
 * load and rebuilt afterwards, and foreign keys are not checked (session_replication_role = replica):
 * the generator builds consistent references itself.
 */
import { APP_TIME_ZONE } from '@portal/domain';
import pg from 'pg';
import { PRODUCTS } from '../../apps/server/src/db/seed/catalog.data';
import { seedDemoData } from '../../apps/server/src/db/seed/index';
import { syncReferenceData } from '../../apps/server/src/db/reference-data';
import { openDatabase } from '../../apps/server/src/platform/database';
import {
  BENCH_BIG_SUPPLIER_ID,
  BENCH_ORDER_ID_BASE,
  BENCH_SUPPLIER_ID_BASE,
  CREATE_BENCH_HASH,
  DEFAULT_BENCH_URL,
  DROP_BENCH_HASH,
  benchCnpj,
  benchSupplierName,
} from './bench-data';
import { log, option, recreateDatabase, redactedUrl, runScript, timed } from './bench-setup';

const args = process.argv.slice(2);
const argValue = (name: string): string | undefined => option(args, name);

const ORDERS = Number(argValue('--orders') ?? 1_000_000);
const SUPPLIERS = Number(argValue('--suppliers') ?? 2_000);
const BIG_SUPPLIER_ORDERS = Math.min(20_000, Math.floor(ORDERS / 50));
/** Orders per statement; two statements run at a time (the machine has two cores). */
const CHUNK = 50_000;
const WORKERS = 2;
/** Items per order are 1 + h % 19, so 10 on average. */
const MAX_ITEMS = 19;

const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;

/** How many orders each supplier gets: the big one first, then 1/sqrt(rank) (the next biggest ~11,000). */
function supplierSizes(): number[] {
  const rest = ORDERS - BIG_SUPPLIER_ORDERS;
  const weights = Array.from({ length: SUPPLIERS - 1 }, (_, r) => 1 / Math.sqrt(r + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((w / total) * rest)));
  let missing = rest - sizes.reduce((a, b) => a + b, 0);
  for (let i = sizes.length - 1; missing > 0; i = i === 0 ? sizes.length - 1 : i - 1, missing--) sizes[i]! += 1;
  return [BIG_SUPPLIER_ORDERS, ...sizes];
}

const UFS = [
  ['São Paulo', 'SP'],
  ['Blumenau', 'SC'],
  ['Brusque', 'SC'],
  ['Fortaleza', 'CE'],
  ['Americana', 'SP'],
  ['Caxias do Sul', 'RS'],
  ['Nova Friburgo', 'RJ'],
  ['Maringá', 'PR'],
  ['Divinópolis', 'MG'],
  ['Jaraguá do Sul', 'SC'],
] as const;

const sqlText = (s: string): string => `'${s.replace(/'/g, "''")}'`;

async function main(): Promise<void> {
  log(`target ${redactedUrl(url)}: ${ORDERS} orders, ${SUPPLIERS} suppliers`);
  const startAll = performance.now();
  await timed('create database', () => recreateDatabase(url));

  const database = openDatabase({ url });
  await timed('migrate + reference data + demo seed', async () => {
    await database.migrate();
    await syncReferenceData(database.db);
    await seedDemoData(database.db);
  });
  await database.close();

  const pool = new pg.Pool({
    connectionString: url,
    max: WORKERS + 1,
    options:
      '-c session_replication_role=replica -c synchronous_commit=off -c maintenance_work_mem=1GB -c work_mem=256MB',
  });
  const q = (text: string) => pool.query(text);

  await q(CREATE_BENCH_HASH);

  // secondary indexes off during the load, rebuilt at the end (primary keys and unique constraints stay)
  const tables = ['orders', 'order_items', 'loads', 'load_orders', 'schedules', 'conciliations'];
  const { rows: indexes } = await q(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any(array[${tables.map(sqlText).join(',')}])
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const ix of indexes as { indexname: string }[]) await q(`drop index ${ix.indexname}`);

  const sizes = supplierSizes();
  await timed(`suppliers (${SUPPLIERS})`, async () => {
    const values = sizes.map((_, r) => {
      const [city, uf] = UFS[r % UFS.length]!;
      const id = BENCH_SUPPLIER_ID_BASE + r;
      return `(${id}, ${sqlText(benchSupplierName(r))}, '${benchCnpj(40_000_000 + r)}', ${sqlText(city)}, '${uf}', 'pedidos@fornecedor${r}.com.br')`;
    });
    await q(`insert into suppliers (id, name, cnpj, city, state, email) values ${values.join(',')}`);
    // slot s (0..ORDERS-1) belongs to one supplier; order i takes slot (i * 7919) % ORDERS, a permutation
    // (7919 is prime and does not divide 10^6), so every supplier's orders are spread over time and heap
    await q(`create unlogged table bench_ranges (supplier_id int, lo int, hi int)`);
    let lo = 0;
    const ranges = sizes.map((n, r) => {
      const row = `(${BENCH_SUPPLIER_ID_BASE + r}, ${lo}, ${lo + n - 1})`;
      lo += n;
      return row;
    });
    await q(`insert into bench_ranges values ${ranges.join(',')}`);
    await q(`create unlogged table bench_slots as
             select generate_series(lo, hi) as slot, supplier_id from bench_ranges`);
    await q(`alter table bench_slots add primary key (slot)`);
  });

  // weeks from 2025-01 to 2027-26 (the calendar holds year-1 .. year+2)
  await q(`create unlogged table bench_weeks as
           select (row_number() over (order by id) - 1)::int as idx, id, start_date
             from commercial_calendar where id between 202501 and 202726`);
  const weeks = Number((await q(`select count(*)::int as n from bench_weeks`)).rows[0].n);

  // CDs of each company, and gates of each CD, from the demo seed
  const cdRows = (
    await q(`select company_id, array_agg(location_id order by location_id) as cds
                           from company_locations cl join physical_locations p on p.id = cl.location_id
                           where p.location_type = 'CD' group by company_id`)
  ).rows as {
    company_id: number;
    cds: number[];
  }[];
  const cdsOf = new Map(cdRows.map((r) => [r.company_id, r.cds]));
  const cdExpr = (hash: string): string =>
    `case c.company_id ${[...cdsOf]
      .map(([company, cds]) => `when ${company} then (array[${cds.join(',')}])[1 + ${hash} % ${cds.length}]`)
      .join(' ')} end`;

  await q(`create unlogged table bench_products as
           select p.* from jsonb_to_recordset(${sqlText(
             JSON.stringify(
               PRODUCTS.map((p, idx) => ({
                 idx,
                 description: p.description,
                 short: p.short,
                 ncm: p.ncm,
                 cost: p.cost[0],
                 spread: p.cost[1] - p.cost[0],
                 ipi: p.ipi,
                 qcase: p.case,
                 department_id: p.departmentId,
                 sizes: p.sizes,
               })),
             ),
           )}::jsonb) as p(idx int, description text, short text, ncm text, cost numeric, spread numeric,
                ipi numeric, qcase int, department_id int, sizes text[])`);
  const products = PRODUCTS.length;
  const colours = ['PRETO', 'BRANCO', 'AZUL MARINHO', 'CINZA MESCLA', 'VERDE MILITAR', 'ROSA', 'BEGE', 'VINHO'];

  // quantity of item k of order i (pieces): a multiple of 6, 6..240
  const qty = (i: string, k: string) => `(6 * (1 + bench_h(${i} * 20 + ${k}, 5) % 40))`;

  const orderChunk = (from: number, to: number) => `
    insert into orders (id, supplier_id, company_id, cd_id, commercial_week_id, brand, status, nature,
      qt_purchase, qt_packages, qt_pieces, qt_volumes, issued_at, sustainability, department, department_id,
      country, payment_condition, payment_term_days, payment_method, freight_terms, order_type,
      order_type_description, version, cancelled_at, delivery_start, delivery_end, po_received_at, buyer_cnpj, util_code)
    select ${BENCH_ORDER_ID_BASE} + g.i, s.supplier_id, c.company_id, ${cdExpr(
      `(case when bench_h(g.i, 12) % 10 < 7 then s.supplier_id else bench_h(g.i, 13) end)`,
    )},
      w.id, case c.company_id when 1 then 'Renner' when 3 then 'Camicado' else 'Youcom' end,
      st.status, n.nature, t.qt, t.qt / 6, t.qt, t.vol,
      w.start_date - (14 + bench_h(g.i, 14) % 56),
      case when bench_h(g.i, 15) % 100 < 10 then 'BCI' when bench_h(g.i, 15) % 100 < 17 then 'OUTROS' else 'NENHUM' end,
      'Departamento ' || p.department_id, p.department_id,
      case when n.nature = 'Importado' then 'China' else 'Brasil' end,
      (array['30/60/90 DDL','28 DDL','45 DDL','60 DDL'])[1 + bench_h(g.i, 16) % 4], (array[90,28,45,60])[1 + bench_h(g.i, 16) % 4],
      'Boleto', (array['CIF','FOB'])[1 + bench_h(g.i, 17) % 2], 'NB', 'Nota de Compra', 1,
      case when st.status = 'C' then w.start_date - 3 end,
      ((w.start_date + 1 + bench_h(g.i, 18) % 3)::timestamp + interval '8 hours') at time zone '${APP_TIME_ZONE}',
      ((w.start_date + 3 + bench_h(g.i, 18) % 3)::timestamp + interval '17 hours') at time zone '${APP_TIME_ZONE}',
      w.start_date - (10 + bench_h(g.i, 14) % 56),
      case c.company_id when 1 then '92754738000162' when 3 then '07485361000170' else '21418063000120' end,
      case when n.nature = 'Importado' and bench_h(g.i, 19) % 2 = 0 then '1109' end
    from generate_series(${from}, ${to}) g(i)
    join bench_slots s on s.slot = (g.i::bigint * 7919) % ${ORDERS}
    join bench_weeks w on w.idx = bench_h(g.i, 2) % ${weeks}
    join bench_products p on p.idx = bench_h(g.i, 7) % ${products}
    cross join lateral (select case when bench_h(g.i, 3) % 100 < 70 then 1 when bench_h(g.i, 3) % 100 < 85 then 3 else 4 end
                        as company_id) c
    cross join lateral (select case
        when bench_h(g.i, 8) % 100 < 78 then 'Normal' when bench_h(g.i, 8) % 100 < 86 then 'Importado'
        when bench_h(g.i, 8) % 100 < 92 then 'Amostra' when bench_h(g.i, 8) % 100 < 96 then 'Bonificado MKT'
        else 'Bonificado Compras' end as nature) n
    cross join lateral (select case when w.start_date + 7 <= current_date then
        (array['D','D','D','D','D','D','D','D','D','D','A','A','A','C','C','I','S','W','N','M'])[1 + bench_h(g.i, 6) % 20]
      else (array['A','A','A','A','A','A','N','N','N','N','M','M','W','W','S','S','C','C','D','I'])[1 + bench_h(g.i, 6) % 20]
      end as status) st
    cross join lateral (select sum(${qty('g.i', 'k')})::int as qt, sum(ceil(${qty('g.i', 'k')} / p.qcase::numeric))::int as vol
                        from generate_series(1, 1 + bench_h(g.i, 4) % ${MAX_ITEMS}) k) t`;

  const itemChunk = (from: number, to: number) => `
    insert into order_items (id, order_id, item_code, purchase_sku, description, short_description, size, colour,
      qt_purchase, qt_volume, qt_items, qt_case, qt_package, unit_cost, cost, sale_price, reference, ean,
      composition, ncm, icms_rate, ipi_rate, shipping_form)
    select 1000000 + g.i * 20 + k, ${BENCH_ORDER_ID_BASE} + g.i, (300000000 + g.i * 20 + k)::text,
      (500000000 + g.i * 20 + k)::text, p.description, p.short, p.sizes[1 + (k - 1) % array_length(p.sizes, 1)],
      (array[${colours.map(sqlText).join(',')}])[1 + (bench_h(g.i, 9) + (k - 1) / array_length(p.sizes, 1)) % ${colours.length}],
      ${qty('g.i', 'k')}, ceil(${qty('g.i', 'k')} / p.qcase::numeric), 1, p.qcase, 1,
      u.unit_cost, round(u.unit_cost * ${qty('g.i', 'k')}, 2), round(u.unit_cost * 2.4, 2),
      'REF-' || (g.i % 100000), '789' || lpad(((g.i * 20 + k) % 1000000000)::text, 9, '0') || '0',
      '100% Algodão', p.ncm, 17, p.ipi, 'Cabide'
    from generate_series(${from}, ${to}) g(i)
    join bench_products p on p.idx = bench_h(g.i, 7) % ${products}
    cross join lateral (select round(p.cost + p.spread * (bench_h(g.i, 10) % 1000) / 1000.0, 2) as unit_cost) u
    cross join lateral generate_series(1, 1 + bench_h(g.i, 4) % ${MAX_ITEMS}) k`;

  async function inChunks(label: string, build: (from: number, to: number) => string): Promise<void> {
    const chunks: [number, number][] = [];
    for (let from = 0; from < ORDERS; from += CHUNK) chunks.push([from, Math.min(ORDERS, from + CHUNK) - 1]);
    let done = 0;
    await timed(label, async () => {
      const worker = async () => {
        for (let next = chunks.shift(); next; next = chunks.shift()) {
          await q(build(next[0], next[1]));
          done++;
          if (done % 4 === 0) log(`  ${label}: ${done * CHUNK} orders`);
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
    });
  }

  await inChunks('orders', orderChunk);
  await inChunks('items', itemChunk);

  await timed('loads, schedules, conciliations', async () => {
    // about 45% of approved, delivered and submitted orders travel in a load: one per supplier, CD and week
    const loadable = `o.id >= ${BENCH_ORDER_ID_BASE} and o.status in ('A','D','S') and bench_h(o.id, 20) % 100 < 45`;
    const before = Number((await q(`select coalesce(max(id), 0) as m from loads`)).rows[0].m);
    await q(`insert into loads (supplier_id, cd_id, commercial_week_id, status, created_at)
             select o.supplier_id, o.cd_id, o.commercial_week_id, 'ABERTA', min(o.issued_at) + interval '20 days'
             from orders o where ${loadable} group by 1, 2, 3`);
    await q(`create unlogged table bench_load_keys as
             select id, supplier_id, cd_id, commercial_week_id from loads where id > ${before}`);
    await q(`create index on bench_load_keys (supplier_id, cd_id, commercial_week_id)`);
    await q(`insert into load_orders (load_id, order_id)
             select l.id, o.id from orders o
             join bench_load_keys l using (supplier_id, cd_id, commercial_week_id) where ${loadable}`);
    // 70% of the loads are scheduled at one of their CD's gates, Monday to Friday of their week; each booking keeps
    // its load's supplier (migration 0021's trigger does that, but replica mode fires no trigger)
    await q(`insert into schedules (load_id, supplier_id, gate_id, delivery_date, delivery_time, created_at)
             select l.id, l.supplier_id, g.gates[1 + bench_h(l.id, 21) % array_length(g.gates, 1)],
                    w.start_date + 1 + bench_h(l.id, 22) % 5, time '07:00' + (bench_h(l.id, 23) % 10) * interval '1 hour',
                    w.start_date - 5
             from bench_load_keys l
             join commercial_calendar w on w.id = l.commercial_week_id
             join (select cd_id, array_agg(id order by id) as gates from gates group by cd_id) g on g.cd_id = l.cd_id
             where bench_h(l.id, 24) % 10 < 7`);
    // each scheduled order keeps its schedule's date and hour (the list's delivery sort): migration 0020's triggers
    // keep them, but replica mode does not fire triggers
    await q(`update orders o set scheduled_delivery_date = s.delivery_date, scheduled_delivery_time = s.delivery_time
             from load_orders lo join schedules s on s.load_id = lo.load_id where o.id = lo.order_id`);
    // 60% of delivered orders have a conciliation (mostly reconciled, some rejected or waiting), a few have two
    await q(`insert into conciliations (order_id, commercial_status, fiscal_status, invoice_number, invoice_series, created_at)
             select o.id, (array[2,2,2,2,2,2,3,1,4,0])[1 + bench_h(o.id, 25) % 10],
                    (array[2,2,2,2,2,2,2,3,1,0])[1 + bench_h(o.id, 26) % 10],
                    (100000 + bench_h(o.id, 27) % 900000)::text, '1', o.issued_at + 30
             from orders o, generate_series(1, 1 + (bench_h(o.id, 28) % 10 = 0)::int) r
             where o.id >= ${BENCH_ORDER_ID_BASE} and o.status = 'D' and bench_h(o.id, 29) % 100 < 60`);
  });

  await timed(`rebuild ${indexes.length} indexes`, async () => {
    const defs = (indexes as { indexdef: string }[]).map((ix) => ix.indexdef);
    const worker = async () => {
      for (let def = defs.shift(); def; def = defs.shift()) await q(def);
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  });
  await q(`select setval(pg_get_serial_sequence('order_items', 'id'), (select max(id) from order_items))`);
  for (const t of ['loads', 'schedules', 'conciliations']) {
    await q(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
  }
  await q(`drop table bench_ranges, bench_slots, bench_weeks, bench_products, bench_load_keys`);
  await q(DROP_BENCH_HASH);
  await timed('vacuum analyze', () => q('vacuum analyze'));

  const counts = (
    await q(`select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
                    (select count(*) from loads) as loads, (select count(*) from schedules) as schedules,
                    (select count(*) from conciliations) as conciliations,
                    (select count(*) from orders where supplier_id = ${BENCH_BIG_SUPPLIER_ID}) as big_supplier_orders,
                    pg_size_pretty(pg_database_size(current_database())) as size`)
  ).rows[0] as Record<string, string>;
  log(`done in ${((performance.now() - startAll) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
  await pool.end();
}

runScript(main);
