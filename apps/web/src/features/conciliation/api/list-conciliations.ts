import {
  CONCILIATION_LIST_PAGE_SIZE,
  conciliationListPageSchema,
  selectionOf,
  type ConciliationFilter,
  type ConciliationListPageDto,
  type RfmResultDto,
} from '@portal/domain';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/api-client';

/** Routing header of every conciliation call. */
export const CONCILIATION_SERVICE = 'conciliation';

export const LIST_CONCILIATIONS = /* GraphQL */ `
  query BuscarConciliacoesParaListagem($filtro: FiltroConciliacaoInput, $pagina: Int, $max: Int) {
    buscarConciliacoesParaListagem(filtro: $filtro, pagina: $pagina, max: $max) ${selectionOf(conciliationListPageSchema)}
  }
`;

export const conciliationListAnswerSchema = z.object({ buscarConciliacoesParaListagem: conciliationListPageSchema });

/** buscarConciliacoesParaListagem(filtro, pagina, max): one page (from 0) of the conciliations the user may see. */
export async function listConciliations(
  filtro: ConciliationFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<ConciliationListPageDto> {
  // the screen shows a failure in place, with a retry; a 401 still runs the session-expired flow
  const data = await graphql(
    LIST_CONCILIATIONS,
    { filtro, pagina, max: CONCILIATION_LIST_PAGE_SIZE },
    {
      service: CONCILIATION_SERVICE,
      signal,
      notify: false,
      schema: conciliationListAnswerSchema,
    },
  );
  return data.buscarConciliacoesParaListagem;
}

/** TanStack Query keys of the list; every key starts with 'conciliation'. */
export const conciliationListKeys = {
  all: ['conciliation', 'list'] as const,
  list: (filter: ConciliationFilter) => ['conciliation', 'list', filter] as const,
};

/** The list's pages of 20; another page exists while the last one says temMais. */
export function useConciliationList(filter: ConciliationFilter) {
  return useInfiniteQuery({
    queryKey: conciliationListKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listConciliations(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ConciliationListPageDto) => (last.temMais ? last.pagina + 1 : undefined),
    // conciliations change on /reconcile and /conciliation-status: a visit or a search asks again
    staleTime: 0,
    // a new search or sort keeps the rows on screen (dimmed) until its answer arrives
    placeholderData: keepPreviousData,
  });
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
