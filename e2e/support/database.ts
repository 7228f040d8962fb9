import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface RunDatabase {
  name: string;
  url: string;
  adminUrl: string;
}

/** Creates an empty database for this run on the PostgreSQL server that DATABASE_URL points at. */
export async function createRunDatabase(databaseUrl: string): Promise<RunDatabase> {
  const name = `portal_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = new URL(databaseUrl);
  const adminUrl = url.toString();
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return { name, url: url.toString(), adminUrl };
}

export async function dropRunDatabase(db: RunDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: db.adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${db.name}" with (force)`);
  } finally {
    await client.end();
  }
}
