import { todayInSaoPaulo } from '@portal/domain';

/**
 * The instant every server test starts at: a Wednesday morning in São Paulo, four weeks clear of holidays,
 * so that booking terms, week rules and the demo data are the same whatever day the suite runs.
 * `clock-setup.ts` sets the app clock to it in every test file; the shared database is seeded for its date.
 * A test that moves the clock (`clock.set`) puts it back with `clock.set(TEST_NOW)`.
 */
export const TEST_NOW = '2026-03-18T10:00:00-03:00';

/** TEST_NOW's São Paulo date: the demo data's "today". */
export const TEST_TODAY = todayInSaoPaulo(new Date(TEST_NOW));
