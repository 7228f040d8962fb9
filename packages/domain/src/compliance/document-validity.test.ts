import { describe, expect, it } from 'vitest';
import { documentCounts, EXPIRY_WARNING_DAYS, validityStateOf } from './document-validity';

describe('validityStateOf', () => {
  const today = '2026-11-29';
  it.each([
    [null, 'none'],
    ['2026-11-28', 'expired'],
    ['2026-11-29', 'expiring'],
    ['2026-12-29', 'expiring'],
    ['2026-12-30', 'valid'],
    ['2027-06-01', 'valid'],
  ] as const)('%s on %s is %s', (validUntil, state) => {
    expect(validityStateOf(validUntil, today)).toBe(state);
  });

  it('announces expiry exactly EXPIRY_WARNING_DAYS ahead, across a year end', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(validityStateOf('2027-01-30', '2026-12-31')).toBe('expiring');
    expect(validityStateOf('2027-01-31', '2026-12-31')).toBe('valid');
  });
});

describe('documentCounts', () => {
  it('refuses a rejected document and an expired one, accepts one awaiting audit or without a date', () => {
    expect(documentCounts({ rejected: true, validUntil: '2030-01-01' }, '2026-11-29')).toBe(false);
    expect(documentCounts({ rejected: false, validUntil: '2026-11-28' }, '2026-11-29')).toBe(false);
    expect(documentCounts({ rejected: false, validUntil: '2026-11-29' }, '2026-11-29')).toBe(true);
    expect(documentCounts({ rejected: false, validUntil: null }, '2026-11-29')).toBe(true);
  });
});
