import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { syncReferenceData } from './db/reference-data';
import { DEMO_PASSWORD, DEMO_USERS, hasDemoData, seedDemoData } from './db/seed/index';
import { clock } from './platform/clock';
import { loadConfig, type Config } from './platform/config';
import { openDatabase } from './platform/database';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function demoTable(): string {
  const rows = DEMO_USERS.map((u) => [
    u.login,
    DEMO_PASSWORD,
    u.profileNames.replaceAll('NPFornec_', ''),
    u.description,
  ]);
  const header = ['login', 'senha', 'perfil', 'descrição'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(Math.min(w, 60)))), ...rows.map(line)].join('\n');
}

function banner(config: Config, url: string, demo: boolean, databaseKind: string): string {
  const lines = [
    '',
    '  Portal Fornecedor (Renner 001, Camicado 003, Youcom 004)',
    `  ${url}`,
    `  API docs: ${url}/api/docs${config.NODE_ENV !== 'production' ? `   GraphiQL: ${url}/api/graphiql` : ''}`,
    `  database: ${databaseKind}   environment: ${config.NODE_ENV}   corporate sign-in: ${config.OIDC_ISSUER ?? 'off'}`,
    ...(clock.isSet() ? [`  clock set by APP_NOW: today is ${clock.today()} (São Paulo)`] : []),
    '',
  ];
  if (demo)
    lines.push(
      '  Demo users (local sign-in):',
      '',
      ...demoTable()
        .split('\n')
        .map((l) => `  ${l}`),
      '',
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.APP_NOW) clock.set(config.APP_NOW);
  if (!config.DATABASE_URL) mkdirSync(path.resolve(config.DATA_DIR), { recursive: true });
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR),
  });
  await database.migrate();
  await syncReferenceData(database.db);

  const app = await buildApp({ config, database });

  // demo data only outside production, only once, and only when asked (SEED=auto is the default)
  let demo = false;
  if (config.NODE_ENV !== 'production') {
    demo = await hasDemoData(database.db);
    if (!demo && config.SEED === 'auto') {
      const summary = await seedDemoData(database.db);
      app.log.info({ summary }, 'demo data seeded');
      demo = true;
    }
  }

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  process.stdout.write(`${banner(config, `http://${host}:${port}`, demo, database.kind)}\n`);
}

main().catch((error: unknown) => {
  // before the logger exists, or when start-up fails: one clear line and a non-zero exit
  process.stderr.write(
    `Portal Fornecedor failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
