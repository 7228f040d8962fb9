import { useLocation, useNavigate } from 'react-router';

/** The navigation state's key under which a list sends its own address (path and filters) to a details page. */
const RETURN_TO = 'returnTo';

/** The state a list's link sends along: the list's address with its filters, for the details page's Back. */
export function useListReturnState(): Record<typeof RETURN_TO, string> {
  const location = useLocation();
  return { [RETURN_TO]: `${location.pathname}${location.search}` };
}

/**
 * Where a details page's Back goes: the list's address as the list sent it (its filters kept), or the bare list
 * when the page was opened otherwise (a bookmark, a reload of another tab). Only an address of that list is taken.
 */
export function useListReturnPath(listPath: string): string {
  const { state } = useLocation();
  const sent = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[RETURN_TO] : null;
  if (typeof sent === 'string' && (sent === listPath || sent.startsWith(`${listPath}?`))) return sent;
  return listPath;
}

/**
 * Opens a list row's details page: its address, and the state naming the row (`{ idFornecedor: … }`) with the
 * list's own address for the details page's Back.
 */
export function useOpenFromList(): (path: string, state: Record<string, unknown>) => void {
  const navigate = useNavigate();
  const returnState = useListReturnState();
  return (path, state) => void navigate(path, { state: { ...returnState, ...state } });
}

/**
 * Where a page opened from a list with `{ listSearch }` in its state goes back to: `listPath` with the search it was
 * opened from, if any (/origin-certificate, /order-sample-list, /sustainability-list).
 */
export function listPathFrom(state: unknown, listPath: string): string {
  const search = typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : '';
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}

/**
 * Opens a just-created row's own page in place of the new-row page: the same history entry, the state it was opened
 * with (the list's address for Back) kept, and the row's id (`{ idNorma: … }`) added.
 */
export function useReplaceWithCreated(): (path: string, idState: Record<string, unknown>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (path, idState) => {
    const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
    void navigate(path, { replace: true, state: { ...state, ...idState } });
  };
}
