import {
  addDays,
  commercialWeekOf,
  type DockBoardBookingDto,
  type DockBoardDto,
  type DockBoardGateDayDto,
} from '@portal/domain';
import { z } from 'zod';

/** The board shows one day (gates × hours) or one commercial week, Sunday to Saturday (gates × days). */
export const BOARD_VIEWS = ['day', 'week'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/** The board as the URL keeps it: ?cd=2&data=2026-03-18&vista=week (anything else falls back). */
export const boardUrlSchema = z.object({
  cd: z.coerce.number().int().positive().optional().catch(undefined),
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  vista: z.enum(BOARD_VIEWS).optional().catch(undefined),
});

/** The days quadroDoca is asked for: the day itself, or the commercial week holding it. */
export function boardWindow(view: BoardView, date: string): { dataInicio: string; dias: number } {
  return view === 'day' ? { dataInicio: date, dias: 1 } : { dataInicio: commercialWeekOf(date).start, dias: 7 };
}

/** The day the previous or next button leads to: a day or a week away. */
export function shiftDate(view: BoardView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/** The hours the day view has columns for: every slot start of any gate that day, ascending. */
export function boardHours(board: DockBoardDto): string[] {
  const hours = new Set<string>();
  for (const gate of board.portoes) for (const day of gate.dias) for (const slot of day.horarios) hours.add(slot.hora);
  return [...hours].sort();
}

/** The bookings grouped by "gate|date|hour" and by "gate|date". */
export function bookingIndex(board: DockBoardDto) {
  const bySlot = new Map<string, DockBoardBookingDto[]>();
  const byDay = new Map<string, DockBoardBookingDto[]>();
  for (const b of board.agendamentos) {
    const slotKey = `${b.idPortao}|${b.data}|${b.hora}`;
    const dayKey = `${b.idPortao}|${b.data}`;
    bySlot.set(slotKey, [...(bySlot.get(slotKey) ?? []), b]);
    byDay.set(dayKey, [...(byDay.get(dayKey) ?? []), b]);
  }
  return {
    at: (gateId: number, date: string, hour: string) => bySlot.get(`${gateId}|${date}|${hour}`) ?? [],
    onDay: (gateId: number, date: string) => byDay.get(`${gateId}|${date}`) ?? [],
  };
}

/** The board's totals: bookings, volumes booked, and the capacity of the open slots. */
export function boardTotals(board: DockBoardDto): { bookings: number; volumes: number; capacity: number } {
  const days: DockBoardGateDayDto[] = board.portoes.flatMap((g) => g.dias);
  return {
    bookings: board.agendamentos.length,
    volumes: days.reduce((total, d) => total + d.volumesUsados, 0),
    capacity: days.reduce((total, d) => total + d.capacidade, 0),
  };
}

/** How full a slot or day is, for its colour: free, part used, full (or over). */
export function fillLevel(used: number, capacity: number): 'free' | 'partial' | 'full' {
  if (used <= 0) return 'free';
  return capacity > 0 && used < capacity ? 'partial' : 'full';
}
