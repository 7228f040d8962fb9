import { formatDateBr } from '@portal/domain';

const TIME_ZONE = 'America/Sao_Paulo';

/** dd/mm/yyyy; a timestamp is read in the app's time zone, a plain date as it is. Empty stays ''. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (!iso.includes('T')) return formatDateBr(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatDateBr(iso);
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** A decimal string as BRL in the current language (R$ 1.234,50 · R$1,234.50 · 1234,50 R$). */
export function formatMoney(value: string | null | undefined, language: string): string {
  if (value == null || value === '') return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  // display only: the stored value stays a decimal string
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL', maximumFractionDigits: 4 }).format(
    amount,
  );
}
