import {
  calendarioComercialSchema,
  cargaResumoSchema,
  checkLoadAssembly,
  fornecedorSchema,
  localizacaoFisicaSchema,
  pedidoSchema,
  type LoadAssemblyError,
} from '@portal/domain';
import { z } from 'zod';

/** What /main sends with "assemble load": the rows it had selected (a pick of the order contract). */
const assemblyOrderSchema = pedidoSchema.pick({ id: true, status: true }).extend({
  calendarioComercial: calendarioComercialSchema.pick({ semanaComercial: true, ano: true }),
  localizacaoFisica: localizacaoFisicaSchema.pick({ id: true, nome: true }),
  fornecedor: fornecedorSchema.pick({ id: true, nome: true }),
  cargas: z.array(cargaResumoSchema.pick({ id: true })),
});
export type AssemblyOrder = z.infer<typeof assemblyOrderSchema>;

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

/** A row of the state, read with the contract's pick; a malformed one is left out. */
function assemblyOrderOf(value: unknown): AssemblyOrder[] {
  const parsed = assemblyOrderSchema.safeParse(value);
  return parsed.success ? [parsed.data] : [];
}

/** The assembly asked for by the router state of /load, or null when there is none. */
export function assemblyRequestOf(state: unknown): AssemblyRequest | null {
  if (!isRecord(state) || !Array.isArray(state.idPedidos)) return null;
  const idPedidos = [...new Set(state.idPedidos.filter(isPositiveId))];
  if (idPedidos.length === 0) return null;
  const rows = Array.isArray(state.pedidos) ? state.pedidos.flatMap(assemblyOrderOf) : [];
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
