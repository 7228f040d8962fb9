import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, type ResourceLimits, type TransferListItem } from 'node:worker_threads';
import { AppError, type ErrorDetails } from './errors';

/**
 * A small pool of worker threads running one CPU-bound function (reading a 1 MB NF-e takes 25-45 ms, during
 * which the event loop would serve nobody else). Tasks queue in order; a worker takes the next when it answers.
 * Workers start on the first task and stop with close(). An AppError thrown in a worker comes back as the same
 * AppError (code, status, details); any other error as an Error with the worker's message and stack. A worker
 * that dies fails its task and is replaced on the next one.
 *
 * The server runs TypeScript through tsx without a build step: a worker inherits the process's loader (tsx's
 * `--import`), and where there is none (Vitest) the bootstrap registers tsx before importing the entry.
 */

/**
 * The entry module of a pool's workers calls this with its function. A function that returns a promise holds its
 * worker until the promise settles (a task that talks with its caller over a MessagePort, invoice-check.ts).
 */
export function serveTasks<Input, Output>(handler: (input: Input) => Output | Promise<Output>): void {
  if (isMainThread || !parentPort) throw new Error('serveTasks runs in a worker thread');
  const port = parentPort;
  port.on('message', (message: { id: number; input: Input }) => {
    const answer = (result: Output): TaskAnswer<Output> => ({ id: message.id, ok: true, result });
    const failure = (error: unknown): TaskAnswer<Output> => ({
      id: message.id,
      ok: false,
      error: serializeError(error),
    });
    let result: Output | Promise<Output>;
    try {
      result = handler(message.input);
    } catch (error) {
      port.postMessage(failure(error));
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (value) => port.postMessage(answer(value)),
        (error: unknown) => port.postMessage(failure(error)),
      );
    } else {
      port.postMessage(answer(result));
    }
  });
  port.postMessage({ ready: true });
}

type SerializedError =
  | { kind: 'app'; code: AppError['code']; status: number; details: ErrorDetails | undefined; cause?: string }
  | { kind: 'error'; name: string; message: string; stack: string | undefined };

type TaskAnswer<Output> = { id: number; ok: true; result: Output } | { id: number; ok: false; error: SerializedError };

function serializeError(error: unknown): SerializedError {
  if (error instanceof AppError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      kind: 'app',
      code: error.code,
      status: error.status,
      details: error.details,
      ...(cause === undefined ? {} : { cause }),
    };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'error', name: e.name, message: e.message, stack: e.stack };
}

function deserializeError(error: SerializedError): Error {
  if (error.kind === 'app') {
    return new AppError(error.code, error.details, {
      status: error.status,
      ...(error.cause === undefined ? {} : { cause: new Error(error.cause) }),
    });
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack !== undefined) revived.stack = error.stack;
  return revived;
}

// Runs in the worker: registers tsx for a TypeScript entry (the worker starts without the process's flags, and
// Node 20 would not apply `--import tsx` hooks to a worker anyway), then imports the entry.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.niceness) {
  // Linux: /proc/thread-self names this thread, and setpriority on a thread id lowers that thread alone
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    require('node:os').setPriority(tid, workerData.niceness);
  } catch {}
}
(async () => {
  if (workerData.tsx && /\\.[cm]?ts$/.test(workerData.entry)) (await import(workerData.tsx)).register();
  await import(workerData.entry);
})();
`;

/** The ES module of tsx's API (`tsx/esm/api`, import condition), or '' where tsx is not installed. */
const tsxApi = (() => {
  try {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve('tsx/package.json');
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      exports: Record<string, { import?: { default?: string } | string }>;
    };
    const entry = exports['./esm/api']?.import;
    const file = typeof entry === 'string' ? entry : entry?.default;
    return file ? new URL(file, pathToFileURL(manifest)).href : '';
  } catch {
    return '';
  }
})();

interface Task {
  id: number;
  input: unknown;
  transfer: readonly TransferListItem[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
}

export interface WorkerPoolOptions {
  /** The worker's entry module (a file that calls serveTasks). */
  entry: URL;
  /** Threads at most (at least 1). */
  size: number;
  /** For the threads' names in profiles and errors. */
  name: string;
  /**
   * A lower scheduling priority for the workers (a nice value, 1-19; Linux only, ignored elsewhere): a batch task
   * then gives way to the requests the event loop and the database serve for other users.
   */
  niceness?: number;
  /** V8 heap limits of each worker (e.g. a larger young generation for a task that allocates much and briefly). */
  resourceLimits?: ResourceLimits;
}

export class WorkerPool<Input, Output> {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  get size(): number {
    return Math.max(1, this.options.size);
  }

  /**
   * Runs the function on the input in a worker. The input is copied (structured clone), but what `transfer` lists
   * (a MessagePort, an ArrayBuffer) moves to the worker.
   */
  run(input: Input, transfer: readonly TransferListItem[] = []): Promise<Output> {
    if (this.closed) return Promise.reject(new Error(`worker pool ${this.options.name} is closed`));
    return new Promise<Output>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, transfer, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Starts every worker now, so that the first tasks do not wait for a thread to load its modules. */
  warm(): void {
    if (this.closed) return;
    while (this.slots.length < this.size) this.spawn();
  }

  /** Stops every worker; queued and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    const failure = new Error(`worker pool ${this.options.name} closed`);
    for (const task of this.queue.splice(0)) task.reject(failure);
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.task?.reject(failure);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (!slot.ready || slot.task !== null) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      // a busy worker keeps the process alive, an idle one does not
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, input: task.input }, task.transfer);
    }
    // workers still starting take the next tasks once ready; start more while the queue is longer
    let starting = this.slots.filter((slot) => !slot.ready).length;
    while (this.queue.length > starting && this.slots.length < this.size) {
      this.spawn();
      starting++;
    }
  }

  private spawn(): void {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      // not the process's flags (tsx's hooks among them): the bootstrap registers tsx itself
      execArgv: [],
      name: this.options.name,
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
      workerData: { entry: this.options.entry.href, tsx: tsxApi, niceness: this.options.niceness ?? 0 },
    });
    const slot: Slot = { worker, ready: false, task: null };
    this.slots.push(slot);
    worker.on('message', (message: { ready: true } | TaskAnswer<Output>) => {
      if ('ready' in message) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const task = slot.task;
      slot.task = null;
      worker.unref();
      if (task && task.id === message.id) {
        if (message.ok) task.resolve(message.result);
        else task.reject(deserializeError(message.error));
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      slot.task?.reject(error);
      slot.task = null;
      // a worker that could not even start would fail every queued task the same way: fail them now
      if (!slot.ready) for (const task of this.queue.splice(0)) task.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`worker ${this.options.name} exited with code ${code}`));
    });
  }
}
