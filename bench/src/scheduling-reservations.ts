/**
 * Adds pre-schedulings to the scheduling benchmark's CD (decision A15), so free places and bookings are measured
 * with reserved capacity beside the figure without it. Run after scheduling-generate.ts:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_sched npx tsx bench/src/scheduling-reservations.ts \
 *     [--count 200]
 *
 * It first removes the CD's pre-schedulings and gives every booked load back to supplier A (what the generator
 * wrote), so `--count 0` is the data set without reservations. With a count, it writes that many active
 * pre-schedulings of Renner (enable_supplier_pre_scheduling) at the CD, for the demo suppliers (supplier A among
 * them, so the benchmark's load sees its own reserved places), each holding 200 to 1,499 volumes on two to five
 * weekdays for one to four hours, weekly or as a date range around the bench week; and hands 40 % of the bench
 * week's bookings to those suppliers (their bookings use their reservations up) and the rest to the suppliers
 * holding none. Deterministic.
 */
import { addDays, commercialWeekOf, todayInSaoPaulo } from '@portal/domain';
import { DEMO_SUPPLIER_A_ID } from '../../apps/server/src/db/seed/index';
import { fillInOneTransaction, log, option, redactedUrl, runScript } from './bench-setup';
import { SCHED_BENCH_CD_CODE, SCHED_DEFAULT_URL } from './scheduling-data';

const url = process.env.DATABASE_URL ?? SCHED_DEFAULT_URL;
const count = Number(option(process.argv.slice(2), '--count') ?? 200);

/** A deterministic pseudo-random integer in [0, 2^31) of (n, salt), as the generator's. */
function hash(n: number, salt: number): number {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  x = Math.imul(x, 3266489909) >>> 0;
  x ^= x >>> 16;
  return x & 0x7fffffff;
}

const two = (n: number) => String(n).padStart(2, '0');

async function main(): Promise<void> {
  const week = commercialWeekOf(addDays(todayInSaoPaulo(), 7));
  log(`target ${redactedUrl(url)}; ${count} pre-schedulings around the week from ${week.start}`);
  const summary = await fillInOneTransaction(url, 'analyze pre_schedulings, loads, orders', async (client) => {
    const { rows: cd } = await client.query<{ id: number }>(`select id from physical_locations where code = $1`, [
      SCHED_BENCH_CD_CODE,
    ]);
    const cdId = cd[0]?.id;
    if (!cdId) throw new Error('no bench CD: run scheduling-generate.ts first');
    await client.query(`delete from pre_schedulings where cd_id = $1`, [cdId]);
    // the booked loads back to supplier A, as generated
    await client.query(
      `update loads set supplier_id = $2 where cd_id = $1 and supplier_id <> $2 and id in (select load_id from schedules)`,
      [cdId, DEMO_SUPPLIER_A_ID],
    );
    await client.query(
      `update orders o set supplier_id = $2 from load_orders lo join loads l on l.id = lo.load_id
        where o.id = lo.order_id and l.cd_id = $1 and o.supplier_id <> $2`,
      [cdId, DEMO_SUPPLIER_A_ID],
    );
    if (count === 0) return `CD ${cdId}: no pre-schedulings`;

    const { rows: supplierRows } = await client.query<{ id: number }>(`select id from suppliers order by id limit 40`);
    const suppliers = [DEMO_SUPPLIER_A_ID, ...supplierRows.map((r) => r.id).filter((id) => id !== DEMO_SUPPLIER_A_ID)];
    const values: string[] = [];
    for (let i = 0; i < count; i++) {
      const supplier = suppliers[i % suppliers.length]!;
      const capacity = 200 + (hash(i, 11) % 1300);
      // two to five weekdays among Monday (2) … Friday (6)
      const days = [2, 3, 4, 5, 6].filter((d) => hash(i * 7 + d, 12) % 5 < 2 + (hash(i, 13) % 4));
      const weekdays = days.length > 0 ? days : [2 + (i % 5)];
      const start = 6 + (hash(i, 14) % 14);
      const end = Math.min(22, start + 1 + (hash(i, 15) % 4));
      const range = hash(i, 16) % 3 === 0;
      const startDate = range ? addDays(week.start, -(hash(i, 17) % 30)) : addDays(week.start, -60 - (i % 90));
      const endDate = range ? `'${addDays(week.end, hash(i, 18) % 60)}'` : 'null';
      values.push(
        `('Reserva bench ${i + 1}', ${capacity}, true, ${supplier}, 1, ${cdId}, '{${weekdays.join(',')}}', ` +
          `${range ? 2 : 1}, '${startDate}', ${endDate}, '${two(start)}:00', '${two(end)}:00')`,
      );
    }
    await client.query(
      `insert into pre_schedulings (description, capacity, active, supplier_id, company_id, cd_id, weekdays,
         work_hour_type, start_date, end_date, start_time, end_time) values ${values.join(',')}`,
    );
    // 40 % of the week's bookings to the reserving suppliers, the rest to suppliers holding none (a CD's week
    // is booked by many suppliers); supplier A keeps its unscheduled loads, which the benchmark books
    const reservers = suppliers.slice(1, Math.min(suppliers.length, count));
    const { rows: othersRows } = await client.query<{ id: number }>(
      `select id from suppliers where id <> all($1::int[]) order by id`,
      [suppliers.slice(0, Math.min(suppliers.length, count))],
    );
    const others = othersRows.length > 0 ? othersRows.map((r) => r.id) : [DEMO_SUPPLIER_A_ID];
    const { rowCount } = await client.query(
      `with picked as (
         select s.load_id, ($3::int[])[1 + (s.load_id % cardinality($3::int[]))] as supplier_id
           from schedules s join gates g on g.id = s.gate_id
          where g.cd_id = $1 and s.delivery_date between $2::date and $2::date + 6 and s.load_id % 5 < 2)
       update loads l set supplier_id = p.supplier_id from picked p where l.id = p.load_id`,
      [cdId, week.start, reservers],
    );
    await client.query(
      `with picked as (
         select s.load_id, ($3::int[])[1 + (s.load_id % cardinality($3::int[]))] as supplier_id
           from schedules s join gates g on g.id = s.gate_id
          where g.cd_id = $1 and s.delivery_date between $2::date and $2::date + 6 and s.load_id % 5 >= 2)
       update loads l set supplier_id = p.supplier_id from picked p where l.id = p.load_id`,
      [cdId, week.start, others],
    );
    await client.query(
      `update orders o set supplier_id = l.supplier_id from load_orders lo join loads l on l.id = lo.load_id
        where o.id = lo.order_id and l.cd_id = $1 and o.supplier_id <> l.supplier_id`,
      [cdId],
    );
    return (
      `CD ${cdId}: ${count} active pre-schedulings of ${Math.min(count, suppliers.length)} suppliers; ` +
      `${rowCount} bookings handed to them, the others' to ${others.length} suppliers without any`
    );
  });
  log(summary);
}

runScript(main);
