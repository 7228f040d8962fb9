/**
 * Pre-schedulings at the scale of the 1M-order data set (issue 17, docs/performance.md "Pre-scheduling"): the
 * data set's 2,000 suppliers (BENCH_SUPPLIER_ID_BASE + rank, as generate.ts writes them) each get PER_SUPPLIER
 * standing reservations at the demo CDs (both work-hour types, a fifth inactive, companies served by the CD), so the
 * report's CSV reaches its 10,000-row cap. In proportion the data set would hold about 2,000 (one per supplier); the
 * provider list reads one supplier's rows by pre_schedulings_supplier_idx, so its time does not depend on the total.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_pre_bench npx tsx bench/src/pre-scheduling-generate.ts
 *
 * Over portal_bench (generate.ts ran) it adds to the data set; over a database without the demo data (a fresh
 * `createdb portal_pre_bench`) it applies the migrations, the reference data and the demo seed first, and writes the
 * 2,000 bench suppliers itself. Runs again over its own rows (description 'BENCH …'). Server-side SQL with bench_h.
 */
import type pg from 'pg';
import { syncReferenceData } from '../../apps/server/src/db/reference-data';
import { hasDemoData, seedDemoData } from '../../apps/server/src/db/seed/index';
import { openDatabase } from '../../apps/server/src/platform/database';
import { BENCH_SUPPLIER_ID_BASE, benchCnpj, benchSupplierName, CREATE_BENCH_HASH, DROP_BENCH_HASH } from './bench-data';
import { fillInOneTransaction, log, redactedUrl, runScript, timed } from './bench-setup';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_pre_bench';
/** The bench suppliers (the 1M data set's 2,000). */
export const PRE_BENCH_SUPPLIERS = 2000;
/** Reservations per supplier: 2,000 × 6 = 12,000, above the report's 10,000-row cap. */
export const PRE_BENCH_PER_SUPPLIER = 6;
export const PRE_BENCH_PREFIX = 'BENCH ';

async function ensureSchemaAndDemo(): Promise<void> {
  const database = openDatabase({ url });
  try {
    await database.migrate();
    if (!(await hasDemoData(database.db))) {
      await timed('reference data and demo seed', async () => {
        await syncReferenceData(database.db);
        await seedDemoData(database.db);
      });
    }
  } finally {
    await database.close();
  }
}

async function ensureSuppliers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from suppliers where id >= $1`, [
    BENCH_SUPPLIER_ID_BASE,
  ]);
  if (rows[0]!.n >= PRE_BENCH_SUPPLIERS) return;
  const ranks = Array.from({ length: PRE_BENCH_SUPPLIERS }, (_, rank) => rank);
  await client.query(
    `insert into suppliers (id, name, cnpj, city, state)
     select $1::int + r, n, c, 'Blumenau', 'SC' from unnest($2::int[], $3::text[], $4::text[]) as t(r, n, c)
     on conflict (id) do nothing`,
    [
      BENCH_SUPPLIER_ID_BASE,
      ranks,
      ranks.map((rank) => benchSupplierName(rank)),
      ranks.map((rank) => benchCnpj(40_000_000 + rank)),
    ],
  );
}

async function insertPreSchedulings(client: pg.Client): Promise<number> {
  await client.query(`delete from pre_schedulings where description like $1`, [`${PRE_BENCH_PREFIX}%`]);
  // each (supplier, k): a company the CD serves, a CD of the demo, weekdays, 2-4 hours from 08:00-14:00
  const { rowCount } = await client.query(
    `with cd_company as (
       select cl.location_id as cd_id, cl.company_id, row_number() over (order by cl.location_id, cl.company_id) - 1 as i,
              count(*) over () as n
         from company_locations cl join physical_locations pl on pl.id = cl.location_id and pl.location_type = 'CD'),
     wanted as (
       select s.id as supplier_id, k, bench_h(s.id, k) as h
         from suppliers s cross join generate_series(0, $2::int - 1) k
        where s.id >= $3 and s.id < $3 + $4)
     insert into pre_schedulings (description, capacity, active, supplier_id, company_id, cd_id, time_zone_id,
       box_receiving, hanger_receiving, transfer, weekdays, work_hour_type, start_date, end_date, start_time, end_time,
       created_at, updated_at)
     select $1 || (array['Reserva semanal de caixaria','Encabidados - coleção','Natal - reforço',
                         'Transferência entre CDs','Volta às aulas','Dia das Mães'])[1 + w.k % 6] || ' ' || w.supplier_id,
            20 + w.h % 30, w.h % 5 <> 0, w.supplier_id, cc.company_id, cc.cd_id, 1,
            w.h % 2 = 0, w.h % 3 = 0, w.h % 7 = 0,
            ('{' || (array['2,4','3,5','6','2,3,4,5,6','7','4'])[1 + w.k % 6] || '}')::smallint[],
            case when w.k % 3 = 2 then 2 else 1 end,
            date '2026-01-05' + (w.h % 300),
            case when w.k % 3 = 2 then date '2026-01-05' + (w.h % 300) + 7 * (2 + w.h % 10) end,
            make_time(8 + w.h % 6, 0, 0), make_time(10 + w.h % 6 + w.h % 3, 0, 0),
            now(), now()
       from wanted w join cd_company cc on cc.i = (w.h / 7) % cc.n`,
    [PRE_BENCH_PREFIX, PRE_BENCH_PER_SUPPLIER, BENCH_SUPPLIER_ID_BASE, PRE_BENCH_SUPPLIERS],
  );
  return rowCount ?? 0;
}

async function main(): Promise<void> {
  log(`pre-scheduling bench data in ${redactedUrl(url)}`);
  await ensureSchemaAndDemo();
  const written = await fillInOneTransaction(url, 'analyze suppliers, pre_schedulings', async (client) => {
    await client.query(CREATE_BENCH_HASH);
    await timed('bench suppliers', () => ensureSuppliers(client));
    const n = await timed('pre-schedulings', () => insertPreSchedulings(client));
    await client.query(DROP_BENCH_HASH);
    return n;
  });
  log(`${written} pre-schedulings written`);
}

runScript(main);
