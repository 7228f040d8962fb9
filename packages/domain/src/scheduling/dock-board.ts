import { addDays } from '../calendar/commercial-week';
import { minutesOf, timeOf } from '../shared/time-of-day';
import { bookingReference } from './booking-reference';
import type { DockBoardBookingDto, DockBoardDto, DockBoardSlotDto } from './dock-board-contracts';
import { dayPlan, type CdDayHours, type SchedulingGate } from './free-places';

/** A booking as the board's reader finds it (schedules joined to loads, suppliers and orders). */
export interface BoardBooking {
  scheduleId: number;
  gateId: number;
  date: string;
  /** HH:MM:SS */
  time: string;
  loadId: number;
  supplierId: number;
  supplierName: string;
  volumes: number;
  orders: readonly number[];
}

export interface DockBoardPlanInput {
  gates: readonly SchedulingGate[];
  cdHours: readonly CdDayHours[];
  exceptions: readonly string[];
  from: string;
  days: number;
  bookings: readonly BoardBooking[];
}

function toBoardBooking(b: BoardBooking): DockBoardBookingDto {
  return {
    idAgendamento: b.scheduleId,
    referencia: bookingReference(b.scheduleId),
    idPortao: b.gateId,
    data: b.date,
    hora: b.time,
    idCarga: b.loadId,
    idFornecedor: b.supplierId,
    nomeFornecedor: b.supplierName,
    volumes: b.volumes,
    pedidos: [...b.orders].sort((x, y) => x - y).join(' '),
  };
}

/**
 * The dock board: per gate and day, the slots free places would offer (dayPlan: the gate's hours or variation,
 * the CD's hours and exceptions) with their capacity and the bookings in them. A booking whose time is no longer a
 * slot (hours changed after it was made) still shows, in a slot of its own with capacity 0, so nothing booked is
 * hidden from the dock.
 */
export function dockBoardPlan(input: DockBoardPlanInput): Pick<DockBoardDto, 'portoes' | 'agendamentos'> {
  const closed = new Set(input.exceptions);
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.from, i));
  const byKey = new Map<string, BoardBooking[]>();
  for (const b of input.bookings) {
    const key = `${b.gateId}|${b.date}`;
    byKey.set(key, [...(byKey.get(key) ?? []), b]);
  }
  const portoes = input.gates.map((gate) => ({
    idPortao: gate.id,
    nomePortao: gate.nome,
    dias: dates.map((date) => {
      const plan = dayPlan(gate, date, input.cdHours, (d) => closed.has(d));
      const slots = new Map<number, DockBoardSlotDto>();
      for (const start of plan?.starts ?? [])
        slots.set(start, {
          hora: timeOf(start),
          capacidade: plan!.hours.capacidade,
          cargasPorHorario: plan!.loadsPerSlot,
          volumesUsados: 0,
          cargasUsadas: 0,
        });
      for (const booking of byKey.get(`${gate.id}|${date}`) ?? []) {
        const start = minutesOf(booking.time);
        let slot = slots.get(start);
        if (!slot) {
          slot = { hora: timeOf(start), capacidade: 0, cargasPorHorario: 0, volumesUsados: 0, cargasUsadas: 0 };
          slots.set(start, slot);
        }
        slot.volumesUsados += booking.volumes;
        slot.cargasUsadas += 1;
      }
      const horarios = [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
      return {
        data: date,
        aberto: plan !== null,
        capacidade: horarios.reduce((total, s) => total + s.capacidade, 0),
        volumesUsados: horarios.reduce((total, s) => total + s.volumesUsados, 0),
        horarios,
      };
    }),
  }));
  const agendamentos = input.bookings
    .filter((b) => b.date >= input.from && b.date < addDays(input.from, input.days))
    .map(toBoardBooking)
    .sort((a, b) => a.data.localeCompare(b.data) || a.hora.localeCompare(b.hora) || a.idPortao - b.idPortao);
  return { portoes, agendamentos };
}
