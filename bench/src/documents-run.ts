/**
 * Issue 16's lists at the 1M-order scale ("Speed": each new list's first page p95 ≤ 30 ms, each 10,000-row CSV
 * streamed in ≤ 1 s with flat memory, on PostgreSQL): the HTTP round trip of each list's first page, unfiltered and
 * with each filter alone, one request at a time, as the web app asks it; then each list's CSV of 10,000 rows,
 * its time to the last byte and the server's resident memory while it streams. The server runs in a process of its
 * own (scheduling-server.ts) over portal_bench, filled by generate.ts then documents-generate.ts. Beside each list
 * case, the database's own time: EXPLAIN ANALYZE of the slowest statement the request sent.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npx tsx bench/src/documents-run.ts \
 *     [--iterations 200] [--warmup 10] [--csv-runs 5] [--plans] [origin-certificates]
 *
 * The cases are a table (listCases, csvCases) by group: origin-certificates (REST), sustainability and declarations
 * (GraphQL lists: a case names the web's document, as compliance-run.ts does; their CSVs are REST).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  DECLARATION_EXPORT_MAX,
  ORIGIN_CERTIFICATE_CSV_MAX_ROWS,
  ORIGIN_CERTIFICATE_PAGE_SIZE,
  SUSTAINABILITY_REPORT_MAX,
} from '@portal/domain';
import pg from 'pg';
import { signToken } from '../../apps/server/src/platform/auth';
import { webGraphqlDocument } from '../../apps/server/test/support/web-graphql-documents';
import { BENCH_BIG_SUPPLIER_ID, BENCH_ORDER_ID_BASE, DEFAULT_BENCH_URL } from './bench-data';
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
import { benchConfig } from './scheduling-server';

const P95_TARGET_MS = 30;
const CSV_TARGET_MS = 1000;

const args = process.argv.slice(2);
const iterations = Number(option(args, '--iterations') ?? 200);
const warmup = Number(option(args, '--warmup') ?? 10);
const csvRuns = Number(option(args, '--csv-runs') ?? 5);
const allPlans = args.includes('--plans');
const groups = positionalArgs(args, ['--iterations', '--warmup', '--csv-runs']);

/**
 * The users: an Admin (every row), a logistics user (its CD's rows), a Renner Usuario (company 1: 70% of the orders),
 * the big bench supplier and a small one. The sustainability and declaration lists are Admin, Renner Usuario and
 * Logistica's (a supplier, a Youcom or Camicado Usuario is refused them): there a supplier is a filter, not a user.
 */
type Profile = 'admin' | 'logistics' | 'company' | 'supplier' | 'smallSupplier';
type Group = 'origin-certificates' | 'sustainability' | 'declarations';

/** The web app's documents, by module and constant (apps/web/src/features/…). */
const DOCUMENTS = {
  sustainability: 'features/sustainability/api/list-certificates.ts:LIST_CERTIFICATES_QUERY',
  declarations: 'features/declarations/api/list-declarations.ts:DECLARATION_LIST_QUERY',
} as const;
type DocumentKey = keyof typeof DOCUMENTS;

/** One request of a list as the web app sends it: a REST GET (path and query) or a GraphQL document and variables. */
type ListCase = { group: Group; name: string; profile: Profile } & (
  | { path: string; query: Record<string, string | number> }
  | { document: DocumentKey; variables: Record<string, unknown> }
);

/** One CSV export: its path and the filters that make it reach 10,000 rows. */
interface CsvCase {
  group: Group;
  name: string;
  profile: Profile;
  path: string;
  query: Record<string, string | number>;
}

/** The data set's values the cases filter by, taken from the data so that every filter finds rows. */
interface Facts {
  certificate: { code: string; orderId: number; supplierId: number };
  /** a supplier with few orders (its certificates are few and old: the list must not walk everyone's) */
  smallSupplier: { id: number; orders: number };
  /** a month of order issue days and of certificate updates, in the middle of the data */
  month: { from: string; to: string };
  updateMonth: { from: string; to: string };
  /** the first whole month and year of order issue days (certificates follow their orders: the oldest) */
  firstMonth: { from: string; to: string };
  firstYear: { from: string; to: string };
  /** the quarter of order days that holds `month` */
  quarter: { from: string; to: string };
  /** the big bench supplier's name and a small supplier's (the sustainability and declaration lists' provider filter) */
  bigSupplierName: string;
  smallSupplierName: string;
  sustainability: { orderId: number; createdMonth: { from: string; to: string }; big: number; small: number };
  declarations: { orderId: number; createdMonth: { from: string; to: string }; big: number; small: number };
}

async function one<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await pool.query(text, values);
  if (!rows[0]) throw new Error(`no row for ${text}: run bench/src/documents-generate.ts first`);
  return rows[0] as T;
}

async function factsOf(pool: pg.Pool): Promise<Facts> {
  return {
    certificate: await one(
      pool,
      `select code, order_id::int as "orderId", supplier_id as "supplierId" from origin_certificates
        where supplier_id = $1 and order_id >= $2 order by id limit 1 offset 10`,
      [BENCH_BIG_SUPPLIER_ID, BENCH_ORDER_ID_BASE],
    ),
    smallSupplier: await one(
      pool,
      `select supplier_id as id, count(*)::int as orders from orders where id >= $1
        group by 1 having count(*) >= 20 order by 2, 1 limit 1`,
      [BENCH_ORDER_ID_BASE],
    ),
    month: await one(
      pool,
      `select to_char(d, 'YYYY-MM-DD') as from, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as to
         from (select date_trunc('month', percentile_disc(0.5) within group (order by issued_at)) as d
                 from orders where id >= $1) m`,
      [BENCH_ORDER_ID_BASE],
    ),
    updateMonth: await one(
      pool,
      `select to_char(d, 'YYYY-MM-DD') as from, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as to
         from (select date_trunc('month', percentile_disc(0.5) within group (order by updated_at)) as d
                 from origin_certificates) m`,
    ),
    ...(await one<Pick<Facts, 'firstMonth' | 'firstYear' | 'quarter'>>(
      pool,
      `select json_build_object('from', to_char(m, 'YYYY-MM-DD'),
                                'to', to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD')) as "firstMonth",
              json_build_object('from', to_char(y, 'YYYY-MM-DD'),
                                'to', to_char(y + interval '1 year' - interval '1 day', 'YYYY-MM-DD')) as "firstYear",
              json_build_object('from', to_char(q, 'YYYY-MM-DD'),
                                'to', to_char(q + interval '3 months' - interval '1 day', 'YYYY-MM-DD')) as quarter
         from (select date_trunc('month', min(issued_at) + interval '1 month' - interval '1 day') as m,
                      date_trunc('year', min(issued_at) + interval '1 year' - interval '1 day') as y,
                      date_trunc('quarter', percentile_disc(0.5) within group (order by issued_at)) as q
                 from orders where id >= $1) d`,
      [BENCH_ORDER_ID_BASE],
    )),
    ...(await one<Pick<Facts, 'bigSupplierName' | 'smallSupplierName'>>(
      pool,
      `select (select name from suppliers where id = $1) as "bigSupplierName",
              (select s.name from suppliers s where s.id = (select supplier_id from orders where id >= $2
                 group by 1 having count(*) >= 20 order by count(*), 1 limit 1)) as "smallSupplierName"`,
      [BENCH_BIG_SUPPLIER_ID, BENCH_ORDER_ID_BASE],
    )),
    sustainability: await documentFacts(pool, 'sustainability_certificates'),
    declarations: await documentFacts(pool, 'producer_declarations'),
  };
}

/** A bench order's document (the order filter), the month in the middle of the uploads, the suppliers' counts. */
async function documentFacts(pool: pg.Pool, table: string): Promise<Facts['sustainability']> {
  return one(
    pool,
    `select (select order_id::int from ${table} where supplier_id = $1 and order_id >= $2 order by id limit 1 offset 10)
              as "orderId",
            (select json_build_object('from', to_char(d, 'YYYY-MM-DD'),
                      'to', to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD'))
               from (select date_trunc('month', percentile_disc(0.5) within group (order by created_at)) as d
                       from ${table}) m) as "createdMonth",
            (select count(*)::int from ${table} where supplier_id = $1) as big,
            (select count(*)::int from ${table} where supplier_id = (select supplier_id from orders where id >= $2
               group by 1 having count(*) >= 20 order by count(*), 1 limit 1)) as small`,
    [BENCH_BIG_SUPPLIER_ID, BENCH_ORDER_ID_BASE],
  );
}

const ORIGIN = '/api/certificado-origem';

/** The lists' cases: the lead adds the sustainability and declaration lists' here (their group and path). */
function listCases(f: Facts): ListCase[] {
  const origin = (name: string, query: Record<string, string | number>, profile: Profile = 'admin'): ListCase => ({
    group: 'origin-certificates',
    name: `GET /certificado-origem: ${name}`,
    profile,
    path: ORIGIN,
    query: { currentPage: 1, perPage: ORIGIN_CERTIFICATE_PAGE_SIZE, ...query },
  });
  return [
    origin('no filter', {}),
    origin('code (contains, one)', { codigo: f.certificate.code.slice(4) }),
    origin('code (contains, its number)', { codigo: f.certificate.code.slice(-6) }),
    origin('code (contains, an agreement: many)', { codigo: 'ACE35' }),
    origin('code (2 characters, found nowhere)', { codigo: 'zz' }),
    origin('order', { pedido: f.certificate.orderId }),
    origin(`order days (${f.month.from} .. ${f.month.to})`, {
      dtPedidoInicial: f.month.from,
      dtPedidoFinal: f.month.to,
    }),
    origin(`order days, the first month (${f.firstMonth.from} .. ${f.firstMonth.to})`, {
      dtPedidoInicial: f.firstMonth.from,
      dtPedidoFinal: f.firstMonth.to,
    }),
    origin(`order days, a quarter (${f.quarter.from} .. ${f.quarter.to})`, {
      dtPedidoInicial: f.quarter.from,
      dtPedidoFinal: f.quarter.to,
    }),
    origin(`order days, the first year (${f.firstYear.from} .. ${f.firstYear.to})`, {
      dtPedidoInicial: f.firstYear.from,
      dtPedidoFinal: f.firstYear.to,
    }),
    origin(`order days up to ${f.firstMonth.to} (no start)`, { dtPedidoFinal: f.firstMonth.to }),
    origin(`update days (${f.updateMonth.from} .. ${f.updateMonth.to})`, {
      dtAtualizacaoInicial: f.updateMonth.from,
      dtAtualizacaoFinal: f.updateMonth.to,
    }),
    origin('page 50', { currentPage: 50 }),
    origin('supplier (the big one), no filter', {}, 'supplier'),
    origin(`a small supplier (${f.smallSupplier.orders} orders), no filter`, {}, 'smallSupplier'),
    origin('logistics user (its CD), no filter', {}, 'logistics'),
    ...sustainabilityCases(f),
    ...declarationCases(f),
  ];
}

type Range = { from: string; to: string };

/** The ranges of order days every list offers (from the facts): a month, the first month, a quarter, the first year. */
function orderDayRanges(f: Facts): [string, Range][] {
  return [
    [`order days (${f.month.from} .. ${f.month.to})`, f.month],
    [`order days, the first month (${f.firstMonth.from} .. ${f.firstMonth.to})`, f.firstMonth],
    [`order days, a quarter (${f.quarter.from} .. ${f.quarter.to})`, f.quarter],
    [`order days, the first year (${f.firstYear.from} .. ${f.firstYear.to})`, f.firstYear],
  ];
}

/** listarSustentabilidadeAuditoriaFiltrada(filtro, pagina): pages of 20 from 0, as useCertificateList asks. */
function sustainabilityCases(f: Facts): ListCase[] {
  const list = (name: string, filtro: Record<string, unknown>, profile: Profile = 'admin', pagina = 0): ListCase => ({
    group: 'sustainability',
    name: `listarSustentabilidadeAuditoriaFiltrada: ${name}`,
    profile,
    document: 'sustainability',
    variables: { filtro, pagina },
  });
  const s = f.sustainability;
  return [
    list('no filter', {}),
    list(`provider: the big supplier's code (${s.big} certificates)`, { fornecedor: String(BENCH_BIG_SUPPLIER_ID) }),
    list(`provider: the big supplier's name`, { fornecedor: f.bigSupplierName }),
    list(`provider: a small supplier's name (${s.small} certificates)`, { fornecedor: f.smallSupplierName }),
    list(`provider: 'vale' (many suppliers)`, { fornecedor: 'vale' }),
    list('order', { numeroPedido: s.orderId }),
    list('type 2 (other attributes)', { tipoCertificado: 2 }),
    list('status 2 (rejected)', { statusAuditoria: 2 }),
    list(`creation days (${s.createdMonth.from} .. ${s.createdMonth.to})`, {
      dataCriacaoInicial: s.createdMonth.from,
      dataCriacaoFinal: s.createdMonth.to,
    }),
    ...orderDayRanges(f).map(([name, r]) => list(name, { dataPedidoInicial: r.from, dataPedidoFinal: r.to })),
    list(`order days up to ${f.firstMonth.to} (no start)`, { dataPedidoFinal: f.firstMonth.to }),
    list('sorted by last change', { orderBy: 'dataModificacao' }),
    list('page 50', {}, 'admin', 49),
    list('logistics user (its CD), no filter', {}, 'logistics'),
    list('Renner Usuario (company 1), no filter', {}, 'company'),
    list(
      `Renner Usuario, order days (${f.month.from} .. ${f.month.to})`,
      { dataPedidoInicial: f.month.from, dataPedidoFinal: f.month.to },
      'company',
    ),
  ];
}

/** listarTodasFiltradas(filtro, pagina): pages of 20 from 0, as useDeclarationList asks (no max: the default 20). */
function declarationCases(f: Facts): ListCase[] {
  const list = (name: string, filtro: Record<string, unknown>, profile: Profile = 'admin', pagina = 0): ListCase => ({
    group: 'declarations',
    name: `listarTodasFiltradas: ${name}`,
    profile,
    document: 'declarations',
    variables: { filtro, pagina },
  });
  const d = f.declarations;
  return [
    list('no filter', {}),
    list(`provider: the big supplier's name (${d.big} declarations)`, { fornecedor: f.bigSupplierName }),
    list(`provider: a small supplier's name (${d.small} declarations)`, { fornecedor: f.smallSupplierName }),
    list(`provider: 'vale' (many suppliers)`, { fornecedor: 'vale' }),
    list('order', { pedido: d.orderId }),
    list('status 3 (rejected)', { status: 3 }),
    list(`registration days (${d.createdMonth.from} .. ${d.createdMonth.to})`, {
      dataCadastroInicial: d.createdMonth.from,
      dataCadastroFinal: d.createdMonth.to,
    }),
    ...orderDayRanges(f).map(([name, r]) => list(name, { dataPedidoInicial: r.from, dataPedidoFinal: r.to })),
    list(`order days up to ${f.firstMonth.to} (no start)`, { dataPedidoFinal: f.firstMonth.to }),
    list('sorted oldest first', { orderBy: 'cadastroAsc' }),
    list('sorted by order', { orderBy: 'pedidoAsc' }),
    list('sorted by validity', { orderBy: 'validadeAsc' }),
    list('page 50', {}, 'admin', 49),
    list('logistics user (its CD), no filter', {}, 'logistics'),
    list('Renner Usuario (company 1), no filter', {}, 'company'),
    list(
      `Renner Usuario, order days (${f.month.from} .. ${f.month.to})`,
      { dataPedidoInicial: f.month.from, dataPedidoFinal: f.month.to },
      'company',
    ),
  ];
}

/**
 * The CSV cases (up to 10,000 rows each; a case whose filters match fewer says so by its row count): the lead adds
 * the sustainability and declaration reports here.
 */
function csvCases(f: Facts): CsvCase[] {
  const origin = (name: string, query: Record<string, string | number>, profile: Profile = 'admin'): CsvCase => ({
    group: 'origin-certificates',
    name: `GET /certificado-origem/csv: ${name}`,
    profile,
    path: `${ORIGIN}/csv`,
    query,
  });
  return [
    origin('no filter', {}),
    origin(`order days, a quarter (${f.quarter.from} .. ${f.quarter.to})`, {
      dtPedidoInicial: f.quarter.from,
      dtPedidoFinal: f.quarter.to,
    }),
    origin(`order days, the first year (${f.firstYear.from} .. ${f.firstYear.to})`, {
      dtPedidoInicial: f.firstYear.from,
      dtPedidoFinal: f.firstYear.to,
    }),
    origin('code (contains, an agreement)', { codigo: 'ACE35' }),
    origin('the big supplier (all its certificates)', {}, 'supplier'),
    origin('logistics user (its CD)', {}, 'logistics'),
    ...documentCsvCases(f, 'sustainability', '/api/sustentabilidade/relatorio.csv', {
      provider: { fornecedor: String(BENCH_BIG_SUPPLIER_ID) },
      status: { statusAuditoria: 2 },
      orderFrom: 'dataPedidoInicial',
      orderTo: 'dataPedidoFinal',
    }),
    ...documentCsvCases(f, 'declarations', '/api/declaracao-produtor/relatorio.csv', {
      provider: { fornecedor: f.bigSupplierName },
      status: { status: 3 },
      orderFrom: 'dataPedidoInicial',
      orderTo: 'dataPedidoFinal',
    }),
  ];
}

/** The sustainability report's and the declarations' CSV cases: unfiltered, per filter, per user. */
function documentCsvCases(
  f: Facts,
  group: 'sustainability' | 'declarations',
  path: string,
  keys: { provider: Record<string, string>; status: Record<string, number>; orderFrom: string; orderTo: string },
): CsvCase[] {
  const csv = (name: string, query: Record<string, string | number>, profile: Profile = 'admin'): CsvCase => ({
    group,
    name: `GET ${path.replace('/api', '')}: ${name}`,
    profile,
    path,
    query,
  });
  return [
    csv('no filter', {}),
    csv(`order days, a quarter (${f.quarter.from} .. ${f.quarter.to})`, {
      [keys.orderFrom]: f.quarter.from,
      [keys.orderTo]: f.quarter.to,
    }),
    csv(`order days, the first year (${f.firstYear.from} .. ${f.firstYear.to})`, {
      [keys.orderFrom]: f.firstYear.from,
      [keys.orderTo]: f.firstYear.to,
    }),
    csv('status: rejected', keys.status),
    csv(`provider: the big supplier (${Object.values(keys.provider)[0]})`, keys.provider),
    csv('logistics user (its CD)', {}, 'logistics'),
    csv('Renner Usuario (company 1)', {}, 'company'),
  ];
}

function urlOf(server: ForkedServer, path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `${server.address}${path}${search ? `?${search}` : ''}`;
}

function listCall(server: ForkedServer, token: string, c: ListCase, documents: Record<DocumentKey, string>) {
  if ('document' in c) {
    const body = JSON.stringify({ query: documents[c.document], variables: c.variables });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    return async () => {
      const response = await fetch(`${server.address}/api/graphql`, { method: 'POST', headers, body });
      const text = await response.text();
      const answer = JSON.parse(text) as { data?: Record<string, { itens?: unknown[] } | null>; errors?: unknown };
      if (response.status !== 200 || answer.errors || !answer.data)
        throw new Error(`${response.status} ${text.slice(0, 300)}`);
      const itens = Object.values(answer.data)[0]?.itens;
      return { rows: Array.isArray(itens) ? itens.length : 0, bytes: text.length };
    };
  }
  const url = urlOf(server, c.path, c.query);
  const headers = { authorization: `Bearer ${token}` };
  return async () => {
    const response = await fetch(url, { headers });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 300)}`);
    const itens = (JSON.parse(text) as { itens?: unknown[] }).itens;
    return { rows: Array.isArray(itens) ? itens.length : 0, bytes: text.length };
  };
}

/** The child server's resident memory (MiB), from /proc. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One CSV read to its end: the time to the last byte, its lines, and the server's RSS sampled while it streamed. */
async function csvRun(server: ForkedServer, token: string, c: CsvCase) {
  const before = rssOf(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid!))), 10);
  const start = performance.now();
  try {
    const response = await fetch(urlOf(server, c.path, c.query), { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${response.status} ${(await response.text()).slice(0, 300)}`);
    let bytes = 0;
    let lines = 0;
    const first = { ms: 0 };
    for await (const chunk of response.body!) {
      if (bytes === 0) first.ms = performance.now() - start;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    return { ms: performance.now() - start, firstByteMs: first.ms, bytes, rows: lines - 1, before, peak };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.child.pid!));
  }
}

const fixed = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const facts = await factsOf(pool);
  const wanted = <C extends { group: Group }>(cases: C[]) =>
    cases.filter((c) => groups.length === 0 || groups.includes(c.group));
  const lists = wanted(listCases(facts));
  const csvs = wanted(csvCases(facts));
  const documents = Object.fromEntries(
    await Promise.all(Object.entries(DOCUMENTS).map(async ([key, name]) => [key, await webGraphqlDocument(name)])),
  ) as Record<DocumentKey, string>;

  const secret = randomBytes(32).toString('hex');
  const config = benchConfig(url, secret);
  const tokens: Record<Profile, string> = {
    admin: await signToken(await userTokenPayload(pool, 'admin', 'admin'), config),
    logistics: await signToken(await userTokenPayload(pool, 'logistica', 'logistica'), config),
    company: await signToken(await userTokenPayload(pool, 'usuario', 'usuario'), config),
    supplier: await signToken(await benchSupplierTokenPayload(pool, BENCH_BIG_SUPPLIER_ID), config),
    smallSupplier: await signToken(await benchSupplierTokenPayload(pool, facts.smallSupplier.id), config),
  };
  const { rows: size } = await pool.query(
    `select version() as version, (select count(*) from orders)::int as orders,
            (select count(*) from sustainability_certificates)::int as sustainability,
            (select count(*) from producer_declarations)::int as declarations,
            (select count(*) from norms)::int as norms,
            (select count(*) from origin_certificates)::int as origin_certificates`,
  );
  const { version, ...counts } = size[0] as Record<string, unknown>;
  console.log(
    `node ${process.version}; ${String(version).split(' on ')[0]}; data ${JSON.stringify(counts)}; ` +
      `${iterations} runs after ${warmup} warm-up runs per list case, ${csvRuns} per CSV, one request at a time; ` +
      `server in its own process; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );

  const server = await forkBenchServer(url, secret);
  const slow: { name: string; text: string; plan: string }[] = [];
  try {
    console.log('\n| Case | rows | KiB | p50 ms | p95 ms | max ms | DB ms (slowest statement) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const c of lists) {
      const call = listCall(server, tokens[c.profile], c, documents);
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

    console.log(
      `\n| CSV (up to ${Math.max(ORIGIN_CERTIFICATE_CSV_MAX_ROWS, SUSTAINABILITY_REPORT_MAX, DECLARATION_EXPORT_MAX).toLocaleString('en')} rows) | rows | KiB | first byte ms | ` +
        'p50 ms | max ms | server RSS before → peak MiB |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const c of csvs) {
      await csvRun(server, tokens[c.profile], c);
      const runs = [];
      for (let i = 0; i < csvRuns; i++) runs.push(await csvRun(server, tokens[c.profile], c));
      const p = percentiles(runs.map((r) => r.ms));
      const last = runs[runs.length - 1]!;
      const over = p.max > CSV_TARGET_MS;
      const who = c.profile === 'admin' ? '' : ` [${c.profile}]`;
      console.log(
        `| ${c.name}${who} | ${last.rows} | ${(last.bytes / 1024).toFixed(0)} | ${fixed(last.firstByteMs)} | ` +
          `${fixed(p.p50)} | ${fixed(p.max)}${over ? ' **over target**' : ''} | ` +
          `${Math.min(...runs.map((r) => r.before)).toFixed(0)} → ${Math.max(...runs.map((r) => r.peak)).toFixed(0)} |`,
      );
    }
  } finally {
    await server.close();
    await pool.end();
  }
  for (const s of slow) console.log(`\n### ${s.name}: slowest statement\n${s.text}\n${s.plan}`);
}

runScript(main);
