import { formatDateBr, shortTime } from '@portal/domain';

/** dd/mm/yyyy of a "YYYY-MM-DD" date ('' when none). */
export function loadDate(iso: string | null | undefined): string {
  return formatDateBr(iso);
}

/** HH:mm of a "HH:mm:ss" time ('' when none). */
export function loadTime(time: string | null | undefined): string {
  return time ? shortTime(time) : '';
}

/** Quantities with the language's digit grouping. */
export function quantity(value: number, language: string): string {
  return value.toLocaleString(language);
}

/** A load has a gate (is scheduled) when portao is neither zero nor null (spec 000 §4). */
export function isScheduled(load: { portao: number | null }): boolean {
  return load.portao !== null && load.portao !== 0;
}
