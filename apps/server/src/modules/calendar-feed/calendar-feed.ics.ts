import { CALENDAR_EVENT_TEXTS, APP_TIME_ZONE, type CalendarEvent, type Language } from '@portal/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** How often a subscribed calendar is asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL): one hour. */
export const CALENDAR_REFRESH_SECONDS = 3600;

export interface FeedDocument {
  events: readonly CalendarEvent[];
  language: Language;
  /** when the feed was produced (each event's DTSTAMP) */
  now: Date;
}

/**
 * The feed's iCalendar text (RFC 5545) drawn by ical-generator, which folds and escapes. Times are written in UTC
 * (…Z), right for a subscriber in any zone; X-WR-TIMEZONE tells calendars that show a default zone to use São
 * Paulo's. Pure: no database, no clock.
 */
export function renderCalendarFeed(document: FeedDocument): string {
  const calendar = ical({
    name: CALENDAR_EVENT_TEXTS[document.language].calendarName,
    prodId: { company: 'Portal Fornecedor', product: 'Agendamentos', language: document.language.slice(0, 2) },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': APP_TIME_ZONE },
  });
  for (const event of document.events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      stamp: document.now,
      summary: event.summary,
      description: event.description,
      location: event.location,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off)
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
