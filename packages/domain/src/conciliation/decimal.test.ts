import { describe, expect, it } from 'vitest';
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  decimal,
  decimalFromInteger,
  decimalsEqual,
  decimalsWithin,
  fitsDecimalFormat,
  formatDecimal,
  isDecimalString,
  isZeroDecimal,
  MAX_DECIMAL_DIGITS,
  multiplyDecimals,
  negateDecimal,
  normalizeDecimal,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
} from './decimal';

const d = (text: string) => decimal(text);
const f = (value: ReturnType<typeof decimal>) => formatDecimal(value);

describe('parseDecimal', () => {
  it.each([
    ['12.3400', 123400n, 4],
    ['12', 12n, 0],
    ['-0.5', -5n, 1],
    ['0.0000000001', 1n, 10],
    ['007.10', 710n, 2],
    ['-0', 0n, 0],
    ['-0.00', 0n, 2],
    ['9999999999999.99', 999999999999999n, 2], // vProd at its TDec_1302 maximum
  ])('%s → %s × 10^-%s', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value: { units, scale } });
  });

  it.each([
    '',
    ' ',
    ' 1.5',
    '1.5 ',
    '1,5',
    '1.000,50',
    '1,000.50',
    '+1',
    '.5',
    '5.',
    '-',
    '-.5',
    '--1',
    '1e3',
    '1.2.3',
    'NaN',
    'Infinity',
    '0x10',
    '١٢', // Arabic-Indic digits
    '1'.repeat(MAX_DECIMAL_DIGITS + 1),
  ])('refuses %j', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: false, reason: 'format' });
    expect(isDecimalString(text)).toBe(false);
  });

  it('accepts a comma only when asked, and then refuses the point', () => {
    expect(parseDecimal('1,5', { decimalSeparator: ',' })).toEqual({ ok: true, value: { units: 15n, scale: 1 } });
    expect(parseDecimal('-1234,50', { decimalSeparator: ',' })).toEqual({
      ok: true,
      value: { units: -123450n, scale: 2 },
    });
    expect(parseDecimal('1.5', { decimalSeparator: ',' }).ok).toBe(false);
    expect(parseDecimal('1.234,5', { decimalSeparator: ',' }).ok).toBe(false);
  });

  it('accepts the maximum number of digits', () => {
    expect(parseDecimal('9'.repeat(MAX_DECIMAL_DIGITS)).ok).toBe(true);
  });

  it('decimal() throws on bad input', () => {
    expect(() => decimal('1,5')).toThrow(RangeError);
    expect(decimal('1,5', { decimalSeparator: ',' })).toEqual({ units: 15n, scale: 1 });
  });
});

describe('decimalFromInteger', () => {
  it('takes safe integers and bigints', () => {
    expect(decimalFromInteger(42)).toEqual({ units: 42n, scale: 0 });
    expect(decimalFromInteger(-7n)).toEqual({ units: -7n, scale: 0 });
    expect(() => decimalFromInteger(1.5)).toThrow(RangeError);
    expect(() => decimalFromInteger(2 ** 53)).toThrow(RangeError);
  });
});

describe('compareDecimals and decimalsEqual', () => {
  it.each([
    ['12.3400', '12.34', 0],
    ['12.34', '12.3400', 0],
    ['0', '-0.000', 0],
    ['1.5', '1.49999999999', 1],
    ['1.49999999999', '1.5', -1],
    ['-1.5', '-1.4', -1],
    ['-0.5', '0.5', -1],
    ['10', '9.9999', 1],
    ['9999999999999.99', '9999999999999.98', 1],
    ['99999999999.9999', '99999999999.9999000', 0], // qCom 11.4
    ['0.1', '0.10000000000000000555', -1], // the float 0.1 is 0.1000000000000000055511…
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(compareDecimals(d(a), d(b))).toBe(expected);
    expect(decimalsEqual(d(a), d(b))).toBe(expected === 0);
  });
});

describe('addDecimals, subtractDecimals, multiplyDecimals', () => {
  it('adds exactly where floats do not', () => {
    expect(f(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
    expect(decimalsEqual(addDecimals(d('0.1'), d('0.2')), d('0.3'))).toBe(true);
    expect(f(addDecimals(d('1.5'), d('-2.25')))).toBe('-0.75');
    expect(f(addDecimals(d('9999999999999.99'), d('0.01')))).toBe('10000000000000.00');
  });

  it('subtracts', () => {
    expect(f(subtractDecimals(d('10'), d('0.0001')))).toBe('9.9999');
    expect(f(subtractDecimals(d('-1'), d('-1.00')))).toBe('0.00');
  });

  it('multiplies exactly; the scale is the sum of the scales', () => {
    expect(multiplyDecimals(d('1.5'), d('2.25'))).toEqual({ units: 3375n, scale: 3 });
    expect(f(multiplyDecimals(d('-0.5'), d('0.5')))).toBe('-0.25');
    expect(f(multiplyDecimals(d('3'), d('-4')))).toBe('-12');
  });

  it('multiplies the largest qCom (11.4) by the largest vUnCom (11.10) without loss', () => {
    const product = multiplyDecimals(d('99999999999.9999'), d('99999999999.9999999999'));
    // (10^11 − 10^-4)(10^11 − 10^-10) = 10^22 − 10^7 − 10 + 10^-14
    expect(f(product)).toBe('9999999999999989999990.00000000000001');
    expect(product.scale).toBe(14);
  });

  it('checks vProd = qCom × vUnCom rounded to 2 places, as the NF-e rule does', () => {
    const qCom = d('3.0000');
    const vUnCom = d('33.3333333333');
    const exact = multiplyDecimals(qCom, vUnCom);
    expect(f(exact)).toBe('99.99999999990000');
    expect(f(roundDecimal(exact, 2, 'half-up'))).toBe('100.00');
    expect(decimalsWithin(d('99.99'), exact, d('0.01'))).toBe(true);
    expect(decimalsWithin(d('99.98'), exact, d('0.01'))).toBe(false);
  });
});

describe('negateDecimal, absDecimal, isZeroDecimal', () => {
  it('handles signs', () => {
    expect(f(negateDecimal(d('1.50')))).toBe('-1.50');
    expect(f(negateDecimal(d('-1.50')))).toBe('1.50');
    expect(f(absDecimal(d('-0.01')))).toBe('0.01');
    expect(f(absDecimal(d('0.01')))).toBe('0.01');
    expect(isZeroDecimal(d('-0.000'))).toBe(true);
    expect(isZeroDecimal(d('0.001'))).toBe(false);
  });
});

describe('decimalsWithin', () => {
  it('is symmetric and accepts the tolerance boundary', () => {
    expect(decimalsWithin(d('10.00'), d('10.01'), d('0.01'))).toBe(true);
    expect(decimalsWithin(d('10.01'), d('10.00'), d('0.01'))).toBe(true);
    expect(decimalsWithin(d('10.00'), d('10.011'), d('0.01'))).toBe(false);
    expect(decimalsWithin(d('-5'), d('-5.000'), d('0'))).toBe(true);
    // a negative tolerance counts as its absolute value
    expect(decimalsWithin(d('1'), d('1.5'), d('-0.5'))).toBe(true);
  });
});

describe('roundDecimal', () => {
  it.each([
    ['2.5', 0, '3', '2'],
    ['3.5', 0, '4', '4'],
    ['-2.5', 0, '-3', '-2'],
    ['-3.5', 0, '-4', '-4'],
    ['0.5', 0, '1', '0'],
    ['-0.5', 0, '-1', '0'],
    ['1.005', 2, '1.01', '1.00'], // the float 1.005 would round to 1.00 either way
    ['1.015', 2, '1.02', '1.02'],
    ['1.0150000001', 2, '1.02', '1.02'],
    ['1.0149999999', 2, '1.01', '1.01'],
    ['2.4999', 0, '2', '2'],
    ['2.5001', 0, '3', '3'],
    ['-2.5001', 0, '-3', '-3'],
    ['0.004', 2, '0.00', '0.00'],
    ['-0.004', 2, '0.00', '0.00'],
    ['9999999999999.995', 2, '10000000000000.00', '10000000000000.00'],
    ['12.34', 4, '12.3400', '12.3400'], // pads
    ['12.34', 2, '12.34', '12.34'],
    ['123.456', 0, '123', '123'],
  ])('%s to %s places → half-up %s, half-even %s', (value, places, halfUp, halfEven) => {
    expect(f(roundDecimal(d(value), places, 'half-up'))).toBe(halfUp);
    expect(f(roundDecimal(d(value), places, 'half-even'))).toBe(halfEven);
  });

  it('always returns the requested scale', () => {
    expect(roundDecimal(d('5'), 2, 'half-up')).toEqual({ units: 500n, scale: 2 });
    expect(roundDecimal(d('5.678'), 1, 'half-even')).toEqual({ units: 57n, scale: 1 });
  });

  it('refuses negative or fractional places', () => {
    expect(() => roundDecimal(d('1'), -1, 'half-up')).toThrow(RangeError);
    expect(() => roundDecimal(d('1'), 1.5, 'half-up')).toThrow(RangeError);
  });
});

describe('normalizeDecimal', () => {
  it.each([
    ['12.3400', '12.34'],
    ['5.000', '5'],
    ['-0.50', '-0.5'],
    ['0.000', '0'],
    ['100', '100'], // integer zeros stay
  ])('%s → %s', (value, expected) => {
    expect(f(normalizeDecimal(d(value)))).toBe(expected);
  });
});

describe('formatDecimal', () => {
  it.each([
    ['12.3400', '12.3400'],
    ['-0.5', '-0.5'],
    ['0.0000000001', '0.0000000001'],
    ['-0.0001', '-0.0001'],
    ['007.10', '7.10'],
    ['-0.00', '0.00'],
    ['0', '0'],
    ['9999999999999.99', '9999999999999.99'],
  ])('%s → %s', (value, expected) => {
    expect(f(d(value))).toBe(expected);
  });

  it('round-trips parse for canonical strings', () => {
    for (const text of ['1', '-1', '0.1', '-123456789012.3456789012', '10.00']) {
      expect(f(d(text))).toBe(text);
    }
  });

  it('writes a comma when asked', () => {
    expect(formatDecimal(d('-1234.50'), { decimalSeparator: ',' })).toBe('-1234,50');
    expect(formatDecimal(d('12'), { decimalSeparator: ',' })).toBe('12');
  });
});

describe('fitsDecimalFormat', () => {
  it.each([
    ['9999999999999.99', 13, 2, true], // vProd 13.2
    ['10000000000000.00', 13, 2, false],
    ['1.001', 13, 2, false],
    ['1.0010000', 13, 3, true], // trailing zeros do not count
    ['-9999999999999.99', 13, 2, true], // sign not checked
    ['99999999999.9999', 11, 4, true], // qCom 11.4
    ['99999999999.99999', 11, 4, false],
    ['0.0000000001', 11, 10, true], // vUnCom 11.10
    ['0.00000000001', 11, 10, false],
    ['99.99', 3, 2, true], // pICMS 3.2
    ['1000', 3, 2, false],
    ['0', 0, 0, true],
  ])('%s in %s.%s → %s', (value, integerDigits, fractionDigits, expected) => {
    expect(fitsDecimalFormat(d(value), integerDigits, fractionDigits)).toBe(expected);
  });
});
