/**
 * The order of /price-tag and /box-tag: the navigation state's idPedido (from /main's bottom bar) first,
 * else ?id= (a bookmark or a reload). Same rule as the conciliation pages, kept here: features do not share code.
 */
export function labelOrderIdFrom(state: unknown, search: URLSearchParams): number | null {
  const s = (state ?? {}) as Record<string, unknown>;
  for (const c of [s.idPedido, search.get('id')]) {
    if ((typeof c === 'number' || typeof c === 'string') && /^\d{1,9}$/.test(String(c)) && Number(c) > 0)
      return Number(c);
  }
  return null;
}
