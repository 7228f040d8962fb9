import { formatDateBr } from '@portal/domain';

/** The app's time zone (spec 000 §9): dates and times are shown in it, whatever the browser's zone. */
const TIME_ZONE = 'America/Sao_Paulo';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function saoPauloParts(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(DATE_TIME.formatToParts(date).map((p) => [p.type, p.value]));
}

/** dd/mm/yyyy hh:mm in the app's time zone; '' when none, a text that is not a date as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = saoPauloParts(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : iso;
}

/** dd/mm/yyyy: a timestamp is read in the app's time zone, a plain date as it is; '' when none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDateBr(iso);
  const p = saoPauloParts(iso);
  return p ? `${p.day}/${p.month}/${p.year}` : iso;
}
