/**
 * Parser of a Zebra printer's answer to ~HQES (host query, error status):
 *
 *   PRINTER STATUS
 *      ERRORS:         1 00000000 00000005
 *      WARNINGS:       0 00000000 00000000
 *
 * Each line: a flag (1 = something is set), then group 2 and group 1 as 8 hex digits. The answer may be wrapped in
 * STX/ETX control characters.
 */

/** Error bits of group 1 (ZPL II programming guide, ~HQES). Other bits are reported as 'unknown'. */
const ERROR_BITS: ReadonlyArray<readonly [bit: number, problem: PrinterProblem]> = [
  [0x1, 'paperOut'],
  [0x2, 'ribbonOut'],
  [0x4, 'headOpen'],
  [0x8, 'cutterFault'],
  [0x10, 'headOverTemperature'],
  [0x20, 'motorOverTemperature'],
  [0x40, 'badHeadElement'],
  [0x80, 'headNotDetected'],
  [0x10000, 'paused'],
];

/** Warning bits of group 1. */
const WARNING_BITS: ReadonlyArray<readonly [bit: number, problem: PrinterProblem]> = [
  [0x1, 'calibrateMedia'],
  [0x2, 'cleanHead'],
  [0x4, 'replaceHead'],
  [0x8, 'paperNearEnd'],
];

/** The problems this client names; the panel has a text for each. */
export const PRINTER_PROBLEMS = [
  'paperOut',
  'ribbonOut',
  'headOpen',
  'cutterFault',
  'headOverTemperature',
  'motorOverTemperature',
  'badHeadElement',
  'headNotDetected',
  'paused',
  'calibrateMedia',
  'cleanHead',
  'replaceHead',
  'paperNearEnd',
  'unknown',
] as const;

export type PrinterProblem = (typeof PRINTER_PROBLEMS)[number];

export interface HqesStatus {
  /** No error flag set (warnings do not stop printing). */
  ready: boolean;
  errors: PrinterProblem[];
  warnings: PrinterProblem[];
}

const LINE = (label: string) => new RegExp(`${label}:\\s*([01])\\s+([0-9A-Fa-f]{1,8})\\s+([0-9A-Fa-f]{1,8})`);

function decode(
  flag: string,
  group2: string,
  group1: string,
  bits: ReadonlyArray<readonly [number, PrinterProblem]>,
): PrinterProblem[] {
  const value1 = parseInt(group1, 16);
  const value2 = parseInt(group2, 16);
  const problems: PrinterProblem[] = [];
  let known = 0;
  for (const [bit, problem] of bits) {
    known |= bit;
    if (value1 & bit) problems.push(problem);
  }
  // Bits this client has no name for, group 2, or a flag without bits: still something the user must look at.
  const unnamed = (value1 & ~known) !== 0 || value2 !== 0 || (flag === '1' && problems.length === 0);
  if (unnamed) problems.push('unknown');
  return problems;
}

/** The status in an ~HQES answer; null when the text holds no ERRORS line (not an answer to ~HQES). */
export function parseHqes(text: string): HqesStatus | null {
  const errors = LINE('ERRORS').exec(text);
  if (!errors) return null;
  const warnings = LINE('WARNINGS').exec(text);
  const errorList = decode(errors[1]!, errors[2]!, errors[3]!, ERROR_BITS);
  const warningList = warnings ? decode(warnings[1]!, warnings[2]!, warnings[3]!, WARNING_BITS) : [];
  return { ready: errorList.length === 0, errors: errorList, warnings: warningList };
}
