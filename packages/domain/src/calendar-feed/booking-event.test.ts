import { describe, expect, it } from 'vitest';
import { bookingEvent, bookingEventHours, bookingEventUid, type CalendarBooking } from './booking-event';
import { calendarFeedFileSchema, calendarFeedQuerySchema } from './calendar-feed-contracts';

const booking: CalendarBooking = {
  scheduleId: 42,
  date: '2026-11-30',
  time: '08:00:00',
  slotHours: 2,
  loadId: 7,
  cdName: 'CD Cajamar',
  cdAddress: 'Rodovia Anhanguera, km 37 - Cajamar/SP',
  gateName: 'Portão 3',
  supplierName: 'Malharia Serra Azul Ltda',
  orders: [1001, 1002],
  volumes: 120,
  pieces: 3400,
};

describe('bookingEvent', () => {
  it('starts at the São Paulo wall time, as an instant (UTC−3)', () => {
    const event = bookingEvent(booking, 'pt-BR');
    expect(event.start.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(event.end.toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('keeps a wall time of the daylight-saving years right (São Paulo was UTC−2 in January 2019)', () => {
    const event = bookingEvent({ ...booking, date: '2019-01-15', time: '08:00' }, 'pt-BR');
    expect(event.start.toISOString()).toBe('2019-01-15T10:00:00.000Z');
  });

  it('has a uid per schedule, whatever else changes', () => {
    const moved = bookingEvent({ ...booking, date: '2026-12-01', gateName: 'Portão 1' }, 'en-US');
    expect(moved.uid).toBe(bookingEvent(booking, 'pt-BR').uid);
    expect(moved.uid).toBe('agendamento-42@portal-fornecedor');
    expect(bookingEventUid(43)).not.toBe(moved.uid);
  });

  it('names the load and CD in the summary, the orders, gate, volumes and supplier in the description', () => {
    const event = bookingEvent(booking, 'pt-BR');
    expect(event.summary).toBe('Entrega da carga 7 - CD Cajamar');
    expect(event.description).toContain('Pedidos: 1001, 1002');
    expect(event.description).toContain('Portão: Portão 3');
    expect(event.description).toContain('Volumes: 120 | Peças: 3400');
    expect(event.description).toContain('Fornecedor: Malharia Serra Azul Ltda');
    expect(event.description).toContain('Horário de Brasília (São Paulo): 30/11/2026 08:00 - 10:00');
    expect(event.location).toBe('CD Cajamar - Rodovia Anhanguera, km 37 - Cajamar/SP');
  });

  it('speaks the language asked for', () => {
    expect(bookingEvent(booking, 'en-US').summary).toBe('Delivery of load 7 - CD Cajamar');
    expect(bookingEvent(booking, 'en-US').description).toContain('Orders: 1001, 1002');
    expect(bookingEvent(booking, 'es-ES').description).toContain('Puerta: Portão 3');
  });

  it('leaves a missing address out of the location', () => {
    expect(bookingEvent({ ...booking, cdAddress: null }, 'pt-BR').location).toBe('CD Cajamar');
  });
});

describe('bookingEventHours', () => {
  it.each([
    [null, 1],
    [1, 1],
    [2, 2],
    [24, 24],
    [25, 24],
    [0, 1],
    [-3, 1],
    [1.5, 1],
  ])('slot of %s hours → %s', (slot, hours) => {
    expect(bookingEventHours(slot)).toBe(hours);
  });
});

describe('the feed path', () => {
  it('takes a 43-character base64url secret and .ics, nothing else', () => {
    const secret = 'A'.repeat(42) + '_';
    expect(calendarFeedFileSchema.safeParse(`${secret}.ics`).success).toBe(true);
    expect(calendarFeedFileSchema.safeParse(secret).success).toBe(false);
    expect(calendarFeedFileSchema.safeParse(`${secret}x.ics`).success).toBe(false);
    expect(calendarFeedFileSchema.safeParse(`${'A'.repeat(42)}/.ics`).success).toBe(false);
  });

  it('falls back to the default language on an unknown lang', () => {
    expect(calendarFeedQuerySchema.parse({ lang: 'fr-FR' })).toEqual({ lang: undefined });
    expect(calendarFeedQuerySchema.parse({ lang: 'en-US' })).toEqual({ lang: 'en-US' });
  });
});
