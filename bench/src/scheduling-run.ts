/**
 * Runs the scheduling benchmarks against the real app on 127.0.0.1 over the scheduling benchmark database
 * (scheduling-generate.ts fills it). The server runs in a child process of its own (scheduling-server.ts), so the
 * clients' work does not sit in its event loop; `--in-process` runs it inside this process instead.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_sched npx tsx bench/src/scheduling-run.ts \
 *     [--iterations 200] [--duration 30] [--in-process] [--server-cpu-prof DIR] \
 *     [scheduling-free-places] [scheduling-booking]
 *
 * --duration: seconds of the booking load test (100 clients with think time; at least 2,000 requests anyway).
 * --server-cpu-prof: the child server writes a V8 CPU profile (node --cpu-prof) into DIR when it ends.
 */
import { randomBytes } from 'node:crypto';
import type { TokenPayload } from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { forkBenchServer, option as cliOption, positionalArgs, runBenchmarks, runScript } from './bench-setup';
import { benchConfig, captureQueries, startBenchServer, type CapturedQuery } from './scheduling-server';
import { SCHED_DEFAULT_URL } from './scheduling-data';
import { schedulingBookingBench, schedulingFreePlacesBench, type SchedulingBenchContext } from './scheduling.bench';

const BENCHMARKS: Record<string, (ctx: SchedulingBenchContext) => Promise<void>> = {
  'scheduling-free-places': schedulingFreePlacesBench,
  'scheduling-booking': schedulingBookingBench,
};

const args = process.argv.slice(2);
const VALUED = ['--iterations', '--duration', '--server-cpu-prof'];
const option = (name: string) => cliOption(args, name);
const iterations = Number(option('--iterations') ?? 200);
const durationSeconds = Number(option('--duration') ?? 30);
const cpuProfileDir = option('--server-cpu-prof');
const inProcess = args.includes('--in-process');
const names = positionalArgs(args, VALUED);

interface Server {
  address: string;
  captureQueries(run: () => Promise<void>): Promise<CapturedQuery[]>;
  close(): Promise<void>;
}

async function inProcessServer(url: string, secret: string): Promise<Server> {
  const server = await startBenchServer(url, secret);
  return {
    address: server.address,
    captureQueries,
    close: () => server.close(),
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? SCHED_DEFAULT_URL;
  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  // the forked scheduling-server.ts is asked over IPC for the statements it ran
  const server: Server = inProcess
    ? await inProcessServer(url, secret)
    : await forkBenchServer(url, secret, cpuProfileDir);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const ctx: SchedulingBenchContext = {
    baseUrl: server.address,
    pool,
    iterations,
    durationSeconds,
    serverMode: inProcess ? 'in the clients’ process' : 'own process',
    sign: (payload: TokenPayload) => signToken(payload, config),
    captureQueries: (run) => server.captureQueries(run),
  };
  const { rows } = await pool.query(`select version() as version`);
  console.log(
    `node ${process.version}; ${String(rows[0].version).split(' on ')[0]}; ${iterations} iterations; ` +
      `server: ${ctx.serverMode}`,
  );
  await runBenchmarks(BENCHMARKS, names, ctx, async () => {
    await server.close();
    await pool.end();
  });
}

runScript(main);
