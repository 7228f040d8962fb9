/**
 * Fills a PostgreSQL database with the conciliation benchmark data set: the demo seed, plus CONC_BENCH_ORDERS A
 * orders of the demo supplier A (copies of its first A order, numbers from CONC_BENCH_ORDER_BASE), each with
 * CONC_BENCH_ITEMS (990) items of distinct EAN and code, varied quantities, costs and rates (half of the items
 * without IPI, so invoices carry both IPITrib and IPINT).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_conc npx tsx bench/src/conciliation-generate.ts
 *
 * The database is dropped and created again. Deterministic: values are functions of the item's index.
 */
import { DEMO_SUPPLIER_A_ID } from '../../apps/server/src/db/seed/index';
import { fillInOneTransaction, log, redactedUrl, runScript, seededDatabase } from './bench-setup';
import { CONC_BENCH_ITEMS, CONC_BENCH_ORDERS, CONC_BENCH_ORDER_BASE, CONC_DEFAULT_URL } from './conciliation-data';

const url = process.env.DATABASE_URL ?? CONC_DEFAULT_URL;

async function main(): Promise<void> {
  log(`target ${redactedUrl(url)}`);
  // only a scratch database of this benchmark
  await seededDatabase(url, ['portal_bench', 'portal_bench_sched', 'postgres']);
  log('demo seed written');

  await fillInOneTransaction(url, 'analyze orders; analyze order_items', async (client) => {
    const { rows: template } = await client.query<{ id: string }>(
      `select o.id from orders o where o.supplier_id = $1 and o.status = 'A'
        and exists (select 1 from order_items i where i.order_id = o.id) order by o.id limit 1`,
      [DEMO_SUPPLIER_A_ID],
    );
    const templateId = template[0]!.id;
    const { rows: columns } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_name = 'orders' and table_schema = 'public' and column_name not in ('id', 'sample_origin_order_id',
          'accepted_by', 'accepted_at', 'status') order by ordinal_position`,
    );
    const list = columns.map((c) => `"${c.name}"`).join(', ');
    await client.query(
      `insert into orders (id, status, ${list})
       select $1::bigint + g, 'A', ${columns.map((c) => `t."${c.name}"`).join(', ')}
         from orders t, generate_series(0, $2::int - 1) g where t.id = $3`,
      [CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDERS, templateId],
    );
    // 990 items per order: code 6 digits, EAN-13-shaped (789 + order + index), values a function of the index
    await client.query(
      `insert into order_items (order_id, item_code, purchase_sku, description, short_description, size, colour,
                                qt_purchase, qt_volume, unit_cost, cost, sale_price, ean, ncm, icms_rate, ipi_rate)
       select o, lpad((100000 + i)::text, 6, '0'), 'SKU' || (o * 1000 + i), 'CAMISETA BENCH ' || i, 'CAMISETA ' || i,
              (array['P','M','G','GG'])[1 + i % 4], (array['AZUL','PRETO','BRANCO'])[1 + i % 3],
              1 + i % 48, 1 + i % 5, (10 + i % 90)::numeric + 0.25, ((10 + i % 90)::numeric + 0.25) * (1 + i % 48),
              (30 + i % 120)::numeric + 0.90, '789' || lpad(((o - $1) * 1000 + i)::text, 10, '0'),
              case when i % 3 = 0 then '61091000' else '62034200' end,
              case when i % 2 = 0 then 12.00 else 7.00 end, case when i % 2 = 0 then 0.00 else 5.00 end
         from generate_series($1::bigint, $1::bigint + $2::int - 1) o, generate_series(0, $3::int - 1) i`,
      [CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDERS, CONC_BENCH_ITEMS],
    );
  });
  log(`${CONC_BENCH_ORDERS} orders of ${CONC_BENCH_ITEMS} items from ${CONC_BENCH_ORDER_BASE}`);
}

runScript(main);
