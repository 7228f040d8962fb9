import { describe, expect, it } from 'vitest';
import { saoPauloDate, saoPauloInstant, saoPauloTime, saoPauloWallTime } from './sao-paulo';

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
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (let ms = Date.UTC(2017, 0, 1); ms < Date.UTC(2020, 0, 1); ms += 37 * 60_000 + 13_000) {
      const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      const wall = saoPauloWallTime(new Date(ms));
      if (wall.date !== `${p.year}-${p.month}-${p.day}` || wall.time !== `${p.hour}:${p.minute}:${p.second}`)
        throw new Error(`${new Date(ms).toISOString()}: ${JSON.stringify(wall)}`);
    }
  });
});
