import { commercialWeekOf, saoPauloDate, saoPauloInstant, saoPauloWallTime } from '@portal/domain';

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** The instant of a São Paulo date at an hour and minute: the demo data's times are the CDs' wall times. */
export function saoPauloAt(iso: string, hour: number, minute: number): Date {
  return saoPauloInstant(iso, `${two(hour)}:${two(minute)}`);
}

/** An instant as SEFAZ writes dhEmi: São Paulo wall time with its UTC offset, 2026-03-18T10:15:00-03:00. */
export function sefazTime(ms: number): string {
  const { date, time } = saoPauloWallTime(new Date(ms));
  const offset = Math.round((Date.parse(`${date}T${time}Z`) - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
}

/** The Sunday of an order's commercial week (the São Paulo date of its delivery start). */
export function orderWeekStart(order: { deliveryStart?: Date | null }): string {
  return commercialWeekOf(saoPauloDate(order.deliveryStart as Date)).start;
}
