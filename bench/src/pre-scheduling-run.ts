/**
 * Pre-scheduling at the scale of the 1M-order data set (issue 17 "Speed": a list's p95 ≤ 30 ms, the 10,000-row CSV
 * streamed in ≤ 1 s with flat memory, on PostgreSQL): the HTTP round trip of listarPreAgendamentosDoFornecedor for
 * a bench supplier and of buscarPreAgendamentoPorId, one request at a time; then the report's CSV (10,000 rows, its
 * cap) unfiltered and filtered, its time to the last byte and the server's resident memory while it streams; and the
 * report's rows through GraphQL (listarPreAgendamentosRelatorio). The server runs in a process of its own
 * (scheduling-server.ts) over the database pre-scheduling-generate.ts filled.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_pre_bench npx tsx bench/src/pre-scheduling-run.ts \
 *     [--iterations 200] [--warmup 10] [--csv-runs 5]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { preSchedulingRowSchema, preSchedulingSchema, selectionOf } from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { BENCH_SUPPLIER_ID_BASE } from './bench-data';
import {
  explainSlowest,
  forkBenchServer,
  option,
  percentiles,
  runScript,
  timedRuns,
  userTokenPayload,
  type ForkedServer,
} from './bench-setup';
import { benchConfig } from './scheduling-server';

const P95_TARGET_MS = 30;
const CSV_TARGET_MS = 1000;

const args = process.argv.slice(2);
const iterations = Number(option(args, '--iterations') ?? 200);
const warmup = Number(option(args, '--warmup') ?? 10);
const csvRuns = Number(option(args, '--csv-runs') ?? 5);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_pre_bench';

const LIST = `query ($id: Int!) { listarPreAgendamentosDoFornecedor(idFornecedor: $id) ${selectionOf(preSchedulingRowSchema)} }`;
const BY_ID = `query ($id: Int!) { buscarPreAgendamentoPorId(idPreAgendamento: $id) ${selectionOf(preSchedulingSchema)} }`;
const NORMS = `{ listarNormas { id codigo descricao dataCriacao ativo } }`;
const REPORT = `query ($f: FiltroPreAgendamentoRelatorioInput) {
  listarPreAgendamentosRelatorio(filtro: $f) ${selectionOf(preSchedulingRowSchema)}
}`;

function graphqlCall(server: ForkedServer, token: string, query: string, variables: Record<string, unknown>) {
  const body = JSON.stringify({ query, variables });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return async () => {
    const response = await fetch(`${server.address}/api/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
    if (response.status !== 200 || answer.errors || !answer.data)
      throw new Error(`${response.status} ${text.slice(0, 300)}`);
    const value = Object.values(answer.data)[0];
    return { rows: Array.isArray(value) ? value.length : 1, bytes: text.length };
  };
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function csvRun(server: ForkedServer, token: string, query: Record<string, string>) {
  const before = rssOf(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid!))), 10);
  const start = performance.now();
  try {
    const search = new URLSearchParams(query).toString();
    const response = await fetch(`${server.address}/api/preagendamento/relatorio${search ? `?${search}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    for await (const chunk of response.body!) {
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    return { ms: performance.now() - start, firstByteMs, bytes, rows: lines - 1, before, peak };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.child.pid!));
  }
}

const fixed = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { rows: facts } = await pool.query<{ supplier: number; id: number; total: number; suppliers: number }>(
    `select (select supplier_id from pre_schedulings where supplier_id >= $1 group by 1 order by count(*) desc, 1 limit 1)
              as supplier,
            (select id from pre_schedulings where supplier_id >= $1 order by id limit 1 offset 500) as id,
            (select count(*)::int from pre_schedulings) as total,
            (select count(distinct supplier_id)::int from pre_schedulings) as suppliers`,
    [BENCH_SUPPLIER_ID_BASE],
  );
  const f = facts[0]!;
  if (!f.supplier) throw new Error('no bench pre-schedulings: run bench/src/pre-scheduling-generate.ts first');
  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  const admin = await signToken(await userTokenPayload(pool, 'admin', 'admin'), config);
  const { rows: version } = await pool.query<{ version: string }>('select version()');
  console.log(
    `node ${process.version}; ${version[0]!.version.split(' on ')[0]}; ${f.total} pre-schedulings of ${f.suppliers} ` +
      `suppliers; ${iterations} runs after ${warmup} warm-up runs per case, ${csvRuns} per CSV, one request at a ` +
      `time; server in its own process; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );

  const server = await forkBenchServer(url, secret);
  try {
    console.log('\n| Case | rows | KiB | p50 ms | p95 ms | max ms | DB ms (slowest statement) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const cases: [string, () => Promise<{ rows: number; bytes: number }>, number][] = [
      // a list of issue 16 measured beside, under the same load: what the machine gives any small GraphQL list
      ['baseline: listarNormas (issue 16)', graphqlCall(server, admin, NORMS, {}), iterations],
      [
        'listarPreAgendamentosDoFornecedor (a bench supplier)',
        graphqlCall(server, admin, LIST, { id: f.supplier }),
        iterations,
      ],
      ['buscarPreAgendamentoPorId', graphqlCall(server, admin, BY_ID, { id: f.id }), iterations],
      ['listarPreAgendamentosRelatorio (no filter: 10,000 rows)', graphqlCall(server, admin, REPORT, {}), 20],
      [
        'listarPreAgendamentosRelatorio (provider name, one supplier)',
        graphqlCall(server, admin, REPORT, {
          f: { nomeFornecedor: `${String(f.supplier - BENCH_SUPPLIER_ID_BASE).padStart(4, '0')} Ltda` },
        }),
        iterations,
      ],
    ];
    for (const [name, call, runs] of cases) {
      const { rows, bytes } = await call();
      const p = percentiles(await timedRuns(call, warmup, runs));
      const statement = await explainSlowest(pool, server.captureQueries, call);
      const target = runs === iterations && p.p95 > P95_TARGET_MS ? ' **over target**' : '';
      console.log(
        `| ${name} | ${rows} | ${(bytes / 1024).toFixed(1)} | ${fixed(p.p50)} | ${fixed(p.p95)}${target} | ` +
          `${fixed(p.max)} | ${statement ? fixed(statement.ms) : '-'} |`,
      );
    }

    console.log(
      '\n| CSV GET /api/preagendamento/relatorio | rows | KiB | first byte ms | p50 ms | max ms | server RSS before → peak MiB |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const csvCases: [string, Record<string, string>][] = [
      ['no filter (capped at 10,000)', {}],
      ['active: Sim', { ativo: 'Sim' }],
      ['company: Renner', { nomeEmpresa: 'Renner' }],
      ['CD: Recife', { nomeCd: 'Recife' }],
    ];
    for (const [name, query] of csvCases) {
      await csvRun(server, admin, query);
      const runs = [];
      for (let i = 0; i < csvRuns; i++) runs.push(await csvRun(server, admin, query));
      const p = percentiles(runs.map((r) => r.ms));
      const last = runs[runs.length - 1]!;
      console.log(
        `| ${name} | ${last.rows} | ${(last.bytes / 1024).toFixed(0)} | ${fixed(last.firstByteMs)} | ${fixed(p.p50)} | ` +
          `${fixed(p.max)}${p.max > CSV_TARGET_MS ? ' **over target**' : ''} | ` +
          `${Math.min(...runs.map((r) => r.before)).toFixed(0)} → ${Math.max(...runs.map((r) => r.peak)).toFixed(0)} |`,
      );
    }
  } finally {
    await server.close();
    await pool.end();
  }
}

runScript(main);
