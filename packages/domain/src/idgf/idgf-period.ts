import { addDays, commercialWeekOf, commercialWeeksOfYear, yearWeekKey } from '../calendar/commercial-week';
import { parseWeekKey, type WeekOfYear } from '../calendar/week-format';

/**
 * The period of the supplier's performance report (/idgf): a range of commercial weeks, Sunday to Saturday
 * (calendar/commercial-week.ts), written with the API's keys "2026-40". Each figure puts a row in the week of its
 * own date (a booked delivery by its delivery date, an acceptance by the day the order reached the supplier, a
 * conciliation by its first upload), so a week's bar reads "what happened that week".
 */

/** Weeks shown when the request names none: the current week and the seven before it. */
export const IDGF_DEFAULT_WEEKS = 8;
/** The longest period a request may ask for: a commercial year. */
export const IDGF_MAX_WEEKS = 53;

export interface IdgfPeriod {
  /** First week, "2026-40". */
  de: string;
  /** Last week, "2026-47". */
  ate: string;
  /** Sunday of the first week, yyyy-mm-dd. */
  inicio: string;
  /** Saturday of the last week, yyyy-mm-dd. */
  fim: string;
  /** Every week of the period, in order ("2026-40", "2026-41", …). */
  semanas: string[];
}

/** The week key ("2026-47") a calendar date belongs to. */
export function weekKeyOf(isoDate: string): string {
  return yearWeekKey(commercialWeekOf(isoDate));
}

/** Sunday of a commercial week. */
export function weekStartOf(week: WeekOfYear): string {
  return commercialWeeksOfYear(week.year)[week.week - 1]!.start;
}

/** The default period on `today`: IDGF_DEFAULT_WEEKS weeks ending with the current one. */
export function defaultIdgfWeeks(today: string): { de: string; ate: string } {
  return { de: weekKeyOf(addDays(today, -7 * (IDGF_DEFAULT_WEEKS - 1))), ate: weekKeyOf(today) };
}

export type IdgfPeriodResult =
  | { ok: true; period: IdgfPeriod }
  | { ok: false; reason: 'invalidWeek' | 'reversed' | 'tooLong'; field?: 'de' | 'ate' };

/**
 * A period from its two week keys (either may be missing: the default fills it on `today`). Refused when a key is
 * not a week of the commercial calendar, when the last week comes before the first, or when it spans more than
 * IDGF_MAX_WEEKS weeks.
 */
export function idgfPeriodOf(
  de: string | null | undefined,
  ate: string | null | undefined,
  today: string,
): IdgfPeriodResult {
  const fallback = defaultIdgfWeeks(today);
  const first = parseWeekKey(de ?? fallback.de);
  if (!first) return { ok: false, reason: 'invalidWeek', field: 'de' };
  const last = parseWeekKey(ate ?? fallback.ate);
  if (!last) return { ok: false, reason: 'invalidWeek', field: 'ate' };
  const inicio = weekStartOf(first);
  const lastStart = weekStartOf(last);
  if (lastStart < inicio) return { ok: false, reason: 'reversed' };
  const semanas: string[] = [];
  for (let start = inicio; start <= lastStart; start = addDays(start, 7)) {
    semanas.push(weekKeyOf(start));
    if (semanas.length > IDGF_MAX_WEEKS) return { ok: false, reason: 'tooLong' };
  }
  return {
    ok: true,
    period: { de: semanas[0]!, ate: semanas[semanas.length - 1]!, inicio, fim: addDays(lastStart, 6), semanas },
  };
}
