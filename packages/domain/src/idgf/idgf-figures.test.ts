import { describe, expect, it } from 'vitest';
import {
  acceptanceDeadline,
  acceptanceTiming,
  awaitingActionOf,
  deliveryTiming,
  firstPassOutcome,
  ratePercent,
  tallyByWeek,
  topDivergenceReasons,
} from './idgf-figures';

describe('deliveryTiming: the booked delivery day against the order window, both ends inclusive', () => {
  it.each([
    ['2026-11-10', '2026-11-10', '2026-11-14', 'onTime'],
    ['2026-11-14', '2026-11-10', '2026-11-14', 'onTime'],
    ['2026-11-12', '2026-11-10', '2026-11-14', 'onTime'],
    ['2026-11-09', '2026-11-10', '2026-11-14', 'early'],
    ['2026-11-15', '2026-11-10', '2026-11-14', 'late'],
    ['2026-12-31', '2026-11-10', null, 'onTime'],
    ['2026-11-01', '2026-11-10', null, 'early'],
    ['2026-11-01', null, '2026-11-14', 'onTime'],
    ['2026-11-20', null, '2026-11-14', 'late'],
    ['2026-11-20', null, null, 'noWindow'],
  ] as const)('%s in [%s, %s] is %s', (day, start, end, expected) => {
    expect(deliveryTiming(day, start, end)).toBe(expected);
  });
});

describe('acceptanceTiming: accepted within the notice of 2 days after the order reached the supplier', () => {
  const today = '2026-11-20';
  it('the deadline is two days after the day received', () => {
    expect(acceptanceDeadline('2026-11-10')).toBe('2026-11-12');
    expect(acceptanceDeadline('2026-12-31')).toBe('2027-01-02');
  });
  it.each([
    [{ receivedOn: '2026-11-10', acceptedOn: '2026-11-10', waiting: false }, 'withinNotice'],
    [{ receivedOn: '2026-11-10', acceptedOn: '2026-11-12', waiting: false }, 'withinNotice'],
    [{ receivedOn: '2026-11-10', acceptedOn: '2026-11-13', waiting: false }, 'late'],
    [{ receivedOn: '2026-11-10', acceptedOn: null, waiting: true }, 'overdue'],
    [{ receivedOn: '2026-11-18', acceptedOn: null, waiting: true }, 'notDue'],
    [{ receivedOn: '2026-11-18', acceptedOn: null, waiting: true }, 'notDue'],
    [{ receivedOn: '2026-11-17', acceptedOn: null, waiting: true }, 'overdue'],
    [{ receivedOn: '2026-11-10', acceptedOn: null, waiting: false }, null],
  ] as const)('%o is %s', (order, expected) => {
    expect(acceptanceTiming(order, today)).toBe(expected);
  });
  it('an acceptance counts even when the order is waiting again (modified after it)', () => {
    expect(acceptanceTiming({ receivedOn: '2026-11-10', acceptedOn: '2026-11-11', waiting: true }, today)).toBe(
      'withinNotice',
    );
  });
});

describe('firstPassOutcome: 2/2 on the first upload', () => {
  it.each([
    [2, 2, false, 'passed'],
    [2, 2, true, 'passed'],
    [3, 0, false, 'failed'],
    [2, 3, false, 'failed'],
    [2, 4, false, 'failed'],
    [4, 2, false, 'failed'],
    [1, 0, false, 'pending'],
    [2, 1, false, 'pending'],
    [1, 0, true, 'failed'],
    [0, 0, false, 'pending'],
  ] as const)('%i/%i cancelled %s is %s', (statusComercial, statusFiscal, cancelled, expected) => {
    expect(firstPassOutcome({ statusComercial, statusFiscal, cancelled })).toBe(expected);
  });
});

describe('awaitingActionOf: the latest conciliation that is not cancelled', () => {
  it.each([
    [2, 2, false, null],
    [2, 4, true, null],
    [2, 4, false, 'inProgress'],
    [1, 0, false, 'inProgress'],
    [2, 1, false, 'inProgress'],
    [0, 0, false, 'inProgress'],
    [3, 0, false, 'rejected'],
    [2, 3, false, 'rejected'],
    [3, 4, true, 'rejected'],
  ] as const)('%i/%i accepted %s is %s', (statusComercial, statusFiscal, conditionallyAccepted, expected) => {
    expect(awaitingActionOf({ statusComercial, statusFiscal, conditionallyAccepted })).toBe(expected);
  });
});

describe('topDivergenceReasons', () => {
  it('sums a code, drops events and unknown codes, sorts by uploads then catalogue order, keeps five', () => {
    const top = topDivergenceReasons([
      { code: 'ncm', uploads: 3 },
      { code: 'quantity', uploads: 3 },
      { code: 'cancelled', uploads: 50 },
      { code: 'superseded', uploads: 9 },
      { code: 'somethingNew', uploads: 40 },
      { code: 'unitCost', uploads: 1 },
      { code: 'unitCost', uploads: 5 },
      { code: 'icmsRate', uploads: 2 },
      { code: 'notAuthorised', uploads: 1 },
      { code: 'model', uploads: 1 },
      { code: 'itemCode', uploads: 0 },
    ]);
    expect(top).toEqual([
      { code: 'unitCost', uploads: 6 },
      { code: 'quantity', uploads: 3 },
      { code: 'ncm', uploads: 3 },
      { code: 'icmsRate', uploads: 2 },
      { code: 'model', uploads: 1 },
    ]);
  });
  it('is empty without divergences', () => {
    expect(topDivergenceReasons([])).toEqual([]);
  });
});

describe('ratePercent and tallyByWeek', () => {
  it('rounds to one decimal; nothing counted is null, not 0 %', () => {
    expect(ratePercent(2, 3)).toBe(66.7);
    expect(ratePercent(0, 4)).toBe(0);
    expect(ratePercent(0, 0)).toBeNull();
  });
  it('classifies groups, multiplies by their rows, skips null and weeks outside the period', () => {
    const groups = [
      { week: '2026-46', v: 'a', n: 3 },
      { week: '2026-46', v: 'b', n: 1 },
      { week: '2026-47', v: 'a', n: 2 },
      { week: '2026-47', v: 'x', n: 7 },
      { week: '2026-48', v: 'a', n: 9 },
    ];
    const { total, perWeek } = tallyByWeek(
      groups,
      ['a', 'b'] as const,
      ['2026-46', '2026-47'],
      (g) => (g.v === 'x' ? null : (g.v as 'a' | 'b')),
      (g) => g.week,
      (g) => g.n,
    );
    expect(total).toEqual({ a: 5, b: 1 });
    expect(perWeek.get('2026-46')).toEqual({ a: 3, b: 1 });
    expect(perWeek.get('2026-47')).toEqual({ a: 2, b: 0 });
  });
});
