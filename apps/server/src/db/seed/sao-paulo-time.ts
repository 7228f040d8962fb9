import { saoPauloInstant } from '@portal/domain';

/** The instant of a São Paulo date at an hour and minute: the demo data's times are the CDs' wall times. */
export function saoPauloAt(iso: string, hour: number, minute: number): Date {
  return saoPauloInstant(iso, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
}
