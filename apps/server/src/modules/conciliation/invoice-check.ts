import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import type { CommercialOrderItem } from '@portal/domain';
import { compareInvoice, headerOf, type ComparedInvoice, type InvoiceHeader } from './invoice-rows';
import { readNfe, type NfeDocument } from './nfe-xml';

/**
 * One invoice check as a conversation between the upload's transaction and the reader's thread (issue 13). The
 * thread reads the invoice while the transaction locks the order and stores the file, and sends back its header;
 * the transaction judges the document and the order, then sends the order's items, and the thread compares them
 * and answers with the rows as one JSON text. The 990 items stay in the thread: the event loop, which serves
 * every other user, neither copies them back nor compares them nor builds their rows.
 */

/** What the caller holds while the check runs. */
export interface InvoiceCheck {
  /** The invoice's header once read; rejects with the read's refusal (an AppError). */
  header: Promise<InvoiceHeader>;
  /** Compares the invoice with the order's items (after the header). */
  compare(orderItems: readonly CommercialOrderItem[]): Promise<ComparedInvoice>;
  /** Ends the check without comparing (the upload was refused); harmless after compare. */
  end(): void;
}

/** A task of the reader's thread: the file's bytes, the order it was sent for, and the port to talk on. */
export interface InvoiceCheckTask {
  bytes: Uint8Array;
  orderId: number;
  port: MessagePort;
}

type CallerMessage = { orderItems: readonly CommercialOrderItem[] };

/** In the thread: read, send the header, wait for the order's items (or the end), compare. */
export async function serveInvoiceCheck(task: InvoiceCheckTask): Promise<ComparedInvoice | null> {
  const { port } = task;
  try {
    // a Buffer arrives as a plain Uint8Array (structured clone): wrapped without copying
    const doc = readNfe(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength));
    port.postMessage(headerOf(doc, task.orderId));
    const next = await nextMessage(port);
    return next ? compareInvoice(doc, task.orderId, next.orderItems) : null;
  } finally {
    port.close();
  }
}

/** The caller's next message, or null once it closed its end. */
async function nextMessage(port: MessagePort): Promise<CallerMessage | null> {
  const closed = once(port, 'close').then(() => null);
  const message = once(port, 'message').then(([value]) => value as CallerMessage);
  return Promise.race([message, closed]);
}

/** In the caller, with a thread: the task runs there, the caller keeps the other end of the port. */
export function checkInThread(
  run: (task: InvoiceCheckTask, transfer: MessagePort[]) => Promise<ComparedInvoice | null>,
  orderId: number,
  bytes: Buffer,
  channel: { port1: MessagePort; port2: MessagePort },
): InvoiceCheck {
  const { port1, port2 } = channel;
  const result = run({ bytes, orderId, port: port2 }, [port2]);
  const header = new Promise<InvoiceHeader>((resolve, reject) => {
    port1.once('message', (value: InvoiceHeader) => resolve(value));
    // a refused read ends the task before any header
    result.then(() => reject(new Error('the invoice check ended before its header')), reject);
  });
  // each is awaited by the transaction, which may fail first: their refusals are not unhandled
  header.catch(() => undefined);
  result.catch(() => undefined);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    port1.close();
  };
  return {
    header,
    async compare(orderItems) {
      port1.postMessage({ orderItems } satisfies CallerMessage);
      try {
        const compared = await result;
        if (!compared) throw new Error('the invoice check ended before its comparison');
        return compared;
      } finally {
        end();
      }
    },
    end,
  };
}

/** In the caller, without a thread (NFE_READER_THREADS=0, or no app open): the same answers in the event loop. */
export function checkInProcess(orderId: number, bytes: Buffer): InvoiceCheck {
  let doc: NfeDocument | null = null;
  const header = new Promise<InvoiceHeader>((resolve) => {
    doc = readNfe(bytes);
    resolve(headerOf(doc, orderId));
  });
  header.catch(() => undefined);
  return {
    header,
    async compare(orderItems) {
      await header;
      return compareInvoice(doc!, orderId, orderItems);
    },
    end: () => undefined,
  };
}
