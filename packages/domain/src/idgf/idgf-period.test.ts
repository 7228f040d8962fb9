import { describe, expect, it } from 'vitest';
import { defaultIdgfWeeks, idgfPeriodOf, weekKeyOf, weekStartOf } from './idgf-period';

describe('the IDGF period in commercial weeks', () => {
  it('defaults to the current week and the seven before it', () => {
    expect(defaultIdgfWeeks('2026-11-25')).toEqual({ de: '2026-41', ate: '2026-48' });
    const result = idgfPeriodOf(undefined, undefined, '2026-11-25');
    expect(result).toMatchObject({
      ok: true,
      period: { de: '2026-41', ate: '2026-48', inicio: '2026-10-04', fim: '2026-11-28' },
    });
    expect(result.ok && result.period.semanas).toHaveLength(8);
  });
  it('crosses a year and normalises "2027-2" to "2027-02"', () => {
    const result = idgfPeriodOf('2026-52', '2027-2', '2026-11-25');
    expect(result).toMatchObject({ ok: true, period: { de: '2026-52', ate: '2027-02' } });
    expect(result.ok && result.period.semanas).toEqual(['2026-52', '2027-01', '2027-02']);
  });
  it('refuses an unknown week, a reversed period and one longer than 53 weeks', () => {
    expect(idgfPeriodOf('2026-77', '2026-48', '2026-11-25')).toEqual({ ok: false, reason: 'invalidWeek', field: 'de' });
    expect(idgfPeriodOf('2026-40', 'x', '2026-11-25')).toEqual({ ok: false, reason: 'invalidWeek', field: 'ate' });
    expect(idgfPeriodOf('2026-48', '2026-40', '2026-11-25')).toEqual({ ok: false, reason: 'reversed' });
    expect(idgfPeriodOf('2025-01', '2026-48', '2026-11-25')).toEqual({ ok: false, reason: 'tooLong' });
    expect(idgfPeriodOf('2025-48', '2026-48', '2026-11-25').ok).toBe(true);
  });
  it('reads the week of a date and the Sunday of a week', () => {
    expect(weekKeyOf('2026-11-29')).toBe('2026-49');
    expect(weekKeyOf('2026-12-27')).toBe('2027-01');
    expect(weekStartOf({ year: 2027, week: 1 })).toBe('2026-12-27');
  });
});
