/** Where the status of an order's conciliation is shown, with the state the status page also reads. */
export function statusLink(idPedido: number): { to: string; state: { idPedido: number } } {
  return { to: `/conciliation-status?id=${idPedido}`, state: { idPedido } };
}
