/**
 * Orders benchmark (issue 3 "Speed"): listarPedidos first page for the big supplier, unfiltered and
 * with each filter alone, at one client; the 2000-row detailed CSV report streamed, with the
 * server's RSS sampled during the stream. Needs the data of generate.ts.
 */
import { addDays, type TokenPayload } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { BENCH_BIG_SUPPLIER_ID } from './bench-data';
import { benchSupplierTokenPayload, explainSlowest, timedRuns, userTokenPayload } from './bench-setup';
import { ORDER_LIST_QUERY } from './order-list-query';

export interface BenchContext {
  app: FastifyInstance;
  /** http://127.0.0.1:port of the app started by run.ts */
  baseUrl: string;
  pool: pg.Pool;
  sign(payload: TokenPayload): Promise<string>;
  iterations: number;
  /** SQL statements the app sent while `run` ran (pg.Client.query is wrapped by scheduling-server.ts). */
  captureQueries(run: () => Promise<void>): Promise<{ text: string; values: unknown[] }[]>;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const P95_TARGET_MS = 30;

const LIST = ORDER_LIST_QUERY;

async function one<T>(pool: pg.Pool, text: string): Promise<T> {
  const { rows } = await pool.query(text);
  if (!rows[0]) throw new Error(`no row for ${text}`);
  return rows[0] as T;
}

interface Case {
  name: string;
  token: 'supplier' | 'admin' | 'logistics' | 'company';
  filtro?: Record<string, unknown>;
}

/** Filter values taken from the big supplier's own data, so each filter finds rows. */
async function cases(pool: pg.Pool): Promise<Case[]> {
  const s = BENCH_BIG_SUPPLIER_ID;
  const week = await one<{ week: number; year: number; cd: number }>(
    pool,
    `select c.week, c.year, o.cd_id as cd from orders o join commercial_calendar c on c.id = o.commercial_week_id
      where o.supplier_id = ${s} and c.year = 2026 group by 1, 2, 3 order by count(*) desc limit 1`,
  );
  const load = await one<{ load: number; date: string; id: string }>(
    pool,
    `select lo.load_id as load, to_char(sc.delivery_date, 'YYYY-MM-DD') as date, o.id
       from orders o join load_orders lo on lo.order_id = o.id join schedules sc on sc.load_id = lo.load_id
      where o.supplier_id = ${s} order by o.id desc limit 1`,
  );
  const name = await one<{ name: string }>(pool, `select name from suppliers where id = ${s}`);
  return [
    { name: 'no filter', token: 'supplier' },
    { name: 'status (N)', token: 'supplier', filtro: { status: 'N' } },
    { name: 'nature (Importado)', token: 'supplier', filtro: { naturezaPedido: 'Importado' } },
    { name: `week (${week.week})`, token: 'supplier', filtro: { calendarioComercial: { semanaComercial: week.week } } },
    {
      name: `year-week (${week.year}-${week.week})`,
      token: 'supplier',
      filtro: { anoSemanaComercial: `${week.year}-${week.week}` },
    },
    { name: `DC (${week.cd})`, token: 'supplier', filtro: { cd: week.cd } },
    { name: 'load', token: 'supplier', filtro: { carga: load.load } },
    {
      name: 'scheduling dates (1 week)',
      token: 'supplier',
      filtro: { dataAgendamentoInicial: load.date, dataAgendamentoFinal: addDays(load.date, 6) },
    },
    { name: 'order id', token: 'supplier', filtro: { id: Number(load.id) } },
    { name: 'company (003)', token: 'supplier', filtro: { idEmpresa: 3 } },
    { name: 'sort: delivery', token: 'supplier', filtro: { ordenacao: 'entrega' } },
    // issue 18: the delivery sort with a filter, and for each internal scope (everyone's orders, a CD's, a company's)
    { name: 'sort: delivery, status A', token: 'supplier', filtro: { ordenacao: 'entrega', status: 'A' } },
    { name: 'sort: delivery (admin)', token: 'admin', filtro: { ordenacao: 'entrega' } },
    { name: 'sort: delivery (logistics)', token: 'logistics', filtro: { ordenacao: 'entrega' } },
    { name: 'sort: delivery (Renner Usuario)', token: 'company', filtro: { ordenacao: 'entrega' } },
    { name: 'provider name (admin)', token: 'admin', filtro: { fornecedor: { nome: name.name.slice(0, 18) } } },
    { name: 'admin, no filter', token: 'admin' },
  ];
}

async function listOnce(
  ctx: BenchContext,
  token: string,
  filtro: Record<string, unknown> | undefined,
): Promise<number> {
  const response = await fetch(`${ctx.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LIST, variables: { pagina: 0, filtro } }),
  });
  const body = (await response.json()) as { data?: { listarPedidos: unknown[] }; errors?: unknown[] };
  if (response.status !== 200 || body.errors)
    throw new Error(`listarPedidos ${response.status} ${JSON.stringify(body.errors)}`);
  return body.data!.listarPedidos.length;
}

/** The slowest statement of one request, as the report prints it. */
async function slowestPlan(ctx: BenchContext, run: () => Promise<unknown>): Promise<string> {
  const slowest = await explainSlowest(ctx.pool, ctx.captureQueries, run);
  return slowest ? `${slowest.text}\n${slowest.plan}` : '';
}

export async function ordersListBench(ctx: BenchContext): Promise<void> {
  const tokens = {
    supplier: await ctx.sign(await benchSupplierTokenPayload(ctx.pool, BENCH_BIG_SUPPLIER_ID)),
    admin: await ctx.sign(await userTokenPayload(ctx.pool, 'admin', 'admin')),
    logistics: await ctx.sign(await userTokenPayload(ctx.pool, 'logistica', 'logistica')),
    company: await ctx.sign(await userTokenPayload(ctx.pool, 'usuario', 'usuario')),
  };
  const list = await cases(ctx.pool);
  console.log(`\nlistarPedidos, first page (40), big supplier ${BENCH_BIG_SUPPLIER_ID}, ${ctx.iterations} runs each`);
  console.log('| Case | rows | p50 ms | p95 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- |');
  const slow: { name: string; plan: string }[] = [];
  for (const c of list) {
    const rows = await listOnce(ctx, tokens[c.token], c.filtro);
    const samples = await timedRuns(() => listOnce(ctx, tokens[c.token], c.filtro), 10, ctx.iterations);
    const s = stats(samples);
    const flag = s.p95 > P95_TARGET_MS ? ' **over target**' : '';
    console.log(`| ${c.name} | ${rows} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)}${flag} | ${s.max.toFixed(1)} |`);
    if (s.p95 > P95_TARGET_MS) {
      slow.push({
        name: c.name,
        plan: await slowestPlan(ctx, () => listOnce(ctx, tokens[c.token], c.filtro)),
      });
    }
  }
  for (const s of slow) console.log(`\n### ${s.name}: slowest statement\n${s.plan}`);
}

export async function detailedReportBench(ctx: BenchContext): Promise<void> {
  const token = await ctx.sign(await benchSupplierTokenPayload(ctx.pool, BENCH_BIG_SUPPLIER_ID));
  const runs = Math.max(5, Math.round(ctx.iterations / 10));
  console.log(`\nDetailed report (max 2000), big supplier, ${runs} runs; RSS sampled every 5 ms during each stream`);
  const ttfb: number[] = [];
  const total: number[] = [];
  const rssDelta: number[] = [];
  let bytes = 0;
  let lines = 0;
  let rssStart = 0;
  let rssMax = 0;
  for (let i = 0; i < runs + 2; i++) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    const response = await fetch(`${ctx.baseUrl}/api/pedido/relatorio-detalhado?max=2000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`report ${response.status}`);
    let first = 0;
    let size = 0;
    let newlines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (first === 0) first = performance.now() - start;
      size += chunk.length;
      for (const b of chunk) if (b === 10) newlines++;
    }
    const end = performance.now() - start;
    clearInterval(timer);
    if (i < 2) continue; // warm-up
    if (rssStart === 0) rssStart = before;
    rssMax = Math.max(rssMax, peak);
    ttfb.push(first);
    total.push(end);
    rssDelta.push((peak - before) / 2 ** 20);
    bytes = size;
    lines = newlines;
  }
  const t = stats(total);
  const f = stats(ttfb);
  const r = stats(rssDelta);
  console.log(`${lines} lines, ${(bytes / 1024).toFixed(0)} KiB`);
  console.log(`time to first byte ms: p50 ${f.p50.toFixed(0)}, p95 ${f.p95.toFixed(0)}, max ${f.max.toFixed(0)}`);
  console.log(`time to last byte ms: p50 ${t.p50.toFixed(0)}, p95 ${t.p95.toFixed(0)}, max ${t.max.toFixed(0)}`);
  console.log(
    `RSS growth during a stream MiB: p50 ${r.p50.toFixed(1)}, max ${r.max.toFixed(1)}; ` +
      `RSS before the first measured run ${(rssStart / 2 ** 20).toFixed(0)} MiB, peak over all runs ${(rssMax / 2 ** 20).toFixed(0)} MiB`,
  );
}
