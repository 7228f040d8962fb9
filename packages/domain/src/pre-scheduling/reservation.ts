import { weekdayOf } from '../calendar/commercial-week';
import { minutesOf } from '../shared/time-of-day';

/**
 * A pre-scheduling as a reservation (decision A15, docs/decisions.md): `capacity` volumes per slot start at its CD,
 * held for its provider on its weekdays, for slots starting from startTime to before endTime, from startDate on
 * (work-hour type 1, weekly) or to endDate (type 2, date range). The booking side (free places, the booking
 * transaction) and the pre-scheduling side (the overlap check on save) both read it through reservationCovers.
 */
export interface Reservation {
  id: number;
  /** the provider (fornecedor) the capacity is held for */
  supplierId: number;
  /** volumes per slot start */
  capacity: number;
  /** 1 Sunday … 7 Saturday */
  weekdays: readonly number[];
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, or null for type 1 (no end) */
  endDate: string | null;
  /** HH:MM[:SS] */
  startTime: string;
  endTime: string;
}

/** Work-hour types (listarTiposHoraTrabalho; spec 001 §9: 2 means a date range). */
export const WORK_HOUR_TYPE_WEEKLY = 1;
export const WORK_HOUR_TYPE_DATE_RANGE = 2;

/** Whether the reservation holds the date (its dates and weekdays). */
export function reservationHoldsDate(r: Reservation, date: string): boolean {
  if (date < r.startDate || (r.endDate !== null && date > r.endDate)) return false;
  return r.weekdays.includes(weekdayOf(date));
}

/** Whether a slot starting at `minutes` (since midnight) on `date` falls in the reservation. */
export function reservationCovers(r: Reservation, date: string, minutes: number): boolean {
  return reservationHoldsDate(r, date) && minutes >= minutesOf(r.startTime) && minutes < minutesOf(r.endTime);
}
