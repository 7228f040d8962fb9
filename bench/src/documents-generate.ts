/**
 * Adds issue 16's rows, in proportion, to the orders data set of generate.ts (run that first: 1,000,000 orders of
 * 2,000 suppliers in portal_bench; compliance-generate.ts may run before or after):
 * - 50 norms (NBR-BENCH-001 …, 10% inactive);
 * - a sustainability certificate for a third of the orders that carry the sustainability flag (BCI → type 1 with a
 *   material code, OUTROS → type 2 with an expedition date; 30% awaiting, 55% approved, 15% rejected);
 * - a producer declaration for a third of the orders (status 1/2/3, Fecomercio 1–10, a bench norm, FOB range);
 * - an origin certificate for a tenth of the orders (codes COD-ACE18-2026-000123, a quarter edited after upload).
 * Each document's order_issued_at (its order's issue day) is written here, since the triggers that keep it do not
 * fire in replica mode.
 * Every document points at one small stored PDF (BENCH_DOCUMENT_FILE_ID): the lists and CSVs never read the bytes.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/documents-generate.ts
 *
 * Applies the server's pending migrations first. Runs again over its own rows: it deletes the documents of bench
 * orders and the bench norms, then writes them again. Server-side SQL with bench_h (deterministic). Foreign keys
 * are not checked during the load (session_replication_role = replica): every reference is built from rows that exist.
 */
import { APP_TIME_ZONE } from '@portal/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/database';
import { BENCH_ORDER_ID_BASE, CREATE_BENCH_HASH, DEFAULT_BENCH_URL, DROP_BENCH_HASH } from './bench-data';
import { fillInOneTransaction, log, redactedUrl, runScript, timed } from './bench-setup';
import {
  BENCH_AGREEMENTS,
  BENCH_DOCUMENT_FILE_ID,
  BENCH_DOCUMENT_PDF,
  BENCH_NORM_PREFIX,
  BENCH_NORMS,
} from './documents-data';

const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
const TABLES = ['norms', 'sustainability_certificates', 'producer_declarations', 'origin_certificates', 'stored_files'];

/** An upload instant in SQL: `days` after the order's issue day, in office hours (São Paulo). */
const uploadAt = (day: string, salt: number) =>
  `((${day})::timestamp + interval '8 hours' + (bench_h(o.id, ${salt}) % 36000) * interval '1 second')
     at time zone '${APP_TIME_ZONE}'`;

async function deletePrevious(client: pg.Client): Promise<void> {
  for (const table of ['sustainability_certificates', 'producer_declarations', 'origin_certificates'])
    await client.query(`delete from ${table} where order_id >= $1`, [BENCH_ORDER_ID_BASE]);
  await client.query(`delete from norms where code like $1`, [`${BENCH_NORM_PREFIX}%`]);
  await client.query(`delete from stored_files where id = $1`, [BENCH_DOCUMENT_FILE_ID]);
}

async function insertFile(client: pg.Client): Promise<void> {
  await client.query(
    `insert into stored_files (id, name, mime_type, content, size, sha256, created_at)
     values ($1, 'certificado-bench.pdf', 'application/pdf', $2, $3, encode(sha256($2), 'hex'), now())`,
    [BENCH_DOCUMENT_FILE_ID, BENCH_DOCUMENT_PDF, BENCH_DOCUMENT_PDF.length],
  );
}

async function insertNorms(client: pg.Client): Promise<void> {
  await client.query(
    `insert into norms (code, description, active, created_at, updated_at)
     select $1 || lpad(k::text, 3, '0'),
            (array['Regra de origem Mercosul - têxteis','Declaração de produtor - confecção nacional',
                   'Regime de origem ALADI - calçados','Conteúdo regional - artigos de cama, mesa e banho',
                   'Produção integralmente obtida - algodão'])[1 + k % 5] || ' (' || k || ')',
            k % 10 <> 0, timestamp '2024-01-02 09:00' + k * interval '3 days', timestamp '2024-01-02 09:00' + k * interval '3 days'
       from generate_series(1, $2::int) k`,
    [BENCH_NORM_PREFIX, BENCH_NORMS],
  );
}

async function insertSustainability(client: pg.Client): Promise<void> {
  await client.query(
    `insert into sustainability_certificates (order_id, order_issued_at, supplier_id, slot, file_id, certificate_code,
       certificate_type, material_code, expedition_date, uda_id, uda_code, uda_description, status, certificate_valid,
       valid_until, created_at, updated_at)
     select o.id, o.issued_at, o.supplier_id, 1, $2::uuid,
            case when o.sustainability = 'BCI' then 'BCI-' else 'GOTS-' end || lpad((bench_h(o.id, 301) % 1000000)::text, 6, '0'),
            case when o.sustainability = 'BCI' then 1 else 2 end,
            case when o.sustainability = 'BCI' then 'MAT-' || lpad((bench_h(o.id, 302) % 100000)::text, 5, '0') end,
            case when o.sustainability <> 'BCI' then o.issued_at - bench_h(o.id, 303) % 200 end,
            case when o.sustainability <> 'BCI' then 1 + bench_h(o.id, 304) % 40 end,
            case when o.sustainability <> 'BCI' then 'UDA' || (1 + bench_h(o.id, 304) % 40) end,
            case when o.sustainability <> 'BCI' then (array['Algodão orgânico','Poliéster reciclado','Viscose certificada','Linho europeu'])[1 + bench_h(o.id, 304) % 4] end,
            st.status, st.status = 1, o.issued_at + 180 + bench_h(o.id, 305) % 365,
            ${uploadAt('o.issued_at + 2 + bench_h(o.id, 306) % 20', 307)},
            ${uploadAt('o.issued_at + 2 + bench_h(o.id, 306) % 20 + (st.status <> 0)::int * (1 + bench_h(o.id, 308) % 9)', 309)}
       from orders o
       cross join lateral (select case when bench_h(o.id, 300) % 100 < 30 then 0
                                       when bench_h(o.id, 300) % 100 < 85 then 1 else 2 end as status) st
      where o.id >= $1 and o.sustainability <> 'NENHUM' and bench_h(o.id, 310) % 3 = 0`,
    [BENCH_ORDER_ID_BASE, BENCH_DOCUMENT_FILE_ID],
  );
}

async function insertDeclarations(client: pg.Client): Promise<void> {
  await client.query(
    `create temporary table bench_norm_ids on commit drop as
       select row_number() over (order by id) - 1 as idx, id from norms where code like $1`,
    [`${BENCH_NORM_PREFIX}%`],
  );
  await client.query(
    `insert into producer_declarations (order_id, order_issued_at, supplier_id, file_id, status, fecomercio_status,
       norm_id, item_fob_min, item_fob_max, declared_on, valid_until, djo_number, djo_date, currency, protocol,
       created_at, updated_at)
     select o.id, o.issued_at, o.supplier_id, $2::uuid, st.status, 1 + bench_h(o.id, 321) % 10, n.id,
            fob.min, fob.min + (bench_h(o.id, 322) % 500) / 100.0,
            o.issued_at - bench_h(o.id, 323) % 30, o.issued_at + 365,
            case when bench_h(o.id, 324) % 2 = 0 then 'DJO-' || lpad((bench_h(o.id, 325) % 1000000)::text, 6, '0') end,
            case when bench_h(o.id, 324) % 2 = 0 then o.issued_at - bench_h(o.id, 323) % 30 end,
            (array['BRL','USD'])[1 + bench_h(o.id, 326) % 2], 'PROT-' || (o.id - $1),
            ${uploadAt('o.issued_at + 1 + bench_h(o.id, 327) % 15', 328)},
            ${uploadAt('o.issued_at + 1 + bench_h(o.id, 327) % 15 + (st.status <> 1)::int * (1 + bench_h(o.id, 329) % 9)', 330)}
       from orders o
       join bench_norm_ids n on n.idx = bench_h(o.id, 331) % ${BENCH_NORMS}
       cross join lateral (select case when bench_h(o.id, 320) % 100 < 35 then 1
                                       when bench_h(o.id, 320) % 100 < 85 then 2 else 3 end as status) st
       cross join lateral (select (5 + bench_h(o.id, 332) % 4000 / 100.0)::numeric(14, 4) as min) fob
      where o.id >= $1 and bench_h(o.id, 333) % 3 = 0`,
    [BENCH_ORDER_ID_BASE, BENCH_DOCUMENT_FILE_ID],
  );
}

async function insertOriginCertificates(client: pg.Client): Promise<void> {
  const agreements = `array[${BENCH_AGREEMENTS.map((a) => `'${a}'`).join(',')}]`;
  await client.query(
    `insert into origin_certificates (order_id, order_issued_at, supplier_id, code, file_id, created_at, updated_at)
     select o.id, o.issued_at, o.supplier_id,
            'COD-ACE' || (${agreements})[1 + bench_h(o.id, 341) % ${BENCH_AGREEMENTS.length}] || '-'
              || extract(year from o.issued_at) || '-' || lpad(((o.id - $1) / 10)::text, 6, '0'),
            $2::uuid, c.at,
            case when bench_h(o.id, 342) % 4 = 0 then c.at + (1 + bench_h(o.id, 343) % 12) * interval '1 day' else c.at end
       from orders o
       cross join lateral (select ${uploadAt('o.issued_at + 2 + bench_h(o.id, 344) % 24', 345)} as at) c
      where o.id >= $1 and bench_h(o.id, 340) % 10 = 0`,
    [BENCH_ORDER_ID_BASE, BENCH_DOCUMENT_FILE_ID],
  );
}

async function main(): Promise<void> {
  log(`target ${redactedUrl(url)}`);
  const start = performance.now();
  const database = openDatabase({ url });
  await timed('migrate', () => database.migrate());
  await database.close();
  await fillInOneTransaction(url, `vacuum (analyze) orders, ${TABLES.join(', ')}`, async (client) => {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from orders where id >= $1`, [
      BENCH_ORDER_ID_BASE,
    ]);
    if (rows[0]!.n === 0) throw new Error('no bench orders: run bench/src/generate.ts first');
    await client.query(`set local session_replication_role = replica`);
    await client.query(`set local work_mem = '256MB'`);
    await client.query(CREATE_BENCH_HASH);
    await timed('delete the previous run', () => deletePrevious(client));
    await timed('the shared PDF', () => insertFile(client));
    await timed(`norms (${BENCH_NORMS})`, () => insertNorms(client));
    await timed('sustainability certificates', () => insertSustainability(client));
    await timed('producer declarations', () => insertDeclarations(client));
    await timed('origin certificates', () => insertOriginCertificates(client));
    await client.query(DROP_BENCH_HASH);
  });
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query(
    `select (select count(*) from orders where id >= $1) as orders,
            (select count(*) from orders where id >= $1 and sustainability <> 'NENHUM') as orders_with_sustainability,
            (select count(*) from norms) as norms,
            (select count(*) from sustainability_certificates) as sustainability_certificates,
            (select count(*) from producer_declarations) as producer_declarations,
            (select count(*) from origin_certificates) as origin_certificates`,
    [BENCH_ORDER_ID_BASE],
  );
  await pool.end();
  log(`done in ${((performance.now() - start) / 1000).toFixed(0)} s: ${JSON.stringify(rows[0])}`);
}

runScript(main);
