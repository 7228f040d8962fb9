import {
  LOAD_LIST_PAGE_SIZE,
  loadListPageSchema,
  type LoadListFilter,
  type LoadListPageDto,
  type LoadListType,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list-query';
import { loadKeys } from './load-keys';

export interface LoadListTarget {
  type: LoadListType;
  id: number;
}

/**
 * GET /api/carga/listarpaginado/{type}/{id}: one page (from 0) of a supplier's loads (fornecedor) or a CD's (cd)
 * that match the filter, newest first.
 */
export function listLoadPage(
  { type, id }: LoadListTarget,
  filter: LoadListFilter,
  pagina: number,
  signal?: AbortSignal,
): Promise<LoadListPageDto> {
  // the screen shows a failure in place (with a retry); a 401 still runs the session-expired flow
  return api.get(`/carga/listarpaginado/${type}/${id}`, {
    service: 'loads',
    notify: false,
    signal,
    query: { ...filter, pagina, max: LOAD_LIST_PAGE_SIZE },
    schema: loadListPageSchema,
  });
}

/**
 * /load's pages of 20 (none asked while there is no target: an internal user's CDs still loading). Loads change
 * from /load-details and /scheduling: the list is fetched again on each visit (usePagedList's staleTime 0).
 */
export function useLoadPages(target: LoadListTarget | null, filter: LoadListFilter) {
  return usePagedList(
    target ? loadKeys.list(target.type, target.id, filter) : [...loadKeys.lists, 'none'],
    (pagina, signal) => listLoadPage(target!, filter, pagina, signal),
    0,
    target !== null,
  );
}
