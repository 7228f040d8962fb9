/**
 * Issue 15's lists at the 1M-order scale ("Speed": each new list's first page p95 ≤ 30 ms on PostgreSQL): the
 * GraphQL round trip over HTTP of each list's first page, unfiltered and with each filter alone, the pick lists,
 * the linked lists and one order's invoices, one request at a time, as the web app asks them (the documents are
 * the web's own). The server runs in a process of its own (scheduling-server.ts) over portal_bench, filled by
 * generate.ts then compliance-generate.ts. Beside each case, the database's own time: EXPLAIN ANALYZE of the
 * slowest statement the request sent; the plans of the cases over the target are printed after the table.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/compliance-run.ts \
 *     [--iterations 200] [--warmup 10] [--plans] [providers] [subcontractors] [invoices] [concessions]
 *
 * --plans prints the slowest statement's plan of every case, not only of those over the target.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  APP_TIME_ZONE,
  SAMPLE_CONCESSION_FIRST_PAGE,
  SAMPLE_CONCESSION_STATUS,
  SUBCONTRACTOR_FIRST_PAGE,
} from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { webGraphqlDocument } from '../../apps/server/test/support/web-graphql-documents';
import { BENCH_BIG_SUPPLIER_ID, DEFAULT_BENCH_URL } from './bench-data';
import {
  benchSupplierTokenPayload,
  explainSlowest,
  forkBenchServer,
  option,
  percentiles,
  positionalArgs,
  runScript,
  timedRuns,
  userTokenPayload,
  type ForkedServer,
} from './bench-setup';
import { BENCH_SUBCONTRACTOR_ID_BASE } from './compliance-data';
import { benchConfig } from './scheduling-server';

const P95_TARGET_MS = 30;
/** fornecedoresFiltrados' pages are numbered from 0. */
const PROVIDER_FIRST_PAGE = 0;

const args = process.argv.slice(2);
const iterations = Number(option(args, '--iterations') ?? 200);
const warmup = Number(option(args, '--warmup') ?? 10);
const allPlans = args.includes('--plans');
const groups = positionalArgs(args, ['--iterations', '--warmup']);

/** The web app's documents, by module and constant (apps/web/src/features/…). */
const DOCUMENTS = {
  providers: 'features/providers/api/list-providers.ts:PROVIDER_LIST_QUERY',
  linkedSubcontractors: 'features/providers/api/provider-subcontractors.ts:LINKED_SUBCONTRACTORS_QUERY',
  subcontractorsToLink: 'features/providers/api/provider-subcontractors.ts:SUBCONTRACTORS_TO_LINK_QUERY',
  subcontractors: 'features/subcontractors/api/list-subcontractors.ts:SUBCONTRACTOR_LIST_QUERY',
  linkedProviders: 'features/subcontractors/api/subcontractor-providers.ts:LINKED_PROVIDERS_QUERY',
  providersToLink: 'features/subcontractors/api/subcontractor-providers.ts:PROVIDERS_TO_LINK_QUERY',
  orderInvoices: 'features/subcontractors/api/invoice-list.ts:ORDER_INVOICES_QUERY',
  orderSubcontractors: 'features/subcontractors/api/invoice-subcontractors.ts:ORDER_SUBCONTRACTORS_QUERY',
  concessions: 'features/samples/api/list-concessions.ts:LIST_CONCESSIONS',
} as const;
type DocumentKey = keyof typeof DOCUMENTS;

type Profile = 'admin' | 'logistics' | 'supplier';

interface Case {
  group: 'providers' | 'subcontractors' | 'invoices' | 'concessions';
  name: string;
  profile: Profile;
  document: DocumentKey;
  variables: Record<string, unknown>;
}

/** The data set's values the cases filter by, each taken from the data so that every filter finds rows. */
interface Facts {
  provider: { id: number; name: string; cnpj: string; links: number };
  /** the subcontractor linked to most providers */
  popular: { id: number; providers: number };
  subcontractor: { cnpj: string; email: string; tradeWord: string; legalWord: string };
  /** an order of the big supplier with 3 invoices */
  order: { id: number; supplierId: number };
  concession: { supplierId: number; supplierName: string; originalOrderId: number; sampleOrderId: number };
  month: { from: string; to: string };
  /** the São Paulo day of the first registration (the range furthest from the newest) */
  firstDay: string;
}

async function one<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await pool.query(text, values);
  if (!rows[0]) throw new Error(`no row for ${text}: run bench/src/compliance-generate.ts first`);
  return rows[0] as T;
}

async function factsOf(pool: pg.Pool): Promise<Facts> {
  const big = BENCH_BIG_SUPPLIER_ID;
  return {
    provider: await one(
      pool,
      `select s.id, s.name, s.cnpj, count(*)::int as links from suppliers s
         join provider_subcontractors l on l.supplier_id = s.id where s.id = $1 group by s.id`,
      [big],
    ),
    popular: await one(
      pool,
      `select subcontractor_id as id, count(*)::int as providers from provider_subcontractors
        group by 1 order by 2 desc, 1 limit 1`,
    ),
    // a middle rank: its CNPJ root and e-mail are its own (one row each), its names shared with many
    subcontractor: await one(
      pool,
      `select substr(cnpj, 1, 8) as cnpj, split_part(email, '@', 1) || '@' as email,
              split_part(trade_name, ' ', 1) as "tradeWord", split_part(legal_name, ' ', 1) as "legalWord"
         from subcontractors where id = $1`,
      [BENCH_SUBCONTRACTOR_ID_BASE + 12_345],
    ),
    order: await one(
      pool,
      `select order_id::int as id, supplier_id as "supplierId" from subcontractor_invoices where supplier_id = $1
        group by 1, 2 having count(*) = 3 order by 1 desc limit 1`,
      [big],
    ),
    concession: await one(
      pool,
      `select c.supplier_id as "supplierId", s.name as "supplierName", c.original_order_id::int as "originalOrderId",
              c.sample_order_id::int as "sampleOrderId"
         from order_sample_concessions c join suppliers s on s.id = c.supplier_id
        where c.supplier_id = $1 order by c.id limit 1`,
      [big],
    ),
    firstDay: (
      await one<{ day: string }>(
        pool,
        `select to_char(min(created_at) at time zone $1, 'YYYY-MM-DD') as day from order_sample_concessions`,
        [APP_TIME_ZONE],
      )
    ).day,
    // a month in the middle of the registrations
    month: await one(
      pool,
      `select to_char(d, 'YYYY-MM-DD') as from, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as to
         from (select date_trunc('month', percentile_disc(0.5) within group (order by created_at)) as d
                 from order_sample_concessions) m`,
    ),
  };
}

function casesOf(f: Facts): Case[] {
  const providerList = (name: string, variables: Record<string, unknown>): Case => ({
    group: 'providers',
    name: `fornecedoresFiltrados: ${name}`,
    profile: 'admin',
    document: 'providers',
    variables: { pagina: PROVIDER_FIRST_PAGE, ...variables },
  });
  const subcontractorList = (name: string, filtro: Record<string, string>): Case => ({
    group: 'subcontractors',
    name: `listarSubcontratadosFiltrados: ${name}`,
    profile: 'admin',
    document: 'subcontractors',
    variables: { filtro, pagina: SUBCONTRACTOR_FIRST_PAGE },
  });
  const concessionList = (name: string, filtro: Record<string, unknown>, profile: Profile = 'admin'): Case => ({
    group: 'concessions',
    name: `listarTodasConcessoesFiltradas: ${name}`,
    profile,
    document: 'concessions',
    variables: { filtro, pagina: SAMPLE_CONCESSION_FIRST_PAGE },
  });
  const byId = (group: Case['group'], name: string, document: DocumentKey, variables: Record<string, unknown>) =>
    ({ group, name, profile: 'admin', document, variables }) satisfies Case;
  return [
    providerList('no filter', {}),
    providerList('name', { nome: f.provider.name.split(' ').slice(1, 3).join(' ') }),
    providerList('CNPJ', { cnpj: f.provider.cnpj.slice(0, 8) }),
    byId('providers', `buscarSubcontratadoPorFornecedor (${f.provider.links} linked)`, 'linkedSubcontractors', {
      idFornecedor: f.provider.id,
    }),
    byId('providers', 'buscarSubcontratadosNaoVinculadosAoFornecedor: no name', 'subcontractorsToLink', {
      idFornecedor: f.provider.id,
    }),
    byId(
      'providers',
      `buscarSubcontratadosNaoVinculadosAoFornecedor: name (${f.subcontractor.tradeWord})`,
      'subcontractorsToLink',
      { idFornecedor: f.provider.id, nome: f.subcontractor.tradeWord },
    ),
    byId('providers', 'buscarSubcontratadosNaoVinculadosAoFornecedor: CNPJ root', 'subcontractorsToLink', {
      idFornecedor: f.provider.id,
      nome: f.subcontractor.cnpj,
    }),
    subcontractorList('no filter', {}),
    subcontractorList('CNPJ (one root)', { cnpj: f.subcontractor.cnpj }),
    subcontractorList('e-mail (one)', { email: f.subcontractor.email }),
    subcontractorList(`trade name (${f.subcontractor.tradeWord})`, { nomeFantasia: f.subcontractor.tradeWord }),
    subcontractorList(`legal name (${f.subcontractor.legalWord})`, { razaoSocial: f.subcontractor.legalWord }),
    byId('subcontractors', `buscarFornecedorPorSubcontratado (${f.popular.providers} linked)`, 'linkedProviders', {
      idSubcontratado: f.popular.id,
    }),
    byId('subcontractors', 'buscarFornecedorNaoVinculadoAoSubcontratado: no name', 'providersToLink', {
      idSubcontratado: f.popular.id,
    }),
    byId('subcontractors', 'buscarFornecedorNaoVinculadoAoSubcontratado: name', 'providersToLink', {
      idSubcontratado: f.popular.id,
      nome: 'Vale',
    }),
    byId('invoices', 'buscarNotasFiscaisSubcontratadoPorPedido (3 invoices)', 'orderInvoices', {
      idPedido: f.order.id,
      idFornecedor: f.order.supplierId,
    }),
    {
      ...byId('invoices', 'buscarNotasFiscaisSubcontratadoPorPedido (3 invoices), the supplier', 'orderInvoices', {
        idPedido: f.order.id,
        idFornecedor: f.order.supplierId,
      }),
      profile: 'supplier',
    },
    byId('invoices', 'subcontratadosDoPedido', 'orderSubcontractors', { idPedido: f.order.id }),
    concessionList('no filter', {}),
    concessionList('supplier code', { fornecedor: String(f.concession.supplierId) }),
    concessionList('supplier name', { fornecedor: f.concession.supplierName.split(' ').slice(0, 3).join(' ') }),
    concessionList('original order', { pedido: f.concession.originalOrderId }),
    concessionList('sample order', { pedidoAmostra: f.concession.sampleOrderId }),
    concessionList('status (refused)', { status: SAMPLE_CONCESSION_STATUS.refused }),
    concessionList(`dates (${f.month.from} .. ${f.month.to})`, {
      dataCadastroInicial: f.month.from,
      dataCadastroFinal: f.month.to,
    }),
    concessionList(`dates (one day, the first: ${f.firstDay})`, {
      dataCadastroInicial: f.firstDay,
      dataCadastroFinal: f.firstDay,
    }),
    concessionList('logistics user (its CD), no filter', {}, 'logistics'),
  ];
}

/** The rows an answer carries: a page's itens, or a list's length. */
function rowsOf(answer: unknown): number {
  if (Array.isArray(answer)) return answer.length;
  const itens = (answer as { itens?: unknown[] } | null)?.itens;
  return Array.isArray(itens) ? itens.length : 0;
}

interface Call {
  (): Promise<{ rows: number; bytes: number }>;
}

function callOf(server: ForkedServer, token: string, query: string, variables: Record<string, unknown>): Call {
  const body = JSON.stringify({ query, variables });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return async () => {
    const response = await fetch(`${server.address}/api/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
    if (response.status !== 200 || answer.errors || !answer.data)
      throw new Error(`${response.status} ${text.slice(0, 300)}`);
    return { rows: rowsOf(Object.values(answer.data)[0]), bytes: text.length };
  };
}

const fixed = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const facts = await factsOf(pool);
  const cases = casesOf(facts).filter((c) => groups.length === 0 || groups.includes(c.group));
  const documents = Object.fromEntries(
    await Promise.all(Object.entries(DOCUMENTS).map(async ([key, name]) => [key, await webGraphqlDocument(name)])),
  ) as Record<DocumentKey, string>;

  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  const tokens: Record<Profile, string> = {
    admin: await signToken(await userTokenPayload(pool, 'admin', 'admin'), config),
    logistics: await signToken(await userTokenPayload(pool, 'logistica', 'logistica'), config),
    supplier: await signToken(await benchSupplierTokenPayload(pool, facts.order.supplierId), config),
  };
  const { rows: size } = await pool.query(
    `select version() as version, (select count(*) from orders)::int as orders,
            (select count(*) from suppliers)::int as suppliers, (select count(*) from subcontractors)::int as subcontractors,
            (select count(*) from provider_subcontractors)::int as links,
            (select count(*) from subcontractor_invoices)::int as invoices,
            (select count(*) from order_sample_concessions)::int as concessions`,
  );
  const { version, ...counts } = size[0] as Record<string, unknown>;
  console.log(
    `node ${process.version}; ${String(version).split(' on ')[0]}; data ${JSON.stringify(counts)}; ` +
      `${iterations} runs after ${warmup} warm-up runs per case, one request at a time; server in its own process; ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );

  const server = await forkBenchServer(url, secret);
  const slow: { name: string; text: string; plan: string }[] = [];
  try {
    console.log('\n| Case | rows | KiB | p50 ms | p95 ms | max ms | DB ms (slowest statement) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const c of cases) {
      const call = callOf(server, tokens[c.profile], documents[c.document], c.variables);
      const { rows, bytes } = await call();
      const p = percentiles(await timedRuns(call, warmup, iterations));
      const statement = await explainSlowest(pool, server.captureQueries, call);
      const over = p.p95 > P95_TARGET_MS;
      const who = c.profile === 'admin' ? '' : ` [${c.profile}]`;
      console.log(
        `| ${c.name}${who} | ${rows} | ${(bytes / 1024).toFixed(1)} | ${fixed(p.p50)} | ${fixed(p.p95)}` +
          `${over ? ' **over target**' : ''} | ${fixed(p.max)} | ${statement ? fixed(statement.ms) : '-'} |`,
      );
      if (statement && (over || allPlans)) slow.push({ name: c.name, text: statement.text, plan: statement.plan });
    }
  } finally {
    await server.close();
    await pool.end();
  }
  for (const s of slow) console.log(`\n### ${s.name}: slowest statement\n${s.text}\n${s.plan}`);
}

runScript(main);
