/**
 * The conciliation benchmark: a 990-item NF-e checked end to end, both steps, no pauses, against the real app on
 * 127.0.0.1 over the conciliation benchmark database (conciliation-generate.ts fills it). The server runs in a
 * process of its own (scheduling-server.ts, which serves any area); each run uses a fresh 990-item order.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_conc npx tsx bench/src/conciliation-run.ts \
 *     [--iterations 30] [--warmup 3] [--server-cpu-prof DIR]
 *
 * Measured per run, as round trips on loopback (the server's time plus a loopback transfer of ~1.3 MB): the
 * commercial step (GraphQL conciliacaoComercial: base64 decode, upload checks, NF-e parse, commercial check, the
 * XML, conciliation, 990 rows in one transaction) and the fiscal step (POST conciliacaoFiscal). The invoice, its
 * base64 and the request body are built before the clock starts (the client's encoding is not the server's time).
 * Also measured in this process: readNfe alone on the same invoice.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PROFILES, permissionsOf, type TokenPayload } from '@portal/domain';
import pg from 'pg';
import { buildNfeXml, type BuiltNfe } from '../../apps/server/src/db/seed/nfe-builder';
import { readNfe } from '../../apps/server/src/modules/conciliation/nfe-xml';
import { signToken } from '../../apps/server/src/platform/auth';
import { CONC_BENCH_ITEMS, CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDERS, CONC_DEFAULT_URL } from './conciliation-data';
import { benchConfig } from './scheduling-server';

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
const iterations = Number(option('--iterations') ?? 30);
const warmup = Number(option('--warmup') ?? 3);
const cpuProfileDir = option('--server-cpu-prof');

const MUTATION = `mutation ($id: Int!, $file: ArquivoNotaInput!) {
  conciliacaoComercial(id: $id, file: $file) { id statusConciliacaoComercial { id } motivoReprovacao }
}`;

interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1]! };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function tokenPayload(pool: pg.Pool): Promise<TokenPayload> {
  const { rows } = await pool.query<{ id: number; supplier_id: number; chapa: string }>(
    `select id, supplier_id, chapa from users where login = 'fornecedor'`,
  );
  const user = rows[0]!;
  return {
    sub: String(user.id),
    chapa: user.chapa,
    name: 'Bench fornecedor',
    perfis: PROFILES.find((p) => p.key === 'fornecedor')!.name,
    idFornecedor: user.supplier_id,
    idCd: null,
    idEmpresa: null,
    admin: 0,
    permissions: permissionsOf('fornecedor'),
  };
}

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

async function startServer(url: string, secret: string) {
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
  return {
    address,
    async close() {
      if (child.exitCode === null) child.send({ type: 'close' });
      await exited;
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
    [CONC_BENCH_ORDER_BASE, CONC_BENCH_ORDER_BASE + CONC_BENCH_ORDERS - 1, warmup + iterations],
  );
  if (free.length < warmup + iterations) {
    throw new Error(`only ${free.length} free bench orders: run conciliation-generate.ts again`);
  }
  const secret = randomBytes(32).toString('hex');
  const token = await signToken(await tokenPayload(pool), benchConfig(url, secret));
  const { rows: version } = await pool.query(`select version() as version`);
  console.log(
    `node ${process.version}; ${String(version[0].version).split(' on ')[0]}; ${CONC_BENCH_ITEMS} items per invoice; ` +
      `${iterations} runs after ${warmup} warm-up runs; server in its own process`,
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

  const server = await startServer(url, secret);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-target-service': 'conciliation',
  };
  const commercial: number[] = [];
  const fiscal: number[] = [];
  const total: number[] = [];
  try {
    for (const [i, run] of prepared.entries()) {
      const t0 = performance.now();
      const upload = await fetch(`${server.address}/api/graphql`, { method: 'POST', headers, body: run.body });
      const answer = (await upload.json()) as {
        data?: { conciliacaoComercial?: { id: number; statusConciliacaoComercial: { id: number } } };
        errors?: unknown;
      };
      const t1 = performance.now();
      const result = answer.data?.conciliacaoComercial;
      if (!result || result.statusConciliacaoComercial.id !== 2) {
        throw new Error(`commercial step of ${run.orderId}: ${JSON.stringify(answer).slice(0, 500)}`);
      }
      const step = await fetch(`${server.address}/api/conciliacaofiscal/conciliacaoFiscal`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ idConciliacao: result.id }),
      });
      const fiscalAnswer = (await step.json()) as { statusConciliacaoFiscal?: { id: number } };
      const t2 = performance.now();
      if (fiscalAnswer.statusConciliacaoFiscal?.id !== 2) {
        throw new Error(`fiscal step of ${run.orderId}: ${JSON.stringify(fiscalAnswer).slice(0, 500)}`);
      }
      if (i < warmup) continue;
      commercial.push(t1 - t0);
      fiscal.push(t2 - t1);
      total.push(t2 - t0);
    }
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
