import { describe, expect, it } from 'vitest';
import {
  cdHoursConflicts,
  dateInPeriods,
  daysEndingBeforeStart,
  daysWithLoadsWithoutDynamicCapacity,
  gateChangeConflicts,
  gateDaysOutsideCd,
  isClosedDay,
  isSlotStart,
  isSunday,
  minimumVariationStart,
  timeInsideCd,
  toggleDay,
  variationEnd,
  type DayHours,
  type GateBooking,
  type GateDayHours,
  type GateWeek,
} from './cd-rules';

const day = (idDiaSemana: number, hrInicial: string, hrFim: string): DayHours => ({ idDiaSemana, hrInicial, hrFim });

/** The demo CD: Sunday closed, Monday to Friday 06:00-22:00, Saturday 07:00-13:00. */
const CD: DayHours[] = [
  day(1, '00:00:00', '00:00:00'),
  ...[2, 3, 4, 5, 6].map((d) => day(d, '06:00:00', '22:00:00')),
  day(7, '07:00:00', '13:00:00'),
];

function gateDay(idDiaSemana: number, overrides: Partial<GateDayHours> = {}): GateDayHours {
  const weekend = idDiaSemana === 1;
  return {
    idDiaSemana,
    hrInicial: '08:00:00',
    hrFim: weekend ? '08:00:00' : idDiaSemana === 7 ? '12:00:00' : '18:00:00',
    intervalo: idDiaSemana === 7 ? 2 : 1,
    capacidade: weekend ? 0 : 3000,
    carga: 1,
    ...overrides,
  };
}

/** The demo gate: Mon-Fri 08:00-18:00 hourly 3000, Sat 08:00-12:00 every 2 h, Sunday closed. */
function week(dynamic = false, changes: Record<number, Partial<GateDayHours>> = {}): GateWeek {
  return {
    capacidadeDinamica: dynamic,
    horarios: [1, 2, 3, 4, 5, 6, 7].map((d) => gateDay(d, changes[d])),
  };
}

// 2026-11-23 is a Monday (weekday 2), 2026-11-28 a Saturday (7)
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
const booking = (date: string, time: string, volumes = 100): GateBooking => ({ date, time, volumes });

describe('isClosedDay', () => {
  it.each([
    ['00:00:00', '00:00:00', true],
    ['08:00:00', '08:00:00', true],
    ['08:00', '08:00:00', true],
    ['08:00:00', '18:00:00', false],
    ['18:00:00', '08:00:00', false],
  ])('%s-%s closed: %s', (hrInicial, hrFim, closed) => {
    expect(isClosedDay({ hrInicial, hrFim })).toBe(closed);
  });
});

describe('toggleDay', () => {
  it('closes a day by setting its end to its start', () => {
    expect(toggleDay(day(2, '08:00:00', '18:00:00'), false)).toEqual(day(2, '08:00:00', '08:00:00'));
  });

  it('opens a day with one hour from its start', () => {
    expect(toggleDay(day(2, '08:00:00', '08:00:00'), true)).toEqual(day(2, '08:00:00', '09:00:00'));
  });

  it('caps the end at midnight', () => {
    expect(toggleDay(day(2, '23:30:00', '23:30:00'), true).hrFim).toBe('24:00:00');
  });

  it('keeps the other fields', () => {
    expect(toggleDay(gateDay(2), false)).toEqual({ ...gateDay(2), hrFim: '08:00:00' });
  });
});

describe('daysEndingBeforeStart', () => {
  it('names the weekdays whose end precedes their start, sorted', () => {
    expect(
      daysEndingBeforeStart([
        day(7, '10:00:00', '09:00:00'),
        day(2, '08:00:00', '18:00:00'),
        day(3, '18:00:00', '08:00:00'),
        day(4, '08:00:00', '08:00:00'),
      ]),
    ).toEqual([3, 7]);
  });

  it('is empty when every day is ordered or closed', () => {
    expect(daysEndingBeforeStart(CD)).toEqual([]);
    expect(daysEndingBeforeStart([day(2, '00:00:00', '24:00:00')])).toEqual([]);
  });

  it('compares minutes, not strings, and refuses a one-minute inversion', () => {
    expect(daysEndingBeforeStart([day(2, '08:01', '08:00:00')])).toEqual([2]);
  });
});

describe('gateDaysOutsideCd', () => {
  it('accepts the demo gate inside the demo CD', () => {
    expect(gateDaysOutsideCd(week().horarios, CD)).toEqual([]);
  });

  it.each([
    ['starts before the CD', { hrInicial: '05:00:00' }, [2]],
    ['ends after the CD', { hrFim: '23:00:00' }, [2]],
    ['matches the CD exactly', { hrInicial: '06:00:00', hrFim: '22:00:00' }, []],
    ['closed (start = end) outside the CD', { hrInicial: '23:00:00', hrFim: '23:00:00' }, []],
    ['capacity 0 outside the CD', { hrInicial: '05:00:00', capacidade: 0 }, []],
  ])('a Monday that %s', (_label, change, days) => {
    expect(gateDaysOutsideCd(week(false, { 2: change }).horarios, CD)).toEqual(days);
  });

  it('never fits an open gate day on a closed CD day, nor on a weekday the CD lacks', () => {
    const openSunday = week(false, { 1: { hrFim: '12:00:00', capacidade: 10 } }).horarios;
    expect(gateDaysOutsideCd(openSunday, CD)).toEqual([1]);
    expect(gateDaysOutsideCd(week().horarios, CD.slice(0, 6))).toEqual([7]);
  });

  it('treats a default new gate (08:00-18:00 every day, capacity 0) as fitting anywhere', () => {
    const fresh = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, '08:00:00', '18:00:00'));
    expect(gateDaysOutsideCd(fresh, CD)).toEqual([1, 7]);
    expect(
      gateDaysOutsideCd(
        fresh.map((d) => ({ ...d, capacidade: 0 })),
        CD,
      ),
    ).toEqual([]);
  });

  it('lists several weekdays sorted', () => {
    const horarios = week(false, { 7: { hrFim: '14:00:00' }, 3: { hrInicial: '05:00:00' } }).horarios;
    expect(gateDaysOutsideCd([...horarios].reverse(), CD)).toEqual([3, 7]);
  });
});

describe('variation dates', () => {
  it.each([
    ['2026-11-22', '2026-11-29'], // Sunday: the next Sunday, never today
    ['2026-11-23', '2026-11-29'],
    ['2026-11-28', '2026-11-29'], // Saturday: tomorrow
    ['2026-12-31', '2027-01-03'],
  ])('the earliest start after %s is %s', (today, start) => {
    expect(minimumVariationStart(today)).toBe(start);
    expect(isSunday(minimumVariationStart(today))).toBe(true);
  });

  it('knows Sundays', () => {
    expect(isSunday('2026-11-22')).toBe(true);
    expect(isSunday('2026-11-23')).toBe(false);
    expect(isSunday('2026-11-28')).toBe(false);
  });

  it('ends a variation on the Saturday', () => {
    expect(variationEnd('2026-11-29')).toBe('2026-12-05');
    expect(variationEnd('2026-12-27')).toBe('2027-01-02');
  });

  it('finds a date in inclusive periods', () => {
    const periods = [{ start: '2026-11-29', end: '2026-12-05' }];
    expect(dateInPeriods('2026-11-29', periods)).toBe(true);
    expect(dateInPeriods('2026-12-05', periods)).toBe(true);
    expect(dateInPeriods('2026-12-06', periods)).toBe(false);
    expect(dateInPeriods('2026-11-28', [])).toBe(false);
  });
});

describe('isSlotStart', () => {
  const hourly = gateDay(2);
  const everyTwo = gateDay(7);
  it.each([
    [hourly, '08:00:00', true],
    [hourly, '17:00:00', true],
    [hourly, '18:00:00', false], // the end is not a start
    [hourly, '07:00:00', false],
    [hourly, '08:30:00', false],
    [everyTwo, '10:00:00', true],
    [everyTwo, '09:00:00', false],
    [everyTwo, '12:00:00', false],
    [{ hrInicial: '09:30:00', hrFim: '12:00:00', intervalo: 1 }, '10:30', true],
  ])('%o at %s: %s', (hours, time, expected) => {
    expect(isSlotStart(hours, time)).toBe(expected);
  });
});

describe('timeInsideCd', () => {
  it.each([
    [2, '06:00:00', true],
    [2, '21:00:00', true],
    [2, '22:00:00', false],
    [2, '05:59:00', false],
    [1, '10:00:00', false], // closed Sunday
    [7, '12:00:00', true],
    [7, '13:00:00', false],
  ])('weekday %i at %s: %s', (weekday, time, inside) => {
    expect(timeInsideCd(CD, weekday, time)).toBe(inside);
  });

  it('holds nothing on a weekday the CD lacks', () => {
    expect(timeInsideCd(CD.slice(0, 6), 7, '08:00:00')).toBe(false);
  });
});

describe('gateChangeConflicts', () => {
  const before = week();

  it('finds nothing when the gate is unchanged or there are no bookings', () => {
    expect(gateChangeConflicts(before, before, [booking(MONDAY, '08:00:00', 3000)])).toEqual([]);
    expect(gateChangeConflicts(before, week(false, { 2: { capacidade: 1 } }), [])).toEqual([]);
  });

  it('gate011: capacity below the volumes booked in one slot', () => {
    const after = week(false, { 2: { capacidade: 499 } });
    expect(gateChangeConflicts(before, after, [booking(MONDAY, '09:00:00', 500)])).toEqual([
      { code: 'gate011', days: [2], dates: [MONDAY] },
    ]);
    expect(
      gateChangeConflicts(before, week(false, { 2: { capacidade: 500 } }), [booking(MONDAY, '09:00:00', 500)]),
    ).toEqual([]);
  });

  it('gate011: sums the volumes of a dynamic slot', () => {
    const dynamic = week(true, { 2: { carga: 3, capacidade: 6000 } });
    const slot = [booking(MONDAY, '09:00:00', 2000), booking(MONDAY, '09:00:00', 2000)];
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 3, capacidade: 3999 } }), slot)).toEqual([
      { code: 'gate011', days: [2], dates: [MONDAY] },
    ]);
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 3, capacidade: 4000 } }), slot)).toEqual([]);
  });

  it('gate011: capacity 0 closes a booked day', () => {
    const after = week(false, { 2: { capacidade: 0 } });
    expect(gateChangeConflicts(before, after, [booking(MONDAY, '09:00:00', 0)])).toMatchObject([{ code: 'gate011' }]);
  });

  it.each([
    ['a later start', { hrInicial: '10:00:00' }],
    ['an earlier end', { hrFim: '09:00:00' }],
    ['a closed day', { hrFim: '08:00:00' }],
    ['an interval that skips the time', { intervalo: 2 }],
    ['a shifted start', { hrInicial: '08:30:00' }],
  ])('gate012: %s', (_label, change) => {
    const after = week(false, { 2: change });
    expect(gateChangeConflicts(before, after, [booking(MONDAY, '09:00:00')])).toEqual([
      { code: 'gate012', days: [2], dates: [MONDAY] },
    ]);
  });

  it('gate012 is not raised when the booked time stays a start', () => {
    const after = week(false, { 2: { hrInicial: '07:00:00', hrFim: '20:00:00', intervalo: 2 } });
    expect(gateChangeConflicts(before, after, [booking(MONDAY, '09:00:00')])).toEqual([]);
  });

  it('gate014: fewer loads per slot than booked', () => {
    const dynamic = week(true, { 2: { carga: 3, capacidade: 6000 } });
    const slot = [booking(MONDAY, '09:00:00'), booking(MONDAY, '09:00:00'), booking(MONDAY, '09:00:00')];
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 2, capacidade: 6000 } }), slot)).toEqual([
      { code: 'gate014', days: [2], dates: [MONDAY] },
    ]);
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 3, capacidade: 6000 } }), slot)).toEqual([]);
  });

  it('gate015: dynamic capacity off while a slot holds more than one load', () => {
    const dynamic = week(true, { 2: { carga: 3, capacidade: 6000 } });
    const slot = [booking(MONDAY, '09:00:00'), booking(MONDAY, '09:00:00')];
    expect(gateChangeConflicts(dynamic, week(false, { 2: { capacidade: 6000 } }), slot)).toEqual([
      { code: 'gate015', days: [2], dates: [MONDAY] },
    ]);
    // one load per slot: turning it off breaks nothing
    expect(gateChangeConflicts(dynamic, week(false, { 2: { capacidade: 6000 } }), slot.slice(0, 1))).toEqual([]);
  });

  it('reports several codes in the order gate012, gate015, gate014, gate011 with their days and dates', () => {
    const dynamic = week(true, { 2: { carga: 3, capacidade: 6000 }, 3: { carga: 3, capacidade: 6000 } });
    const after = week(false, { 2: { capacidade: 100 }, 7: { intervalo: 4 } });
    const bookings = [
      booking(MONDAY, '09:00:00', 50),
      booking(MONDAY, '09:00:00', 50),
      booking(TUESDAY, '10:00:00', 200),
      booking(SATURDAY, '10:00:00', 10),
      booking(MONDAY, '11:00:00', 101),
    ];
    expect(gateChangeConflicts(dynamic, after, bookings)).toEqual([
      { code: 'gate012', days: [7], dates: [SATURDAY] },
      { code: 'gate015', days: [2], dates: [MONDAY] },
      { code: 'gate011', days: [2], dates: [MONDAY] },
    ]);
  });

  it('groups a slot by date and time, whatever the time format', () => {
    const dynamic = week(true, { 2: { carga: 2, capacidade: 6000 } });
    const slot = [booking(MONDAY, '09:00'), booking(MONDAY, '09:00:00')];
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 1, capacidade: 6000 } }), slot)).toMatchObject([
      { code: 'gate014' },
    ]);
    // the same time on another date is another slot
    const apart = [booking(MONDAY, '09:00:00'), booking('2026-11-30', '09:00:00')];
    expect(gateChangeConflicts(dynamic, week(true, { 2: { carga: 1, capacidade: 6000 } }), apart)).toEqual([]);
  });

  it('does not blame the edit for a problem the gate already had', () => {
    // a legacy booking at 08:30 is already off the hourly grid: saving other changes is allowed
    const legacy = [booking(MONDAY, '08:30:00', 10)];
    expect(gateChangeConflicts(before, week(false, { 3: { capacidade: 10 } }), legacy)).toEqual([]);
    // but a new problem on that slot is still reported
    const over = [booking(MONDAY, '09:00:00', 4000)];
    expect(gateChangeConflicts(before, week(false, { 2: { capacidade: 3500 } }), over)).toEqual([]);
    expect(
      gateChangeConflicts(week(false, { 2: { capacidade: 5000 } }), week(false, { 2: { capacidade: 3500 } }), over),
    ).toEqual([{ code: 'gate011', days: [2], dates: [MONDAY] }]);
  });

  it('treats a weekday missing from the new hours as closed', () => {
    const after: GateWeek = { capacidadeDinamica: false, horarios: week().horarios.filter((h) => h.idDiaSemana !== 2) };
    expect(gateChangeConflicts(before, after, [booking(MONDAY, '09:00:00')])).toMatchObject([{ code: 'gate012' }]);
  });
});

describe('cdHoursConflicts', () => {
  it('accepts the demo CD with the demo gates and bookings', () => {
    expect(cdHoursConflicts(CD, [week().horarios], [booking(MONDAY, '17:00:00')])).toEqual([]);
  });

  it('names weekdays where a gate day no longer fits', () => {
    const narrower = CD.map((d) => (d.idDiaSemana === 7 ? day(7, '09:00:00', '13:00:00') : d));
    expect(cdHoursConflicts(narrower, [week().horarios], [])).toEqual([7]);
  });

  it('names weekdays where a booking falls outside, including closed days', () => {
    const hours = CD.map((d) => (d.idDiaSemana === 3 ? day(3, '06:00:00', '10:00:00') : d));
    // a booking at 10:00 on a day whose gate closes earlier (a variation, say) still counts
    expect(cdHoursConflicts(hours, [], [booking(TUESDAY, '10:00:00'), booking(TUESDAY, '09:00:00')])).toEqual([3]);
    const closedMonday = CD.map((d) => (d.idDiaSemana === 2 ? day(2, '06:00:00', '06:00:00') : d));
    expect(cdHoursConflicts(closedMonday, [], [booking(MONDAY, '09:00:00')])).toEqual([2]);
  });

  it('merges gates and bookings, each weekday once, sorted', () => {
    const hours = CD.map((d) =>
      d.idDiaSemana === 7 || d.idDiaSemana === 2 ? day(d.idDiaSemana, '10:00:00', '11:00:00') : d,
    );
    expect(
      cdHoursConflicts(
        hours,
        [week().horarios, week().horarios],
        [booking(SATURDAY, '08:00:00'), booking(MONDAY, '08:00:00')],
      ),
    ).toEqual([2, 7]);
  });

  it('ignores closed gate days', () => {
    const closedSaturday = CD.map((d) => (d.idDiaSemana === 7 ? day(7, '00:00:00', '00:00:00') : d));
    expect(cdHoursConflicts(closedSaturday, [week(false, { 7: { capacidade: 0 } }).horarios], [])).toEqual([]);
    expect(cdHoursConflicts(closedSaturday, [week(false, { 7: { hrFim: '08:00:00' } }).horarios], [])).toEqual([]);
  });
});

describe('daysWithLoadsWithoutDynamicCapacity', () => {
  const days = [
    { idDiaSemana: 3, carga: 2 },
    { idDiaSemana: 2, carga: 1 },
    { idDiaSemana: 1, carga: 5 },
  ];
  it('names the days whose carga is not 1 without dynamic capacity', () => {
    expect(daysWithLoadsWithoutDynamicCapacity(false, days)).toEqual([1, 3]);
  });
  it('accepts any carga with dynamic capacity', () => {
    expect(daysWithLoadsWithoutDynamicCapacity(true, days)).toEqual([]);
  });
});
