import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { syncReferenceData } from '../../src/db/reference-data';
import { seedDemoData } from '../../src/db/seed/index';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/platform/database';
import { TEST_TODAY } from './test-clock';
import { withDatabase, type TestDatabaseInfo } from './test-database';

/**
 * Builds the test database once per run (a fresh PGlite costs seconds, the seed a few more):
 * migrated, reference-synced and seeded, plus an "empty" variant without demo data. Each test
 * file then clones one. With DATABASE_URL the copies are PostgreSQL template databases,
 * otherwise tar dumps of a PGlite data folder in the temp directory.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const today = TEST_TODAY;
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const info = await preparePostgres(url, tag, today).catch(async (error: unknown) => {
      await dropRunDatabases(await adminUrlFor(url), tag).catch(() => undefined);
      throw error;
    });
    project.provide('testDatabase', info);
    return () => dropRunDatabases(info.adminUrl, tag);
  }
  const info = await preparePglite(tag, today);
  project.provide('testDatabase', info);
  return async () => {
    await rm(info.seededDump, { force: true });
    await rm(info.emptyDump, { force: true });
  };
}

async function preparePglite(tag: string, today: string): Promise<Extract<TestDatabaseInfo, { kind: 'pglite' }>> {
  await removeStaleDumps();
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = openDatabase({ pglite });
  const emptyDump = join(tmpdir(), `portal-test-${tag}-empty.tar`);
  const seededDump = join(tmpdir(), `portal-test-${tag}-seeded.tar`);
  // uncompressed: a clone then starts in about half the time of a gzip one (no gunzip in JavaScript)
  const dumpTo = async (path: string) =>
    writeFile(path, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  try {
    await database.migrate();
    await syncReferenceData(database.db, { today });
    await dumpTo(emptyDump);
    await seedDemoData(database.db, { today });
    await dumpTo(seededDump);
  } finally {
    await database.close();
  }
  return { kind: 'pglite', seededDump, emptyDump, today };
}

/** Connects to the URL's own database, or to "postgres" when that one does not exist yet. */
async function adminUrlFor(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    return withDatabase(url, 'postgres');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function preparePostgres(
  url: string,
  tag: string,
  today: string,
): Promise<Extract<TestDatabaseInfo, { kind: 'postgres' }>> {
  const adminUrl = await adminUrlFor(url);
  await dropStaleDatabases(adminUrl);
  const emptyTemplate = `portal_tple_${tag}`;
  const seededTemplate = `portal_tpl_${tag}`;
  await adminQuery(adminUrl, `create database "${seededTemplate}"`);
  // a template must have no open connection when it is copied, hence the close before each copy
  await withDatabaseOpen(withDatabase(adminUrl, seededTemplate), async (database) => {
    await database.migrate();
    await syncReferenceData(database.db, { today });
  });
  await adminQuery(adminUrl, `create database "${emptyTemplate}" template "${seededTemplate}"`);
  await withDatabaseOpen(withDatabase(adminUrl, seededTemplate), (database) => seedDemoData(database.db, { today }));
  return { kind: 'postgres', adminUrl, seededTemplate, emptyTemplate, clonePrefix: `portal_t_${tag}_`, today };
}

async function withDatabaseOpen<T>(url: string, run: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase({ url });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function dropRunDatabases(adminUrl: string, tag: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database where datname like 'portal\\_%' and datname like '%${tag}%'`,
  );
  for (const row of rows as { datname: string }[])
    await adminQuery(adminUrl, `drop database if exists "${row.datname}" with (force)`);
}

/** Databases left by runs that were killed: their process is gone and they are over an hour old. */
async function dropStaleDatabases(adminUrl: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database where datname ~ '^portal_(tpl|tple|t)_[0-9]+_[0-9a-z]+'`,
  );
  for (const { datname } of rows as { datname: string }[]) {
    const match = /^portal_(?:tpl|tple|t)_(\d+)_([0-9a-z]+)/.exec(datname);
    if (!match) continue;
    const pid = Number(match[1]);
    const startedAt = parseInt(match[2]!, 36);
    if (Date.now() - startedAt < 3_600_000 || isAlive(pid)) continue;
    await adminQuery(adminUrl, `drop database if exists "${datname}" with (force)`);
  }
}

/** Dumps left in the temp directory by runs that were killed (about 120 MB each run). */
async function removeStaleDumps(): Promise<void> {
  for (const file of await readdir(tmpdir())) {
    const match = /^portal-test-(\d+)_[0-9a-z]+-(?:empty|seeded)\.tar$/.exec(file);
    if (match && !isAlive(Number(match[1]))) await rm(join(tmpdir(), file), { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
