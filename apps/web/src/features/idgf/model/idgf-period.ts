import { addDays, formatWeekKey, parseWeek, weekKeyOf, yearWeekKey } from '@portal/domain';

/** The shortcuts of the period filter: the last N commercial weeks up to the current one. */
export const PERIOD_PRESETS = [4, 8, 13, 26] as const;

/** The period of the last `weeks` weeks on `today` (the API's keys). */
export function lastWeeks(weeks: number, today: string): { de: string; ate: string } {
  return { de: weekKeyOf(addDays(today, -7 * (weeks - 1))), ate: weekKeyOf(today) };
}

/** A typed week ("07/2026", "7/2026" or "2026-07") as the API's key, or null when it is no commercial week. */
export function weekKeyOfText(text: string): string | null {
  const week = parseWeek(text);
  return week ? yearWeekKey(week) : null;
}

/** An API key shown as people type it: "07/2026". */
export const weekText = formatWeekKey;
