import { addDays, weekdayOf } from '@portal/domain';

/** Fixed-date national holidays: the CDs receive nothing on them. */
export const HOLIDAYS: readonly (readonly [string, string])[] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia da Consciência Negra'],
  ['12-25', 'Natal'],
];

const HOLIDAY_DAYS = new Set(HOLIDAYS.map(([monthDay]) => monthDay));

export function isHoliday(date: string): boolean {
  return HOLIDAY_DAYS.has(date.slice(5));
}

/** The holidays from one date to another (both included), with their names. */
export function holidaysBetween(from: string, to: string): { date: string; name: string }[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  return [...years]
    .flatMap((year) => HOLIDAYS.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name })))
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The first Monday-to-Friday on or after a date that is not a holiday. */
export function firstWorkingDayFrom(date: string): string {
  let day = date;
  for (;;) {
    const weekday = weekdayOf(day); // 1 Sunday … 7 Saturday
    if (weekday !== 1 && weekday !== 7 && !isHoliday(day)) return day;
    day = addDays(day, 1);
  }
}
