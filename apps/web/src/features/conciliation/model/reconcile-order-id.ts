/** The order of /reconcile: ?id= first (a bookmark or a reload), else the navigation state's idPedido. */
export function reconcileOrderIdFrom(state: unknown, search: URLSearchParams): number | null {
  const s = (state ?? {}) as Record<string, unknown>;
  for (const c of [search.get('id'), s.idPedido]) {
    if ((typeof c === 'number' || typeof c === 'string') && /^\d{1,9}$/.test(String(c)) && Number(c) > 0)
      return Number(c);
  }
  return null;
}

/** Where the status of an order's conciliation is shown, with the state the status page also reads. */
export function statusLink(idPedido: number): { to: string; state: { idPedido: number } } {
  return { to: `/conciliation-status?id=${idPedido}`, state: { idPedido } };
}
