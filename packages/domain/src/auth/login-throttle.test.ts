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
    [0, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 4],
    [10, 64],
    [15, 2048],
    [16, PAIR_MAX_DELAY_SECONDS],
    [1_000_000, PAIR_MAX_DELAY_SECONDS],
  ])('pair: %i failures wait %i s', (count, seconds) => {
    expect(failureDelaySeconds(count, rules.pair)).toBe(seconds);
  });

  it.each([
    [5, 0],
    [6, 1],
    [9, 8],
    [10, 16],
    [11, 30],
    [500, 30],
    [Number.MAX_SAFE_INTEGER, 30],
  ])('login: %i failures wait %i s (never more than its cap)', (count, seconds) => {
    expect(failureDelaySeconds(count, rules.login)).toBe(seconds);
  });

  it.each([
    [20, 0],
    [21, 1],
    [30, 512],
    [31, ADDRESS_MAX_DELAY_SECONDS],
  ])('address: %i failures wait %i s', (count, seconds) => {
    expect(failureDelaySeconds(count, rules.address)).toBe(seconds);
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
