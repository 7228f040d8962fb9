import { formatDateBr, formatInstantBr } from '@portal/domain';

/**
 * The screens' dates: the calendar module's dd/mm/yyyy formats (packages/domain calendar/date-format.ts), with
 * the screens' one rule of their own: a text that is not a date is shown as it came rather than hidden.
 */

/** dd/mm/yyyy hh:mm in São Paulo time, whatever the browser's zone; '' when none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return formatInstantBr(iso) || iso;
}

/** dd/mm/yyyy: a timestamp is read in São Paulo time, a plain date as it is; '' when none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return formatDateBr(iso) || iso;
}
