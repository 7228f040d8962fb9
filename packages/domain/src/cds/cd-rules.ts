import { addDays, weekdayOf } from '../calendar/commercial-week';
import { minutesOf, timeOf } from '../shared/time-of-day';

/** Hours of one weekday, as CD hours or gate hours carry them. */
export interface DayHours {
  idDiaSemana: number;
  hrInicial: string;
  hrFim: string;
}

/** A day is closed when its start equals its end (spec 000 §4 "Gate hours toggle"). */
export function isClosedDay(day: Pick<DayHours, 'hrInicial' | 'hrFim'>): boolean {
  return minutesOf(day.hrInicial) === minutesOf(day.hrFim);
}

/** The toggle: enabling a closed day sets its end to start + 1 h (capped at 24:00); disabling sets end = start. */
export function toggleDay<T extends DayHours>(day: T, open: boolean): T {
  if (!open) return { ...day, hrFim: day.hrInicial };
  return { ...day, hrFim: timeOf(Math.min(minutesOf(day.hrInicial) + 60, 24 * 60)) };
}

/** Weekdays (1-7) whose end precedes their start: saving is refused naming them. */
export function daysEndingBeforeStart(days: readonly DayHours[]): number[] {
  return days
    .filter((d) => minutesOf(d.hrFim) < minutesOf(d.hrInicial))
    .map((d) => d.idDiaSemana)
    .sort((a, b) => a - b);
}

/**
 * Weekdays on which an open gate day does not fit inside the CD's hours of that weekday (gate010,
 * and cdHour010 seen from the CD). A closed gate day (start = end, or capacity 0 when given) always fits;
 * an open gate day on a closed CD day never does.
 */
export function gateDaysOutsideCd(
  gateDays: readonly (DayHours & { capacidade?: number })[],
  cdDays: readonly DayHours[],
): number[] {
  return gateDays
    .filter((g) => {
      if (isClosedDay(g) || g.capacidade === 0) return false;
      const cd = cdDays.find((c) => c.idDiaSemana === g.idDiaSemana);
      if (!cd || isClosedDay(cd)) return true;
      return minutesOf(g.hrInicial) < minutesOf(cd.hrInicial) || minutesOf(g.hrFim) > minutesOf(cd.hrFim);
    })
    .map((g) => g.idDiaSemana)
    .sort((a, b) => a - b);
}

/** The earliest Sunday a new variation may start: the next Sunday after today (never today). */
export function minimumVariationStart(today: string): string {
  return addDays(today, 8 - weekdayOf(today));
}

export function isSunday(date: string): boolean {
  return weekdayOf(date) === 1;
}

/** A variation's last day: its Sunday + 6. */
export function variationEnd(start: string): string {
  return addDays(start, 6);
}

/** Whether a time of day (HH:MM[:SS]) is a slot start of a day's hours: start + k × intervalo hours, before the end. */
export function isSlotStart(day: Pick<GateDayHours, 'hrInicial' | 'hrFim' | 'intervalo'>, time: string): boolean {
  const start = minutesOf(day.hrInicial);
  const end = minutesOf(day.hrFim);
  const at = minutesOf(time);
  const step = Math.max(1, Math.trunc(day.intervalo)) * 60;
  return at >= start && at < end && (at - start) % step === 0;
}

/** Whether a booked time lies inside a CD's hours of its weekday ([start, end); a closed or missing day never holds it). */
export function timeInsideCd(cdDays: readonly DayHours[], weekday: number, time: string): boolean {
  const cd = cdDays.find((c) => c.idDiaSemana === weekday);
  if (!cd || isClosedDay(cd)) return false;
  const at = minutesOf(time);
  return at >= minutesOf(cd.hrInicial) && at < minutesOf(cd.hrFim);
}

/** One weekday of a gate's hours with what a slot receives (the GateHourDto shape without id). */
export interface GateDayHours extends DayHours {
  intervalo: number;
  /** volumes per slot; 0 closes the day */
  capacidade: number;
  /** loads per slot (counts only with dynamic capacity) */
  carga: number;
}

/** A gate's weekly hours and its dynamic-capacity flag, before or after an edit. */
export interface GateWeek {
  capacidadeDinamica: boolean;
  horarios: readonly GateDayHours[];
}

/** A booking at a gate: its date (YYYY-MM-DD), its time (HH:MM:SS) and the load's volumes. */
export interface GateBooking {
  date: string;
  time: string;
  volumes: number;
}

export type GateChangeCode = 'gate011' | 'gate012' | 'gate014' | 'gate015';

/** A gate edit that would break bookings: the code, and the weekdays and dates of the slots it breaks. */
export interface GateChangeConflict {
  code: GateChangeCode;
  days: number[];
  dates: string[];
}

/** The order in which conflicts are reported: a time that vanishes first, then loads per slot, then volumes. */
const GATE_CHANGE_ORDER: readonly GateChangeCode[] = ['gate012', 'gate015', 'gate014', 'gate011'];

/** What a slot of bookings breaks under a gate week: each code at most once. */
function slotProblems(week: GateWeek, weekday: number, time: string, slot: readonly GateBooking[]): GateChangeCode[] {
  const day = week.horarios.find((h) => h.idDiaSemana === weekday);
  if (!day || isClosedDay(day) || !isSlotStart(day, time)) return ['gate012'];
  const problems: GateChangeCode[] = [];
  if (!week.capacidadeDinamica && slot.length > 1) problems.push('gate015');
  if (week.capacidadeDinamica && slot.length > day.carga) problems.push('gate014');
  const volumes = slot.reduce((total, b) => total + b.volumes, 0);
  if (day.capacidade <= 0 || day.capacidade < volumes) problems.push('gate011');
  return problems;
}

/**
 * The bookings a gate edit would break (docs/decisions.md "CD administration"): a booked time no longer a
 * slot start (gate012), dynamic capacity off while a slot holds more than one load (gate015), fewer loads per
 * slot than booked (gate014), less capacity than the volumes booked in a slot or capacity 0 (gate011).
 * Pass the bookings the edit governs (from today on, on dates no variation covers). A problem the gate already
 * had before the edit is not the edit's fault and is not reported. Ordered gate012, gate015, gate014, gate011.
 */
export function gateChangeConflicts(
  before: GateWeek,
  after: GateWeek,
  bookings: readonly GateBooking[],
): GateChangeConflict[] {
  const slots = new Map<string, GateBooking[]>();
  for (const b of bookings) {
    const key = `${b.date} ${minutesOf(b.time)}`;
    const slot = slots.get(key);
    if (slot) slot.push(b);
    else slots.set(key, [b]);
  }
  const found = new Map<GateChangeCode, { days: Set<number>; dates: Set<string> }>();
  for (const slot of slots.values()) {
    const { date, time } = slot[0]!;
    const weekday = weekdayOf(date);
    const already = new Set(slotProblems(before, weekday, time, slot));
    for (const code of slotProblems(after, weekday, time, slot)) {
      if (already.has(code)) continue;
      const entry = found.get(code) ?? { days: new Set<number>(), dates: new Set<string>() };
      entry.days.add(weekday);
      entry.dates.add(date);
      found.set(code, entry);
    }
  }
  return GATE_CHANGE_ORDER.flatMap((code) => {
    const entry = found.get(code);
    if (!entry) return [];
    return [{ code, days: [...entry.days].sort((a, b) => a - b), dates: [...entry.dates].sort() }];
  });
}

/**
 * Weekdays on which new CD hours would leave out something that must stay inside them (cdHour010): an open day
 * of a gate's regular hours or of a variation still to come, or a booking from today on (its time inside
 * [start, end) of its weekday). Sorted, each weekday once.
 */
export function cdHoursConflicts(
  cdDays: readonly DayHours[],
  gateWeeks: readonly (readonly (DayHours & { capacidade?: number })[])[],
  bookings: readonly Pick<GateBooking, 'date' | 'time'>[],
): number[] {
  const days = new Set<number>();
  for (const week of gateWeeks) for (const d of gateDaysOutsideCd(week, cdDays)) days.add(d);
  for (const b of bookings) {
    const weekday = weekdayOf(b.date);
    if (!timeInsideCd(cdDays, weekday, b.time)) days.add(weekday);
  }
  return [...days].sort((a, b) => a - b);
}

/** Weekdays whose carga is not 1 although the gate has no dynamic capacity (refused: carga is 1 without it). */
export function daysWithLoadsWithoutDynamicCapacity(
  capacidadeDinamica: boolean,
  days: readonly Pick<GateDayHours, 'idDiaSemana' | 'carga'>[],
): number[] {
  if (capacidadeDinamica) return [];
  return days
    .filter((d) => d.carga !== 1)
    .map((d) => d.idDiaSemana)
    .sort((a, b) => a - b);
}

/** Whether a date lies in one of the periods (inclusive ISO dates). */
export function dateInPeriods(date: string, periods: readonly { start: string; end: string }[]): boolean {
  return periods.some((p) => p.start <= date && date <= p.end);
}
