/**
 * CNPJ check, numeric and the alphanumeric format that the Receita Federal issues from July 2026
 * (IN RFB 2.229/2024): 12 characters [0-9A-Z] then two numeric check digits. Each character is
 * worth its ASCII code minus 48, so digits keep their value and the classic algorithm still holds.
 * Written here because packages/domain depends on zod only; tested against the Receita's examples.
 */
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Strips the mask (dots, slash, dash, spaces) and upper-cases. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(body: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (body.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The company part of a CNPJ (numeric or alphanumeric): its first 8 characters; branches share it. */
export function cnpjRootOf(cnpj: string): string {
  return normalizeCnpj(cnpj).slice(0, 8);
}

export function cnpjCheckDigits(base12: string): string {
  const d1 = checkDigit(base12, WEIGHTS_1);
  const d2 = checkDigit(base12 + String(d1), WEIGHTS_2);
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
