import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13 } from './ean';

describe('EAN-13', () => {
  it.each([
    ['789100031550', 7],
    ['400638133393', 1],
    ['000000000000', 0],
  ])('check digit of %s is %i', (body, digit) => {
    expect(ean13CheckDigit(body)).toBe(digit);
  });

  it.each([
    ['7891000315507', true],
    ['4006381333931', true],
    ['4006381333932', false],
    ['400638133393', false],
    ['40063813339a1', false],
  ])('%s valid: %s', (value, expected) => {
    expect(isValidEan13(value)).toBe(expected);
  });

  it('refuses a body that is not 12 digits', () => {
    expect(() => ean13CheckDigit('123')).toThrow();
  });
});
