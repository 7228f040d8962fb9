import { describe, expect, it } from 'vitest';
import { dateRangeProblems } from '../date-text';

describe('dateRangeProblems: a filter period as the date fields hold it', () => {
  const period = (de: string, ate: string) => dateRangeProblems({ de, ate }, ['de', 'ate']);

  it.each([
    ['', '', {}],
    ['2026-03-17', '', {}],
    ['', '2026-03-17', {}],
    ['2026-03-17', '2026-03-17', {}],
    ['2026-03-17', '2026-03-18', {}],
    ['2026-03-18', '2026-03-17', { ate: 'dateRange' }],
    ['17/03', '', { de: 'date' }],
    ['', '2027-02-31', { ate: 'date' }],
    ['17/03', '2027-02-31', { de: 'date', ate: 'date' }],
    // a day that is no date comes first: the order of the two is not judged then
    ['2026-03-18', '17/03', { ate: 'date' }],
  ])('%j to %j', (de, ate, problems) => {
    expect(period(de, ate)).toEqual(problems);
  });
});
