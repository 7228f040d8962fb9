import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/database';

export interface DatabaseWaiter {
  /** Resolves once another caller waits on the database behind the transaction the test holds open. */
  waiting: Promise<void>;
  stop(): void;
}

/**
 * Orders a race by an event instead of a sleep: start it while the test holds a transaction open, start the
 * contending request, then await `waiting` before committing.
 * - PostgreSQL: a backend of this database waits for a lock (pg_locks, not granted), e.g. an update on a unique
 *   index whose key the open transaction took.
 * - PGlite: its one connection runs one transaction at a time, so any query or transaction from outside the open
 *   one waits for it; the event is that call arriving.
 */
export function watchForWaiter(database: Database): DatabaseWaiter {
  let stopped = false;
  let restore = () => undefined as void;
  let arrived = () => undefined as void;
  let failed: (error: unknown) => void = () => undefined;
  const waiting = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    failed = reject;
  });

  if (database.kind === 'pglite') {
    // drizzle's PGlite session runs statements outside a transaction through query() and opens one through
    // transaction(); statements inside the open transaction go through its own handle, not these
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { query, exec, transaction } = client;
    const signal = <F extends (...args: never[]) => unknown>(original: F): F =>
      ((...args: Parameters<F>) => {
        arrived();
        return original.apply(client, args);
      }) as F;
    client.query = signal(query);
    client.exec = signal(exec);
    client.transaction = signal(transaction);
    restore = () => {
      client.query = query;
      client.exec = exec;
      client.transaction = transaction;
    };
  } else {
    void (async () => {
      while (!stopped) {
        const result = (await database.db.execute(sql`
          select count(*)::int as waiting
            from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`)) as unknown as { rows: { waiting: number }[] };
        if ((result.rows[0]?.waiting ?? 0) > 0) return arrived();
        // polling pg_locks: there is no notification for a backend that starts to wait
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })().catch(failed);
  }
  waiting.then(restore, restore);
  return {
    waiting,
    stop() {
      stopped = true;
      restore();
    },
  };
}
