import type { LoadListFilter, LoadListPageDto, LoadListType } from '@portal/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** TanStack Query keys of the loads area; every key starts with 'loads'. */
export const loadKeys = {
  all: ['loads'] as const,
  lists: ['loads', 'list'] as const,
  /** /load's pages of a supplier's or a CD's loads that match a filter */
  list: (type: LoadListType, id: number, filter: LoadListFilter = {}) => ['loads', 'list', type, id, filter] as const,
  detail: (id: number) => ['loads', 'detail', id] as const,
  cdWeekOrders: (idFornecedor: number, idCd: number, idCalendarioComercial: number) =>
    ['loads', 'cd-week-orders', idFornecedor, idCd, idCalendarioComercial] as const,
};

/** Keys of the orders area (features/orders) whose rows show an order's loads: its grid and order options. */
const ORDER_KEYS = [
  ['orders', 'list'],
  ['orders', 'detail'],
] as const;

/**
 * After a load changed (assembled, orders in or out, deleted, schedule cancelled): every loads list and
 * the orders that may join a load go stale, and so do the orders' grid and details (their "loads" column).
 */
export async function refreshAfterLoadChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: loadKeys.lists }),
    client.invalidateQueries({ queryKey: ['loads', 'cd-week-orders'] }),
    ...ORDER_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}

/** A load that no longer exists leaves every cached list (a 404 on its detail, or its deletion). */
export function forgetLoad(client: QueryClient, idCarga: number): void {
  client.setQueriesData<InfiniteData<LoadListPageDto>>({ queryKey: loadKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, itens: page.itens.filter((row) => row.idCarga !== idCarga) })),
        }
      : data,
  );
}
