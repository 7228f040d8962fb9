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

export function parseIsoDate(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

export function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(iso).getTime() + days * DAY_MS));
}

/** Weekday in the spec's numbering: 1 Sunday … 7 Saturday. */
export function weekdayOf(iso: string): number {
  return parseIsoDate(iso).getUTCDay() + 1;
}

function sundayOnOrBefore(iso: string): string {
  return addDays(iso, -(weekdayOf(iso) - 1));
}

export function commercialWeekOf(iso: string): CommercialWeek {
  const start = sundayOnOrBefore(iso);
  const end = addDays(start, 6);
  const year = Number(end.slice(0, 4));
  const firstStart = sundayOnOrBefore(`${year}-01-01`);
  const week = Math.round((parseIsoDate(start).getTime() - parseIsoDate(firstStart).getTime()) / (7 * DAY_MS)) + 1;
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
