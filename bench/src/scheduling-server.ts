/**
 * The app as the benchmarks serve it: on 127.0.0.1, a free port, over the given database. By default
 * scheduling-run.ts and conciliation-run.ts fork this file as a process of its own, so the benchmark's clients (the
 * fetch calls, their JSON and timers) never take turns with the server on its event loop; `--in-process` starts it
 * inside the benchmark's process instead, as the first version of the benchmark did, and run.ts (orders) always does.
 *
 * As a child it reads DATABASE_URL and BENCH_JWT_SECRET, answers { type: 'ready', address } over the IPC channel,
 * and on { type: 'capture', on } starts or stops recording the statements the app sends (answered by
 * { type: 'captured', queries }: the list when stopping). It closes on { type: 'close' } or when the parent goes away.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig, type Config } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/database';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/** Records the statements the app sends while capturing (the free-places query count). */
let captured: CapturedQuery[] | null = null;
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

export function startCapture(): void {
  captured = [];
}

export function stopCapture(): CapturedQuery[] {
  const list = captured ?? [];
  captured = null;
  return list;
}

/** The statements the app sent (in this process) while `run` ran. */
export async function captureQueries(run: () => Promise<void>): Promise<CapturedQuery[]> {
  startCapture();
  let queries: CapturedQuery[] = [];
  try {
    await run();
  } finally {
    queries = stopCapture();
  }
  return queries;
}

/**
 * The app's settings for a benchmark: production, quiet, no rate limit in the way (the benchmarks send thousands
 * of requests from one address and a few users), no web build; `url` undefined is a PGlite folder.
 */
export function benchConfig(url: string | undefined, jwtSecret: string): Config {
  return loadConfig(
    // the conciliation benchmark compares settings: the NF-e read in the event loop (NFE_READER_THREADS=0) or in
    // threads, and the uploads' turns (RECONCILE_MAX_UPLOADS, RECONCILE_UPLOAD_REST)
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NFE_READER_THREADS: process.env.NFE_READER_THREADS,
      RECONCILE_MAX_UPLOADS: process.env.RECONCILE_MAX_UPLOADS,
      RECONCILE_UPLOAD_REST: process.env.RECONCILE_UPLOAD_REST,
    },
    {
      DATABASE_URL: url,
      JWT_SECRET: jwtSecret,
      WEB_DIST: '/nonexistent/web-dist',
      RATE_LIMIT_MAX: 10_000_000,
      RATE_LIMIT_USER_MAX: 10_000_000,
    },
  );
}

export interface BenchServer {
  app: FastifyInstance;
  address: string;
  close(): Promise<void>;
}

export async function startBenchServer(url: string, jwtSecret: string): Promise<BenchServer> {
  const database = openDatabase({ url });
  const app = await buildApp({ config: benchConfig(url, jwtSecret), database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type ParentMessage = { type: 'capture'; on: boolean } | { type: 'close' };

async function child(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const secret = process.env.BENCH_JWT_SECRET;
  if (!url || !secret) throw new Error('DATABASE_URL and BENCH_JWT_SECRET are required');
  const server = await startBenchServer(url, secret);
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    process.disconnect?.();
    // a --cpu-prof profile is written when the process ends normally
    process.exitCode = 0;
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'capture') {
      if (message.on) startCapture();
      process.send!({ type: 'captured', queries: message.on ? [] : stopCapture() });
    } else if (message.type === 'close') void close();
  });
  process.on('disconnect', () => void close());
  process.send!({ type: 'ready', address: server.address });
}

if (process.env.BENCH_SERVER_CHILD === '1' && process.send) {
  child().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
