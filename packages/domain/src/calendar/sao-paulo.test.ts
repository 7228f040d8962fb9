import { describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  saoPauloDate,
  saoPauloInstant,
  saoPauloTime,
  saoPauloWallTime,
  todayInSaoPaulo,
} from './sao-paulo';

describe('São Paulo wall time', () => {
  it('reads the date and time of an instant three hours behind UTC', () => {
    const instant = new Date('2026-11-26T02:30:15Z');
    expect(saoPauloDate(instant)).toBe('2026-11-25');
    expect(saoPauloTime(instant)).toBe('23:30:15');
    expect(saoPauloWallTime(instant)).toEqual({ date: '2026-11-25', time: '23:30:15' });
  });

  it('turns at midnight São Paulo, not at midnight UTC', () => {
    expect(saoPauloDate(new Date('2026-03-18T02:59:59Z'))).toBe('2026-03-17');
    expect(saoPauloDate(new Date('2026-03-18T03:00:00Z'))).toBe('2026-03-18');
    expect(saoPauloTime(new Date('2026-03-18T03:00:00Z'))).toBe('00:00:00');
  });

  it('finds the instant of a wall time, and back', () => {
    expect(saoPauloInstant('2026-03-18', '10:00').toISOString()).toBe('2026-03-18T13:00:00.000Z');
    expect(saoPauloInstant('2026-12-31').toISOString()).toBe('2026-12-31T03:00:00.000Z');
    for (const [date, time] of [
      ['2026-01-01', '00:00:00'],
      ['2026-06-15', '23:59:00'],
      ['2027-02-28', '07:30:00'],
    ] as const) {
      expect(saoPauloWallTime(saoPauloInstant(date, time))).toEqual({ date, time });
    }
  });

  it('knows the daylight saving time São Paulo kept until 2019', () => {
    // 2018-11-04 to 2019-02-16: UTC−2
    expect(saoPauloInstant('2019-01-15', '12:00').toISOString()).toBe('2019-01-15T14:00:00.000Z');
    expect(saoPauloTime(new Date('2019-01-15T14:00:00Z'))).toBe('12:00:00');
  });

  it('agrees with the platform time-zone data across the years of daylight saving time', () => {
    // Swedish writes "2019-01-15 12:00:00": a reference built otherwise than the module's own formatter
    const reference = new Intl.DateTimeFormat('sv-SE', {
      timeZone: APP_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (let ms = Date.UTC(2017, 0, 1); ms < Date.UTC(2020, 0, 1); ms += 37 * 60_000 + 13_000) {
      const wall = saoPauloWallTime(new Date(ms));
      if (`${wall.date} ${wall.time}` !== reference.format(new Date(ms)))
        throw new Error(`${new Date(ms).toISOString()}: ${JSON.stringify(wall)}`);
    }
  });

  it.each([
    // now (UTC), today in São Paulo
    ['2026-11-23T02:59:59Z', '2026-11-22'],
    ['2026-11-23T03:00:00Z', '2026-11-23'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    ['2027-01-01T02:59:59Z', '2026-12-31'],
    ['2027-01-01T03:00:00Z', '2027-01-01'],
    // daylight saving time (UTC−2): a fixed −3 h offset (the orders CSV's old copy) would say the 14th
    ['2019-01-15T02:30:00Z', '2019-01-15'],
    ['2019-01-15T01:59:59Z', '2019-01-14'],
  ])('today at %s is %s in São Paulo', (now, today) => {
    expect(todayInSaoPaulo(new Date(now))).toBe(today);
  });

  it('reads today from the machine clock when given none', () => {
    expect(todayInSaoPaulo()).toBe(saoPauloDate(new Date()));
  });
});
