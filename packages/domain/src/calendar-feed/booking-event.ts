import { formatDateIn } from '../calendar/date-format';
import { saoPauloInstant, saoPauloTime } from '../calendar/sao-paulo';
import type { Language, TextsByLanguage } from '../i18n/languages';

/**
 * A booking as the calendar feed shows it (issue 17): one event per schedule, whose uid is the schedule's id so a
 * subscribed calendar updates the event when the booking moves and drops it when the booking is cancelled.
 */

/** A booked delivery, as the server reads it (row-scoped) for the feed. */
export interface CalendarBooking {
  /** schedules.id: the event's identity */
  scheduleId: number;
  /** São Paulo wall date and time of the delivery (YYYY-MM-DD, HH:MM[:SS]) */
  date: string;
  time: string;
  /** the gate's slot interval on that weekday (gate_hours.interval_hours); null when unknown */
  slotHours: number | null;
  loadId: number;
  cdName: string;
  /** the CD's street address, one line; null when the register has none */
  cdAddress: string | null;
  gateName: string;
  supplierName: string;
  /** order numbers (the ERP's), ascending */
  orders: readonly number[];
  volumes: number;
  pieces: number;
}

/** One VEVENT's content; times are instants (the feed writes them in UTC, so any subscriber's zone is right). */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
}

/** An event lasts the gate's slot, or one hour when the slot is unknown (at most a day). */
export const DEFAULT_EVENT_HOURS = 1;
const MAX_EVENT_HOURS = 24;

/** The uid's domain part: identifies the portal, so uids never clash with another calendar's. */
export const CALENDAR_UID_DOMAIN = 'portal-fornecedor';

type EventTextKey =
  'calendarName' | 'summary' | 'orders' | 'gate' | 'volumes' | 'pieces' | 'supplier' | 'load' | 'saoPauloTime';

/** The events' texts; {name} placeholders. */
export const CALENDAR_EVENT_TEXTS: TextsByLanguage<EventTextKey> = {
  'pt-BR': {
    calendarName: 'Portal Fornecedor - agendamentos',
    summary: 'Entrega da carga {load} - {cd}',
    orders: 'Pedidos',
    gate: 'Portão',
    volumes: 'Volumes',
    pieces: 'Peças',
    supplier: 'Fornecedor',
    load: 'Carga',
    saoPauloTime: 'Horário de Brasília (São Paulo)',
  },
  'en-US': {
    calendarName: 'Portal Fornecedor - bookings',
    summary: 'Delivery of load {load} - {cd}',
    orders: 'Orders',
    gate: 'Gate',
    volumes: 'Volumes',
    pieces: 'Pieces',
    supplier: 'Supplier',
    load: 'Load',
    saoPauloTime: 'São Paulo time',
  },
  'es-ES': {
    calendarName: 'Portal Fornecedor - reservas',
    summary: 'Entrega de la carga {load} - {cd}',
    orders: 'Pedidos',
    gate: 'Puerta',
    volumes: 'Volúmenes',
    pieces: 'Piezas',
    supplier: 'Proveedor',
    load: 'Carga',
    saoPauloTime: 'Hora de São Paulo',
  },
};

/** The uid of a schedule's event: stable across fetches, moves and rotations of the feed's URL. */
export function bookingEventUid(scheduleId: number): string {
  return `agendamento-${scheduleId}@${CALENDAR_UID_DOMAIN}`;
}

/** The event's length in hours: the slot's interval when it is a sensible whole number, else one hour. */
export function bookingEventHours(slotHours: number | null): number {
  if (slotHours === null || !Number.isInteger(slotHours) || slotHours < 1) return DEFAULT_EVENT_HOURS;
  return Math.min(slotHours, MAX_EVENT_HOURS);
}

/** A booking → its calendar event, in the language asked for. Pure: the same booking gives the same event. */
export function bookingEvent(booking: CalendarBooking, language: Language): CalendarEvent {
  const texts = CALENDAR_EVENT_TEXTS[language];
  const start = saoPauloInstant(booking.date, booking.time);
  const end = new Date(start.getTime() + bookingEventHours(booking.slotHours) * 3_600_000);
  const location = [booking.cdName, booking.cdAddress].filter((part): part is string => !!part).join(' - ');
  const description = [
    `${texts.orders}: ${booking.orders.join(', ')}`,
    `${texts.load}: ${booking.loadId}`,
    `${texts.gate}: ${booking.gateName}`,
    `${texts.volumes}: ${booking.volumes} | ${texts.pieces}: ${booking.pieces}`,
    `${texts.supplier}: ${booking.supplierName}`,
    `${texts.saoPauloTime}: ${formatDateIn(language, booking.date)} ${booking.time.slice(0, 5)} - ${saoPauloTime(end).slice(0, 5)}`,
  ].join('\n');
  return {
    uid: bookingEventUid(booking.scheduleId),
    start,
    end,
    summary: texts.summary.replace('{load}', String(booking.loadId)).replace('{cd}', booking.cdName),
    description,
    location,
  };
}
