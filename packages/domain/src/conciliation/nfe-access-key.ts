import { modulo11CheckDigit } from '../shared/check-digit';
import { isValidCnpj } from '../shared/cnpj';

/**
 * NF-e access key (chave de acesso), MOC 4.00 §5.4 and NT 2025.001 (alphanumeric CNPJ):
 * cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1) = 44 characters.
 *
 * The CNPJ field follows the CNPJ module: 12 characters [0-9A-Z] then two numeric digits; every other
 * field is numeric. The check digit is modulo 11 over the first 43 characters, weights 2..9 cycling
 * from the right, each character worth its ASCII code minus 48 (digits keep their value, 'A' is 17),
 * and a remainder of 0 or 1 gives 0.
 *
 * `parseNfeAccessKey` is strict: the key as it appears in chNFe / infNFe@Id, upper case, no spaces.
 * Use `normalizeNfeAccessKey` first for a key typed or copied from a DANFE (groups of four, lower case).
 */
export const NFE_ACCESS_KEY_LENGTH = 44;
/** Model 55 is the NF-e; 65 (NFC-e) and anything else are refused. */
export const NFE_MODEL = '55';

const KEY_PATTERN = /^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/;

export interface NfeAccessKeyParts {
  /** The whole key, as parsed. */
  key: string;
  /** cUF: IBGE code of the issuer's state, e.g. '35' São Paulo, '43' Rio Grande do Sul. */
  uf: string;
  /** AAMM of emission: year as 2000 + AA, month 1..12 as written (not range-checked). */
  year: number;
  month: number;
  /** Issuer's CNPJ (or CPF left-padded with zeros), numeric or alphanumeric, unmasked. */
  issuerCnpj: string;
  /** Whether issuerCnpj passes the CNPJ check (false for a padded CPF or a bad CNPJ). */
  issuerCnpjValid: boolean;
  /** mod: always '55' here. */
  model: string;
  /** serie, as written (3 digits) and as a number. */
  series: string;
  seriesNumber: number;
  /** nNF, as written (9 digits) and as a number. */
  number: string;
  invoiceNumber: number;
  /** tpEmis: 1 normal, other values contingency modes. */
  emissionType: string;
  /** cNF: the random numeric code. */
  numericCode: string;
  /** cDV. */
  checkDigit: number;
}

export type NfeAccessKeyInvalidReason = 'length' | 'characters' | 'checkDigit' | 'model';

export type NfeAccessKeyParseResult =
  { ok: true; parts: NfeAccessKeyParts } | { ok: false; reason: NfeAccessKeyInvalidReason };

/** Strips spaces, dots and dashes (DANFE grouping) and upper-cases; it does not validate. */
export function normalizeNfeAccessKey(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Check digit of the first 43 characters. Throws when the body is not 43 characters of [0-9A-Z]:
 * a check digit of anything else has no meaning.
 */
export function nfeAccessKeyCheckDigit(first43: string): number {
  if (!/^[0-9A-Z]{43}$/.test(first43)) {
    throw new RangeError('nfeAccessKeyCheckDigit needs 43 characters of [0-9A-Z]');
  }
  return modulo11CheckDigit(first43);
}

/**
 * Checks, in this order: length, characters, check digit, model. A well-formed key of another model
 * (an NFC-e, 65) is therefore reported as 'model', while a mistyped key is reported as 'checkDigit'.
 */
export function parseNfeAccessKey(key: string): NfeAccessKeyParseResult {
  if (key.length !== NFE_ACCESS_KEY_LENGTH) return { ok: false, reason: 'length' };
  if (!KEY_PATTERN.test(key)) return { ok: false, reason: 'characters' };
  const checkDigit = Number(key[43]);
  if (nfeAccessKeyCheckDigit(key.slice(0, 43)) !== checkDigit) return { ok: false, reason: 'checkDigit' };
  const model = key.slice(20, 22);
  if (model !== NFE_MODEL) return { ok: false, reason: 'model' };
  const issuerCnpj = key.slice(6, 20);
  const series = key.slice(22, 25);
  const number = key.slice(25, 34);
  return {
    ok: true,
    parts: {
      key,
      uf: key.slice(0, 2),
      year: 2000 + Number(key.slice(2, 4)),
      month: Number(key.slice(4, 6)),
      issuerCnpj,
      issuerCnpjValid: isValidCnpj(issuerCnpj),
      model,
      series,
      seriesNumber: Number(series),
      number,
      invoiceNumber: Number(number),
      emissionType: key.slice(34, 35),
      numericCode: key.slice(35, 43),
      checkDigit,
    },
  };
}

export function isValidNfeAccessKey(key: string | null | undefined): boolean {
  return typeof key === 'string' && parseNfeAccessKey(key).ok;
}
