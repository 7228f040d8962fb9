import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_DELAY_SECONDS,
  failureDelaySeconds,
  loginThrottleRules,
  loginWait,
  PAIR_MAX_DELAY_SECONDS,
  type LoginFailures,
} from './login-throttle';

const rules = loginThrottleRules({ loginFreeFailures: 5, loginMaxDelaySeconds: 30, addressFreeFailures: 20 });
const NOW = Date.parse('2026-03-18T12:00:00Z');
const none = { count: 0, lastAt: null };

function failures(patch: Partial<LoginFailures>): LoginFailures {
  return { pair: none, login: none, address: none, ...patch };
}

describe('failureDelaySeconds', () => {
  it.each([
    ['pair', 0, 0],
    ['pair', 3, 0],
    ['pair', 4, 1],
    ['pair', 5, 2],
    ['pair', 6, 4],
    ['pair', 10, 64],
    ['pair', 15, 2048],
    ['pair', 16, PAIR_MAX_DELAY_SECONDS],
    ['pair', 1_000_000, PAIR_MAX_DELAY_SECONDS],
    // a login never waits more than its cap
    ['login', 5, 0],
    ['login', 6, 1],
    ['login', 9, 8],
    ['login', 10, 16],
    ['login', 11, 30],
    ['login', 500, 30],
    ['login', Number.MAX_SAFE_INTEGER, 30],
    ['address', 20, 0],
    ['address', 21, 1],
    ['address', 30, 512],
    ['address', 31, ADDRESS_MAX_DELAY_SECONDS],
  ] as const)('%s: %i failures wait %i s', (rule, count, seconds) => {
    expect(failureDelaySeconds(count, rules[rule])).toBe(seconds);
  });
});

describe('loginWait', () => {
  it('lets an attempt with no failures through', () => {
    expect(loginWait(failures({}), rules, NOW)).toEqual({ retryAfterSeconds: 0, by: null });
  });

  it('counts the delay from the last failure and rounds up to whole seconds', () => {
    const pair = { count: 6, lastAt: NOW - 1500 }; // 4 s delay, 1.5 s gone
    expect(loginWait(failures({ pair }), rules, NOW)).toEqual({ retryAfterSeconds: 3, by: 'pair' });
    expect(loginWait(failures({ pair }), rules, NOW + 2500)).toEqual({ retryAfterSeconds: 0, by: null });
  });

  it('waits for the longest running delay', () => {
    const wait = loginWait(
      failures({ pair: { count: 4, lastAt: NOW }, login: { count: 11, lastAt: NOW }, address: none }),
      rules,
      NOW,
    );
    expect(wait).toEqual({ retryAfterSeconds: 30, by: 'login' });
  });

  it('an attacked login costs a new address at most the login cap, while the attacking address waits an hour', () => {
    const attacked = { count: 10_000, lastAt: NOW };
    const fromNewAddress = loginWait(failures({ login: attacked }), rules, NOW);
    expect(fromNewAddress.retryAfterSeconds).toBeLessThanOrEqual(30);
    const fromAttacker = loginWait(failures({ pair: attacked, login: attacked, address: attacked }), rules, NOW);
    expect(fromAttacker).toEqual({ retryAfterSeconds: PAIR_MAX_DELAY_SECONDS, by: 'pair' });
  });

  it('slows an address that fails on many logins', () => {
    expect(loginWait(failures({ address: { count: 25, lastAt: NOW } }), rules, NOW)).toEqual({
      retryAfterSeconds: 16,
      by: 'address',
    });
  });
});
