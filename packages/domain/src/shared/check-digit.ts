/**
 * The modulo-11 check digit of the CNPJ and of the NF-e access key: each character is worth its ASCII code minus
 * 48 (digits keep their value, the alphanumeric CNPJ's letters go on from 17), weighted 2, 3 … 9, 2, 3 … from the
 * right; a rest below 2 gives 0, any other 11 minus the rest.
 */
export function modulo11CheckDigit(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Damm's quasigroup of order 10 (weakly totally anti-symmetric): its check digit catches every single-digit error
 * and every swap of two neighbouring digits, which modulo 11 with "rest below 2 gives 0" does not. */
const DAMM_TABLE: readonly (readonly number[])[] = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

/** The Damm check digit of a string of decimal digits (leading zeros do not change it). */
export function dammCheckDigit(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = DAMM_TABLE[interim]![char.charCodeAt(0) - 48]!;
  return interim;
}
