import { describe, expect, it } from 'vitest';
import { commercialWeeksOfYear } from './commercial-week';
import { formatWeek, formatWeekKey, parseWeek, parseWeekKey, parseWeekNumber, weeksInYear } from './week-format';

describe('one week format', () => {
  it.each([
    [2, 2027, '02/2027'],
    [12, 2026, '12/2026'],
    [53, 2028, '53/2028'],
  ])('writes week %i of %i as %s', (week, year, text) => {
    expect(formatWeek(week, year)).toBe(text);
  });

  it('shows the API key as the same format, and anything else as it came', () => {
    expect(formatWeekKey('2026-48')).toBe('48/2026');
    expect(formatWeekKey('2027-2')).toBe('02/2027');
    expect(formatWeekKey('')).toBe('');
    expect(formatWeekKey(null)).toBe('');
    expect(formatWeekKey('soon')).toBe('soon');
  });

  it.each([
    ['7', 7],
    ['07', 7],
    [' 53 ', 53],
    ['1', 1],
    ['77', null],
    ['0', null],
    ['54', null],
    ['', null],
    ['7a', null],
    ['123', null],
  ])('reads the week number %j as %j', (text, week) => {
    expect(parseWeekNumber(text)).toBe(week);
  });

  it.each([
    ['02/2027', { week: 2, year: 2027 }],
    ['2/2027', { week: 2, year: 2027 }],
    ['2027-02', { week: 2, year: 2027 }],
    ['2026-48', { week: 48, year: 2026 }],
    ['53/2028', { week: 53, year: 2028 }], // 2028 has 53 weeks
    ['53/2026', null], // 2026 has 52
    ['77/2027', null],
    ['00/2027', null],
    ['2/27', null],
    ['2027/02', null],
  ])('reads the week %j as %j', (text, week) => {
    expect(parseWeek(text)).toEqual(week);
  });

  it('reads only the key form as a key', () => {
    expect(parseWeekKey('2027-02')).toEqual({ week: 2, year: 2027 });
    expect(parseWeekKey('02/2027')).toBeNull();
  });

  it('counts the weeks of a year as the commercial calendar does', () => {
    for (let year = 2020; year <= 2040; year++) expect(weeksInYear(year)).toBe(commercialWeeksOfYear(year).length);
  });

  it('round-trips every week of a year', () => {
    for (const w of commercialWeeksOfYear(2027))
      expect(parseWeek(formatWeek(w.week, w.year))).toEqual({ week: w.week, year: w.year });
  });
});
