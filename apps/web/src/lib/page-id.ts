import { useLocation, useSearchParams } from 'react-router';

/** The largest id the database holds (PostgreSQL `integer`): a longer number can name no row. */
export const MAX_PAGE_ID = 2_147_483_647;

/**
 * Which row a page shows: `id` when the address (or the navigation state) names one; otherwise why not.
 * `missing`: nothing was given (the page was opened from the menu or a bare link); `invalid`: something was given
 * that is not a positive whole number in range (`?id=abc`, `?id=0`, a hand-edited address).
 */
export type PageId = { id: number; problem: null } | { id: null; problem: 'missing' | 'invalid' };

const DIGITS = /^\d{1,10}$/;

function idOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value);
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_PAGE_ID ? id : null;
}

/**
 * The id of a page from `?id=` and the navigation state's `stateKey` (idPedido, idCarga).
 * Precedence: the address first, the state second. The address is what the user sees, bookmarks, shares and
 * reloads; the state is invisible and outlives a hand-edited address in the history entry, so when both name an
 * id the page shows the address's. Every link in the app sends both, so the state decides only when the address
 * names no usable id. Something given but unusable in both places is `invalid`; nothing at all is `missing`.
 */
export function pageIdFrom(state: unknown, search: URLSearchParams, stateKey = 'idPedido'): PageId {
  const fromAddress = search.get('id');
  const fromState = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[stateKey] : null;
  const id = idOf(fromAddress) ?? idOf(fromState);
  if (id !== null) return { id, problem: null };
  const given = (fromAddress !== null && fromAddress !== '') || (fromState !== undefined && fromState !== null);
  return { id: null, problem: given ? 'invalid' : 'missing' };
}

/** The order a page shows (`?id=` or the state's idPedido), read by every order screen the same way. */
export function usePageOrderId(): PageId {
  return usePageId('idPedido');
}

/** The id a page shows from `?id=` or the navigation state's `stateKey` (loads use idCarga). */
export function usePageId(stateKey: string): PageId {
  const { state } = useLocation();
  const [search] = useSearchParams();
  return pageIdFrom(state, search, stateKey);
}
