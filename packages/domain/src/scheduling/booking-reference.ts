import { dammCheckDigit } from '../shared/check-digit';

/**
 * The booking reference a supplier quotes at the gate: "AG-" + the booking's (schedule's) id zero-padded to 7 digits
 * + "-" + its Damm check digit, e.g. AG-0000572-4. A load has one schedule row at a time and a move updates it, so the
 * reference stays the same from booking to delivery; a cancelled and rebooked load gets a new one. No column holds it:
 * it is derived, so every screen and document computes the same text (docs/decisions.md, issue 18).
 */
export const BOOKING_REFERENCE_PREFIX = 'AG';
const ID_DIGITS = 7;

export function bookingReference(scheduleId: number): string {
  if (!Number.isSafeInteger(scheduleId) || scheduleId <= 0) throw new RangeError(`not a schedule id: ${scheduleId}`);
  const digits = String(scheduleId).padStart(ID_DIGITS, '0');
  return `${BOOKING_REFERENCE_PREFIX}-${digits}-${dammCheckDigit(digits)}`;
}

/** What parseBookingReference makes of a text: the schedule id, or why it is no reference. */
export type BookingReferenceParse = { ok: true; scheduleId: number } | { ok: false; reason: 'format' | 'checkDigit' };

/**
 * A reference as typed at the gate or in a filter: case, spaces and hyphens are forgiven ("ag 0000123 4",
 * "AG00001234"), the prefix may be left out; the check digit must match (a mistyped digit is refused, not read
 * as another booking).
 */
export function parseBookingReference(text: string): BookingReferenceParse {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const match = /^(?:AG)?(\d{2,16})$/.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const all = match[1]!;
  const body = all.slice(0, -1);
  if (dammCheckDigit(body) !== Number(all.slice(-1))) return { ok: false, reason: 'checkDigit' };
  const scheduleId = Number(body);
  if (!Number.isSafeInteger(scheduleId) || scheduleId <= 0 || scheduleId > 2_147_483_647)
    return { ok: false, reason: 'format' };
  return { ok: true, scheduleId };
}
