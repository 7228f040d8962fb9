import { sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema/index';
import type { DbOrTx } from './database';

/** What @fastify/rate-limit expects back from a store's incr: hits in the window and ms until it resets. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/** The part of the options @fastify/rate-limit gives a child store at run time (the route's, merged). */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface DatabaseStoreOptions {
  /** Real time (rate limits do not follow the app clock); tests may pass another. */
  now?: () => number;
  /** A failing counter lets the request through (skipOnError); this hears why. */
  onError?: (error: unknown) => void;
}

/** Expired counters are deleted at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;

/**
 * One hit: an atomic upsert that starts a new window when the stored one is over, so instances sharing the
 * database count together and two hits at once cannot both see the same count.
 */
export async function countHit(db: DbOrTx, key: string, timeWindowMs: number, now: number): Promise<RateLimitHit> {
  const at = new Date(now);
  const expired = sql`${rateLimitCounters.resetAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: new Date(now + timeWindowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('rate limit counter not returned');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now) };
}

function routePrefix(options: object): string {
  const { routeInfo } = options as RouteOptions;
  const method = routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${routeInfo?.url ?? ''}`;
}

/**
 * A store class for @fastify/rate-limit (its documented `store` option: constructed with the plugin's options,
 * `incr(key, callback, timeWindow, max)` and `child(routeOptions)` for routes with their own limit) keeping the
 * counters in table rate_limit_counters. Route limits get their own key prefix, as the in-memory store gives
 * each its own map.
 */
export function databaseRateLimitStore(db: DbOrTx, options: DatabaseStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  let nextPruneAt = 0;

  function prune(at: number): void {
    if (at < nextPruneAt) return;
    nextPruneAt = at + PRUNE_EVERY_MS;
    db.delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.resetAt} < ${new Date(at)}`)
      .then(undefined, onError);
  }

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(_pluginOptions?: unknown, prefix = '*') {
      this.prefix = prefix;
    }

    // the plugin passes the window (ms) after the callback, though its type declarations omit it
    incr(key: string, callback: (error: Error | null, hit?: RateLimitHit) => void, timeWindow = 60_000): void {
      const at = now();
      countHit(db, `${this.prefix}|${key}`, timeWindow, at).then(
        (hit) => {
          prune(at);
          callback(null, hit);
        },
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    // typed as the route's options; what arrives is the route's merged rate-limit options with routeInfo
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routePrefix(routeOptions));
    }
  };
}
