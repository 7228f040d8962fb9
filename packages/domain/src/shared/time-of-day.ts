import { z } from 'zod';

/**
 * Times of day as the API writes them, "HH:MM:SS" (the spec's 08:00:00), always São Paulo local time.
 * Arithmetic is in minutes since midnight; 24:00:00 is allowed as an end ("until midnight").
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$|^24:00(:00)?$/;

/** Accepts "HH:MM" or "HH:MM:SS" and normalises to "HH:MM:SS". */
export const timeOfDaySchema = z
  .string()
  .regex(TIME_OF_DAY, 'time')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

/** "08:00:00" → "08:00" for display. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** Weekdays in the spec's numbering: 1 Sunday … 7 Saturday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
