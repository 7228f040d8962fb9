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
