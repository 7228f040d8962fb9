import { describe, expect, it } from 'vitest';
import { ICMS_CSOSN_BASIS, ICMS_CST_BASIS, icmsRateBasis, icmsRateToCompare, isCsosn } from './icms-situation';

describe('icmsRateBasis: what each CST and CSOSN compares', () => {
  it.each([
    ['00', 'rate'],
    ['10', 'rate'],
    ['20', 'rate'],
    ['30', 'none'],
    ['40', 'none'],
    ['41', 'none'],
    ['50', 'none'],
    ['51', 'rateWhenStated'],
    ['60', 'none'],
    ['70', 'rate'],
    ['90', 'rateWhenStated'],
    ['101', 'credit'],
    ['102', 'none'],
    ['103', 'none'],
    ['201', 'credit'],
    ['202', 'none'],
    ['203', 'none'],
    ['300', 'none'],
    ['400', 'none'],
    ['500', 'none'],
    ['900', 'creditOrRateWhenStated'],
    // absent or unknown: issue 5's rule (pICMS compared)
    [null, 'rate'],
    ['', 'rate'],
    ['99', 'rate'],
    [' 60 ', 'none'],
  ] as const)('%s → %s', (situation, basis) => {
    expect(icmsRateBasis(situation)).toBe(basis);
  });

  it('covers every CST of ICMS00…ICMS90 and every CSOSN of ICMSSN101…ICMSSN900', () => {
    expect(Object.keys(ICMS_CST_BASIS).sort()).toEqual([
      '00',
      '10',
      '20',
      '30',
      '40',
      '41',
      '50',
      '51',
      '60',
      '70',
      '90',
    ]);
    expect(Object.keys(ICMS_CSOSN_BASIS).sort()).toEqual([
      '101',
      '102',
      '103',
      '201',
      '202',
      '203',
      '300',
      '400',
      '500',
      '900',
    ]);
    expect(isCsosn('101')).toBe(true);
    expect(isCsosn('60')).toBe(false);
  });
});

describe('icmsRateToCompare', () => {
  it.each([
    // situation, pICMS, pCredSN, expected
    ['00', '12.00', null, { compared: true, kind: 'rate', nf: '12.00' }],
    ['00', null, null, { compared: true, kind: 'rate', nf: null }],
    ['20', '12.00', null, { compared: true, kind: 'rate', nf: '12.00' }],
    ['51', null, null, { compared: false }],
    ['51', '18.00', null, { compared: true, kind: 'rate', nf: '18.00' }],
    ['90', '', null, { compared: false }],
    ['60', null, null, { compared: false }],
    ['40', null, null, { compared: false }],
    ['101', null, '3.95', { compared: true, kind: 'credit', nf: '3.95' }],
    ['101', null, null, { compared: true, kind: 'credit', nf: null }],
    ['201', null, '2.56', { compared: true, kind: 'credit', nf: '2.56' }],
    ['102', null, null, { compared: false }],
    ['202', null, null, { compared: false }],
    ['500', null, null, { compared: false }],
    ['900', null, '1.25', { compared: true, kind: 'credit', nf: '1.25' }],
    ['900', '12.00', null, { compared: true, kind: 'rate', nf: '12.00' }],
    ['900', null, null, { compared: false }],
    [null, '7.00', null, { compared: true, kind: 'rate', nf: '7.00' }],
  ] as const)('%s pICMS %s pCredSN %s', (situation, rate, creditRate, expected) => {
    expect(icmsRateToCompare({ situation, rate, creditRate })).toEqual(expected);
  });
});
