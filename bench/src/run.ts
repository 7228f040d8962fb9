/**
 * Runs the benchmarks against the real app, started in-process on 127.0.0.1 over the benchmark
 * database (generate.ts fills it):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npm run bench [-- --iterations 200] [orders-list] [orders-report]
 */
import { randomBytes } from 'node:crypto';
import type { TokenPayload } from '@portal/domain';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { signToken } from '../../apps/server/src/platform/auth';
import { openDatabase } from '../../apps/server/src/platform/database';
import { DEFAULT_BENCH_URL } from './bench-data';
import { detailedReportBench, ordersListBench, type BenchContext } from './orders.bench';

const BENCHMARKS: Record<string, (ctx: BenchContext) => Promise<void>> = {
  'orders-list': ordersListBench,
  'orders-report': detailedReportBench,
};

const args = process.argv.slice(2);
const iterationsAt = args.indexOf('--iterations');
const iterations = iterationsAt >= 0 ? Number(args[iterationsAt + 1]) : 200;
const names = args.filter((a, i) => !a.startsWith('--') && (iterationsAt < 0 || i !== iterationsAt + 1));

/** Records the statements the app sends while capturing (to EXPLAIN the slow ones). */
let captured: { text: string; values: unknown[] }[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...callArgs: unknown[]) {
  const [first, second] = callArgs as [unknown, unknown];
  if (captured) {
    if (typeof first === 'string') captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const values = (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []);
      captured.push({ text: String(first.text), values });
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, callArgs);
} as typeof pg.Client.prototype.query;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent/web-dist',
      RATE_LIMIT_MAX: 10_000_000,
      RATE_LIMIT_USER_MAX: 10_000_000,
    },
  );
  const database = openDatabase({ url });
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const ctx: BenchContext = {
    app,
    baseUrl: address,
    pool,
    iterations,
    sign: (payload: TokenPayload) => signToken(payload, config),
    async captureQueries(run) {
      captured = [];
      try {
        await run();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
  const { rows } = await pool.query(
    `select (select count(*) from orders) as orders, (select count(*) from order_items) as items, version() as version`,
  );
  console.log(`data: ${JSON.stringify(rows[0])}; node ${process.version}; ${iterations} iterations`);
  try {
    for (const [name, bench] of Object.entries(BENCHMARKS)) {
      if (names.length > 0 && !names.includes(name)) continue;
      await bench(ctx);
    }
  } finally {
    await app.close();
    await database.close();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
