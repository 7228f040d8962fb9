import { ean13CheckDigit } from '@portal/domain';
import { PDF_FONT, type PdfDocument } from './pdf';

/**
 * Barcodes drawn as rectangles in a PDF: no library, no binary. Code 128 (ISO/IEC 15417) and EAN-13
 * (ISO/IEC 15420). The encoders return modules ('1' bar, '0' space) so tests can check them without a PDF.
 */

// ---------------------------------------------------------------------------------------------------------
// Code 128. Code set C (two digits per symbol) for an all-digit text of even length, code set B otherwise.

/** The 107 symbols as modules (1 bar, 0 space): 11 modules each, the stop symbol 13 (its final bar included). */
const CODE128_SYMBOLS: readonly number[] = [
  11011001100, 11001101100, 11001100110, 10010011000, 10010001100, 10001001100, 10011001000, 10011000100, 10001100100,
  11001001000, 11001000100, 11000100100, 10110011100, 10011011100, 10011001110, 10111001100, 10011101100, 10011100110,
  11001110010, 11001011100, 11001001110, 11011100100, 11001110100, 11101101110, 11101001100, 11100101100, 11100100110,
  11101100100, 11100110100, 11100110010, 11011011000, 11011000110, 11000110110, 10100011000, 10001011000, 10001000110,
  10110001000, 10001101000, 10001100010, 11010001000, 11000101000, 11000100010, 10110111000, 10110001110, 10001101110,
  10111011000, 10111000110, 10001110110, 11101110110, 11010001110, 11000101110, 11011101000, 11011100010, 11011101110,
  11101011000, 11101000110, 11100010110, 11101101000, 11101100010, 11100011010, 11101111010, 11001000010, 11110001010,
  10100110000, 10100001100, 10010110000, 10010000110, 10000101100, 10000100110, 10110010000, 10110000100, 10011010000,
  10011000010, 10000110100, 10000110010, 11000010010, 11001010000, 11110111010, 11000010100, 10001111010, 10100111100,
  10010111100, 10010011110, 10111100100, 10011110100, 10011110010, 11110100100, 11110010100, 11110010010, 11011011110,
  11011110110, 11110110110, 10101111000, 10100011110, 10001011110, 10111101000, 10111100010, 11110101000, 11110100010,
  10111011110, 10111101110, 11101011110, 11110101110, 11010000100, 11010010000, 11010011100, 1100011101011,
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** The symbol values of a text: start, data, check symbol (modulo 103), stop. */
export function code128Values(text: string): number[] {
  let values: number[];
  if (/^(\d\d)+$/.test(text)) {
    values = [START_C, ...(text.match(/\d\d/g) ?? []).map(Number)];
  } else if (/^[\x20-\x7e]+$/.test(text)) {
    values = [START_B, ...[...text].map((ch) => ch.charCodeAt(0) - 32)];
  } else {
    throw new RangeError('Code 128 B takes printable ASCII only');
  }
  const check = values.reduce((sum, value, i) => sum + value * Math.max(1, i), 0) % 103;
  return [...values, check, STOP];
}

/** The bars and spaces of a text, one character per module ('1' bar, '0' space), without quiet zones. */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((value) => String(CODE128_SYMBOLS[value]))
    .join('');
}

// ---------------------------------------------------------------------------------------------------------
// EAN-13: start guard, six digits of the left half in L or G patterns (the parity of the six encodes the
// first digit), centre guard, six digits in R patterns, end guard: 95 modules.

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const EAN_R = EAN_L.map((code) => [...code].map((m) => (m === '1' ? '0' : '1')).join(''));
const EAN_G = EAN_R.map((code) => [...code].reverse().join(''));
const EAN_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
/** Quiet zones of EAN-13 in modules (ISO/IEC 15420): 11 before the start guard, 7 after the end guard. */
export const EAN13_QUIET_LEFT = 11;
export const EAN13_QUIET_RIGHT = 7;
export const EAN13_MODULES = 95;

/** The 13 digits of an EAN-13 given as 12 (check digit added) or 13 (check digit verified). */
export function ean13Digits(ean: string): string {
  if (/^\d{12}$/.test(ean)) return ean + String(ean13CheckDigit(ean));
  if (/^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12])) return ean;
  throw new RangeError('EAN-13 takes 12 digits, or 13 with a valid check digit');
}

/** The 95 modules of an EAN-13 ('1' bar, '0' space), without quiet zones. */
export function ean13Modules(ean: string): string {
  const digits = [...ean13Digits(ean)].map(Number);
  const parity = EAN_PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? EAN_L[d] : EAN_G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => EAN_R[d])
    .join('');
  return `101${left}01010${right}101`;
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

/** Draws modules as black rectangles (runs of bars merged) with the left edge at x; returns the width. */
export function drawModules(
  doc: PdfDocument,
  modules: string,
  x: number,
  y: number,
  module: number,
  height: number | ((index: number) => number),
): number {
  doc.save().fillColor('#000000');
  let i = 0;
  while (i < modules.length) {
    let run = 1;
    while (modules[i + run] === modules[i]) run++;
    if (modules[i] === '1')
      doc.rect(x + i * module, y, run * module, typeof height === 'number' ? height : height(i)).fill();
    i += run;
  }
  doc.restore();
  return modules.length * module;
}

/** Draws a Code 128 barcode with its left edge at x (quiet zones are the caller's margin); returns its width. */
export function drawCode128(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  module: number,
  height: number,
): number {
  return drawModules(doc, code128Modules(text), x, y, module, height);
}

export interface Ean13Drawing {
  /** Width of one module, points. */
  module: number;
  /** Height of the data bars, points; the guard bars reach half the digits' height further down. */
  height: number;
  /** Size of the digits under the bars, points; 0 leaves them out. */
  fontSize?: number;
}

/** The full width of an EAN-13 with its quiet zones, points. */
export function ean13Width(module: number): number {
  return (EAN13_QUIET_LEFT + EAN13_MODULES + EAN13_QUIET_RIGHT) * module;
}

/**
 * Draws an EAN-13 as a shop scanner expects it: x is the left edge of the left quiet zone (11 modules, kept
 * white), then the 95 modules with longer guard bars, the 7-module right quiet zone, and the digits in the
 * usual places (the first one in the left quiet zone, six under each half). Returns the full width and height.
 */
export function drawEan13(
  doc: PdfDocument,
  ean: string,
  x: number,
  y: number,
  options: Ean13Drawing,
): { width: number; height: number } {
  const digits = ean13Digits(ean);
  const modules = ean13Modules(digits);
  const { module, height } = options;
  const fontSize = options.fontSize ?? Math.max(4, module * 7);
  const guardExtra = fontSize > 0 ? fontSize * 0.55 : module * 5;
  const isGuard = (i: number) => i < 3 || (i >= 45 && i < 50) || i >= 92;
  const barsX = x + EAN13_QUIET_LEFT * module;
  drawModules(doc, modules, barsX, y, module, (i) => (isGuard(i) ? height + guardExtra : height));
  if (fontSize > 0) {
    const textY = y + height + 1;
    doc.save().font(PDF_FONT).fontSize(fontSize).fillColor('#000000');
    const write = (text: string, from: number, modulesWide: number) =>
      doc.text(text, from, textY, {
        width: modulesWide * module,
        align: 'center',
        lineBreak: false,
        characterSpacing: Math.max(0, module * 0.6),
      });
    write(digits[0]!, x, EAN13_QUIET_LEFT - 1);
    write(digits.slice(1, 7), barsX + 3 * module, 42);
    write(digits.slice(7), barsX + 50 * module, 42);
    doc.restore();
  }
  return { width: ean13Width(module), height: height + (fontSize > 0 ? fontSize + 1 : guardExtra) };
}
