import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
  type BarcodeFormat,
} from '@zxing/library';
import { code128Modules } from './barcodes';

/** zxing's table of the 107 Code 128 symbols as bar/space widths (a private static there, stable since 2018). */
const PATTERNS = (Code128Reader as unknown as { CODE_PATTERNS: readonly Int32Array[] }).CODE_PATTERNS.map((p) =>
  Array.from(p).join(''),
);

/** Widths of the runs of equal modules: '1101' → [2, 1, 1]. */
function runs(modules: string): number[] {
  return (modules.match(/1+|0+/g) ?? []).map((run) => run.length);
}

/**
 * The symbol values of the Code 128 that code128Modules draws for a text (start, data, check, stop), read back
 * with a scanner library's own table: an independent check of the encoder.
 */
export function code128Values(text: string): number[] {
  const widths = runs(code128Modules(text));
  const values: number[] = [];
  // six runs per symbol; the stop symbol has seven (its final bar)
  for (let i = 0; i < widths.length; i += 6) {
    const symbol = widths.slice(i, widths.length - i === 7 ? i + 7 : i + 6).join('');
    const value = PATTERNS.indexOf(symbol);
    if (value < 0) throw new Error(`not a Code 128 symbol: ${symbol}`);
    values.push(value);
    if (widths.length - i === 7) break;
  }
  return values;
}

/** Decodes a barcode of the format from a grey image (one luminance per pixel), as a scanner would; null if none. */
export function decodeBarcode(
  luminances: Uint8ClampedArray,
  width: number,
  height: number,
  format: BarcodeFormat,
  tryHarder = false,
): string | null {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [format]]]);
  if (tryHarder) hints.set(DecodeHintType.TRY_HARDER, true);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
    return new MultiFormatReader().decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}
