import type { VariationDatesDto as VariationDates } from '@portal/domain';
import { sundayAfter, sundaysFrom } from './format';

/** How many Sundays the start date offers (two years of weeks). */
export const SUNDAYS_OFFERED = 104;

/** The start a new variation proposes: the later of dataMinima and the Sunday after the last variation. */
export function proposedStart(dates: VariationDates): string {
  if (!dates.maiorData) return dates.dataMinima;
  const after = sundayAfter(dates.maiorData);
  return after > dates.dataMinima ? after : dates.dataMinima;
}

/** The Sundays the start offers: from dataMinima on, plus the variation's own start when it is not among them. */
export function startOptions(dates: VariationDates | undefined, current: string | null): string[] {
  const sundays = dates ? sundaysFrom(dates.dataMinima, SUNDAYS_OFFERED) : [];
  if (current && !sundays.includes(current)) sundays.unshift(current);
  return sundays;
}
