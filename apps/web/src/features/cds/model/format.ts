import { addDays, isSunday, parseIsoDate, weekdayOf } from '@portal/domain';

/** "HH:mm" as typed in the screens; 24:00 is accepted as an end ("until midnight"). */
const SHORT_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function isShortTime(text: string): boolean {
  return SHORT_TIME.test(text);
}

/** Keeps the digits of what is typed and writes them as dd/mm/yyyy (at most eight digits). */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** dd/mm/yyyy → YYYY-MM-DD, or null when it is not a calendar date. */
export function parseDateBr(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const date = parseIsoDate(iso);
  if (Number.isNaN(date.getTime())) return null;
  const [y, mo, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return y === Number(m[3]) && mo === Number(m[2]) && d === Number(m[1]) ? iso : null;
}

/** "08:00:00" → "08:00" (the screens show HH:mm). */
export function toShortTime(time: string): string {
  return time.slice(0, 5);
}

/** "08:00" → "08:00:00" (the API takes HH:MM:SS). */
export function toApiTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** The first Sunday strictly after a date (a variation after one ending that day starts there). */
export function sundayAfter(date: string): string {
  return addDays(date, 8 - weekdayOf(date));
}

/** The Sundays a variation may start on: from `first` (a Sunday), `count` weeks. */
export function sundaysFrom(first: string, count: number): string[] {
  const start = isSunday(first) ? first : sundayAfter(first);
  return Array.from({ length: count }, (_, i) => addDays(start, i * 7));
}
