/**
 * The instant the web tests run at (test/setup.ts fixes Date to it before each test): a Wednesday morning in
 * São Paulo, so that dates the screens compute from "today" are the same on every day the suite runs.
 */
export const WEB_TEST_NOW = '2026-03-18T10:00:00-03:00';
