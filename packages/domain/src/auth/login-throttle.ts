/**
 * The sign-in throttle: growing delays instead of a lock. Failures are looked at three ways — one login from one
 * address (the pair), one login from anywhere, one address for any login — and each way has a number of free
 * failures, then a delay that doubles with every further failure, up to its cap. The attempt waits for the longest
 * delay still running, counted from that way's last failure.
 *
 * The login's own cap is short (30 s by default): whoever knows the password signs in from an address with no
 * failures of its own after at most that wait, however hard the login is attacked elsewhere. The pair's cap is
 * long, so an address guessing one login ends up with one try an hour.
 */

/** Failures of one kind: how many within its window and when the last one was (epoch ms). */
export interface FailureTally {
  count: number;
  lastAt: number | null;
}

export interface ThrottleRule {
  /** Failures allowed before any delay. */
  free: number;
  /** The delay after the first failure past `free`; it doubles with each further failure. */
  baseSeconds: number;
  /** The longest delay. */
  maxSeconds: number;
}

export const THROTTLE_KINDS = ['pair', 'login', 'address'] as const;
export type ThrottleKind = (typeof THROTTLE_KINDS)[number];

export type LoginFailures = Record<ThrottleKind, FailureTally>;
export type LoginThrottleRules = Record<ThrottleKind, ThrottleRule>;

/** Failures of a pair are remembered this long (the login and address windows are LOGIN_WINDOW_MINUTES). */
export const PAIR_FAILURE_MEMORY_HOURS = 24;
/** Free failures of one login from one address, and the longest wait they lead to. */
export const PAIR_FREE_FAILURES = 3;
export const PAIR_MAX_DELAY_SECONDS = 3600;
/** The longest wait of an address that fails on many logins (password spraying). */
export const ADDRESS_MAX_DELAY_SECONDS = 900;

/** The delay that `count` failures impose, in seconds (0 while they are free). */
export function failureDelaySeconds(count: number, rule: ThrottleRule): number {
  if (count <= rule.free) return 0;
  // the exponent is bounded so that a huge count cannot overflow into Infinity or NaN
  const exponent = Math.min(count - rule.free - 1, 52);
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** exponent);
}

export interface LoginWait {
  /** Whole seconds to wait before trying again; 0 lets the attempt through. */
  retryAfterSeconds: number;
  /** Which kind imposes the wait (for the logs), null when there is none. */
  by: ThrottleKind | null;
}

/** How long an attempt must still wait, given the failures of its pair, login and address. */
export function loginWait(failures: LoginFailures, rules: LoginThrottleRules, now: number): LoginWait {
  let wait: LoginWait = { retryAfterSeconds: 0, by: null };
  for (const kind of THROTTLE_KINDS) {
    const tally = failures[kind];
    if (tally.lastAt === null) continue;
    const remainingMs = tally.lastAt + failureDelaySeconds(tally.count, rules[kind]) * 1000 - now;
    const seconds = remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
    if (seconds > wait.retryAfterSeconds) wait = { retryAfterSeconds: seconds, by: kind };
  }
  return wait;
}

/** The rules from the settings: free failures per login and per address, and the login's (short) cap. */
export function loginThrottleRules(settings: {
  loginFreeFailures: number;
  loginMaxDelaySeconds: number;
  addressFreeFailures: number;
}): LoginThrottleRules {
  return {
    pair: { free: PAIR_FREE_FAILURES, baseSeconds: 1, maxSeconds: PAIR_MAX_DELAY_SECONDS },
    login: { free: settings.loginFreeFailures, baseSeconds: 1, maxSeconds: settings.loginMaxDelaySeconds },
    address: { free: settings.addressFreeFailures, baseSeconds: 1, maxSeconds: ADDRESS_MAX_DELAY_SECONDS },
  };
}
