/**
 * São Paulo wall time. The portal's business calendar (order weeks, booking terms, audit days) is São Paulo's,
 * whatever the time zone of the server or the browser; server and web read "today" through these functions,
 * each from its own clock (the server's settable app clock, the browser's Date).
 */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallTime {
  date: string;
  time: string;
}

const HOUR_MS = 3_600_000;
/** São Paulo's UTC offset (ms) by UTC hour: it changes, when it does, on the hour, so one lookup serves the hour. */
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const part of wallClock.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = part.value;
    const shown = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = shown - hour * HOUR_MS;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function wallTimeOf(instant: Date): WallTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const shown = new Date(ms + offsetAt(ms)).toISOString();
  return { date: shown.slice(0, 10), time: shown.slice(11, 19) };
}

/** The São Paulo calendar date of an instant, YYYY-MM-DD. */
export function saoPauloDate(instant: Date): string {
  return wallTimeOf(instant).date;
}

/**
 * Today's São Paulo date (YYYY-MM-DD) on a clock: the server passes its app clock's now, the web the browser's,
 * the journeys theirs. The one way "today" is derived; never a fixed UTC offset.
 */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return wallTimeOf(now).date;
}

/** The São Paulo time of day of an instant, HH:MM:SS. */
export function saoPauloTime(instant: Date): string {
  return wallTimeOf(instant).time;
}

/** The São Paulo date and time of day of an instant, read once (both from the same instant). */
export function saoPauloWallTime(instant: Date): WallTime {
  return wallTimeOf(instant);
}

function asUtc(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Instants already found, by wall time: generators ask for the same few thousand over and over. */
const instants = new Map<string, number>();

/**
 * The instant at which São Paulo's clocks show a date and time (HH:MM or HH:MM:SS). The zone's offset is
 * read from the platform's time-zone data, so a return of daylight saving time would still be right.
 */
export function saoPauloInstant(date: string, time = '00:00:00'): Date {
  const key = `${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const found = findInstant(date, time);
  if (instants.size >= 50_000) instants.clear();
  instants.set(key, found);
  return new Date(found);
}

function findInstant(date: string, time: string): number {
  const wanted = asUtc(date, time);
  let guess = wanted + 3 * 3_600_000; // UTC−3, São Paulo's offset since 2019
  for (let i = 0; i < 2; i++) {
    const shown = wallTimeOf(new Date(guess));
    const drift = asUtc(shown.date, shown.time) - wanted;
    if (drift === 0) break;
    guess -= drift;
  }
  return guess;
}
