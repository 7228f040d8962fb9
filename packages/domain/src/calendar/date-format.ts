import { APP_TIME_ZONE, saoPauloWallTime } from './sao-paulo';

/**
 * How dates are written, once for server and web. Screens and CSV files write dd/mm/yyyy and dd/mm/yyyy hh:mm in
 * every language; server documents (PDF reports, the seal) write the date in the language's own order. An instant
 * is always read on São Paulo's calendar, a calendar date (YYYY-MM-DD) as it is.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;
/** Only ISO 8601 date-times are read as instants: Date.parse would also take "11/12/2026" as the machine's 12 Nov. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

type DateInput = string | Date | null | undefined;

/** The instant of a Date or an ISO 8601 date-time; null when it is neither or does not parse. */
function instantOf(value: string | Date): Date | null {
  if (typeof value === 'string' && !ISO_DATE_TIME.test(value)) return null;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** YYYY-MM-DD of a value: a calendar date as it is, an instant's São Paulo date; null when unreadable. */
function calendarDateOf(value: string | Date): string | null {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const instant = instantOf(value);
  if (instant) return saoPauloWallTime(instant).date;
  // "2026-11-22 garbage": the date it starts with, as before
  return typeof value === 'string' ? (ISO_DATE_PREFIX.exec(value)?.[0] ?? null) : null;
}

function brazilian(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

/** dd/mm/yyyy: a calendar date as it is, an instant on São Paulo's calendar; '' when none or unreadable. */
export function formatDateBr(value: DateInput): string {
  if (!value) return '';
  const date = calendarDateOf(value);
  return date ? brazilian(date) : '';
}

/** A calendar date and a wall time (HH:mm[:ss]) → dd/mm/yyyy hh:mm (the date alone without a time). */
export function formatDateTimeBr(isoDate: string | null | undefined, time: string | null | undefined): string {
  const date = formatDateBr(isoDate);
  if (!date) return '';
  const t = /^(\d{2}):(\d{2})/.exec(time ?? '');
  return t ? `${date} ${t[1]}:${t[2]}` : date;
}

/** dd/mm/yyyy hh:mm of an instant in São Paulo, whatever the machine's zone; '' when none or unreadable. */
export function formatInstantBr(value: DateInput): string {
  if (!value) return '';
  const instant = instantOf(value);
  if (!instant) return '';
  const { date, time } = saoPauloWallTime(instant);
  return `${brazilian(date)} ${time.slice(0, 5)}`;
}

const languageFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape: building an Intl.DateTimeFormat costs more than using one. */
function languageFormat(language: string, shape: 'calendarDate' | 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${language}|${shape}`;
  let format = languageFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(shape === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      // a calendar date is drawn at noon UTC, so no zone can move it to another day
      timeZone: shape === 'calendarDate' ? 'UTC' : APP_TIME_ZONE,
    });
    languageFormats.set(key, format);
  }
  return format;
}

/**
 * A date in the language's own order (18/03/2026 in pt-BR and es-ES, 03/18/2026 in en-US), for server documents:
 * a calendar date as it is, an instant on São Paulo's calendar; '' when none or unreadable.
 */
export function formatDateIn(language: string, value: DateInput): string {
  if (!value) return '';
  const instant = instantOf(value);
  if (instant) return languageFormat(language, 'date').format(instant);
  const date = typeof value === 'string' ? ISO_DATE_PREFIX.exec(value)?.[0] : undefined;
  return date ? languageFormat(language, 'calendarDate').format(new Date(`${date}T12:00:00Z`)) : '';
}

/** An instant's São Paulo date and time (hh:mm) in the language's own order; '' when none or unreadable. */
export function formatInstantIn(language: string, value: DateInput): string {
  if (!value) return '';
  const instant = instantOf(value);
  return instant ? languageFormat(language, 'dateTime').format(instant) : '';
}
