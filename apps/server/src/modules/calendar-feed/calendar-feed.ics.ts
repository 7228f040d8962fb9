import { APP_TIME_ZONE, CALENDAR_EVENT_TEXTS, type CalendarEvent, type Language } from '@portal/domain';

/** How often a subscribed calendar is asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL): one hour. */
export const CALENDAR_REFRESH = 'PT1H';

export interface FeedDocument {
  events: readonly CalendarEvent[];
  language: Language;
  /** when the feed was produced (each event's DTSTAMP) */
  now: Date;
}

/*
 * The feed's iCalendar text (RFC 5545). Written here rather than by ical-generator, which folds by building a
 * TextEncoder per character (about 0.7 ms per event on the shared machine: seconds of blocked event loop for a busy
 * CD's feed); the test renders the same events with ical-generator and asserts the same bytes
 * (docs/decisions.md, issue 17). Times are UTC (…Z), right for a subscriber in any zone; X-WR-TIMEZONE tells
 * calendars that show a default zone to use São Paulo's. Pure: no database, no clock.
 */

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** 20260323T130000Z */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line once it passes 74 octets (3.1; with the continuation's space, 75), never inside a character;
 * a short line of printable ASCII passes as it is.
 */
function fold(line: string): string {
  if (line.length <= 74 && !/[^ -~]/.test(line)) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i)!;
    const size = utf8Length(codePoint);
    if (octets + size > 74) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
    }
    octets += size;
    i += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

export function renderCalendarFeed(document: FeedDocument): string {
  const name = text(CALENDAR_EVENT_TEXTS[document.language].calendarName);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Portal Fornecedor//Agendamentos//${document.language.slice(0, 2).toUpperCase()}`,
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_REFRESH}`,
    `X-PUBLISHED-TTL:${CALENDAR_REFRESH}`,
  ];
  const stamp = utc(document.now);
  for (const event of document.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'SEQUENCE:0',
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
      `LOCATION:${text(event.location)}`,
      `DESCRIPTION:${text(event.description)}`,
      'END:VEVENT',
    );
  }
  lines.push(`X-WR-TIMEZONE:${APP_TIME_ZONE}`, 'END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
