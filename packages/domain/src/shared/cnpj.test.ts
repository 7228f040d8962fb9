import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('isValidCnpj', () => {
  it.each([
    ['92.754.738/0001-62', true], // Lojas Renner S.A.
    ['92754738000162', true],
    ['11.222.333/0001-81', true],
    ['12.ABC.345/01DE-35', true], // Receita Federal's alphanumeric example
    ['12abc34501de35', true], // lower case is normalised
    ['12.ABC.345/01DE-36', false],
    ['92.754.738/0001-63', false],
    ['00.000.000/0000-00', false], // repeated digits
    ['11.111.111/1111-11', false],
    ['12.ABC.345/01DE-3A', false], // check digits are always numeric
    ['1234567800019', false], // 13 characters
    ['123456780001999', false], // 15 characters
    ['', false],
    ['12.ABC.345/01D!-35', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });

  it('rejects null and undefined', () => {
    expect(isValidCnpj(null)).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
});

describe('cnpjCheckDigits', () => {
  it('computes the digits of numeric and alphanumeric bases', () => {
    expect(cnpjCheckDigits('927547380001')).toBe('62');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });
});

describe('formatCnpj', () => {
  it.each([
    ['92754738000162', '92.754.738/0001-62'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['9275', '92.75'],
    ['92754738', '92.754.738'],
    ['927547380001', '92.754.738/0001'],
    ['92.754.738/0001-6299', '92.754.738/0001-62'],
    ['', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatCnpj(value)).toBe(expected);
  });

  it('never exceeds the 18-character input limit', () => {
    expect(formatCnpj('1234567890123456789012').length).toBe(18);
  });

  it('normalises masks away', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});
