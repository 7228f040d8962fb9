import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the requests already waiting run before the caller goes on: a long upload splits its CPU work into turns
 * of a few milliseconds, so another user's short request never waits behind all of it (issue 13).
 */
export function giveWay(): Promise<void> {
  return nextTurn();
}
