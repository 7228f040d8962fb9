import { addDays, formatDateBr, formatWeekKey, type FreeGatesDto, weekdayOf } from '@portal/domain';

/** The place a load is booked at (gate, date, time), as load details give it. */
export interface Place {
  idPortao: number;
  dtEntrega: string;
  horaEntrega: string;
}

export interface WeekDay {
  /** 1 Sunday … 7 Saturday */
  diaSemana: number;
  /** YYYY-MM-DD */
  data: string;
  /** "HH:MM:SS": the union over the gates, the hours reserved for the load's supplier first, each part ascending */
  hours: string[];
  /** the hours where the load's supplier holds reserved capacity (pre-scheduling, decision A15): "Reserved for you" */
  reserved: string[];
}

export interface GateChoice {
  idPortao: number;
  nomePortao: string;
  /** the load's supplier holds reserved capacity at this gate's slot */
  reserved: boolean;
}

/** "08:00:00" and "08:00" are the same time. */
const sameTime = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

function isExcluded(exclude: Place | null, idPortao: number, data: string, hour: string): boolean {
  return (
    exclude !== null &&
    exclude.idPortao === idPortao &&
    exclude.dtEntrega === data &&
    sameTime(exclude.horaEntrega, hour)
  );
}

/** The free hours of one gate on a date, without the excluded place (the load's current booking). */
function gateHours(free: FreeGatesDto, idPortao: number, data: string, exclude: Place | null): string[] {
  const gate = free.portoes.find((p) => p.idPortao === idPortao);
  const day = gate?.listaHorarios.find((d) => d.data === data);
  return (day?.horariosDisponiveis ?? []).filter((hour) => !isExcluded(exclude, idPortao, data, hour));
}

/** The hours of one gate on a date the server marks reserved for the load's supplier (horariosReservados). */
function reservedHours(free: FreeGatesDto, idPortao: number, data: string): string[] {
  const gate = free.portoes.find((p) => p.idPortao === idPortao);
  return gate?.listaHorarios.find((d) => d.data === data)?.horariosReservados ?? [];
}

/**
 * Sunday to Saturday of the load's week, each with the union of the gates' free hours, those reserved for the
 * load's supplier first. A day without any free hour is offered disabled. `exclude` (the current booking) is
 * never offered again.
 */
export function weekDays(free: FreeGatesDto, exclude: Place | null = null): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const data = addDays(free.dataInicialSemana, i);
    const all = new Set<string>();
    const reserved = new Set<string>();
    for (const gate of free.portoes) {
      const open = gateHours(free, gate.idPortao, data, exclude);
      for (const hour of open) all.add(hour);
      for (const hour of reservedHours(free, gate.idPortao, data)) if (open.includes(hour)) reserved.add(hour);
    }
    const hours = [...all].sort();
    return {
      diaSemana: weekdayOf(data),
      data,
      hours: [...hours.filter((h) => reserved.has(h)), ...hours.filter((h) => !reserved.has(h))],
      reserved: [...reserved].sort(),
    };
  });
}

/** The gates free on a date at an hour, those reserved for the load's supplier first, else as the server lists them. */
export function gatesAt(free: FreeGatesDto, data: string, hour: string, exclude: Place | null = null): GateChoice[] {
  const gates = free.portoes
    .filter((gate) => gateHours(free, gate.idPortao, data, exclude).includes(hour))
    .map(({ idPortao, nomePortao }) => ({
      idPortao,
      nomePortao,
      reserved: reservedHours(free, idPortao, data).includes(hour),
    }));
  return [...gates.filter((g) => g.reserved), ...gates.filter((g) => !g.reserved)];
}

/** True when no gate has a free hour on any day of the week. */
export function hasNoFreePlace(days: readonly WeekDay[]): boolean {
  return days.every((d) => d.hours.length === 0);
}

export interface Selection {
  data: string | null;
  hour: string | null;
  idPortao: number | null;
}

export const EMPTY_SELECTION: Selection = { data: null, hour: null, idPortao: null };

/**
 * What of a selection is still free (after a refetch, a place may have gone): a day without hours (unless the
 * server explains it),
 * an hour no longer offered or a gate no longer free at that hour is dropped, with what depends on it.
 */
export function validSelection(free: FreeGatesDto, selection: Selection, exclude: Place | null = null): Selection {
  const day = weekDays(free, exclude).find((d) => d.data === selection.data);
  if (!day) return EMPTY_SELECTION;
  // a day without hours stays chosen only when the server explains it (its reason and nearest places are shown)
  if (day.hours.length === 0)
    return free.diasSemVaga?.some((d) => d.data === day.data)
      ? { ...EMPTY_SELECTION, data: day.data }
      : EMPTY_SELECTION;
  if (!selection.hour || !day.hours.includes(selection.hour)) return { ...EMPTY_SELECTION, data: day.data };
  const gate = gatesAt(free, day.data, selection.hour, exclude).find((g) => g.idPortao === selection.idPortao);
  return { data: day.data, hour: selection.hour, idPortao: gate ? gate.idPortao : null };
}

export function isComplete(selection: Selection): selection is { data: string; hour: string; idPortao: number } {
  return selection.data !== null && selection.hour !== null && selection.idPortao !== null;
}

/** "2026-11-30" → "30/11". */
export function dayMonth(iso: string): string {
  return formatDateBr(iso).slice(0, 5);
}

/** "2026-49" → "49/2026", the portal's one week format (calendar/week-format.ts); the bare number without a key. */
export function weekYear(anoSemanaComercial: string | null | undefined, semanaComercial: number): string {
  return anoSemanaComercial ? formatWeekKey(anoSemanaComercial) : String(semanaComercial);
}
