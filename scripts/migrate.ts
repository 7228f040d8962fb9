// Applies the database migrations and syncs the reference data (companies, profiles, permissions,
// commercial calendar), then exits. Seeds nothing. For deployments that run migrations once as a
// release step before starting (or scaling) the server instances:
//   DATABASE_URL=postgres://… npx tsx scripts/migrate.ts
// Without DATABASE_URL it migrates the PGlite folder DATA_DIR (default ./data).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { syncReferenceData } from '../apps/server/src/db/reference-data';
import { openDatabase } from '../apps/server/src/platform/database';

const url = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
if (!url) mkdirSync(dataDir, { recursive: true });

const database = openDatabase({ url, dataDir: url ? undefined : dataDir });
const started = Date.now();
try {
  await database.migrate();
  await syncReferenceData(database.db);
  console.log(`[migrate] ${database.kind}: migrations applied and reference data synced in ${Date.now() - started} ms`);
} catch (error) {
  console.error('[migrate] failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
