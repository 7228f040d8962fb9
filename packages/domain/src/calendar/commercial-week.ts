/**
 * The commercial calendar: weeks run Sunday to Saturday and are numbered 1 to 53 within a year.
 * Week 1 is the week that contains 1 January; a week belongs to the year of its Saturday,
 * so the last days of December can already be week 1 of the next year.
 * Dates here are calendar dates ("YYYY-MM-DD"), free of time zones; callers decide "today"
 * in America/Sao_Paulo.
 */
export interface CommercialWeek {
  year: number;
  week: number;
  /** Sunday, YYYY-MM-DD */
  start: string;
  /** Saturday, YYYY-MM-DD */
  end: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1 to 12; a day past the month's end rolls over). */
function daysFromCivil(year: number, month: number, day: number): number {
  // Howard Hinnant's days_from_civil: integer arithmetic, no Date objects (the demo generator calls this a lot)
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5);
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468 + (day - 1);
}

/** Days of the dates already read: a generator reads the same few hundred over and over. */
const daysOf = new Map<string, number>();

function isoToDays(iso: string): number {
  const known = daysOf.get(iso);
  if (known !== undefined) return known;
  const days = readIsoDays(iso);
  if (daysOf.size >= 100_000) daysOf.clear();
  daysOf.set(iso, days);
  return days;
}

function readIsoDays(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  const month = Number(m[2]);
  // months outside 1-12 roll over as Date.UTC does
  if (month < 1 || month > 12) return Math.round(Date.UTC(Number(m[1]), month - 1, Number(m[3])) / DAY_MS);
  return daysFromCivil(Number(m[1]), month, Number(m[3]));
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function daysToIso(days: number): string {
  // Hinnant's civil_from_days
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${two(month)}-${two(day)}`;
}

export function parseIsoDate(iso: string): Date {
  return new Date(isoToDays(iso) * DAY_MS);
}

export function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return daysToIso(isoToDays(iso) + days);
}

/** Whether a text is a real calendar date, YYYY-MM-DD: 2026-02-31 is not (the arithmetic would roll it over). */
export function isCalendarDate(text: string): boolean {
  return ISO_DATE.test(text) && daysToIso(readIsoDays(text)) === text;
}

/** Weekday in the spec's numbering: 1 Sunday … 7 Saturday. */
export function weekdayOf(iso: string): number {
  // 1970-01-01 was a Thursday (5)
  return ((((isoToDays(iso) + 4) % 7) + 7) % 7) + 1;
}

function sundayOnOrBefore(iso: string): string {
  return addDays(iso, -(weekdayOf(iso) - 1));
}

export function commercialWeekOf(iso: string): CommercialWeek {
  const start = sundayOnOrBefore(iso);
  const end = addDays(start, 6);
  const year = Number(end.slice(0, 4));
  const firstStart = sundayOnOrBefore(`${year}-01-01`);
  const week = (isoToDays(start) - isoToDays(firstStart)) / 7 + 1;
  return { year, week, start, end };
}

/** Every week of a commercial year, in order (52 or 53 of them). */
export function commercialWeeksOfYear(year: number): CommercialWeek[] {
  const weeks: CommercialWeek[] = [];
  let start = sundayOnOrBefore(`${year}-01-01`);
  for (;;) {
    const w = commercialWeekOf(start);
    if (w.year !== year) break;
    weeks.push(w);
    start = addDays(start, 7);
  }
  return weeks;
}

/** "2026-47" style key used by the year-week filter. */
export function yearWeekKey(w: Pick<CommercialWeek, 'year' | 'week'>): string {
  return `${w.year}-${String(w.week).padStart(2, '0')}`;
}
