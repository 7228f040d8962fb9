/**
 * Runs the benchmarks against the real app, started in-process on 127.0.0.1 over the benchmark
 * database (generate.ts fills it):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npm run bench [-- --iterations 200] [orders-list] [orders-report]
 */
import { randomBytes } from 'node:crypto';
import type { TokenPayload } from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { DEFAULT_BENCH_URL } from './bench-data';
import { option, positionalArgs, runBenchmarks, runScript } from './bench-setup';
import { detailedReportBench, ordersListBench, type BenchContext } from './orders.bench';
import { benchConfig, captureQueries, startBenchServer } from './scheduling-server';

const BENCHMARKS: Record<string, (ctx: BenchContext) => Promise<void>> = {
  'orders-list': ordersListBench,
  'orders-report': detailedReportBench,
};

const args = process.argv.slice(2);
const iterations = Number(option(args, '--iterations') ?? 200);
const names = positionalArgs(args, ['--iterations']);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  // the app in this process, so captureQueries sees the statements it sends (to EXPLAIN the slow ones)
  const server = await startBenchServer(url, secret);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const ctx: BenchContext = {
    app: server.app,
    baseUrl: server.address,
    pool,
    iterations,
    sign: (payload: TokenPayload) => signToken(payload, config),
    captureQueries,
  };
  const { rows } = await pool.query(
    `select (select count(*) from orders) as orders, (select count(*) from order_items) as items, version() as version`,
  );
  console.log(`data: ${JSON.stringify(rows[0])}; node ${process.version}; ${iterations} iterations`);
  await runBenchmarks(BENCHMARKS, names, ctx, async () => {
    await server.close();
    await pool.end();
  });
}

runScript(main);
