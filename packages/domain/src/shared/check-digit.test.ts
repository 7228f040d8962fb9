import { describe, expect, it } from 'vitest';
import { modulo11CheckDigit } from './check-digit';

describe('modulo11CheckDigit', () => {
  it("gives a CNPJ's two digits (92.754.738/0001-62) and an alphanumeric one's (12.ABC.345/01DE-35)", () => {
    expect(modulo11CheckDigit('927547380001')).toBe(6);
    expect(modulo11CheckDigit('9275473800016')).toBe(2);
    expect(modulo11CheckDigit('12ABC34501DE')).toBe(3);
    expect(modulo11CheckDigit('12ABC34501DE3')).toBe(5);
  });

  it('weights 2 … 9 from the right and gives 0 for a rest below 2', () => {
    // 1 × 2 = 2: rest 2 → 9; 5 × 2 = 10: rest 10 → 1; 6 × 2 = 12: rest 1 → 0; 0: rest 0 → 0
    expect(modulo11CheckDigit('1')).toBe(9);
    expect(modulo11CheckDigit('5')).toBe(1);
    expect(modulo11CheckDigit('6')).toBe(0);
    expect(modulo11CheckDigit('0')).toBe(0);
    // the ninth character from the right weighs 2 again: 1 followed by eight zeros is 1 × 2
    expect(modulo11CheckDigit('100000000')).toBe(modulo11CheckDigit('1'));
  });
});
