/**
 * The order of /import-chart: the navigation state's idPedido first (/main's bottom bar), else ?id= (a
 * bookmark or a reload). Same rule as the other order screens, copied because features do not import each other.
 */
export function chartOrderIdFrom(state: unknown, search: URLSearchParams): number | null {
  const s = (state ?? {}) as Record<string, unknown>;
  for (const c of [s.idPedido, search.get('id')]) {
    if ((typeof c === 'number' || typeof c === 'string') && /^\d{1,9}$/.test(String(c)) && Number(c) > 0)
      return Number(c);
  }
  return null;
}
