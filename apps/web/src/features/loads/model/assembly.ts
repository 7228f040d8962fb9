import { checkLoadAssembly, type LoadAssemblyError } from '@portal/domain';

/** What /main sends with "assemble load": the rows it had selected (a PedidoDto subset). */
export interface AssemblyOrder {
  id: number;
  status: string;
  calendarioComercial: { semanaComercial: number; ano: number };
  localizacaoFisica: { id: number; nome: string };
  fornecedor: { id: number; nome: string };
  cargas: readonly { id: number }[];
}

export interface AssemblyRequest {
  idPedidos: number[];
  /** the rows, when /main sent every one of them; null otherwise (the server then decides alone) */
  pedidos: AssemblyOrder[] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isAssemblyOrder(value: unknown): value is AssemblyOrder {
  if (!isRecord(value) || !isPositiveId(value.id) || typeof value.status !== 'string') return false;
  const week = value.calendarioComercial;
  const cd = value.localizacaoFisica;
  const provider = value.fornecedor;
  return (
    isRecord(week) &&
    typeof week.semanaComercial === 'number' &&
    typeof week.ano === 'number' &&
    isRecord(cd) &&
    typeof cd.id === 'number' &&
    isRecord(provider) &&
    typeof provider.id === 'number' &&
    Array.isArray(value.cargas)
  );
}

/** The assembly asked for by the router state of /load, or null when there is none. */
export function assemblyRequestOf(state: unknown): AssemblyRequest | null {
  if (!isRecord(state) || !Array.isArray(state.idPedidos)) return null;
  const idPedidos = [...new Set(state.idPedidos.filter(isPositiveId))];
  if (idPedidos.length === 0) return null;
  const rows = Array.isArray(state.pedidos) ? state.pedidos.filter(isAssemblyOrder) : [];
  const pedidos = idPedidos.map((id) => rows.find((row) => row.id === id));
  return {
    idPedidos,
    pedidos: pedidos.every((row) => row !== undefined) ? (pedidos as AssemblyOrder[]) : null,
  };
}

/** commercial_calendar row id: year × 100 + week. */
export function calendarIdOf(week: { semanaComercial: number; ano: number }): number {
  return week.ano * 100 + week.semanaComercial;
}

/** The first rule the selection breaks (the server's own check, run before sending), or null. */
export function assemblyProblem(orders: readonly AssemblyOrder[]): LoadAssemblyError | null {
  return checkLoadAssembly(
    orders.map((order) => ({
      status: order.status,
      commercialWeekId: calendarIdOf(order.calendarioComercial),
      cdId: order.localizacaoFisica.id,
      supplierId: order.fornecedor.id,
      loadId: order.cargas[0]?.id ?? null,
    })),
  );
}
