import { describe, expect, it } from 'vitest';
import { dammCheckDigit } from '../shared/check-digit';
import { bookingReference, parseBookingReference } from './booking-reference';

describe('dammCheckDigit', () => {
  it.each([
    ['572', 4],
    ['5724', 0],
    ['0', 0],
    ['', 0],
    ['0000572', 4],
  ])('%s → %i', (digits, check) => expect(dammCheckDigit(digits)).toBe(check));
});

describe('bookingReference', () => {
  it.each([
    [572, 'AG-0000572-4'],
    [1, `AG-0000001-${dammCheckDigit('0000001')}`],
    [12_345_678, `AG-12345678-${dammCheckDigit('12345678')}`],
  ])('%i → %s', (id, reference) => expect(bookingReference(id)).toBe(reference));

  it('refuses what is no schedule id', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => bookingReference(id)).toThrow(RangeError);
  });
});

describe('parseBookingReference', () => {
  it.each(['AG-0000572-4', 'ag-0000572-4', 'AG 0000572 4', 'AG00005724', '0000572-4', '5724', ' AG-0000572-4 '])(
    'reads %j as schedule 572',
    (text) => expect(parseBookingReference(text)).toEqual({ ok: true, scheduleId: 572 }),
  );

  it('round-trips every id it writes', () => {
    for (const id of [1, 9, 10, 99, 1234, 999_999, 1_000_000, 2_147_483_647])
      expect(parseBookingReference(bookingReference(id))).toEqual({ ok: true, scheduleId: id });
  });

  it('catches every single mistyped digit and every swap of neighbours', () => {
    const reference = bookingReference(4_051_937).replace(/-/g, '').slice(2);
    for (let i = 0; i < reference.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === reference[i]) continue;
        const typo = reference.slice(0, i) + d + reference.slice(i + 1);
        expect(parseBookingReference(typo), typo).toEqual({ ok: false, reason: 'checkDigit' });
      }
      if (i + 1 < reference.length && reference[i] !== reference[i + 1]) {
        const swapped = reference.slice(0, i) + reference[i + 1] + reference[i] + reference.slice(i + 2);
        expect(parseBookingReference(swapped), swapped).toEqual({ ok: false, reason: 'checkDigit' });
      }
    }
  });

  it.each(['', 'AG', 'AG-', 'XX-0000572-4', 'AG-00A0572-4', '4', 'AG-0000000-0', 'AG-99999999999-' + '0'])(
    'refuses %j as no reference',
    (text) => expect(parseBookingReference(text).ok).toBe(false),
  );
});
