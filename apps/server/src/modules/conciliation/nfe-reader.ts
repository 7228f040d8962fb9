import { availableParallelism } from 'node:os';
import { WorkerPool } from '../../platform/worker-pool';
import { readNfe, type NfeDocument } from './nfe-xml';

/**
 * readNfe off the event loop (issue 13): a 990-item invoice takes 25-45 ms to read, during which every other
 * request would wait. The pool is shared by the apps of the process (tests build several): each app opens it
 * when its conciliation area is registered and releases it on close; the last release stops the threads.
 * With no app open, or NFE_READER_THREADS=0, the invoice is read in the event loop as before.
 */

/** One thread on 2 cores (the other serves requests), at most 2 threads beyond. */
export function defaultNfeReaderThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** The young generation of a reader thread (V8's default is about 16-32 MB). */
const NFE_READER_YOUNG_GENERATION_MB = 96;

let pool: WorkerPool<Uint8Array, NfeDocument> | null = null;
let openCount = 0;

/**
 * Opens the shared reader with at most `threads` threads (0: in the event loop; undefined: the default) and returns
 * its release. warm: start the threads now (the server), rather than on the first invoice (tests build many apps).
 */
export function openNfeReader(threads: number | undefined, options: { warm?: boolean } = {}): () => Promise<void> {
  openCount++;
  const size = threads ?? defaultNfeReaderThreads();
  if (size > 0 && pool === null) {
    pool = new WorkerPool({
      entry: new URL('./nfe-xml.worker.ts', import.meta.url),
      size,
      name: 'nfe-reader',
      // a read allocates some 50 MB that dies with it: a young generation that holds it spares the copying
      // collections (p50 26 → 21 ms, p95 45 → 23 ms for 990 items, docs/performance.md)
      resourceLimits: { maxYoungGenerationSizeMb: NFE_READER_YOUNG_GENERATION_MB },
      // reading an upload gives way to other users' requests on a busy machine (none to give way to when idle)
      niceness: 10,
    });
  }
  // a thread takes about a second to load its modules through tsx: started with the server, not on the first upload
  if (options.warm === true) pool?.warm();
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    openCount--;
    if (openCount > 0 || pool === null) return;
    const closing = pool;
    pool = null;
    await closing.close();
  };
}

/** readNfe in a worker thread when the reader is open; the same answer and the same AppError refusals. */
export async function readNfeInWorker(buffer: Buffer): Promise<NfeDocument> {
  if (pool === null) return readNfe(buffer);
  return pool.run(buffer);
}
