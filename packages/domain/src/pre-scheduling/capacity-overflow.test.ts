import { describe, expect, it } from 'vitest';
import type { CdDayHours, SchedulingGate, SlotHours } from '../scheduling/free-places';
import { capacityOverflow, cdCapacityOfWeekday, weekdayNameIn, weekdayWindow } from './capacity-overflow';
import type { Reservation } from './reservation';

function hours(idDiaSemana: number, hrInicial: string, hrFim: string, extra: Partial<SlotHours> = {}): SlotHours {
  return { idDiaSemana, hrInicial, hrFim, intervalo: 1, capacidade: 100, carga: 1, ...extra };
}

/** Monday to Friday 08:00-12:00 hourly, 100 volumes a slot; Saturday 08:00-12:00 every 2 h, 50; Sunday closed. */
function gate(id: number, extra: Partial<SchedulingGate> = {}): SchedulingGate {
  return {
    id,
    nome: `Portão ${id}`,
    capacidadeDinamica: false,
    horarios: [
      hours(1, '08:00', '08:00', { capacidade: 0 }),
      ...[2, 3, 4, 5, 6].map((d) => hours(d, '08:00', '12:00')),
      hours(7, '08:00', '12:00', { intervalo: 2, capacidade: 50 }),
    ],
    variacoes: [],
    ...extra,
  };
}

const CD_HOURS: CdDayHours[] = [
  { idDiaSemana: 1, hrInicial: '06:00', hrFim: '06:00' },
  ...[2, 3, 4, 5, 6].map((d) => ({ idDiaSemana: d, hrInicial: '06:00', hrFim: '22:00' })),
  { idDiaSemana: 7, hrInicial: '07:00', hrFim: '13:00' },
];

let nextId = 1;
function reservation(extra: Partial<Reservation> = {}): Reservation {
  return {
    id: nextId++,
    supplierId: 10,
    capacity: 60,
    weekdays: [2],
    startDate: '2026-12-07', // a Monday
    endDate: null,
    startTime: '08:00',
    endTime: '12:00',
    ...extra,
  };
}

const TWO_GATES = [gate(1), gate(2)]; // C(T) = 200 on weekdays, 100 on Saturday slots

const check = (others: Reservation[], candidate: Reservation, gates = TWO_GATES) =>
  capacityOverflow({ gates, cdHours: CD_HOURS, others, candidate });

describe('cdCapacityOfWeekday', () => {
  it('sums the slot capacities of the gates starting a slot at each time', () => {
    const monday = cdCapacityOfWeekday(TWO_GATES, CD_HOURS, 2);
    expect([...monday.entries()]).toEqual([
      [480, 200],
      [540, 200],
      [600, 200],
      [660, 200],
    ]);
    expect([...cdCapacityOfWeekday(TWO_GATES, CD_HOURS, 7).entries()]).toEqual([
      [480, 100],
      [600, 100],
    ]);
    expect(cdCapacityOfWeekday(TWO_GATES, CD_HOURS, 1).size).toBe(0);
  });

  it('counts a gate only inside the CD’s opening hours, and ignores variations', () => {
    const late = gate(3, { horarios: [hours(2, '10:00', '14:00', { capacidade: 70 })] });
    const cd: CdDayHours[] = [{ idDiaSemana: 2, hrInicial: '06:00', hrFim: '13:00' }];
    const withVariation = gate(1, {
      variacoes: [{ dataInicial: '2023-01-01', dataFinal: '2023-01-07', horarios: [hours(2, '08:00', '09:00')] }],
    });
    expect([...cdCapacityOfWeekday([withVariation, late], cd, 2).entries()]).toEqual([
      [480, 100],
      [540, 100],
      [600, 170],
      [660, 170],
      [720, 70],
    ]);
  });

  it('leaves out a CD closed that weekday or a gate with capacity 0', () => {
    expect(cdCapacityOfWeekday(TWO_GATES, [], 2).size).toBe(0);
    const empty = gate(4, { horarios: [hours(2, '08:00', '12:00', { capacidade: 0 })] });
    expect(cdCapacityOfWeekday([empty], CD_HOURS, 2).size).toBe(0);
  });
});

describe('weekdayWindow', () => {
  it('finds the first and last date of a weekday in the reservation', () => {
    const r = reservation({ startDate: '2026-12-08', endDate: '2026-12-21' }); // Tuesday to Monday
    expect(weekdayWindow(r, 2)).toEqual({ first: '2026-12-14', last: '2026-12-21' });
    expect(weekdayWindow(r, 3)).toEqual({ first: '2026-12-08', last: '2026-12-15' });
    expect(weekdayWindow(reservation({ startDate: '2026-12-08' }), 2)).toEqual({ first: '2026-12-14', last: null });
  });

  it('is empty when a short range never reaches the weekday', () => {
    expect(weekdayWindow(reservation({ startDate: '2026-12-08', endDate: '2026-12-09' }), 2)).toBeNull();
  });
});

describe('capacityOverflow', () => {
  it('accepts reservations that together fit the slot (equal to the capacity included)', () => {
    expect(check([reservation({ capacity: 140 })], reservation({ capacity: 60 }))).toBeNull();
    expect(check([], reservation({ capacity: 200 }))).toBeNull();
  });

  it('refuses one reservation alone above the CD’s capacity, at its first slot', () => {
    expect(check([], reservation({ capacity: 201 }))).toEqual({
      weekday: 2,
      time: '08:00:00',
      date: '2026-12-07',
      reserved: 201,
      capacity: 200,
    });
  });

  it('refuses overlapping reservations above the capacity, naming weekday, slot and first date', () => {
    const others = [reservation({ capacity: 100, startTime: '10:00', endTime: '12:00', startDate: '2027-01-04' })];
    expect(check(others, reservation({ capacity: 101 }))).toEqual({
      weekday: 2,
      time: '10:00:00',
      date: '2027-01-04',
      reserved: 201,
      capacity: 200,
    });
  });

  it('measures the Saturday slots with their own capacity and interval', () => {
    const saturday = reservation({ weekdays: [2, 7], capacity: 101 });
    expect(check([], saturday)).toMatchObject({ weekday: 7, time: '08:00:00', capacity: 100 });
  });

  it('ignores other weekdays, other hours and dates that do not meet', () => {
    const candidate = reservation({ capacity: 150, startDate: '2026-12-07', endDate: '2026-12-28' });
    const others = [
      reservation({ capacity: 150, weekdays: [3, 4] }),
      reservation({ capacity: 150, startTime: '12:00', endTime: '18:00' }),
      reservation({ capacity: 150, startTime: '06:00', endTime: '08:00' }),
      reservation({ capacity: 150, startDate: '2027-01-04' }),
      reservation({ capacity: 150, startDate: '2026-01-05', endDate: '2026-12-06' }),
      // a range of Tuesday and Wednesday never holds a Monday
      reservation({ capacity: 150, startDate: '2026-12-15', endDate: '2026-12-16' }),
    ];
    expect(check(others, candidate)).toBeNull();
  });

  it('measures the busiest date, not the sum of everything that meets the candidate', () => {
    // two others that each meet the candidate but never each other: 80 + 80 each time, never 80 + 80 + 80
    const candidate = reservation({ capacity: 80 });
    const december = reservation({ capacity: 80, endDate: '2026-12-28' });
    const january = reservation({ capacity: 80, startDate: '2027-01-04', endDate: '2027-01-25' });
    expect(check([december, january], candidate)).toBeNull();
    const february = reservation({ capacity: 41, startDate: '2027-01-25' });
    expect(check([december, january, february], candidate)).toMatchObject({ date: '2027-01-25', reserved: 201 });
  });

  it('frees a slot the week after an other ends (end dates are inclusive)', () => {
    const ending = reservation({ capacity: 150, endDate: '2026-12-14' });
    expect(check([ending], reservation({ capacity: 100, startDate: '2026-12-21' }))).toBeNull();
    expect(check([ending], reservation({ capacity: 100, startDate: '2026-12-14' }))).toMatchObject({
      date: '2026-12-14',
    });
  });

  it('stops at the candidate’s end date', () => {
    const later = reservation({ capacity: 150, startDate: '2027-01-04' });
    expect(check([later], reservation({ capacity: 100, endDate: '2027-01-03' }))).toBeNull();
    expect(check([later], reservation({ capacity: 100, endDate: '2027-01-04' }))).toMatchObject({
      date: '2027-01-04',
    });
  });

  it('holds nothing outside the gates’ hours: a Sunday or a night reservation never overflows', () => {
    expect(check([], reservation({ capacity: 10_000, weekdays: [1] }))).toBeNull();
    expect(check([], reservation({ capacity: 10_000, startTime: '19:00', endTime: '23:00' }))).toBeNull();
    expect(check([], reservation({ capacity: 10_000 }), [])).toBeNull();
  });

  it('counts a slot that starts inside the hours only (start included, end excluded)', () => {
    const others = [reservation({ capacity: 150, startTime: '11:00', endTime: '12:00' })];
    expect(check(others, reservation({ capacity: 100, startTime: '08:00', endTime: '11:00' }))).toBeNull();
    expect(check(others, reservation({ capacity: 100, startTime: '08:00', endTime: '11:01' }))).toMatchObject({
      time: '11:00:00',
    });
  });
});

describe('weekdayNameIn', () => {
  it('names the weekday in the three languages', () => {
    expect(weekdayNameIn('pt-BR', 2)).toBe('segunda-feira');
    expect(weekdayNameIn('en-US', 1)).toBe('Sunday');
    expect(weekdayNameIn('es-ES', 7)).toBe('sábado');
  });
});
