/**
 * Fills a PostgreSQL database with the scheduling benchmark data set: the demo seed, plus one CD
 * ("CD Bench Agendamento", code BENCH-SCHED) with 40 gates (every other one with dynamic capacity, 4 loads
 * per slot), 4 of them with a variation in the bench week, a CD exception on that week's Saturday, and
 * 5,000 bookings in the bench week (next week, so it is bookable: 2 to 13 days ahead), each a load of one
 * A order of the demo supplier A. It also prepares unscheduled loads for the booking benchmark: 2,000 in the
 * bench week and 5,000 in the week after it (empty: the load test's bookings go there).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_sched npx tsx bench/src/scheduling-generate.ts
 *
 * The database is dropped and created again. Deterministic: every "random" choice is a hash of an index.
 */
import { addDays, commercialWeekOf, todayInSaoPaulo } from '@portal/domain';
import type pg from 'pg';
import { commercialWeekId } from '../../apps/server/src/db/reference-data';
import { DEMO_SUPPLIER_A_ID } from '../../apps/server/src/db/seed/index';
import { fillInOneTransaction, log, redactedUrl, runScript, seededDatabase } from './bench-setup';
import {
  SCHED_BENCH_BOOKINGS,
  SCHED_BENCH_CD_CODE,
  SCHED_BENCH_FREE_LOADS,
  SCHED_BENCH_GATES,
  SCHED_BENCH_LOAD_TEST_LOADS,
  SCHED_BENCH_ORDER_BASE,
  SCHED_DEFAULT_URL,
} from './scheduling-data';

const url = process.env.DATABASE_URL ?? SCHED_DEFAULT_URL;

/** A deterministic pseudo-random integer in [0, 2^31) of (n, salt). */
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

async function insertRows(client: pg.ClientBase, head: string, rows: string[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await client.query(`${head} values ${rows.slice(i, i + 1000).join(',')}`);
}

async function main(): Promise<void> {
  const today = todayInSaoPaulo();
  const week = commercialWeekOf(addDays(today, 7));
  const weekId = commercialWeekId(week.year, week.week);
  const nextWeek = commercialWeekOf(addDays(week.start, 7));
  const nextWeekId = commercialWeekId(nextWeek.year, nextWeek.week);
  log(`target ${redactedUrl(url)}; bench week ${week.year}-${two(week.week)} from ${week.start}`);
  // never the orders benchmark's database nor anything that is not clearly a scratch database
  await seededDatabase(url, ['portal_bench', 'postgres']);
  log('migrated, reference data and demo seed');

  const summary = await fillInOneTransaction(url, 'analyze', async (client) => {
    const { rows: cdRows } = await client.query<{ id: number }>(
      `insert into physical_locations (code, name, location_type, city, state)
       values ($1, 'CD Bench Agendamento', 'CD', 'Itajaí', 'SC') returning id`,
      [SCHED_BENCH_CD_CODE],
    );
    const cdId = cdRows[0]!.id;
    await client.query(`insert into company_locations (company_id, location_id) values (1, $1)`, [cdId]);
    await client.query(
      `insert into cd_opening_hours (location_id, weekday, start_time, end_time)
       select $1, d, '06:00', case when d = 1 then '06:00'::time else '22:00'::time end from generate_series(1, 7) d`,
      [cdId],
    );
    // an exception on the bench week's Saturday, and on a few other dates
    await client.query(
      `insert into cd_exceptions (cd_id, date, description) values ($1, $2, 'Inventário'), ($1, $3, 'Feriado municipal')`,
      [cdId, addDays(week.start, 6), addDays(week.start, 9)],
    );

    // 40 gates: odd ones regular (1 load, 3000 volumes per slot), even ones dynamic (4 loads, 8000 volumes)
    const gates: { id: number; dynamic: boolean }[] = [];
    for (let g = 1; g <= SCHED_BENCH_GATES; g++) {
      const dynamic = g % 2 === 0;
      const { rows } = await client.query<{ id: number }>(
        `insert into gates (cd_id, name, description, dynamic_capacity) values ($1, $2, $3, $4) returning id`,
        [cdId, `Bench ${two(g)}`, dynamic ? 'Capacidade dinâmica' : null, dynamic],
      );
      gates.push({ id: rows[0]!.id, dynamic });
    }
    const hourRows = gates.flatMap((g) =>
      [1, 2, 3, 4, 5, 6, 7].map((d) => {
        if (d === 1) return `(${g.id}, 1, '06:00', '06:00', 1, 0, 1)`;
        const saturday = d === 7;
        return `(${g.id}, ${d}, '06:00', '22:00', ${saturday ? 2 : 1}, ${g.dynamic ? 8000 : 3000}, ${g.dynamic ? 4 : 1})`;
      }),
    );
    await insertRows(
      client,
      'insert into gate_hours (gate_id, weekday, start_time, end_time, interval_hours, capacity, loads_per_slot)',
      hourRows,
    );
    // variations on the first four gates for the bench week: weekdays 08:00-18:00, capacity 2000 (2 loads)
    for (const g of gates.slice(0, 4)) {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
        idDiaSemana: d,
        hrInicial: '08:00:00',
        hrFim: '18:00:00',
        intervalo: 1,
        capacidade: d === 1 || d === 7 ? 0 : 2000,
        carga: g.dynamic ? 2 : 1,
      }));
      await client.query(
        `insert into gate_variations (gate_id, reason, start_date, end_date, hours) values ($1, 'Obra na doca', $2, $3, $4)`,
        [g.id, week.start, week.end, JSON.stringify(hours)],
      );
    }

    // slots of the week (Monday to Friday; Saturday is the exception): the bookings fill them in a hashed order
    interface Slot {
      gate: number;
      dynamic: boolean;
      date: string;
      time: string;
      loads: number;
      capacity: number;
    }
    const slots: Slot[] = [];
    for (const [gi, g] of gates.entries()) {
      const varied = gi < 4;
      for (let d = 1; d <= 5; d++) {
        const date = addDays(week.start, d);
        for (let h = varied ? 8 : 6; h < (varied ? 18 : 22); h++) {
          slots.push({
            gate: g.id,
            dynamic: g.dynamic,
            date,
            time: `${two(h)}:00:00`,
            loads: varied ? (g.dynamic ? 2 : 1) : g.dynamic ? 4 : 1,
            capacity: varied ? 2000 : g.dynamic ? 8000 : 3000,
          });
        }
      }
    }
    const order = slots.map((_, i) => i).sort((a, b) => hash(a, 1) - hash(b, 1));
    const used = new Map<number, { loads: number; volumes: number }>();
    const bookings: { slot: Slot; volumes: number }[] = [];
    for (let pass = 0; bookings.length < SCHED_BENCH_BOOKINGS && pass < 8; pass++) {
      for (const i of order) {
        if (bookings.length >= SCHED_BENCH_BOOKINGS) break;
        const slot = slots[i]!;
        const u = used.get(i) ?? { loads: 0, volumes: 0 };
        // regular gates about 80% full; dynamic ones 2 to 4 loads per slot
        if (!slot.dynamic && hash(i, 2) % 10 >= 8) continue;
        if (slot.dynamic && u.loads >= 2 + (hash(i, 3) % 3)) continue;
        const volumes = 50 + (hash(bookings.length, 4) % 1500);
        if (u.loads + 1 > slot.loads || u.volumes + volumes > slot.capacity) continue;
        used.set(i, { loads: u.loads + 1, volumes: u.volumes + volumes });
        bookings.push({ slot, volumes });
      }
    }

    // loads: the booked ones, then unscheduled ones for the booking benchmark (bench week), then unscheduled ones
    // for the load test (the week after); one A order each
    const benchWeekLoads = bookings.length + SCHED_BENCH_FREE_LOADS;
    const total = benchWeekLoads + SCHED_BENCH_LOAD_TEST_LOADS;
    const { rows: firstLoad } = await client.query<{ id: number }>(`select coalesce(max(id), 0) + 1 as id from loads`);
    const base = Number(firstLoad[0]!.id);
    await client.query(
      `insert into loads (id, supplier_id, cd_id, commercial_week_id, status)
       select $1 + g, $2, $3, case when g < $6 then $4::int else $5::int end, 'ABERTA' from generate_series(0, $7 - 1) g`,
      [base, DEMO_SUPPLIER_A_ID, cdId, weekId, nextWeekId, benchWeekLoads, total],
    );
    await client.query(`select setval(pg_get_serial_sequence('loads', 'id'), (select max(id) from loads) + 1, false)`);
    const volumesOf = (i: number) => (i < bookings.length ? bookings[i]!.volumes : 20 + (hash(i, 5) % 200));
    const orderRows = Array.from({ length: total }, (_, i) => {
      const v = volumesOf(i);
      const w = i < benchWeekLoads ? weekId : nextWeekId;
      return `(${SCHED_BENCH_ORDER_BASE + i}, ${DEMO_SUPPLIER_A_ID}, 1, ${cdId}, ${w}, 'Renner', 'A', 'Normal', ${v * 12}, ${v}, ${v * 12}, ${v}, '${addDays(today, -20)}', '92754738000162')`;
    });
    await insertRows(
      client,
      `insert into orders (id, supplier_id, company_id, cd_id, commercial_week_id, brand, status, nature, qt_purchase,
         qt_packages, qt_pieces, qt_volumes, issued_at, buyer_cnpj)`,
      orderRows,
    );
    await client.query(
      `insert into load_orders (load_id, order_id) select $1 + g, $2 + g from generate_series(0, $3 - 1) g`,
      [base, SCHED_BENCH_ORDER_BASE, total],
    );
    await insertRows(
      client,
      'insert into schedules (load_id, gate_id, delivery_date, delivery_time, volumes)',
      bookings.map((b, i) => `(${base + i}, ${b.slot.gate}, '${b.slot.date}', '${b.slot.time}', ${b.volumes})`),
    );
    return (
      `CD ${cdId}: ${gates.length} gates, ${slots.length} weekday slots, ${bookings.length} bookings, ` +
      `${SCHED_BENCH_FREE_LOADS} unscheduled loads (ids ${base + bookings.length}…${base + benchWeekLoads - 1}), ` +
      `${SCHED_BENCH_LOAD_TEST_LOADS} in the week from ${nextWeek.start} (ids ${base + benchWeekLoads}…${base + total - 1})`
    );
  });
  log(summary);
}

runScript(main);
