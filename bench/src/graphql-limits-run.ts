/**
 * Abusive requests against the real app (issue 12): how fast each is refused, and how a health check polled
 * every 20 ms fares meanwhile. The app runs in this process, as one server process would, over the demo data
 * (a fresh PGlite folder, or DATABASE_URL, a database of its own that the script fills when empty). The clients
 * run in the same process too, so their own work (a 5 MiB body to send) shows in the times and the RSS.
 *
 *   npm run bench:graphql-limits -w bench [-- --iterations 30]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app';
import { syncReferenceData } from '../../apps/server/src/db/reference-data';
import { DEMO_PASSWORD, hasDemoData, seedDemoData } from '../../apps/server/src/db/seed/index';
import { openDatabase } from '../../apps/server/src/platform/database';
import { webGraphqlDocuments } from '../../apps/server/test/support/web-graphql-documents';
import { option, percentiles, runScript } from './bench-setup';
import { benchConfig } from './scheduling-server';

const iterations = Number(option(process.argv.slice(2), '--iterations') ?? 30);

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-gql-bench-'));
  const config = benchConfig(url, randomBytes(32).toString('hex'));
  const database = openDatabase({ url, dataDir });
  await database.migrate();
  await syncReferenceData(database.db);
  if (!(await hasDemoData(database.db))) await seedDemoData(database.db);
  const app = await buildApp({ config, database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', senha: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bigBody = 'x'.repeat(5 * 1024 * 1024);
  const listOrders = (await webGraphqlDocuments()).find((d) => d.name.endsWith(':LIST_ORDERS'))!.source;
  const graphql = (body: { query: string; variables?: Record<string, unknown> }) =>
    fetch(`${base}/api/graphql`, { method: 'POST', headers: auth, body: JSON.stringify(body) });

  const cases: { name: string; send: () => Promise<Response> }[] = [
    {
      name: "the web app's order page (40), for comparison",
      send: () => graphql({ query: listOrders, variables: { pagina: 0, max: 40 } }),
    },
    {
      name: '1,000 aliases of listarPedidos(max: 1000)',
      send: () => graphql({ query: aliases(1000, 'listarPedidos(pagina: 0, max: 1000) { id }') }),
    },
    {
      name: '16 aliases of listarPedidos(max: 40)',
      send: () => graphql({ query: aliases(16, 'listarPedidos(pagina: 0, max: 40) { id }') }),
    },
    {
      name: "listarPedidos(max: 1000) with the web's fields",
      send: () => graphql({ query: listOrders.replace('max: $max', 'max: 1000'), variables: { pagina: 0 } }),
    },
    {
      name: 'anonymous 5 MiB body',
      send: () =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bigBody,
        }),
    },
  ];

  console.log(
    `node ${process.version}; ${iterations} requests per case, one at a time; /api/health polled every 20 ms meanwhile\n`,
  );
  console.log('| Request | status | p50 ms | p95 ms | max ms | health p95 ms | health max ms | RSS growth MiB |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const c of cases) {
      await c.send().then((r) => r.arrayBuffer()); // warm-up
      const health: number[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const started = performance.now();
          await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
          health.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < iterations; i++) {
        const started = performance.now();
        const response = await c.send();
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.add(response.status);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }
      polling = false;
      await poller;
      const [request, healthCheck] = [percentiles(times), percentiles(health)];
      const cells = [
        c.name,
        [...statuses].join(', '),
        request.p50.toFixed(1),
        request.p95.toFixed(1),
        request.max.toFixed(1),
        healthCheck.p95.toFixed(1),
        healthCheck.max.toFixed(1),
        ((rssPeak - rssBefore) / 1024 / 1024).toFixed(1),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
  } finally {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
