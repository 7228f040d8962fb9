import { describe, expect, it } from 'vitest';
import { awaitsFiscalStep, CONCILIATION_RUN_LIMIT_MINUTES, uploadVerdict } from './conciliation-run';

const now = new Date('2026-03-18T15:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const run = (commercialStatus: number, fiscalStatus: number, commercialAt: Date | null = now, cancelled = false) => ({
  commercialStatus,
  fiscalStatus,
  commercialAt,
  cancelled,
});

describe('uploadVerdict', () => {
  it('is free without a current conciliation, or with a cancelled one', () => {
    expect(uploadVerdict(null, now)).toBe('free');
    expect(uploadVerdict(undefined, now)).toBe('free');
    expect(uploadVerdict(run(2, 2, now, true), now)).toBe('free');
    expect(uploadVerdict(run(2, 0, now, true), now)).toBe('free');
  });

  it('refuses an approved one (2/2), however old', () => {
    expect(uploadVerdict(run(2, 2, minutesAgo(60 * 24 * 365)), now)).toBe('approved');
  });

  it('lets a rejected or conditional one be replaced (3 on a side, or 2/4)', () => {
    for (const [c, f] of [
      [3, 0],
      [2, 3],
      [2, 4],
      [0, 0],
    ] as const) {
      expect(uploadVerdict(run(c, f), now), `${c}/${f}`).toBe('free');
    }
  });

  it('is running for a 2/0 younger than the limit, abandoned from the limit on', () => {
    const limit = CONCILIATION_RUN_LIMIT_MINUTES;
    expect(uploadVerdict(run(2, 0, now), now)).toBe('running');
    expect(uploadVerdict(run(2, 0, new Date(now.getTime() - limit * 60_000 + 1)), now)).toBe('running');
    expect(uploadVerdict(run(2, 0, minutesAgo(limit)), now)).toBe('abandoned');
    expect(uploadVerdict(run(2, 0, minutesAgo(limit + 60)), now)).toBe('abandoned');
    // a start a little ahead of this instance's clock: just started
    expect(uploadVerdict(run(2, 0, new Date(now.getTime() + 2_000)), now)).toBe('running');
    // no start recorded: long ago
    expect(uploadVerdict(run(2, 0, null), now)).toBe('abandoned');
  });
});

describe('awaitsFiscalStep', () => {
  it('is a 2/0 not cancelled', () => {
    expect(awaitsFiscalStep({ statusComercial: 2, statusFiscal: 0 })).toBe(true);
    expect(awaitsFiscalStep({ statusComercial: 2, statusFiscal: 0, cancelada: false })).toBe(true);
    expect(awaitsFiscalStep({ statusComercial: 2, statusFiscal: 0, cancelada: true })).toBe(false);
    expect(awaitsFiscalStep({ statusComercial: 2, statusFiscal: 2 })).toBe(false);
    expect(awaitsFiscalStep({ statusComercial: 3, statusFiscal: 0 })).toBe(false);
    expect(awaitsFiscalStep(null)).toBe(false);
  });
});
