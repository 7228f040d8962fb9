import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { WorkerPool } from '../../platform/worker-pool';
import { checkInProcess, checkInThread, type InvoiceCheck, type InvoiceCheckTask } from './invoice-check';
import type { ComparedInvoice } from './invoice-rows';

/**
 * The invoice check off the event loop (issue 13): a 990-item invoice takes 25-45 ms to read and some more to
 * compare, during which every other request would wait; invoice-check.ts says how a check runs in a thread. The pool is shared by the apps of the process (tests build several): each app opens it
 * when its conciliation area is registered and releases it on close; the last release stops the threads.
 * With no app open, or NFE_READER_THREADS=0, the check runs in the event loop.
 */

/** One thread on 2 cores (the other serves requests), at most 2 threads beyond. */
export function defaultNfeReaderThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/** The young generation of a reader thread (V8's default is about 16-32 MB). */
const NFE_READER_YOUNG_GENERATION_MB = 96;

let pool: WorkerPool<InvoiceCheckTask, ComparedInvoice | null> | null = null;
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

/** Starts checking the invoice sent for an order: in a thread when the reader is open; the same answers either way. */
export function startInvoiceCheck(orderId: number, buffer: Buffer): InvoiceCheck {
  const threads = pool;
  if (threads === null) return checkInProcess(orderId, buffer);
  const run = (task: InvoiceCheckTask, transfer: MessagePort[]) => threads.run(task, transfer);
  return checkInThread(run, orderId, buffer, new MessageChannel());
}
