/**
 * The conciliation benchmark: a 990-item NF-e checked end to end, both steps, no pauses, against the real app on
 * 127.0.0.1 over the conciliation benchmark database (conciliation-generate.ts fills it). The server runs in a
 * process of its own (scheduling-server.ts, which serves any area); each run uses a fresh 990-item order.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_conc npx tsx bench/src/conciliation-run.ts \
 *     [--iterations 30] [--warmup 3] [--list-runs 100] [--uploaders 10] [--uploads-each 6] [--server-cpu-prof DIR]
 *
 * The server's settings come from the environment, to compare: NFE_READER_THREADS=0 reads the NF-e in the event
 * loop; RECONCILE_MAX_UPLOADS=64 RECONCILE_UPLOAD_REST=0 lets every upload run at once (before issue 13).
 *
 * Measured per run, as round trips on loopback (the server's time plus a loopback transfer of ~1.3 MB): the
 * commercial step (GraphQL conciliacaoComercial: base64 decode, upload checks, NF-e parse, commercial check, the
 * XML, conciliation, 990 rows in one transaction) and the fiscal step (POST conciliacaoFiscal). The invoice, its
 * base64 and the request body are built before the clock starts (the client's encoding is not the server's time).
 * Also measured in this process: readNfe alone on the same invoice.
 *
 * Then another supplier's order list (GraphQL listarPedidos, first page, as the web asks it) one request at a time:
 * --list-runs requests on the idle server, then again while --uploaders clients each upload --uploads-each 990-item
 * invoices back to back (commercial + fiscal, fresh orders); the list's p50/p95 under load against idle is the
 * figure (issue 13: within 1.5x). The uploaders use the demo supplier A's token, each on its own orders.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildNfeXml, type BuiltNfe } from '../../apps/server/src/db/seed/nfe-builder';
import { readNfe } from '../../apps/server/src/modules/conciliation/nfe-xml';
import { signToken } from '../../apps/server/src/platform/auth';
import { CONC_BENCH_ITEMS, CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDERS, CONC_DEFAULT_URL } from './conciliation-data';
import { forkBenchServer, option as cliOption, percentiles, runScript, userTokenPayload } from './bench-setup';
import { benchConfig } from './scheduling-server';
import { ORDER_LIST_QUERY } from './order-list-query';

const args = process.argv.slice(2);
const option = (name: string) => cliOption(args, name);
const iterations = Number(option('--iterations') ?? 30);
const warmup = Number(option('--warmup') ?? 3);
const cpuProfileDir = option('--server-cpu-prof');
const listRuns = Number(option('--list-runs') ?? 100);
const uploaders = Number(option('--uploaders') ?? 10);
const uploadsEach = Number(option('--uploads-each') ?? 6);

const LIST = ORDER_LIST_QUERY;

const MUTATION = `mutation ($id: Int!, $file: ArquivoNotaInput!) {
  conciliacaoComercial(id: $id, file: $file) { id statusConciliacaoComercial { id } motivoReprovacao }
}`;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A matching NF-e of the order, as the supplier's ERP would write it. */
async function invoiceOf(pool: pg.Pool, orderId: number, number: number): Promise<BuiltNfe> {
  const { rows: heads } = await pool.query<{ buyer: string; supplier: string; name: string }>(
    `select o.buyer_cnpj as buyer, s.cnpj as supplier, s.name from orders o join suppliers s on s.id = o.supplier_id
      where o.id = $1`,
    [orderId],
  );
  const { rows: items } = await pool.query<Record<string, string>>(
    `select ean, item_code, short_description, ncm, qt_purchase::text as qt, unit_cost::text as cost,
            sale_price::text as sale, icms_rate::text as icms, ipi_rate::text as ipi
       from order_items where order_id = $1 order by id`,
    [orderId],
  );
  const head = heads[0]!;
  return buildNfeXml({
    issuerCnpj: head.supplier,
    issuerName: head.name,
    recipientCnpj: head.buyer,
    number,
    series: 1,
    items: items.map((i, index) => ({
      ean: i.ean!,
      code: i.item_code!,
      description: i.short_description!,
      ncm: i.ncm!,
      quantity: i.qt!,
      unitCost: i.cost!,
      saleValue: i.sale!,
      icmsRate: i.icms!,
      ...(Number(i.ipi) === 0 ? {} : { ipiRate: i.ipi! }),
      orderNumber: String(orderId),
      orderItem: String(index + 1),
    })),
  });
}

/** One upload as the screen makes it: the commercial step, then the fiscal step; both must answer 2. */
async function reconcile(address: string, headers: Record<string, string>, run: { orderId: number; body: string }) {
  const t0 = performance.now();
  const upload = await fetch(`${address}/api/graphql`, { method: 'POST', headers, body: run.body });
  const answer = (await upload.json()) as {
    data?: { conciliacaoComercial?: { id: number; statusConciliacaoComercial: { id: number } } };
    errors?: unknown;
  };
  const t1 = performance.now();
  const result = answer.data?.conciliacaoComercial;
  if (!result || result.statusConciliacaoComercial.id !== 2) {
    throw new Error(`commercial step of ${run.orderId}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  const step = await fetch(`${address}/api/conciliacaofiscal/conciliacaoFiscal`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ idConciliacao: result.id }),
  });
  const fiscalAnswer = (await step.json()) as { statusConciliacaoFiscal?: { id: number } };
  const t2 = performance.now();
  if (fiscalAnswer.statusConciliacaoFiscal?.id !== 2) {
    throw new Error(`fiscal step of ${run.orderId}: ${JSON.stringify(fiscalAnswer).slice(0, 500)}`);
  }
  return { commercial: t1 - t0, fiscal: t2 - t1, total: t2 - t0 };
}

/** Another supplier's first page of orders, one request at a time, until `until` says stop (or `count` runs). */
async function listOrders(address: string, token: string, count: number, until?: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  const body = JSON.stringify({ query: LIST, variables: { pagina: 0 } });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; until ? !until() : i < count; i++) {
    const start = performance.now();
    const response = await fetch(`${address}/api/graphql`, { method: 'POST', headers, body });
    const answer = (await response.json()) as { data?: { listarPedidos?: unknown[] }; errors?: unknown };
    if (!answer.data?.listarPedidos?.length) throw new Error(`listarPedidos: ${JSON.stringify(answer).slice(0, 300)}`);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The load phase runs only with an order list to measure. */
const loadUploads = listRuns > 0 ? uploaders * uploadsEach : 0;

type ListMessage = { type: 'run'; address: string; token: string; count: number } | { type: 'start' | 'stop' };

/**
 * The other supplier lives in a process of its own (like a user on another machine): ten uploaders' sockets in the
 * same event loop would delay its own timings. It runs `count` requests, or from 'start' until 'stop'.
 */
async function listChild(): Promise<void> {
  let target = { address: '', token: '' };
  let stopped = false;
  let running: Promise<number[]> | null = null;
  process.on('message', (message: ListMessage) => {
    if (message.type === 'run') {
      target = { address: message.address, token: message.token };
      void listOrders(target.address, target.token, message.count).then((samples) =>
        process.send!({ type: 'samples', samples }),
      );
    } else if (message.type === 'start') {
      stopped = false;
      running = listOrders(target.address, target.token, 0, () => stopped);
    } else {
      stopped = true;
      void running!.then((samples) => process.send!({ type: 'samples', samples }));
    }
  });
  process.send!({ type: 'ready' });
}

function startListClient() {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_LIST_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<number[]>((resolve) =>
      child.once('message', (message: { type: string; samples: number[] }) => resolve(message.samples)),
    );
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    ready,
    async run(address: string, token: string, count: number): Promise<number[]> {
      const samples = next();
      child.send({ type: 'run', address, token, count } satisfies ListMessage);
      return samples;
    },
    start() {
      child.send({ type: 'start' } satisfies ListMessage);
    },
    async stop(): Promise<number[]> {
      const samples = next();
      child.send({ type: 'stop' } satisfies ListMessage);
      return samples;
    },
    close() {
      child.disconnect();
    },
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? CONC_DEFAULT_URL;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { rows: free } = await pool.query<{ id: string }>(
    `select o.id from orders o
      where o.id between $1 and $2 and o.status = 'A'
        and not exists (select 1 from conciliations c where c.order_id = o.id and c.cancelled_at is null)
      order by o.id limit $3`,
    [CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDER_BASE + CONC_BENCH_ORDERS - 1, warmup + iterations + loadUploads],
  );
  if (free.length < warmup + iterations + loadUploads) {
    throw new Error(`only ${free.length} free bench orders: run conciliation-generate.ts again`);
  }
  const secret = randomBytes(32).toString('hex');
  const token = await signToken(await userTokenPayload(pool, 'fornecedor', 'fornecedor'), benchConfig(url, secret));
  const listToken = await signToken(
    await userTokenPayload(pool, 'fornecedor', 'fornecedor2'),
    benchConfig(url, secret),
  );
  const { rows: version } = await pool.query(`select version() as version`);
  console.log(
    `node ${process.version}; ${String(version[0].version).split(' on ')[0]}; ${CONC_BENCH_ITEMS} items per invoice; ` +
      `${iterations} runs after ${warmup} warm-up runs; server in its own process; ` +
      ['NFE_READER_THREADS', 'RECONCILE_MAX_UPLOADS', 'RECONCILE_UPLOAD_REST']
        .map((name) => `${name}=${process.env[name] ?? '(default)'}`)
        .join(' '),
  );

  // everything the client does is done before the clock starts
  const firstNumber = 700_000_000 + (Date.now() % 1_000_000) * 100;
  const prepared: { orderId: number; body: string; bytes: number; built: BuiltNfe }[] = [];
  for (const [i, row] of free.entries()) {
    const orderId = Number(row.id);
    const built = await invoiceOf(pool, orderId, firstNumber + i);
    const body = JSON.stringify({
      query: MUTATION,
      variables: {
        id: orderId,
        file: { nome: 'nfe.xml', tipo: 'text/xml', conteudo: built.buffer.toString('base64') },
      },
    });
    prepared.push({ orderId, body, bytes: built.buffer.length, built });
  }
  console.log(
    `invoice: ${(prepared[0]!.bytes / 1024).toFixed(0)} KiB of XML, request body ${(prepared[0]!.body.length / 1024).toFixed(0)} KiB`,
  );

  const parse: number[] = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const start = performance.now();
    readNfe(prepared[i]!.built.buffer);
    if (i >= warmup) parse.push(performance.now() - start);
  }

  const server = await forkBenchServer(url, secret, cpuProfileDir);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-target-service': 'conciliation',
  };
  const commercial: number[] = [];
  const fiscal: number[] = [];
  const total: number[] = [];
  const sequential = prepared.slice(0, warmup + iterations);
  const underLoad = prepared.slice(warmup + iterations);
  let listIdle: number[] = [];
  let listLoaded: number[] = [];
  let loadUploadTotals: number[] = [];
  let loadSeconds = 0;
  try {
    for (const [i, run] of sequential.entries()) {
      const times = await reconcile(server.address, headers, run);
      if (i < warmup) continue;
      commercial.push(times.commercial);
      fiscal.push(times.fiscal);
      total.push(times.total);
    }
    const lister = listRuns > 0 ? startListClient() : null;
    if (lister) {
      await lister.ready;
      await lister.run(server.address, listToken, 10); // warm-up
      listIdle = await lister.run(server.address, listToken, listRuns);
    }
    if (lister && loadUploads > 0) {
      const loadStart = performance.now();
      lister.start();
      const clients = Array.from({ length: uploaders }, async (_, c) => {
        const mine = underLoad.filter((_, i) => i % uploaders === c);
        const totals: number[] = [];
        for (const run of mine) totals.push((await reconcile(server.address, headers, run)).total);
        return totals;
      });
      loadUploadTotals = (await Promise.all(clients)).flat();
      loadSeconds = (performance.now() - loadStart) / 1000;
      listLoaded = await lister.stop();
    }
    lister?.close();
    const { rows: stored } = await pool.query<{ n: number }>(
      `select count(*)::int as n from conciliation_items where conciliation_id = (select max(id) from conciliations)`,
    );
    if (stored[0]!.n !== CONC_BENCH_ITEMS) throw new Error(`last conciliation has ${stored[0]!.n} rows`);
  } finally {
    await server.close();
    await pool.end();
  }

  const line = (label: string, samples: number[]) => {
    const p = percentiles(samples);
    console.log(
      `${label.padEnd(34)} p50 ${ms(p.p50).padStart(9)}  p95 ${ms(p.p95).padStart(9)}  max ${ms(p.max).padStart(9)}`,
    );
  };
  line('readNfe (in process)', parse);
  line('commercial step (round trip)', commercial);
  line('fiscal step (round trip)', fiscal);
  line('commercial + fiscal (round trips)', total);
  if (listIdle.length > 0) {
    console.log(`\nanother supplier's order list (listarPedidos, first page), one request at a time:`);
    line(`idle (${listIdle.length} requests)`, listIdle);
  }
  if (listLoaded.length > 0) {
    line(`${uploaders} uploading (${listLoaded.length} requests)`, listLoaded);
    const ratio = percentiles(listLoaded).p95 / percentiles(listIdle).p95;
    console.log(`order list p95 under load / idle: ${ratio.toFixed(2)}x`);
    line(`uploads meanwhile (${loadUploadTotals.length}, both steps)`, loadUploadTotals);
    console.log(`${loadUploadTotals.length} uploads in ${loadSeconds.toFixed(1)} s`);
  }
}

runScript(process.env.BENCH_LIST_CHILD ? listChild : main);
