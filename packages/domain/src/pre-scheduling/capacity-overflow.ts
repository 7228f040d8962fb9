import { addDays, weekdayOf } from '../calendar/commercial-week';
import { dayPlan, type CdDayHours, type SchedulingGate } from '../scheduling/free-places';
import { minutesOf, timeOf } from '../shared/time-of-day';
import type { Reservation } from './reservation';

/**
 * The save check of a pre-scheduling (issue 17; docs/decisions.md "Pre-scheduling"): reservations of one CD that
 * hold the same slot on the same dates may not together exceed what the CD receives in that slot. The CD's capacity
 * at a slot start T of a weekday, C(T), is the sum of the slot capacities of its gates whose regular hours start a
 * slot at T that weekday (inside the CD's opening hours), exactly as free places walk them (dayPlan). Variations and
 * exceptions are one-off and left out: a standing reservation is measured against the regular week.
 */

/** A known Sunday: the regular week's dates, weekday w on REFERENCE_SUNDAY + (w - 1) days. */
const REFERENCE_SUNDAY = '2023-01-01';

/** Where the reservations overflow the CD: the weekday, the slot, the first date it happens, and the two sums. */
export interface CapacityOverflow {
  /** 1 Sunday … 7 Saturday */
  weekday: number;
  /** the slot start, HH:MM:SS */
  time: string;
  /** the first date (YYYY-MM-DD) on which the reservations holding the slot exceed the capacity */
  date: string;
  /** volumes the reservations hold in that slot on that date, the new one included */
  reserved: number;
  /** C(T): volumes the CD's gates receive in that slot */
  capacity: number;
}

export interface CapacityOverflowInput {
  /** the CD's gates that are not deleted, with their regular hours (variations are ignored) */
  gates: readonly SchedulingGate[];
  cdHours: readonly CdDayHours[];
  /** the CD's other reservations that hold capacity (the saved one itself left out) */
  others: readonly Reservation[];
  /** the reservation being saved */
  candidate: Reservation;
}

/** C(T) of a weekday: slot start (minutes since midnight) → volumes the CD's gates receive there. */
export function cdCapacityOfWeekday(
  gates: readonly SchedulingGate[],
  cdHours: readonly CdDayHours[],
  weekday: number,
): Map<number, number> {
  const date = addDays(REFERENCE_SUNDAY, weekday - 1);
  const capacity = new Map<number, number>();
  for (const gate of gates) {
    const plan = dayPlan({ ...gate, variacoes: [] }, date, cdHours, () => false);
    if (!plan) continue;
    for (const start of plan.starts) capacity.set(start, (capacity.get(start) ?? 0) + plan.hours.capacidade);
  }
  return capacity;
}

/** The dates of weekday w a reservation holds: the first and the last (null: no end), or null when none. */
export function weekdayWindow(r: Reservation, weekday: number): { first: string; last: string | null } | null {
  const first = addDays(r.startDate, (weekday - weekdayOf(r.startDate) + 7) % 7);
  if (r.endDate === null) return { first, last: null };
  const last = addDays(r.endDate, -((weekdayOf(r.endDate) - weekday + 7) % 7));
  return last < first ? null : { first, last };
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * The first (weekday, slot, date) where the candidate and the other reservations holding that slot on that date
 * exceed C(T), or null when they all fit. Only slots the CD has are measured: a reservation outside the gates' hours
 * holds nothing. Per slot, a sweep over the others' date windows inside the candidate's finds the busiest date.
 */
export function capacityOverflow(input: CapacityOverflowInput): CapacityOverflow | null {
  const { candidate } = input;
  const from = minutesOf(candidate.startTime);
  const to = minutesOf(candidate.endTime);
  for (const weekday of [...new Set(candidate.weekdays)].sort((a, b) => a - b)) {
    const window = weekdayWindow(candidate, weekday);
    if (!window) continue;
    const capacity = cdCapacityOfWeekday(input.gates, input.cdHours, weekday);
    // the others holding this weekday on dates shared with the candidate, with those dates
    const sharing = input.others.flatMap((other) => {
      if (!other.weekdays.includes(weekday)) return [];
      const theirs = weekdayWindow(other, weekday);
      if (!theirs) return [];
      const first = later(theirs.first, window.first);
      const last = earlier(theirs.last, window.last);
      if (last !== null && last < first) return [];
      return [{ other, first, last, from: minutesOf(other.startTime), to: minutesOf(other.endTime) }];
    });
    const starts = [...capacity.keys()].filter((t) => t >= from && t < to).sort((a, b) => a - b);
    for (const start of starts) {
      const cap = capacity.get(start)!;
      // +capacity on its first date, -capacity a week after its last (dates of one weekday are 7 days apart)
      const events: [string, number][] = [[window.first, 0]];
      for (const s of sharing) {
        if (start < s.from || start >= s.to) continue;
        events.push([s.first, s.other.capacity]);
        if (s.last !== null) events.push([addDays(s.last, 7), -s.other.capacity]);
      }
      events.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      let held = candidate.capacity;
      for (let i = 0; i < events.length; i++) {
        held += events[i]![1];
        const date = events[i]![0];
        // every change of one date applied before the date is judged
        if (i + 1 < events.length && events[i + 1]![0] === date) continue;
        if (window.last !== null && date > window.last) break;
        if (held > cap) return { weekday, time: timeOf(start), date, reserved: held, capacity: cap };
      }
    }
  }
  return null;
}

/** A weekday's name (1 Sunday … 7 Saturday) in the language, for the overflow's message. */
export function weekdayNameIn(language: string, weekday: number): string {
  const date = new Date(`${addDays(REFERENCE_SUNDAY, weekday - 1)}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
