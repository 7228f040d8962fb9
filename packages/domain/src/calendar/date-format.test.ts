import { describe, expect, it } from 'vitest';
import { formatDateBr, formatDateIn, formatDateTimeBr, formatInstantBr, formatInstantIn } from './date-format';

describe('formatDateBr: dd/mm/yyyy', () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2026-11-22T10:00:00Z', '22/11/2026'],
    // an instant is read on São Paulo's calendar, not UTC's
    ['2026-11-21T02:30:00.000Z', '20/11/2026'],
    ['2026-01-01T02:59:00Z', '31/12/2025'],
    ['2019-01-15T02:30:00Z', '15/01/2019'], // UTC−2 then: a fixed −3 h offset would say the 14th
    ['2026-11-21T23:30:00-03:00', '21/11/2026'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['22/11/2026', ''],
    ['11/12/2026', ''], // never the machine's reading of a US date
    ['2026', ''],
    ['ontem', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDateBr(value)).toBe(expected);
  });

  it('takes Date objects as instants', () => {
    expect(formatDateBr(new Date('2026-03-18T02:00:00Z'))).toBe('17/03/2026');
    expect(formatDateBr(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTimeBr: a calendar date and a wall time', () => {
  it.each([
    ['2026-11-22', '07:30:00', '22/11/2026 07:30'],
    ['2026-11-22', '07:30', '22/11/2026 07:30'],
    ['2026-11-22', null, '22/11/2026'],
    ['2026-11-22', 'x', '22/11/2026'],
    [null, '07:30', ''],
  ])('%j %j → %j', (date, time, expected) => {
    expect(formatDateTimeBr(date, time)).toBe(expected);
  });
});

describe('formatInstantBr: dd/mm/yyyy hh:mm in São Paulo', () => {
  it.each([
    ['2026-11-21T02:30:00.000Z', '20/11/2026 23:30'],
    ['2026-11-22T13:05:00.000Z', '22/11/2026 10:05'],
    ['2026-01-01T02:59:00Z', '31/12/2025 23:59'],
    ['2019-01-15T14:00:00Z', '15/01/2019 12:00'], // daylight saving time, UTC−2
    [null, ''],
    ['', ''],
    ['ontem', ''],
    ['2026-11-22', ''], // a calendar date has no time of day
  ])('%j → %j', (value, expected) => {
    expect(formatInstantBr(value)).toBe(expected);
  });

  it('takes Date objects', () => {
    expect(formatInstantBr(new Date('2026-03-18T13:00:00Z'))).toBe('18/03/2026 10:00');
  });
});

describe('dates in the language’s own order (server documents)', () => {
  it.each([
    ['pt-BR', '2026-11-03', '03/11/2026'],
    ['en-US', '2026-11-03', '11/03/2026'],
    ['es-ES', '2026-11-03', '03/11/2026'],
    // an instant's São Paulo date
    ['pt-BR', '2026-11-04T02:30:00Z', '03/11/2026'],
    ['en-US', new Date('2026-11-04T02:30:00Z'), '11/03/2026'],
    ['pt-BR', null, ''],
    ['pt-BR', 'ontem', ''],
  ])('formatDateIn(%s, %j) → %s', (language, value, expected) => {
    expect(formatDateIn(language, value)).toBe(expected);
  });

  it.each([
    ['pt-BR', '2026-11-04T02:30:00Z', '03/11/2026, 23:30'],
    ['en-US', '2026-11-04T02:30:00Z', '11/03/2026, 23:30'],
    ['es-ES', new Date('2026-11-04T13:05:00Z'), '04/11/2026, 10:05'],
    ['pt-BR', null, ''],
    ['pt-BR', '2026-11-04', ''],
  ])('formatInstantIn(%s, %j) → %s', (language, value, expected) => {
    expect(formatInstantIn(language, value)).toBe(expected);
  });
});
