/**
 * The set-up the benchmark generators and runners share: the log line, the scratch database, the command line,
 * percentiles and the bench server in a process of its own (scheduling-server.ts, which serves any area).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PROFILES, permissionsOf, type ProfileKey, type TokenPayload } from '@portal/domain';
import pg from 'pg';
import { syncReferenceData } from '../../apps/server/src/db/reference-data';
import { seedDemoData } from '../../apps/server/src/db/seed/index';
import { openDatabase } from '../../apps/server/src/platform/database';
import type { CapturedQuery } from './scheduling-server';

export function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

/** Runs `run` and logs how long it took under `label` (a generator's steps). */
export async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs a script's main function; a failure is printed and ends the process with exit code 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** The database URL without its password, for the log. */
export function redactedUrl(url: string): string {
  return url.replace(/:[^:@/]*@/, ':***@');
}

/** Drops and creates the database of `url`; refuses any name not clearly a scratch one, and the `refused` ones. */
export async function recreateDatabase(url: string, refused: readonly string[] = []): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || refused.includes(name)) throw new Error(`refusing database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** A new database with the schema, the reference data and the demo seed, which the area benches add to. */
export async function seededDatabase(url: string, refused: readonly string[]): Promise<void> {
  await recreateDatabase(url, refused);
  const database = openDatabase({ url });
  await database.migrate();
  await syncReferenceData(database.db);
  await seedDemoData(database.db);
  await database.close();
}

/**
 * Runs `fill` in one transaction on a connection of its own (committed when it ends, rolled back when it fails),
 * then the `analyze` statement, so the planner knows the new rows; answers what `fill` answers.
 */
export async function fillInOneTransaction<T>(
  url: string,
  analyze: string,
  fill: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const result = await fill(client);
    await client.query('commit');
    await client.query(analyze);
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The value after `name` on the command line (`--iterations 30`), if given. */
export function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The names on the command line (the benchmarks to run): neither an option nor the value of one of `valued`. */
export function positionalArgs(args: readonly string[], valued: readonly string[]): string[] {
  return args.filter((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1] ?? ''));
}

/** Runs the benchmarks named on the command line (every one when none is), then closes what they ran against. */
export async function runBenchmarks<Context>(
  benchmarks: Readonly<Record<string, (ctx: Context) => Promise<void>>>,
  names: readonly string[],
  ctx: Context,
  close: () => Promise<void>,
): Promise<void> {
  try {
    for (const [name, bench] of Object.entries(benchmarks)) {
      if (names.length > 0 && !names.includes(name)) continue;
      await bench(ctx);
    }
  } finally {
    await close();
  }
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

export interface ForkedServer {
  child: ChildProcess;
  address: string;
  /** The statements the child server sent while `run` ran (recording is switched on and off over IPC). */
  captureQueries(run: () => Promise<void>): Promise<CapturedQuery[]>;
  close(): Promise<void>;
}

/** Forks scheduling-server.ts (through tsx) and waits for its address; `cpuProfileDir` makes it write a CPU profile. */
export async function forkBenchServer(url: string, secret: string, cpuProfileDir?: string): Promise<ForkedServer> {
  const entry = fileURLToPath(new URL('./scheduling-server.ts', import.meta.url));
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
    env: { ...process.env, DATABASE_URL: url, BENCH_JWT_SECRET: secret, BENCH_SERVER_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: { type: string; address?: string }) => {
      if (message.type === 'ready') resolve(message.address!);
    });
  });
  // each capture message is answered, so recording starts before run() and ends after its last statement
  const capture = (on: boolean) =>
    new Promise<CapturedQuery[]>((resolve) => {
      const listener = (message: { type: string; queries?: CapturedQuery[] }) => {
        if (message.type !== 'captured') return;
        child.off('message', listener);
        resolve(message.queries ?? []);
      };
      child.on('message', listener);
      child.send({ type: 'capture', on });
    });
  return {
    child,
    address,
    async captureQueries(run) {
      await capture(true);
      let queries: CapturedQuery[] = [];
      try {
        await run();
      } finally {
        queries = await capture(false);
      }
      return queries;
    },
    async close() {
      if (child.exitCode === null) child.send({ type: 'close' });
      await exited;
    },
  };
}

/** `warmup` runs of `run`, then the milliseconds of each of `iterations` more. */
export async function timedRuns(run: () => Promise<unknown>, warmup: number, iterations: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** What EXPLAIN ANALYZE says of the slowest select a request sent: its text, values and plan. */
export interface SlowestStatement {
  /** the plan's Execution Time: the database's own time */
  ms: number;
  text: string;
  plan: string;
}

/**
 * Runs `run` once while recording the statements the app sends, then EXPLAIN (ANALYZE, BUFFERS) each select of
 * them on `pool`; answers the one the database took longest over, or null when it sent none.
 */
export async function explainSlowest(
  pool: pg.Pool,
  captureQueries: (run: () => Promise<void>) => Promise<CapturedQuery[]>,
  run: () => Promise<unknown>,
): Promise<SlowestStatement | null> {
  const queries = await captureQueries(async () => void (await run()));
  let slowest: SlowestStatement | null = null;
  for (const q of queries) {
    if (!/^\s*select/i.test(q.text)) continue;
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, q.values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    if (!slowest || ms > slowest.ms) slowest = { ms, text: `${q.text}\n-- values ${JSON.stringify(q.values)}`, plan };
  }
  return slowest;
}

/** The token of a seeded user (by login) with a profile's permissions, signed by the bench secret. */
export async function userTokenPayload(pool: pg.Pool, profile: ProfileKey, login: string): Promise<TokenPayload> {
  const definition = PROFILES.find((p) => p.key === profile)!;
  const { rows } = await pool.query<{ id: number; supplier_id: number | null; cd_id: number | null; chapa: string }>(
    `select id, supplier_id, cd_id, chapa from users where login = $1`,
    [login],
  );
  const user = rows[0]!;
  return {
    // a real user id: bookings write it into schedules.created_by and the audit log
    sub: String(user.id),
    chapa: user.chapa,
    name: `Bench ${profile}`,
    perfis: definition.name,
    idFornecedor: user.supplier_id,
    // a logistics user sees its CD's rows
    idCd: user.cd_id,
    idEmpresa: profile === 'fornecedor' ? null : 1,
    admin: profile === 'admin' ? 1 : 0,
    permissions: permissionsOf(profile),
  };
}

/**
 * A supplier's token for a bench supplier, which has no users: the live session of the demo supplier user (the
 * server checks the user behind every token), speaking for `supplierId` (the row scope reads the token's supplier).
 */
export async function benchSupplierTokenPayload(pool: pg.Pool, supplierId: number): Promise<TokenPayload> {
  return { ...(await userTokenPayload(pool, 'fornecedor', 'fornecedor')), idFornecedor: supplierId };
}
