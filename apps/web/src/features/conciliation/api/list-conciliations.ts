import {
  CONCILIATION_LIST_PAGE_SIZE,
  conciliationListPageSchema,
  selectionOf,
  type ConciliationFilter,
  type ConciliationListPageDto,
  type RfmResultDto,
} from '@portal/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { usePagedList } from '../../../lib/paged-list-query';
import { askField } from '../../../lib/quiet-read';

/** Routing header of every conciliation call. */
export const CONCILIATION_SERVICE = 'conciliation';

export const LIST_CONCILIATIONS = /* GraphQL */ `
  query BuscarConciliacoesParaListagem($filtro: FiltroConciliacaoInput, $pagina: Int, $max: Int) {
    buscarConciliacoesParaListagem(filtro: $filtro, pagina: $pagina, max: $max) ${selectionOf(conciliationListPageSchema)}
  }
`;

export const conciliationListAnswerSchema = z.object({ buscarConciliacoesParaListagem: conciliationListPageSchema });

/**
 * buscarConciliacoesParaListagem(filtro, pagina, max): one page (from 0) of the conciliations the user may see.
 * The screen shows a failure in place, with a retry; a 401 still runs the session-expired flow.
 */
const listConciliations = (filtro: ConciliationFilter, pagina: number, signal: AbortSignal) =>
  askField(
    LIST_CONCILIATIONS,
    { filtro, pagina, max: CONCILIATION_LIST_PAGE_SIZE },
    { service: CONCILIATION_SERVICE, signal, schema: conciliationListAnswerSchema },
  );

/** TanStack Query keys of the list; every key starts with 'conciliation'. */
export const conciliationListKeys = {
  all: ['conciliation', 'list'] as const,
  list: (filter: ConciliationFilter) => ['conciliation', 'list', filter] as const,
};

/** The list's pages of 20; conciliations change on /reconcile and /conciliation-status. */
export function useConciliationList(filter: ConciliationFilter) {
  return usePagedList(conciliationListKeys.list(filter), (pagina, signal) => listConciliations(filter, pagina, signal));
}

/** After an RFM was issued: the row shows its new RFM status in every cached list at once. */
export function applyRfmResult(client: QueryClient, result: RfmResultDto): void {
  client.setQueriesData<InfiniteData<ConciliationListPageDto>>({ queryKey: conciliationListKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            itens: page.itens.map((row) =>
              row.conciliacao === result.id ? { ...row, statusRFM: result.statusRFM } : row,
            ),
          })),
        }
      : data,
  );
}
