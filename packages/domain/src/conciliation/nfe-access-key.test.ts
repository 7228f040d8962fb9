import { describe, expect, it } from 'vitest';
import {
  isValidNfeAccessKey,
  nfeAccessKeyCheckDigit,
  normalizeNfeAccessKey,
  parseNfeAccessKey,
} from './nfe-access-key';

// The example of the Manual de Orientação do Contribuinte (MOC 4.00, §5.4): weighted sum 644,
// 644 mod 11 = 6, check digit 11 − 6 = 5.
const MOC_EXAMPLE = '52060433009911002506550120000007800267301615';
// The commonly quoted key 3517…561 does NOT hold: its first 43 characters give 9, not 1.
const QUOTED_WRONG = '35170608530528000184550000000154301000771561';
const QUOTED_FIXED = '35170608530528000184550000000154301000771569';
// RS, July 2012, the Receita's alphanumeric CNPJ example 12ABC34501DE35, series 1, invoice 123,
// normal emission, cNF 12345678: weighted sum 822, 822 mod 11 = 8, check digit 3.
const ALPHANUMERIC = '43120712ABC34501DE3555001000000123112345678' + '3';
// A valid NFC-e (model 65) of Lojas Renner's CNPJ.
const NFCE = '4312079275473800016265001000000123112345678' + '8';

/** Independent reference: weight of position i (from the left) is 2 + ((42 − i) mod 8). */
function referenceSum(body: string): number {
  let sum = 0;
  for (let i = 0; i < 43; i++) {
    const c = body[i]!;
    const value = /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 'A'.charCodeAt(0) + 17;
    sum += value * (2 + ((42 - i) % 8));
  }
  return sum;
}

describe('nfeAccessKeyCheckDigit', () => {
  it('reproduces the MOC example', () => {
    expect(referenceSum(MOC_EXAMPLE.slice(0, 43))).toBe(644);
    expect(nfeAccessKeyCheckDigit(MOC_EXAMPLE.slice(0, 43))).toBe(5);
  });

  it('gives 9 for the quoted 3517… key, so its final 1 is wrong', () => {
    expect(nfeAccessKeyCheckDigit(QUOTED_WRONG.slice(0, 43))).toBe(9);
  });

  it('values letters as ASCII − 48 (A = 17), like the alphanumeric CNPJ', () => {
    expect(referenceSum(ALPHANUMERIC.slice(0, 43))).toBe(822);
    expect(nfeAccessKeyCheckDigit(ALPHANUMERIC.slice(0, 43))).toBe(3);
  });

  it('maps remainders 0 and 1 to 0', () => {
    // Find bodies whose remainder is 0 and 1 by varying cNF, and check both give 0.
    const seen = new Set<number>();
    for (let n = 0; n < 200 && seen.size < 2; n++) {
      const body = '431207927547380001625500100000012311234' + String(n).padStart(4, '0');
      const rest = referenceSum(body) % 11;
      if (rest < 2) {
        seen.add(rest);
        expect(nfeAccessKeyCheckDigit(body)).toBe(0);
      } else {
        expect(nfeAccessKeyCheckDigit(body)).toBe(11 - rest);
      }
    }
    expect(seen).toEqual(new Set([0, 1]));
  });

  it('refuses a body that is not 43 characters of [0-9A-Z]', () => {
    expect(() => nfeAccessKeyCheckDigit(MOC_EXAMPLE)).toThrow(RangeError);
    expect(() => nfeAccessKeyCheckDigit(MOC_EXAMPLE.slice(0, 42))).toThrow(RangeError);
    expect(() => nfeAccessKeyCheckDigit(ALPHANUMERIC.slice(0, 43).toLowerCase())).toThrow(RangeError);
  });
});

describe('parseNfeAccessKey', () => {
  it('splits the MOC example into its fields', () => {
    expect(parseNfeAccessKey(MOC_EXAMPLE)).toEqual({
      ok: true,
      parts: {
        key: MOC_EXAMPLE,
        uf: '52',
        year: 2006,
        month: 4,
        issuerCnpj: '33009911002506',
        issuerCnpjValid: true,
        model: '55',
        series: '012',
        seriesNumber: 12,
        number: '000000780',
        invoiceNumber: 780,
        emissionType: '0',
        numericCode: '26730161',
        checkDigit: 5,
      },
    });
  });

  it('accepts an alphanumeric issuer CNPJ', () => {
    const result = parseNfeAccessKey(ALPHANUMERIC);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.parts.issuerCnpj).toBe('12ABC34501DE35');
    expect(result.parts.issuerCnpjValid).toBe(true);
    expect(result.parts).toMatchObject({ uf: '43', year: 2012, month: 7, invoiceNumber: 123, seriesNumber: 1 });
    expect(result.parts.emissionType).toBe('1');
    expect(result.parts.numericCode).toBe('12345678');
  });

  it('flags an issuer field that is not a valid CNPJ (a padded CPF) without refusing the key', () => {
    const body = '35240100012345678909550010000000011' + '12345678';
    const key = body + String(nfeAccessKeyCheckDigit(body));
    const result = parseNfeAccessKey(key);
    expect(result.ok && result.parts.issuerCnpjValid).toBe(false);
    expect(result.ok && result.parts.issuerCnpj).toBe('00012345678909');
  });

  it.each([
    ['', 'length'],
    [MOC_EXAMPLE.slice(0, 43), 'length'],
    [MOC_EXAMPLE + '0', 'length'],
    [` ${MOC_EXAMPLE.slice(1)}`, 'characters'],
    [MOC_EXAMPLE.slice(0, 10) + ' ' + MOC_EXAMPLE.slice(11), 'characters'],
    [ALPHANUMERIC.toLowerCase(), 'characters'],
    // letters are allowed only in the first 12 characters of the CNPJ
    ['A' + MOC_EXAMPLE.slice(1), 'characters'],
    [ALPHANUMERIC.slice(0, 18) + 'A' + ALPHANUMERIC.slice(19), 'characters'], // CNPJ check digits are numeric
    [MOC_EXAMPLE.slice(0, 40) + 'X' + MOC_EXAMPLE.slice(41), 'characters'],
    [MOC_EXAMPLE.slice(0, 43) + 'X', 'characters'],
    [QUOTED_WRONG, 'checkDigit'],
    [MOC_EXAMPLE.slice(0, 43) + '6', 'checkDigit'],
    [MOC_EXAMPLE.slice(0, 30) + '1' + MOC_EXAMPLE.slice(31), 'checkDigit'], // a wrong digit in nNF
    [ALPHANUMERIC.slice(0, 8) + 'B' + ALPHANUMERIC.slice(9), 'checkDigit'], // 'A' changed to 'B'
    [NFCE, 'model'],
  ])('%s → %s', (key, reason) => {
    expect(parseNfeAccessKey(key)).toEqual({ ok: false, reason });
  });

  it('accepts the corrected quoted key', () => {
    expect(parseNfeAccessKey(QUOTED_FIXED).ok).toBe(true);
  });
});

describe('isValidNfeAccessKey', () => {
  it.each([
    [MOC_EXAMPLE, true],
    [QUOTED_FIXED, true],
    [ALPHANUMERIC, true],
    [QUOTED_WRONG, false],
    [NFCE, false],
    [ALPHANUMERIC.toLowerCase(), false],
    ['', false],
  ])('%s → %s', (key, expected) => {
    expect(isValidNfeAccessKey(key)).toBe(expected);
  });

  it('rejects null and undefined', () => {
    expect(isValidNfeAccessKey(null)).toBe(false);
    expect(isValidNfeAccessKey(undefined)).toBe(false);
  });
});

describe('normalizeNfeAccessKey', () => {
  it('removes DANFE grouping and upper-cases', () => {
    const danfe = '4312 07 12ab c345 01de 3555 0010 0000 0123 1123 4567 83';
    expect(normalizeNfeAccessKey(danfe)).toBe(ALPHANUMERIC);
    expect(isValidNfeAccessKey(normalizeNfeAccessKey(danfe))).toBe(true);
    expect(normalizeNfeAccessKey(' 5206-0433.0099 ')).toBe('520604330099');
  });
});
