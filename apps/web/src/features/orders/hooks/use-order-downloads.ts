import { ORDER_DOWNLOAD_ALL_MAX, ORDER_PAGE_SIZE, reportQueryFromFilter, type OrderFilter } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isAbortError, notifyApiError } from '../../../lib/api-client';
import { downloadFile, saveFile } from '../../../lib/download';
import type { CdOption } from '../api/get-cds';
import { listOrders, type OrderRow } from '../api/list-orders';
import { filterSummary } from '../model/filter-summary';
import { ORDERS_CSV_FILE, ORDERS_PDF_FILE, orderExportTable, ordersCsv } from '../model/order-export';

export const DETAILED_REPORT_FILE = 'relatorio-detalhado-pedidos.csv';
export const ALL_ORDERS_CSV_FILE = 'pedidos-todos.csv';

export type DownloadKind = 'csv' | 'report' | 'pdf' | 'all';

/** What the progress bar shows: bytes for the report, orders for download-all. */
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
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DownloadState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const orders = pages.flat();

  const run = async (kind: DownloadKind, work: (signal: AbortSignal) => Promise<void>) => {
    if (state) return;
    const current = new AbortController();
    controller.current = current;
    setState({ kind, done: 0, total: null });
    try {
      await work(current.signal);
    } catch (error) {
      // API errors were already shown by the client, a cancel needs no word; anything else gets the generic text
      if (!(error instanceof ApiError) && !isAbortError(error)) notifyApiError(error);
    } finally {
      if (controller.current === current) controller.current = null;
      setState(null);
    }
  };

  const cancel = () => controller.current?.abort();

  const csv = () => run('csv', async () => saveFile(ordersCsv(t, orders), ORDERS_CSV_FILE));

  const report = () =>
    run('report', async (signal) => {
      await downloadFile({
        path: '/pedido/relatorio-detalhado',
        service: 'orders',
        query: reportQueryFromFilter(filter),
        fileName: DETAILED_REPORT_FILE,
        onProgress: ({ received, total }) => setState({ kind: 'report', done: received, total }),
        signal,
      });
    });

  const pdf = () =>
    run('pdf', async (signal) => {
      const { buildOrdersPdf } = await import('../model/order-pdf');
      signal.throwIfAborted();
      const cds = queryClient.getQueryData<CdOption[]>(['orders', 'cds']) ?? [];
      const { header, rows } = orderExportTable(t, orders);
      const blob = buildOrdersPdf({
        title: t('orders.inquiry.pdf.title'),
        summary: filterSummary(t, filter, (id) => cds.find((cd) => cd.id === id)?.nome),
        generatedAt: t('orders.inquiry.pdf.generatedAt', {
          date: new Date().toLocaleString(i18n.language, { timeZone: 'America/Sao_Paulo' }),
        }),
        header,
        rows,
        empty: t('orders.inquiry.list.noData'),
      });
      signal.throwIfAborted();
      saveFile(blob, ORDERS_PDF_FILE, 'application/pdf');
    });

  /** Up to 1000 orders: the loaded list when it is complete, else the pages still missing until an empty one. */
  const all = () =>
    run('all', async (signal) => {
      const collected = [...orders];
      let page = pages.length;
      let more = hasNextPage || pages.length === 0;
      setState({ kind: 'all', done: collected.length, total: ORDER_DOWNLOAD_ALL_MAX });
      while (more && collected.length < ORDER_DOWNLOAD_ALL_MAX) {
        const next = await listOrders(page, filter, ORDER_PAGE_SIZE, signal);
        collected.push(...next);
        page += 1;
        more = next.length > 0;
        setState({
          kind: 'all',
          done: Math.min(collected.length, ORDER_DOWNLOAD_ALL_MAX),
          total: ORDER_DOWNLOAD_ALL_MAX,
        });
      }
      signal.throwIfAborted();
      saveFile(ordersCsv(t, collected.slice(0, ORDER_DOWNLOAD_ALL_MAX)), ALL_ORDERS_CSV_FILE);
    });

  return { state, csv, report, pdf, all, cancel };
}
