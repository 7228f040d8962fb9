import {
  ORDER_DETAILED_REPORT_MAX,
  ORDER_DOWNLOAD_ALL_MAX,
  ORDER_PAGE_SIZE,
  reportQueryFromFilter,
  type OrderFilter,
} from '@portal/domain';
import { downloadFile, saveFile } from '../../../lib/download';
import { useDownload, type DownloadTask } from '../../../lib/use-download';
import { listOrders } from '../api/list-orders';
import type { OrderRow } from '../api/order-row';
import { ORDERS_CSV_FILE, ORDERS_PDF_FILE, ordersCsv } from '../model/order-export';

export const DETAILED_REPORT_FILE = 'relatorio-detalhado-pedidos.csv';
export const ALL_ORDERS_CSV_FILE = 'pedidos-todos.csv';

export type DownloadKind = 'csv' | 'report' | 'pdf' | 'all';

/** What the progress bar shows: bytes for the report and the PDF, orders for download-all. */
export interface DownloadState {
  kind: DownloadKind;
  done: number;
  /** null: unknown (indeterminate bar) */
  total: number | null;
}

interface Source {
  filter: OrderFilter;
  /** the loaded pages of the grid */
  pages: readonly OrderRow[][];
  hasNextPage: boolean;
}

/** The downloads of /main. Each runs alone; the state drives the progress bar, `cancel` stops the running one. */
export function useOrderDownloads({ filter, pages, hasNextPage }: Source) {
  const download = useDownload<DownloadKind>();
  // the bar reads orders for download-all and bytes for the report: `done` either way
  const state: DownloadState | null = download.state && {
    kind: download.state.kind,
    done: download.state.received,
    total: download.state.total,
  };
  const orders = pages.flat();

  const run = async (
    kind: DownloadKind,
    work: (signal: AbortSignal, progress: DownloadTask['progress']) => Promise<void>,
  ) => {
    await download.run(kind, ({ signal, progress }) => work(signal, progress));
  };
  const cancel = download.cancel;

  const csv = () => run('csv', async () => saveFile(ordersCsv(orders), ORDERS_CSV_FILE));

  const report = () =>
    run('report', async (signal, progress) => {
      await downloadFile({
        path: '/pedido/relatorio-detalhado',
        service: 'orders',
        query: reportQueryFromFilter(filter),
        fileName: DETAILED_REPORT_FILE,
        onProgress: progress,
        signal,
      });
    });

  /**
   * The server draws the PDF (pdfkit, like every other document): the grid's filter, and as many orders as the
   * grid shows, so the file holds the visible rows.
   */
  const pdf = () =>
    run('pdf', async (signal, progress) => {
      await downloadFile({
        path: '/pedido/pedidos.pdf',
        service: 'orders',
        query: reportQueryFromFilter(filter, Math.min(Math.max(orders.length, 1), ORDER_DETAILED_REPORT_MAX)),
        fileName: ORDERS_PDF_FILE,
        onProgress: progress,
        signal,
      });
    });

  /** Up to 1000 orders: the loaded list when it is complete, else the pages still missing until an empty one. */
  const all = () =>
    run('all', async (signal, progress) => {
      const collected = [...orders];
      let page = pages.length;
      let more = hasNextPage || pages.length === 0;
      progress({ received: collected.length, total: ORDER_DOWNLOAD_ALL_MAX });
      while (more && collected.length < ORDER_DOWNLOAD_ALL_MAX) {
        const next = await listOrders(page, filter, ORDER_PAGE_SIZE, signal);
        collected.push(...next);
        page += 1;
        more = next.length > 0;
        progress({ received: Math.min(collected.length, ORDER_DOWNLOAD_ALL_MAX), total: ORDER_DOWNLOAD_ALL_MAX });
      }
      signal.throwIfAborted();
      saveFile(ordersCsv(collected.slice(0, ORDER_DOWNLOAD_ALL_MAX)), ALL_ORDERS_CSV_FILE);
    });

  return { state, csv, report, pdf, all, cancel };
}
