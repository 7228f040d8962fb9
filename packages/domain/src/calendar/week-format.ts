import { addDays, commercialWeekOf } from './commercial-week';

/**
 * How a commercial week is written for people: "02/2027" (two-digit week, slash, year), on every screen,
 * export and document. "2027-02" (yearWeekKey) stays the machine key of the API and the year-week filter.
 */
export interface WeekOfYear {
  week: number;
  year: number;
}

/** The most weeks a commercial year has; a field refuses more before it knows the year. */
export const MAX_COMMERCIAL_WEEK = 53;

/** "02/2027". */
export function formatWeek(week: number, year: number): string {
  return `${String(week).padStart(2, '0')}/${year}`;
}

/** "2027-02" (the API's anoSemanaComercial) shown as "02/2027"; a text that is not a key comes back as it is. */
export function formatWeekKey(key: string | null | undefined): string {
  const parsed = parseWeekKey(key ?? '');
  return parsed ? formatWeek(parsed.week, parsed.year) : (key ?? '');
}

/** How many weeks a commercial year has (52 or 53): the week of its last Saturday. */
export function weeksInYear(year: number): number {
  const last = commercialWeekOf(`${String(year).padStart(4, '0')}-12-31`);
  // 31 December may already be week 1 of the next year: then the week before it is this year's last
  return last.year === year ? last.week : commercialWeekOf(addDays(last.start, -1)).week;
}

/** A week number as typed ("7", "07"): 1 to 53, else null ("77", "0", "", "7a"). */
export function parseWeekNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const week = Number(trimmed);
  return week >= 1 && week <= MAX_COMMERCIAL_WEEK ? week : null;
}

function checked(week: number, year: number): WeekOfYear | null {
  if (year < 1900 || year > 9999 || week < 1 || week > weeksInYear(year)) return null;
  return { week, year };
}

/** The API's key "2027-02" (or "2027-2"), checked against the year's weeks; else null. */
export function parseWeekKey(text: string): WeekOfYear | null {
  const m = /^(\d{4})-(\d{1,2})$/.exec(text.trim());
  return m ? checked(Number(m[2]), Number(m[1])) : null;
}

/**
 * A week as a person types it: "02/2027", "2/2027" or the key "2027-02". Checked against the commercial
 * calendar (week 53 only in a 53-week year); else null.
 */
export function parseWeek(text: string): WeekOfYear | null {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? checked(Number(m[1]), Number(m[2])) : parseWeekKey(text);
}
