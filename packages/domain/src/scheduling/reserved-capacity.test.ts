import { describe, expect, it } from 'vitest';
import { checkSlot, freePlaces, type FreePlacesInput, type SchedulingGate, type SlotBooking } from './free-places';
import { CdCapacity, reservationCounts, type CdReservation } from './reserved-capacity';
import {
  CD_WEEKDAYS_OPEN,
  MONDAY,
  mondayReservation,
  SUNDAY,
  TUESDAY,
  weekdayGate,
  weekdayHours,
} from './test-week.test-support';

/**
 * Decision A15: three gates of 1,000 volumes, one load a slot, Mon–Sat 08:00–12:00 hourly, so C(T) = 3,000 at every
 * slot start. Supplier 7 (the provider) holds reservations; supplier 8 is another supplier; supplier 9 a second
 * provider.
 */
const PROVIDER = 7;
const OTHER = 8;
const SECOND = 9;

const CD_HOURS = CD_WEEKDAYS_OPEN;

function gate(id: number): SchedulingGate {
  return weekdayGate(id, weekdayHours('12:00:00'));
}

const GATES = [gate(10), gate(11), gate(12)];

/** Supplier 7 holds 1,500 volumes on Mondays 08:00–10:00 from the week's Sunday on (type 1, no end). */
function reservation(extra: Partial<CdReservation> = {}): CdReservation {
  return mondayReservation(PROVIDER, 1500, extra);
}

function booking(gateId: number, supplierId: number, volumes: number, extra: Partial<SlotBooking> = {}): SlotBooking {
  return { gateId, date: MONDAY, time: '08:00:00', volumes, loadId: 100 + gateId, supplierId, ...extra };
}

function input(supplierId: number, volumes: number, extra: Partial<FreePlacesInput> = {}): FreePlacesInput {
  return {
    load: { id: 1, volumes, supplierId },
    weekStart: SUNDAY,
    cdHours: CD_HOURS,
    exceptions: [],
    gates: GATES,
    bookings: [],
    now: { date: '2030-01-01', time: '10:00:00' },
    reservations: [reservation()],
    ...extra,
  };
}

/** Gates offering `time` on `date`, and the gates marking it reserved for the load's supplier. */
function at(result: ReturnType<typeof freePlaces>, time: string, date = MONDAY) {
  const days = result.map((g) => ({ id: g.idPortao, day: g.listaHorarios.find((d) => d.data === date)! }));
  return {
    open: days.filter((d) => d.day.horariosDisponiveis.includes(time)).map((d) => d.id),
    reserved: days.filter((d) => d.day.horariosReservados?.includes(time)).map((d) => d.id),
  };
}

/** checkSlot with the CD-wide inputs, as the booking transaction calls it. */
function check(supplierId: number, volumes: number, gateId: number, bookings: SlotBooking[], extra = {}) {
  return checkSlot({
    load: { id: 1, volumes, supplierId },
    gate: GATES.find((g) => g.id === gateId)!,
    otherGates: GATES,
    date: MONDAY,
    time: '08:00:00',
    cdHours: CD_HOURS,
    exception: false,
    bookings,
    reservations: [reservation()],
    ...extra,
  });
}

describe('reserved capacity (A15): who may take what is left', () => {
  it('changes nothing without reservations: no horariosReservados, every empty gate open', () => {
    const result = freePlaces(input(OTHER, 900, { reservations: [] }));
    expect(at(result, '08:00:00')).toEqual({ open: [10, 11, 12], reserved: [] });
    expect(result[0]!.listaHorarios.every((d) => !('horariosReservados' in d))).toBe(true);
  });

  it('another supplier sees the CD less what is reserved; the provider sees its reserved places marked', () => {
    // C = 3,000, U_7 = 1,500: another supplier's 1,500 fit, 1,501 do not (the gate alone would take 1,000 anyway)
    expect(at(freePlaces(input(OTHER, 1000)), '08:00:00')).toEqual({ open: [10, 11, 12], reserved: [] });
    const bookings = [booking(10, OTHER, 1000)];
    // B = 1,000: 1,000 + 600 + 1,500 > 3,000, only reserved capacity is left for a 600-volume load of supplier 8
    expect(at(freePlaces(input(OTHER, 600, { bookings })), '08:00:00').open).toEqual([]);
    expect(at(freePlaces(input(OTHER, 500, { bookings })), '08:00:00').open).toEqual([11, 12]);
    // the provider books into its reservation and is told so
    expect(at(freePlaces(input(PROVIDER, 1000, { bookings })), '08:00:00')).toEqual({
      open: [11, 12],
      reserved: [11, 12],
    });
    // outside the reservation's hours (10:00, 11:00) and on other days nothing is held
    expect(at(freePlaces(input(OTHER, 1000, { bookings })), '10:00:00').open).toEqual([10, 11, 12]);
    expect(at(freePlaces(input(OTHER, 1000, { bookings })), '08:00:00', TUESDAY).open).toEqual([10, 11, 12]);
    expect(at(freePlaces(input(PROVIDER, 1000)), '10:00:00').reserved).toEqual([]);
  });

  it('a partly booked reservation holds only what its provider has not booked yet', () => {
    // the provider booked 1,000 of its 1,500: U = 500
    const bookings = [booking(10, PROVIDER, 1000)];
    expect(at(freePlaces(input(OTHER, 1000, { bookings })), '08:00:00').open).toEqual([11, 12]);
    const more = [...bookings, booking(11, OTHER, 800)];
    // B = 1,800: 1,800 + 700 + 500 = 3,000 fits, 701 does not
    expect(at(freePlaces(input(OTHER, 700, { bookings: more })), '08:00:00').open).toEqual([12]);
    expect(at(freePlaces(input(OTHER, 701, { bookings: more })), '08:00:00').open).toEqual([]);
    expect(at(freePlaces(input(PROVIDER, 1000, { bookings: more })), '08:00:00')).toEqual({
      open: [12],
      reserved: [12],
    });
    // once booked in full it reserves nothing more and is no longer marked
    const full = [booking(10, PROVIDER, 1000), booking(11, PROVIDER, 500)];
    expect(at(freePlaces(input(OTHER, 1000, { bookings: full })), '08:00:00').open).toEqual([12]);
    expect(at(freePlaces(input(PROVIDER, 1000, { bookings: full })), '08:00:00').reserved).toEqual([]);
  });

  it('counts only active reservations of companies with the flag, on their dates and weekdays', () => {
    const bookings = [booking(10, OTHER, 1000), booking(11, OTHER, 500)];
    const open = (r: Partial<CdReservation>) =>
      at(freePlaces(input(OTHER, 1000, { bookings, reservations: [reservation(r)] })), '08:00:00').open;
    expect(open({})).toEqual([]);
    expect(open({ companyEnabled: false })).toEqual([12]);
    expect(open({ active: false })).toEqual([12]);
    // expired (a date range that ended before Monday) and not yet started
    expect(open({ endDate: SUNDAY })).toEqual([12]);
    expect(open({ startDate: TUESDAY })).toEqual([12]);
    // another weekday, another hour
    expect(open({ weekdays: [3, 4] })).toEqual([12]);
    expect(open({ startTime: '09:00:00', endTime: '12:00:00' })).toEqual([12]);
    expect(reservationCounts(reservation({ active: false }))).toBe(false);
    expect(reservationCounts(reservation({ companyEnabled: false }))).toBe(false);
  });

  it('several providers: each one books into its own, another supplier into what none holds', () => {
    const reservations = [reservation(), reservation({ id: 2, supplierId: SECOND, capacity: 1000 })];
    // C = 3,000, U_7 = 1,500, U_9 = 1,000: another supplier has 500
    expect(at(freePlaces(input(OTHER, 500, { reservations })), '08:00:00').open).toEqual([10, 11, 12]);
    expect(at(freePlaces(input(OTHER, 501, { reservations })), '08:00:00').open).toEqual([]);
    // each provider sees the others' holding, never its own: 1,000 + 1,500 ≤ 3,000 for supplier 9
    expect(at(freePlaces(input(SECOND, 1000, { reservations })), '08:00:00')).toEqual({
      open: [10, 11, 12],
      reserved: [10, 11, 12],
    });
    const bookings = [booking(10, SECOND, 1000)];
    // supplier 9's reservation is used up: supplier 7 finds its 1,500 (one gate left that takes 1,000)
    expect(at(freePlaces(input(PROVIDER, 1000, { reservations, bookings })), '08:00:00')).toEqual({
      open: [11, 12],
      reserved: [11, 12],
    });
    expect(at(freePlaces(input(SECOND, 1000, { reservations, bookings })), '08:00:00').reserved).toEqual([]);
    // the sum of a provider's overlapping reservations is what it holds
    const two = [reservation(), reservation({ id: 3, capacity: 1000 })];
    expect(at(freePlaces(input(OTHER, 500, { reservations: two })), '08:00:00').open).toEqual([10, 11, 12]);
    expect(at(freePlaces(input(OTHER, 501, { reservations: two })), '08:00:00').open).toEqual([]);
  });

  it("leaves the load's own booking out (moving a booked load inside its reservation)", () => {
    const bookings = [booking(10, PROVIDER, 1000, { loadId: 1 }), booking(11, OTHER, 1000)];
    // the load itself books 1,000 at gate 10; moving it, the provider still holds its whole 1,500
    expect(at(freePlaces(input(PROVIDER, 1000, { bookings })), '08:00:00')).toEqual({
      open: [10, 12],
      reserved: [10, 12],
    });
    expect(check(PROVIDER, 1000, 12, bookings)).toBeNull();
  });

  it('checkSlot agrees with freePlaces and refuses with "reserved" what only the gate would take', () => {
    const bookings = [booking(10, OTHER, 1000)];
    expect(check(OTHER, 600, 11, bookings)).toBe('reserved');
    expect(check(OTHER, 500, 11, bookings)).toBeNull();
    expect(check(PROVIDER, 1000, 11, bookings)).toBeNull();
    // the gate's own check comes first
    expect(check(PROVIDER, 1000, 10, bookings)).toBe('full');
    // without the CD's other gates C(T) is the gate's alone: nothing fits beside a reservation of 1,500
    expect(check(OTHER, 100, 11, [], { otherGates: [] })).toBe('reserved');
    // the reservation of a company without the flag binds nothing
    expect(check(OTHER, 600, 11, bookings, { reservations: [reservation({ companyEnabled: false })] })).toBeNull();
    const now = { date: '2030-01-01', time: '10:00:00' };
    for (const supplier of [PROVIDER, OTHER, SECOND])
      for (const volumes of [100, 500, 600, 1000]) {
        const offered = at(freePlaces(input(supplier, volumes, { bookings })), '08:00:00').open;
        for (const g of GATES) {
          const ok = check(supplier, volumes, g.id, bookings, { now }) === null;
          expect(ok, `${supplier} ${volumes} ${g.id}`).toBe(offered.includes(g.id));
        }
      }
  });

  it('a booking whose load has no supplier given is bound by every reservation', () => {
    const cd = new CdCapacity([MONDAY], [reservation()], null);
    cd.addSlot(0, 480, 3000);
    cd.settle();
    expect(cd.takes(0, 480, 1500)).toBe(true);
    expect(cd.takes(0, 480, 1501)).toBe(false);
    expect(cd.reservedFor(0, 480)).toBe(false);
    const idle = new CdCapacity([MONDAY], [], PROVIDER);
    expect(idle.active).toBe(false);
    expect(idle.takes(0, 480, 1e9)).toBe(true);
  });
});
