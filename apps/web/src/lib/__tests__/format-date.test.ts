import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../format-date';

describe('formatDateTime: dd/mm/yyyy hh:mm in São Paulo time', () => {
  it('reads a timestamp in São Paulo time, whatever the browser’s zone', () => {
    expect(formatDateTime('2026-11-21T02:30:00.000Z')).toBe('20/11/2026 23:30');
    expect(formatDateTime('2026-11-22T13:05:00.000Z')).toBe('22/11/2026 10:05');
    expect(formatDateTime('2026-01-01T02:59:00Z')).toBe('31/12/2025 23:59');
  });

  it('empty stays empty, a text that is not a date is shown as it came', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('ontem')).toBe('ontem');
  });
});

describe('formatDate: dd/mm/yyyy', () => {
  it('reads a timestamp in São Paulo time, a plain date as it is', () => {
    expect(formatDate('2026-11-21T02:30:00.000Z')).toBe('20/11/2026');
    expect(formatDate('2026-11-20')).toBe('20/11/2026');
  });

  it('empty stays empty, a text that is not a date is shown as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('ontem')).toBe('ontem');
  });
});
