import { describe, expect, it } from 'vitest';
import { parseHqes } from '../hqes-status';

const answer = (errors: string, warnings: string) =>
  `\u0002PRINTER STATUS\u0003\r\n\u0002   ERRORS:         ${errors}\u0003\r\n\u0002   WARNINGS:       ${warnings}\u0003\r\n`;

describe('parseHqes', () => {
  it.each([
    ['0 00000000 00000000', [], true],
    ['1 00000000 00000001', ['paperOut'], false],
    ['1 00000000 00000002', ['ribbonOut'], false],
    ['1 00000000 00000004', ['headOpen'], false],
    ['1 00000000 00000008', ['cutterFault'], false],
    ['1 00000000 00000010', ['headOverTemperature'], false],
    ['1 00000000 00000020', ['motorOverTemperature'], false],
    ['1 00000000 00000040', ['badHeadElement'], false],
    ['1 00000000 00000080', ['headNotDetected'], false],
    ['1 00000000 00010000', ['paused'], false],
    ['1 00000000 00010005', ['paperOut', 'headOpen', 'paused'], false],
    ['1 00000000 00000100', ['unknown'], false],
    ['1 00000000 00000201', ['paperOut', 'unknown'], false],
    ['1 00000001 00000000', ['unknown'], false],
    ['1 00000000 00000000', ['unknown'], false],
    ['1 00000000 0001000a', ['ribbonOut', 'cutterFault', 'paused'], false],
  ])('errors %s → %j', (errors, problems, ready) => {
    expect(parseHqes(answer(errors, '0 00000000 00000000'))).toEqual({ ready, errors: problems, warnings: [] });
  });

  it.each([
    ['1 00000000 00000001', ['calibrateMedia']],
    ['1 00000000 00000002', ['cleanHead']],
    ['1 00000000 00000004', ['replaceHead']],
    ['1 00000000 00000008', ['paperNearEnd']],
    ['1 00000000 00000010', ['unknown']],
  ])('warnings %s → %j, and the printer is still ready', (warnings, list) => {
    expect(parseHqes(answer('0 00000000 00000000', warnings))).toEqual({ ready: true, errors: [], warnings: list });
  });

  it('reads an answer without control characters, on one line', () => {
    expect(parseHqes('PRINTER STATUS  ERRORS: 1 00000000 00000001  WARNINGS: 0 00000000 00000000')).toEqual({
      ready: false,
      errors: ['paperOut'],
      warnings: [],
    });
  });

  it('an answer without WARNINGS still gives the errors', () => {
    expect(parseHqes('PRINTER STATUS\r\n ERRORS: 0 00000000 00000000')).toEqual({
      ready: true,
      errors: [],
      warnings: [],
    });
  });

  it.each(['', 'garbage', 'PRINTER STATUS', 'ERRORS: x'])('null for %j', (text) => {
    expect(parseHqes(text)).toBeNull();
  });
});
