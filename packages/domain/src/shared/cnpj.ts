import { modulo11CheckDigit } from './check-digit';

/**
 * CNPJ check, numeric and the alphanumeric format that the Receita Federal issues from July 2026
 * (IN RFB 2.229/2024): 12 characters [0-9A-Z] then two numeric check digits. Each character is
 * worth its ASCII code minus 48, so digits keep their value and the classic algorithm still holds.
 * Written here because packages/domain depends on zod only; tested against the Receita's examples.
 */

/** Strips the mask (dots, slash, dash, spaces) and upper-cases. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** The company part of a CNPJ (numeric or alphanumeric): its first 8 characters; branches share it. */
export function cnpjRootOf(cnpj: string): string {
  return normalizeCnpj(cnpj).slice(0, 8);
}

export function cnpjCheckDigits(base12: string): string {
  // the weights 5, 4, 3, 2, 9 … 2 of the first digit and 6, 5 … 2 of the second are modulo 11's from the right
  const d1 = modulo11CheckDigit(base12);
  const d2 = modulo11CheckDigit(base12 + String(d1));
  return `${d1}${d2}`;
}

export function isValidCnpj(value: string | null | undefined): boolean {
  if (!value) return false;
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** Applies the ##.###.###/####-## mask to whatever has been typed so far (max 14 significant characters). */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  let out = c.slice(0, 2);
  if (c.length > 2) out += '.' + c.slice(2, 5);
  if (c.length > 5) out += '.' + c.slice(5, 8);
  if (c.length > 8) out += '/' + c.slice(8, 12);
  if (c.length > 12) out += '-' + c.slice(12, 14);
  return out;
}
