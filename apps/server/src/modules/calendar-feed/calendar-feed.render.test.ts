import { APP_TIME_ZONE, bookingEvent, saoPauloWallTime, type CalendarBooking, type Language } from '@portal/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT_TEXTS, type CalendarEvent } from '@portal/domain';
import { renderCalendarFeed } from './calendar-feed.ics';
import { parseIcs } from './calendar-feed.test-support';

const booking: CalendarBooking = {
  scheduleId: 9001,
  date: '2026-03-23',
  time: '10:00:00',
  slotHours: 2,
  loadId: 77,
  cdName: 'CD Palhoça',
  cdAddress: 'Rua das Gaivotas, 1200 - Pachecos - Palhoça/SC',
  gateName: 'Portão 2; doca, norte\\sul',
  supplierName: 'Malharia Serra Azul Ltda',
  orders: Array.from({ length: 30 }, (_, i) => 4_500_000_000 + i),
  volumes: 300,
  pieces: 9000,
};

/** The same calendar as ical-generator (a well-kept RFC 5545 writer) writes it: the oracle of the bytes. */
function byIcalGenerator(events: readonly CalendarEvent[], language: Language, now: Date): string {
  const calendar = ical({
    name: CALENDAR_EVENT_TEXTS[language].calendarName,
    prodId: { company: 'Portal Fornecedor', product: 'Agendamentos', language: language.slice(0, 2) },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
    x: { 'X-WR-TIMEZONE': APP_TIME_ZONE },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      stamp: now,
      summary: event.summary,
      description: event.description,
      location: event.location,
    });
  }
  return `${calendar.toString()}\r\n`;
}

describe('renderCalendarFeed', () => {
  const now = new Date('2026-03-18T13:00:00Z');
  const text = renderCalendarFeed({ events: [bookingEvent(booking, 'pt-BR')], language: 'pt-BR', now });
  const calendar = parseIcs(text);

  it('writes byte for byte what ical-generator writes, folding and escaping included', () => {
    const odd: CalendarBooking[] = [
      booking,
      { ...booking, scheduleId: 1, cdName: 'CD 🚚 Cabreúva', gateName: 'ç'.repeat(80), supplierName: 'a,b;c\\d\r\ne' },
      { ...booking, scheduleId: 2, cdAddress: null, supplierName: '🙂'.repeat(40), orders: [1] },
      { ...booking, scheduleId: 3, gateName: 'x'.repeat(73) + 'é' + 'y'.repeat(200) },
    ];
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const events = odd.map((b) => bookingEvent(b, language));
      expect(renderCalendarFeed({ events, language, now })).toBe(byIcalGenerator(events, language, now));
    }
    expect(renderCalendarFeed({ events: [], language: 'pt-BR', now })).toBe(byIcalGenerator([], 'pt-BR', now));
  });

  it('writes a calendar that reads back: name, refresh hint, São Paulo as the default zone', () => {
    const props = Object.fromEntries(calendar.properties.map((p) => [p.name, p.value]));
    expect(props).toMatchObject({
      VERSION: '2.0',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': 'Portal Fornecedor - agendamentos',
      'X-WR-TIMEZONE': APP_TIME_ZONE,
      'X-PUBLISHED-TTL': 'PT1H',
    });
  });

  it('writes the event in UTC, which is the São Paulo wall time of the booking', () => {
    const [event] = calendar.events;
    expect(event!.uid).toBe('agendamento-9001@portal-fornecedor');
    expect(event!.start.toISOString()).toBe('2026-03-23T13:00:00.000Z');
    expect(saoPauloWallTime(event!.start)).toEqual({ date: '2026-03-23', time: '10:00:00' });
    expect(saoPauloWallTime(event!.end)).toEqual({ date: '2026-03-23', time: '12:00:00' });
    expect(event!.properties.find((p) => p.name === 'DTSTAMP')!.value).toBe('20260318T130000Z');
  });

  it('escapes and folds the texts, which read back unchanged', () => {
    const [event] = calendar.events;
    const expected = bookingEvent(booking, 'pt-BR');
    expect(event!.summary).toBe('Entrega da carga 77 - CD Palhoça');
    expect(event!.description).toBe(expected.description);
    expect(event!.description).toContain('Portão: Portão 2; doca, norte\\sul');
    expect(event!.description).toContain(`Pedidos: ${booking.orders.join(', ')}`);
    expect(event!.location).toBe('CD Palhoça - Rua das Gaivotas, 1200 - Pachecos - Palhoça/SC');
  });

  it('writes an empty calendar when there is nothing booked', () => {
    const empty = parseIcs(renderCalendarFeed({ events: [], language: 'en-US', now }));
    expect(empty.events).toEqual([]);
    expect(empty.properties.find((p) => p.name === 'X-WR-CALNAME')!.value).toBe('Portal Fornecedor - bookings');
  });
});
