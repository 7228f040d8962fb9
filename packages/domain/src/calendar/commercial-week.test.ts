import { describe, expect, it } from 'vitest';
import {
  addDays,
  commercialWeekOf,
  commercialWeeksOfYear,
  isCalendarDate,
  parseIsoDate,
  weekdayOf,
  yearWeekKey,
} from './commercial-week';

describe('commercial calendar', () => {
  it('numbers weekdays 1 Sunday to 7 Saturday', () => {
    expect(weekdayOf('2026-11-22')).toBe(1); // a Sunday
    expect(weekdayOf('2026-11-28')).toBe(7);
  });

  it.each([
    // date, year, week, start, end
    ['2026-01-01', 2026, 1, '2025-12-28', '2026-01-03'],
    ['2025-12-28', 2026, 1, '2025-12-28', '2026-01-03'], // late December already in week 1 of the next year
    ['2026-01-04', 2026, 2, '2026-01-04', '2026-01-10'],
    ['2026-11-22', 2026, 48, '2026-11-22', '2026-11-28'],
    ['2026-11-21', 2026, 47, '2026-11-15', '2026-11-21'],
    ['2026-12-26', 2026, 52, '2026-12-20', '2026-12-26'],
    ['2026-12-27', 2027, 1, '2026-12-27', '2027-01-02'],
    ['2028-12-30', 2028, 53, '2028-12-24', '2028-12-30'], // a 53-week year
  ])('%s is week %i/%i', (date, year, week, start, end) => {
    expect(commercialWeekOf(date)).toEqual({ year, week, start, end });
  });

  it('gives every year 52 or 53 contiguous Sunday-to-Saturday weeks', () => {
    for (let year = 2020; year <= 2035; year++) {
      const weeks = commercialWeeksOfYear(year);
      expect([52, 53]).toContain(weeks.length);
      weeks.forEach((w, i) => {
        expect(w.week).toBe(i + 1);
        expect(weekdayOf(w.start)).toBe(1);
        expect(weekdayOf(w.end)).toBe(7);
        if (i > 0) expect(w.start).toBe(addDays(weeks[i - 1]!.end, 1));
      });
      const next = commercialWeeksOfYear(year + 1);
      expect(next[0]!.start).toBe(addDays(weeks.at(-1)!.end, 1));
    }
  });

  it('formats year-week keys', () => {
    expect(yearWeekKey({ year: 2026, week: 7 })).toBe('2026-07');
  });
});

describe('date arithmetic without Date objects', () => {
  it('agrees with the platform calendar on every day from 1900 to 2200', () => {
    const DAY = 86_400_000;
    for (let ms = Date.UTC(1900, 0, 1); ms <= Date.UTC(2200, 11, 31); ms += DAY) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      if (parseIsoDate(iso).getTime() !== ms) throw new Error(`parseIsoDate(${iso})`);
      if (addDays(iso, 1) !== new Date(ms + DAY).toISOString().slice(0, 10)) throw new Error(`addDays(${iso}, 1)`);
      if (weekdayOf(iso) !== new Date(ms).getUTCDay() + 1) throw new Error(`weekdayOf(${iso})`);
    }
  });

  it('rolls days and months past their end over, as Date.UTC does', () => {
    expect(addDays('2026-02-31', 0)).toBe('2026-03-03');
    expect(addDays('2026-13-01', 0)).toBe('2027-01-01');
    expect(addDays('2024-02-29', 365)).toBe('2025-02-28');
    expect(() => addDays('2026-3-1', 1)).toThrow(/not an ISO date/);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%j → %s', (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
  });
});
