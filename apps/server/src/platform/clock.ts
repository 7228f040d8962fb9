import { saoPauloWallTime, todayInSaoPaulo } from '@portal/domain';

/**
 * The app clock: every business "now" and "today" of the server (booking terms, week rules, the times written
 * on conciliations, loads and audits, the demo data's date) reads it, never `new Date()`, so that a test or a
 * demo can choose the day. It runs: set to an instant, it shows that instant at once and advances with real
 * time from there. `APP_NOW` sets it at start (refused in production); tests call `clock.set`.
 *
 * Session tokens follow it too (the web app judges their expiry by the clock its pages read dates from). What is
 * agreed with the identity provider or only guards against abuse keeps real time: the ID token check, the sign-in
 * handshake and its one-time keys, failed-login windows and rate limits.
 */
let offsetMs = 0;

export const clock = {
  /** The current instant. */
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Today's São Paulo date, YYYY-MM-DD. */
  today(): string {
    return todayInSaoPaulo(clock.now());
  },
  /** São Paulo's date and time of day now, read from one instant. */
  wallTime(): { date: string; time: string } {
    return saoPauloWallTime(clock.now());
  },
  /** Makes the clock show `instant` now (then run on); null goes back to real time. */
  set(instant: Date | string | null): void {
    if (instant === null) {
      offsetMs = 0;
      return;
    }
    const at = typeof instant === 'string' ? new Date(instant) : instant;
    if (Number.isNaN(at.getTime())) throw new Error(`not an instant: ${String(instant)}`);
    offsetMs = at.getTime() - Date.now();
  },
  /** True while the clock is set away from real time. */
  isSet(): boolean {
    return offsetMs !== 0;
  },
};
