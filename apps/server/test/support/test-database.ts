import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/platform/database';
import { madeBeforeAll } from './made-before-all';

/** What global-setup.ts prepared once for the whole run (passed to the workers with provide/inject). */
export type TestDatabaseInfo =
  | {
      kind: 'pglite';
      /** Uncompressed tar of a PGlite data folder: migrated, reference data and demo data. */
      seededDump: string;
      /** The same without demo data. */
      emptyDump: string;
      /** The "today" the demo data was generated for (YYYY-MM-DD, São Paulo). */
      today: string;
    }
  | {
      kind: 'postgres';
      /** A database of the server to connect to for CREATE and DROP DATABASE. */
      adminUrl: string;
      seededTemplate: string;
      emptyTemplate: string;
      /** Every clone's name starts with this, so the teardown can drop leftovers. */
      clonePrefix: string;
      today: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The date the shared demo data was generated for. */
export function testToday(): string {
  return inject('testDatabase').today;
}

/** A private copy of the migrated, reference-synced and seeded database. Close it at the end of the file. */
export function createTestDatabase(): Promise<Database> {
  return cloneDatabase('seeded');
}

/** A private copy with the schema and reference data (companies, profiles, permissions, calendar) only. */
export function createEmptyTestDatabase(): Promise<Database> {
  return cloneDatabase('empty');
}

/** A private copy, seeded or (empty) with the reference data only. */
export function openTestDatabase(options: { empty?: boolean } = {}): Promise<Database> {
  return options.empty ? createEmptyTestDatabase() : createTestDatabase();
}

/** The test file's (or describe block's) own database, without an app: opened before its tests, closed after them. */
export function useTestDatabase(options: { empty?: boolean } = {}): Database {
  let made: Database | undefined;
  const database = madeBeforeAll('the test database', async () => (made = await openTestDatabase(options)));
  afterAll(async () => {
    await made?.close();
  });
  return database;
}

async function cloneDatabase(variant: 'seeded' | 'empty'): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const bytes = await dumpBytes(variant === 'seeded' ? info.seededDump : info.emptyDump);
    // A plain tar (see global-setup). Were it gzip, the type would have to be application/x-gzip
    // or PGlite waits forever.
    const pglite = new PGlite({
      loadDataDir: new Blob([bytes], { type: 'application/x-tar' }),
      extensions: PGLITE_EXTENSIONS,
    });
    await pglite.waitReady;
    return openDatabase({ pglite });
  }
  return clonePostgres(info, variant === 'seeded' ? info.seededTemplate : info.emptyTemplate);
}

const dumps = new Map<string, Promise<Uint8Array>>();

/** Read once per worker: every test file of the worker clones from the same bytes. */
function dumpBytes(path: string): Promise<Uint8Array> {
  let bytes = dumps.get(path);
  if (!bytes) {
    bytes = readFile(path).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    dumps.set(path, bytes);
  }
  return bytes;
}

/** Replaces the database name in a postgres:// URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

let cloneCounter = 0;

async function clonePostgres(
  info: Extract<TestDatabaseInfo, { kind: 'postgres' }>,
  template: string,
): Promise<Database> {
  const name = `${info.clonePrefix}${process.pid}_${++cloneCounter}_${randomBytes(3).toString('hex')}`;
  await withAdmin(info.adminUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        // 55006: another session touches the template; clones made in parallel can meet this briefly
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  const database = openDatabase({ url: withDatabase(info.adminUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(info.adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
