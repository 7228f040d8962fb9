/**
 * Booking terms (spec 000 §5, §8, §9; docs/decisions.md "Booking rules"), shared by the server (the truth)
 * and the web (which disables what the server would refuse). Dates are São Paulo calendar dates.
 */
import { addDays, commercialWeekOf, type CommercialWeek } from '../calendar/commercial-week';
import { SCHEDULE_MAX_TERM_DAYS, SCHEDULE_MIN_NOTICE_DAYS } from './scheduling-contracts';

export type ScheduleTermError = 'scheduling011' | 'scheduling012' | 'scheduling014' | 'beyondTerm';

export interface ScheduleTermInput {
  /** today in São Paulo */
  today: string;
  /** the Sunday of the load's commercial week */
  loadWeekStart: string;
  /** the date asked for (book or move); absent when cancelling */
  newDate?: string | null;
  /** the date of the booking being moved or cancelled; absent for a new booking */
  currentDate?: string | null;
  /** a supplier user: the week rule answers scheduling012 ("contact purchasing") instead of scheduling011 */
  supplier: boolean;
  /** holds admin_alter_load_permissions: exempt from the 2-day notice and the 28-day maximum */
  admin: boolean;
  /** cancelling: the week rule does not apply (cancelling an old week's booking frees its place) */
  cancel?: boolean;
}

/** The last date a booking may fall on for users without admin_alter_load_permissions. */
export function lastBookableDate(today: string): string {
  return addDays(today, SCHEDULE_MAX_TERM_DAYS);
}

/**
 * The commercial weeks a booking made today may fall in without admin_alter_load_permissions: from today's week
 * to the one holding lastBookableDate(today) (five weeks, whatever the weekday).
 */
export function bookingHorizonWeeks(today: string): CommercialWeek[] {
  const last = commercialWeekOf(lastBookableDate(today)).start;
  const weeks: CommercialWeek[] = [];
  for (let week = commercialWeekOf(today); week.start <= last; week = commercialWeekOf(addDays(week.start, 7)))
    weeks.push(week);
  return weeks;
}

/** The first date a booked delivery may be moved or cancelled from (today + 2). */
export function firstChangeableDate(today: string): string {
  return addDays(today, SCHEDULE_MIN_NOTICE_DAYS);
}

/** Whether a load's week is before the current commercial week. */
export function isPastWeek(loadWeekStart: string, today: string): boolean {
  return loadWeekStart < commercialWeekOf(today).start;
}

/** Whether an existing booking may still be moved or cancelled by this user (the 2-day notice). */
export function canChangeBooking(currentDate: string, today: string, admin: boolean): boolean {
  return admin || currentDate >= firstChangeableDate(today);
}

/**
 * The first term the request breaks, or null: the week rule (scheduling011 internal / 012 supplier), then
 * for an existing booking the 2-day notice on its current date (scheduling014), then the 28-day maximum on
 * the new date (beyondTerm). Admins (admin_alter_load_permissions) skip the notice and the maximum, never
 * the week rule.
 */
export function checkScheduleTerms(input: ScheduleTermInput): ScheduleTermError | null {
  if (!input.cancel && isPastWeek(input.loadWeekStart, input.today))
    return input.supplier ? 'scheduling012' : 'scheduling011';
  if (input.admin) return null;
  if (input.currentDate && !canChangeBooking(input.currentDate, input.today, false)) return 'scheduling014';
  if (input.newDate && input.newDate > lastBookableDate(input.today)) return 'beyondTerm';
  return null;
}
