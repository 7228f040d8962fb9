import type { SchedulingGate, SlotHours } from '@portal/domain';
import { asc, and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/database';
import { gateHours, gates, loads } from './schema/index';

/**
 * The CD's gates that are not deleted, with their regular hours (one query, gates_cd_idx +
 * gate_hours_gate_weekday_uq). The CD may be named by a load, so free places run it alongside the load's own query;
 * the pre-scheduling save reads its CD's capacity from it.
 */
export async function findGatesWithHours(
  db: DbOrTx,
  cd: { cdId: number } | { loadId: number },
): Promise<SchedulingGate[]> {
  const cdCondition =
    'cdId' in cd
      ? eq(gates.cdId, cd.cdId)
      : eq(gates.cdId, sql`(select ${loads.cdId} from ${loads} where ${loads.id} = ${cd.loadId})`);
  const rows = await db
    .select({
      id: gates.id,
      name: gates.name,
      dynamicCapacity: gates.dynamicCapacity,
      weekday: gateHours.weekday,
      startTime: gateHours.startTime,
      endTime: gateHours.endTime,
      intervalHours: gateHours.intervalHours,
      capacity: gateHours.capacity,
      loadsPerSlot: gateHours.loadsPerSlot,
    })
    .from(gates)
    .leftJoin(gateHours, eq(gateHours.gateId, gates.id))
    .where(and(cdCondition, isNull(gates.deletedAt)))
    .orderBy(asc(gates.name), asc(gates.id), asc(gateHours.weekday));
  const byId = new Map<number, SchedulingGate & { horarios: SlotHours[] }>();
  for (const r of rows) {
    let gate = byId.get(r.id);
    if (!gate) {
      gate = { id: r.id, nome: r.name, capacidadeDinamica: r.dynamicCapacity, horarios: [], variacoes: [] };
      byId.set(r.id, gate);
    }
    if (r.weekday !== null) gate.horarios.push(hoursOfRow(r));
  }
  return [...byId.values()];
}

function hoursOfRow(r: {
  weekday: number | null;
  startTime: string | null;
  endTime: string | null;
  intervalHours: number | null;
  capacity: number | null;
  loadsPerSlot: number | null;
}): SlotHours {
  return {
    idDiaSemana: r.weekday ?? 0,
    hrInicial: r.startTime ?? '00:00:00',
    hrFim: r.endTime ?? '00:00:00',
    intervalo: r.intervalHours ?? 1,
    capacidade: r.capacity ?? 0,
    carga: r.loadsPerSlot ?? 1,
  };
}
