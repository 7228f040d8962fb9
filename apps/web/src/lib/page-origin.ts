import { useLocation } from 'react-router';

/**
 * Where a page was reached from, when that changes the page: the navigation state's `from`. /main's Reconcile
 * routing (spec 001 §4 "Flow after a sample validation") marks the steps it leads to with `from: 'reconcile'`, so
 * a step shows its Next button only on that road and not when opened from elsewhere (order options, an address).
 */
export const RECONCILE_ORIGIN = 'reconcile';
export type PageOrigin = typeof RECONCILE_ORIGIN;

/** The origin a navigation state names, or null (none, or one the portal does not know). */
export function pageOriginOf(state: unknown): PageOrigin | null {
  const from = state !== null && typeof state === 'object' ? (state as Record<string, unknown>).from : undefined;
  return from === RECONCILE_ORIGIN ? RECONCILE_ORIGIN : null;
}

/** The page's origin and the navigation state it came with (handed on to the next step as it came). */
export function usePageOrigin(): { origin: PageOrigin | null; state: unknown } {
  const { state } = useLocation();
  return { origin: pageOriginOf(state), state: state as unknown };
}
