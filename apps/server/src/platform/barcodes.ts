import { ean13CheckDigit } from '@portal/domain';
import bwipjs from 'bwip-js/node';
import { PDF_FONT, type PdfDocument } from './pdf';

/**
 * Barcodes drawn as vector rectangles in a PDF. bwip-js (pure JavaScript, the Barcode Writer in Pure PostScript
 * encoders) encodes the symbol; we draw its bars with pdfkit, so a barcode stays sharp at any zoom or printer
 * resolution and its human-readable digits stay PDF text. The same `raw` call covers every linear symbology
 * bwip-js knows (GS1-128, ITF-14, …); 2D ones (DataMatrix, QR) answer a module matrix the same way.
 */

/** The bars and spaces of a linear barcode, one character per module ('1' bar, '0' space), no quiet zones. */
export function barcodeModules(bcid: string, text: string): string {
  const [symbol] = bwipjs.raw(bcid, text, {});
  if (!symbol || !('sbs' in symbol)) throw new RangeError(`${bcid} is not a linear barcode`);
  // sbs: the widths of bar, space, bar, … in modules
  return symbol.sbs.map((width, i) => (i % 2 === 0 ? '1' : '0').repeat(width)).join('');
}

// ---------------------------------------------------------------------------------------------------------
// Code 128 (ISO/IEC 15417): bwip-js picks the shortest mix of code sets.

/** The modules of a Code 128 of printable ASCII (access keys, box stamps); anything else is a RangeError. */
export function code128Modules(text: string): string {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new RangeError('Code 128 takes printable ASCII only');
  return barcodeModules('code128', text);
}

/**
 * The modules of the longest Code 128 a printer's automatic mode may choose for the text (code set C for an
 * even run of digits, B otherwise): the safe upper bound to size a ZPL ^BC field.
 */
export function code128MaxModules(text: string): number {
  const symbols = /^(\d\d)+$/.test(text) ? text.length / 2 : text.length;
  // start, data, check symbol: 11 modules each; stop: 13
  return 11 * (symbols + 2) + 13;
}

// ---------------------------------------------------------------------------------------------------------
// EAN-13 (ISO/IEC 15420): 95 modules between quiet zones.

/** Quiet zones of EAN-13 in modules: 11 before the start guard, 7 after the end guard. */
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
  return barcodeModules('ean13', ean13Digits(ean));
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
