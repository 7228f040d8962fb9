#!/usr/bin/env node
// Small PostgreSQL helper for npm test (scripts/test.mjs), so no psql client is needed:
//   node scripts/pg-db.mjs ready            exit 0 when a server answers
//   node scripts/pg-db.mjs create <name>    create an empty database
//   node scripts/pg-db.mjs drop <name>      drop it (disconnecting its sessions)
// The admin connection is PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres (trust auth).
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, name] = process.argv.slice(2);

function quoteIdent(value) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value ?? '')) throw new Error(`invalid database name: ${value}`);
  return `"${value}"`;
}

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  switch (command) {
    case 'ready':
      await client.query('select 1');
      break;
    case 'create':
      await client.query(`create database ${quoteIdent(name)}`);
      break;
    case 'drop':
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      break;
    default:
      throw new Error(`usage: pg-db.mjs ready | create <name> | drop <name>`);
  }
} catch (error) {
  if (command !== 'ready') console.error(`[pg-db] ${command} failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
