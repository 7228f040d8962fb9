import { todayInSaoPaulo } from '@portal/domain';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's clock: the instant it showed (`at`) when the real clock read `realStart` (ms). */
    clock: { at: string; realStart: number };
  }
}

/**
 * The journeys' clock, the same one the server runs on (global-setup.ts starts it at E2E_NOW and gives the
 * server APP_NOW): a journey never reads the real date to decide what it expects.
 */
export function journeyNow(): Date {
  const { at, realStart } = inject('clock');
  return new Date(Date.parse(at) + (Date.now() - realStart));
}

/** Today's São Paulo date on the journeys' clock, YYYY-MM-DD. */
export function journeyToday(): string {
  return todayInSaoPaulo(journeyNow());
}

/** Gives a browser context the journeys' clock: its pages see the same date as the server. */
export async function installJourneyClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: journeyNow() });
}
