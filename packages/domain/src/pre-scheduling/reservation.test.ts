import { describe, expect, it } from 'vitest';
import { reservationCovers, reservationHoldsDate, type Reservation } from './reservation';

const weekly: Reservation = {
  id: 1,
  supplierId: 10,
  capacity: 50,
  weekdays: [2, 4], // Monday, Wednesday
  startDate: '2026-12-07',
  endDate: null,
  startTime: '08:00',
  endTime: '12:00',
};

describe('reservationCovers', () => {
  it('holds its weekdays from its start date on, without an end for type 1', () => {
    expect(reservationHoldsDate(weekly, '2026-12-07')).toBe(true); // Monday
    expect(reservationHoldsDate(weekly, '2026-12-08')).toBe(false); // Tuesday
    expect(reservationHoldsDate(weekly, '2026-11-30')).toBe(false); // a Monday before the start
    expect(reservationHoldsDate(weekly, '2027-06-07')).toBe(true);
  });

  it('stops after the end date of a date range', () => {
    const range = { ...weekly, endDate: '2026-12-09' };
    expect(reservationHoldsDate(range, '2026-12-09')).toBe(true);
    expect(reservationHoldsDate(range, '2026-12-14')).toBe(false);
  });

  it('covers slots starting from the start time to before the end time', () => {
    expect(reservationCovers(weekly, '2026-12-07', 8 * 60)).toBe(true);
    expect(reservationCovers(weekly, '2026-12-07', 11 * 60 + 59)).toBe(true);
    expect(reservationCovers(weekly, '2026-12-07', 12 * 60)).toBe(false);
    expect(reservationCovers(weekly, '2026-12-07', 7 * 60)).toBe(false);
  });
});
