import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/commercial-week';
import {
  slotLedger,
  weekDates,
  type FreePlacesInput,
  type SchedulingGate,
  type SlotBooking,
  type SlotHours,
} from './free-places';
import { freePlacesAnswer, nearestFreePlaces, noFreePlaceReason, weekReason } from './no-free-place';
import type { CdReservation } from './reserved-capacity';
import { lastBookableDate } from './schedule-rules';
import {
  CD_WEEKDAYS_OPEN,
  MONDAY,
  NEXT_SUNDAY,
  SATURDAY,
  SUNDAY,
  TUESDAY,
  WEDNESDAY,
  mondayReservation,
  weekdayGate,
  weekdayHours,
} from './test-week.test-support';

/** Mon–Sat 08:00–10:00 hourly (two slots), one load of up to 1,000 volumes a slot; Sunday closed. */
function hours(extra: Partial<SlotHours> = {}): SlotHours[] {
  return weekdayHours('10:00:00', extra);
}

const CD_HOURS = CD_WEEKDAYS_OPEN;

function gate(id: number, extra: Partial<SchedulingGate> = {}): SchedulingGate {
  return weekdayGate(id, hours(), extra);
}

const EARLY_NOW = { date: '2030-02-20', time: '10:00:00' };

function input(extra: Partial<FreePlacesInput> = {}): FreePlacesInput {
  return {
    load: { id: 1, volumes: 100, supplierId: 8 },
    weekStart: SUNDAY,
    cdHours: CD_HOURS,
    exceptions: [],
    gates: [gate(10), gate(11)],
    bookings: [],
    now: EARLY_NOW,
    ...extra,
  };
}

/** Both slots of both gates taken on each date. */
function fill(...dates: string[]): SlotBooking[] {
  return dates.flatMap((date) =>
    [10, 11].flatMap((gateId) =>
      ['08:00:00', '09:00:00'].map((time) => ({ gateId, date, time, volumes: 10, loadId: 99 })),
    ),
  );
}

/** The reason of one date of the load's week. */
function reasonOn(date: string, extra: Partial<FreePlacesInput> = {}) {
  const i = input(extra);
  const dates = weekDates(i.weekStart);
  return noFreePlaceReason(slotLedger({ ...i, dates }), dates.indexOf(date));
}

describe('noFreePlaceReason: why a day offers nothing', () => {
  it('a date before today is past; today after its last slot is past too', () => {
    expect(reasonOn(MONDAY, { now: { date: TUESDAY, time: '07:00:00' } })).toEqual({ motivo: 'past' });
    expect(reasonOn(TUESDAY, { now: { date: TUESDAY, time: '09:00:00' } })).toEqual({ motivo: 'past' });
  });

  it('a CD without gates, closed that weekday, an exception date, gates without hours', () => {
    expect(reasonOn(MONDAY, { gates: [] })).toEqual({ motivo: 'noGates' });
    expect(reasonOn(SUNDAY)).toEqual({ motivo: 'cdClosed' });
    expect(reasonOn(MONDAY, { exceptions: [MONDAY] })).toEqual({ motivo: 'exception' });
    const shut = hours().map((h) => (h.idDiaSemana === 3 ? { ...h, capacidade: 0 } : h));
    expect(reasonOn(TUESDAY, { gates: [gate(10, { horarios: shut })] })).toEqual({ motivo: 'gatesClosed' });
  });

  it('beyond the 28-day term: the date booking opens is the day minus the term', () => {
    // today 2030-02-03: the last bookable date is 2030-03-03 (Sunday), so Monday 2030-03-04 opens on 2030-02-04
    const now = { date: '2030-02-03', time: '10:00:00' };
    const lastDate = lastBookableDate(now.date);
    expect(lastDate).toBe(SUNDAY);
    expect(reasonOn(MONDAY, { now, lastDate })).toEqual({ motivo: 'beyondHorizon', dataAbertura: '2030-02-04' });
    expect(reasonOn(SATURDAY, { now, lastDate })).toEqual({ motivo: 'beyondHorizon', dataAbertura: '2030-02-09' });
    // closed stays closed, whatever the term
    expect(reasonOn(SUNDAY, { now: { date: '2030-01-01', time: '10:00:00' }, lastDate: '2030-01-29' })).toEqual({
      motivo: 'cdClosed',
    });
  });

  it('the load larger than every slot is tooLarge; slots all taken is full', () => {
    expect(reasonOn(MONDAY, { load: { id: 1, volumes: 1001 } })).toEqual({ motivo: 'tooLarge' });
    expect(reasonOn(MONDAY, { bookings: fill(MONDAY) })).toEqual({ motivo: 'full' });
  });

  it('a gate with room but the CD capacity held by another provider is reserved (A15)', () => {
    // supplier 7 holds the whole CD (2 × 1,000) on Mondays: supplier 8's load finds the gates empty yet nothing free
    const held = mondayReservation(7, 2000);
    expect(reasonOn(MONDAY, { reservations: [held] })).toEqual({ motivo: 'reserved' });
    // the provider itself is not refused by its own reservation
    const answer = freePlacesAnswer(input({ reservations: [held], load: { id: 1, volumes: 100, supplierId: 7 } }));
    expect(answer.diasSemVaga?.map((d) => d.data)).toEqual([SUNDAY]);
  });
});

describe('weekReason: the week from its days', () => {
  it('beyondHorizon wins and names the first day beyond the term and its opening date', () => {
    expect(
      weekReason([
        { data: SUNDAY, motivo: 'cdClosed' },
        { data: MONDAY, motivo: 'full' },
        { data: TUESDAY, motivo: 'beyondHorizon', dataAbertura: '2030-02-05' },
        { data: WEDNESDAY, motivo: 'beyondHorizon', dataAbertura: '2030-02-06' },
      ]),
    ).toEqual({ motivo: 'beyondHorizon', dataAbertura: '2030-02-05', dataInicio: TUESDAY });
  });

  it('then reserved, full, tooLarge, the closed kinds, past', () => {
    expect(
      weekReason([
        { data: SUNDAY, motivo: 'cdClosed' },
        { data: MONDAY, motivo: 'full' },
      ]),
    ).toEqual({
      motivo: 'full',
    });
    expect(
      weekReason([
        { data: MONDAY, motivo: 'full' },
        { data: TUESDAY, motivo: 'reserved' },
      ]),
    ).toEqual({
      motivo: 'reserved',
    });
    expect(
      weekReason([
        { data: MONDAY, motivo: 'past' },
        { data: TUESDAY, motivo: 'exception' },
      ]),
    ).toEqual({
      motivo: 'exception',
    });
  });
});

describe('freePlacesAnswer: free places with reasons and the nearest places', () => {
  it('a week with a free place every open day adds only the closed Sunday', () => {
    const answer = freePlacesAnswer(input());
    expect(answer.semanaSemVaga).toBeUndefined();
    expect(answer.diasSemVaga).toEqual([
      {
        data: SUNDAY,
        motivo: 'cdClosed',
        sugestoes: [
          { data: MONDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
          { data: MONDAY, horario: '09:00:00', idPortao: 10, nomePortao: 'Portão 10' },
          { data: TUESDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
          { data: TUESDAY, horario: '09:00:00', idPortao: 10, nomePortao: 'Portão 10' },
          { data: WEDNESDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
        ],
      },
    ]);
  });

  it('a full Wednesday is offered Tuesday (the earlier first on a tie), then Thursday, other gates included', () => {
    // Tuesday keeps only gate 11 at 09:00; Thursday is open
    const bookings = [...fill(WEDNESDAY), ...fill(TUESDAY).filter((b) => !(b.gateId === 11 && b.time === '09:00:00'))];
    const answer = freePlacesAnswer(input({ bookings }));
    const wednesday = answer.diasSemVaga?.find((d) => d.data === WEDNESDAY);
    expect(wednesday?.motivo).toBe('full');
    expect(wednesday?.sugestoes.slice(0, 4)).toEqual([
      { data: TUESDAY, horario: '09:00:00', idPortao: 11, nomePortao: 'Portão 11' },
      { data: '2030-03-07', horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
      { data: '2030-03-07', horario: '09:00:00', idPortao: 10, nomePortao: 'Portão 10' },
      { data: MONDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
    ]);
    expect(wednesday?.sugestoes).toHaveLength(5);
  });

  it('the nearest places skip what is past and beyond the term', () => {
    // today Tuesday 09:30, term up to Thursday: a full Wednesday is offered Thursday only (Tuesday's slots are gone)
    const answer = freePlacesAnswer(
      input({ bookings: fill(WEDNESDAY), now: { date: TUESDAY, time: '09:30:00' }, lastDate: '2030-03-07' }),
    );
    expect(answer.diasSemVaga?.find((d) => d.data === WEDNESDAY)?.sugestoes).toEqual([
      { data: '2030-03-07', horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
      { data: '2030-03-07', horario: '09:00:00', idPortao: 10, nomePortao: 'Portão 10' },
    ]);
  });

  it('the whole week beyond the term: the week reason opens on the Sunday minus the term, no suggestions', () => {
    const now = { date: '2030-01-20', time: '10:00:00' };
    const answer = freePlacesAnswer(input({ now, lastDate: lastBookableDate(now.date) }));
    expect(answer.portoes.every((g) => g.listaHorarios.every((d) => d.horariosDisponiveis.length === 0))).toBe(true);
    expect(answer.semanaSemVaga).toEqual({ motivo: 'beyondHorizon', dataAbertura: '2030-02-04', dataInicio: MONDAY });
    expect(answer.diasSemVaga?.every((d) => d.sugestoes.length === 0)).toBe(true);
  });

  it('a week all full says full', () => {
    const answer = freePlacesAnswer(input({ bookings: fill(...weekDates(SUNDAY)) }));
    expect(answer.semanaSemVaga).toEqual({ motivo: 'full' });
  });

  it('the reserved slots of the load’s own supplier are suggested first and marked', () => {
    const own: CdReservation = {
      id: 2,
      supplierId: 8,
      capacity: 500,
      weekdays: [3],
      startDate: SUNDAY,
      endDate: null,
      startTime: '09:00:00',
      endTime: '10:00:00',
      active: true,
      companyEnabled: true,
    };
    const answer = freePlacesAnswer(input({ bookings: fill(MONDAY), reservations: [own] }), { limit: 2, perDay: 1 });
    expect(answer.diasSemVaga?.find((d) => d.data === MONDAY)?.sugestoes).toEqual([
      { data: TUESDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
      { data: WEDNESDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' },
    ]);
    const tuesday = freePlacesAnswer(input({ bookings: fill(MONDAY), reservations: [own] }), { perDay: 2 });
    expect(tuesday.diasSemVaga?.find((d) => d.data === MONDAY)?.sugestoes[1]).toEqual({
      data: TUESDAY,
      horario: '09:00:00',
      idPortao: 10,
      nomePortao: 'Portão 10',
      reservado: true,
    });
  });
});

describe('nearestFreePlaces: the search over any run of dates, capped', () => {
  // three weeks of dates; the load's Wednesday and everything within 13 days of it full
  const from = addDays(SUNDAY, -14);
  const to = addDays(NEXT_SUNDAY, 13);
  const full = Array.from({ length: 41 }, (_, i) => addDays(from, i)).filter(
    (d) => d >= addDays(WEDNESDAY, -13) && d <= addDays(WEDNESDAY, 13),
  );

  it('looks at most maxDays each way (14 by default) and no further', () => {
    const now = { date: '2030-02-01', time: '10:00:00' };
    const base = { load: { id: 1, volumes: 100 }, cdHours: CD_HOURS, exceptions: [], gates: [gate(10), gate(11)] };
    const found = nearestFreePlaces({ ...base, bookings: fill(...full), now, date: WEDNESDAY, from, to });
    expect(found.map((s) => s.data)).toEqual([
      addDays(WEDNESDAY, -14),
      addDays(WEDNESDAY, -14),
      addDays(WEDNESDAY, 14),
      addDays(WEDNESDAY, 14),
    ]);
    expect(
      nearestFreePlaces({ ...base, bookings: fill(...full), now, date: WEDNESDAY, from, to, maxDays: 13 }),
    ).toEqual([]);
  });

  it('stops at the limit and keeps inside from … to', () => {
    const base = { load: { id: 1, volumes: 100 }, cdHours: CD_HOURS, exceptions: [], gates: [gate(10)] };
    const found = nearestFreePlaces({ ...base, bookings: [], now: EARLY_NOW, date: WEDNESDAY, from: WEDNESDAY, to });
    expect(found).toHaveLength(5);
    expect(found.every((s) => s.data >= WEDNESDAY)).toBe(true);
    expect(found[0]).toEqual({ data: WEDNESDAY, horario: '08:00:00', idPortao: 10, nomePortao: 'Portão 10' });
  });
});
