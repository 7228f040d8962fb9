import type { FastifyInstance } from 'fastify';
import { ConcurrencyLimit } from '../../platform/concurrency-limit';
import { defaultNfeReaderThreads } from './nfe-reader';

/**
 * How many NF-e uploads (the commercial step: decoding, reading, checking and writing a 1 MB invoice) one server
 * runs at once (issue 13). Ten suppliers uploading 990-item invoices back to back would otherwise hold both cores
 * and every other user's short request would queue behind them (the order list's p95 grew 12-fold); uploads beyond
 * the limit wait their turn instead, and while they queue each rests a share of the last one's duration before it
 * starts. A lone upload neither waits nor rests. RECONCILE_MAX_UPLOADS and RECONCILE_UPLOAD_REST set it
 * (docs/performance.md, Conciliation). One limit per app (its HTTP server), as each process has its own cores.
 */

/** As many uploads as reader threads: one on 2 cores. */
export const defaultUploadPlaces = defaultNfeReaderThreads;
/**
 * A queued upload waits twice the previous one's duration: under ten uploaders at once the others' requests get
 * two thirds of the time (their p95 1.1-1.6x idle against 2.0-2.4x at 0.5, docs/performance.md), while a lone
 * upload never waits.
 */
export const DEFAULT_UPLOAD_REST = 2;

const limits = new WeakMap<object, ConcurrencyLimit>();

/** Sets the app's limit (when its conciliation area is registered). */
export function openUploadLimit(app: FastifyInstance, places: number | undefined, rest: number | undefined): void {
  limits.set(app.server, new ConcurrencyLimit(places ?? defaultUploadPlaces(), rest ?? DEFAULT_UPLOAD_REST));
}

/** Runs one upload on the app when a place is free (at once on an app without a limit). */
export function withUploadPlace<T>(app: FastifyInstance, upload: () => Promise<T>): Promise<T> {
  const limit = limits.get(app.server);
  return limit ? limit.run(upload) : upload();
}
