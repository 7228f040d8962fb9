import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services and repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The extensions the migrations create (pg_trgm: 0013), loaded by every PGlite instance that opens the schema. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A real PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir (or in memory for undefined). */
export function openDatabase(options: { url?: string; dataDir?: string; pglite?: PGlite }): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // an idle connection the server closes (restart, failover, a dropped test database) must not crash the
    // process: the pool discards it and the next query opens a new one
    pool.on('error', (error) => console.warn(`database: idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
