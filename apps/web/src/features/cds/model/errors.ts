import { ApiError, errorText } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { i18n } from '../../../i18n/i18n';
import { weekdayList } from './weekdays';

function daysOf(details: unknown): number[] {
  if (typeof details !== 'object' || details === null || !('days' in details)) return [];
  const days = (details as { days: unknown }).days;
  return Array.isArray(days) ? days.filter((d): d is number => typeof d === 'number' && d >= 1 && d <= 7) : [];
}

/** The translated text of a refusal; when the server names weekdays (cdHour010, gate010) they follow it. */
export function cdErrorText(error: ApiError): string {
  const text = errorText(error);
  const days = daysOf(error.details);
  return days.length > 0 ? `${text} (${weekdayList(i18n.t, days)})` : text;
}

/**
 * Red toast for a failed CD call (the calls pass notify: false so the days can be named).
 * A 401 already went through the session-expired flow and gets no toast.
 */
export function notifyCdError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.code === 'sessionExpired') return;
    notifyError(cdErrorText(error));
    return;
  }
  notifyError(i18n.t('default', { ns: 'errors' }));
}
