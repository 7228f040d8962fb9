/** The entry of the NF-e reader's worker threads (nfe-reader.ts): one invoice check per task, as invoice-check.ts says. */
import { serveTasks } from '../../platform/worker-pool';
import { serveInvoiceCheck, type InvoiceCheckTask } from './invoice-check';

serveTasks<InvoiceCheckTask, Awaited<ReturnType<typeof serveInvoiceCheck>>>(serveInvoiceCheck);
