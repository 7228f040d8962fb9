import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/**
 * The calendar feed's contract (issue 17, "Bookings in the user's calendar"): a signed-in supplier or logistics
 * user creates (or rotates) a secret iCalendar URL, sees whether one is live, and revokes it; calendars fetch the
 * URL without a session (REST /api/agenda/calendario, docs/decisions.md).
 */

/** The feed's bookings: from this many days before today (São Paulo) … */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** … to this many days after it. */
export const CALENDAR_FEED_DAYS_AHEAD = 90;
/** At most this many events in one answer (a logistics user's busiest CD over the window stays well below). */
export const CALENDAR_FEED_MAX_EVENTS = 5000;

/** The URL's secret: 32 random bytes in base64url (43 characters). */
export const CALENDAR_FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public path's last segment: the secret and `.ics`; anything else is an unknown feed (404). */
export const calendarFeedFileSchema = z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/);

/** GET /api/agenda/calendario: whether the user has a live feed, since when, and when a calendar last read it. */
export const calendarFeedStatusSchema = z.object({
  ativo: z.boolean(),
  /** ISO instant the live feed was created (or rotated); null without one */
  criadoEm: z.string().nullable(),
  /** ISO instant a calendar last fetched it; null when never */
  ultimaLeitura: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/agenda/calendario: the new URL, shown once (only the secret's hash is kept). */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  criadoEm: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The feed path's language (`?lang=`): the events' texts; the web adds the user's language to the URL. */
export const calendarFeedQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});
