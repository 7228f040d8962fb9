/**
 * The supplier's performance report (/idgf, issue 17 "Speed": the report for the largest supplier of the 1M-order
 * data set, 20,000 orders, in p95 ≤ 200 ms on PostgreSQL): GET /api/idgf/relatorio over HTTP, one request at a time,
 * for the big bench supplier over 8 weeks (the default), 26 and 53 weeks, and the admin asking for it; then one
 * figure's CSV. The server runs in a process of its own (scheduling-server.ts) over a database filled by generate.ts.
 * Beside each case, the database's own time of the slowest statement (EXPLAIN ANALYZE).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/idgf-run.ts \
 *     [--iterations 100] [--warmup 5] [--plans]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addDays, todayInSaoPaulo, weekKeyOf } from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { BENCH_BIG_SUPPLIER_ID, DEFAULT_BENCH_URL } from './bench-data';
import {
  benchSupplierTokenPayload,
  explainSlowest,
  forkBenchServer,
  option,
  percentiles,
  runScript,
  timedRuns,
  userTokenPayload,
} from './bench-setup';
import { benchConfig } from './scheduling-server';

const P95_TARGET_MS = 200;
const args = process.argv.slice(2);
const iterations = Number(option(args, '--iterations') ?? 100);
const warmup = Number(option(args, '--warmup') ?? 5);
const allPlans = args.includes('--plans');

const fixed = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  const supplier = await signToken(await benchSupplierTokenPayload(pool, BENCH_BIG_SUPPLIER_ID), config);
  const admin = await signToken(await userTokenPayload(pool, 'admin', 'admin'), config);
  const today = todayInSaoPaulo();
  const weeksBack = (n: number) => ({ de: weekKeyOf(addDays(today, -7 * (n - 1))), ate: weekKeyOf(today) });
  const cases: { name: string; token: string; path: string; query: Record<string, string | number> }[] = [
    { name: 'supplier, 8 weeks (default)', token: supplier, path: '/api/idgf/relatorio', query: {} },
    { name: 'supplier, 26 weeks', token: supplier, path: '/api/idgf/relatorio', query: weeksBack(26) },
    { name: 'supplier, 53 weeks', token: supplier, path: '/api/idgf/relatorio', query: weeksBack(53) },
    {
      name: 'admin for the supplier, 8 weeks',
      token: admin,
      path: '/api/idgf/relatorio',
      query: { idFornecedor: BENCH_BIG_SUPPLIER_ID },
    },
    {
      name: 'CSV awaiting action (every open invoice)',
      token: supplier,
      path: '/api/idgf/relatorio.csv',
      query: { figura: 'awaitingAction' },
    },
  ];
  const { rows } = await pool.query(
    `select version() as version, (select count(*) from orders)::int as orders,
            (select count(*) from orders where supplier_id = $1)::int as supplier_orders,
            (select count(*) from conciliations)::int as conciliations, (select count(*) from schedules)::int as schedules`,
    [BENCH_BIG_SUPPLIER_ID],
  );
  const { version, ...counts } = rows[0] as Record<string, unknown>;
  console.log(
    `node ${process.version}; ${String(version).split(' on ')[0]}; data ${JSON.stringify(counts)}; today ${today}; ` +
      `${iterations} runs after ${warmup} warm-up; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const server = await forkBenchServer(url, secret);
  const plans: string[] = [];
  try {
    console.log('\n| Case | KiB | p50 ms | p95 ms | max ms | DB ms (slowest statement) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const c of cases) {
      const target = new URL(`${server.address}${c.path}`);
      for (const [k, v] of Object.entries(c.query)) target.searchParams.set(k, String(v));
      let bytes = 0;
      const call = async () => {
        const response = await fetch(target, { headers: { authorization: `Bearer ${c.token}` } });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${c.name}: ${response.status} ${Buffer.from(body).toString()}`);
        bytes = body.byteLength;
      };
      await call();
      const p = percentiles(await timedRuns(call, warmup, iterations));
      const statement = await explainSlowest(pool, server.captureQueries, call);
      const over = p.p95 > P95_TARGET_MS;
      console.log(
        `| ${c.name} | ${(bytes / 1024).toFixed(1)} | ${fixed(p.p50)} | ${fixed(p.p95)}${over ? ' **over target**' : ''} | ` +
          `${fixed(p.max)} | ${statement ? fixed(statement.ms) : '-'} |`,
      );
      if (statement && (over || allPlans)) plans.push(`-- ${c.name}\n${statement.text}\n${statement.plan}`);
    }
  } finally {
    await server.close();
    await pool.end();
  }
  for (const plan of plans) console.log(`\n${plan}`);
}

runScript(main);
