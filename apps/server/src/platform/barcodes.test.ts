import { ean13CheckDigit } from '@portal/domain';
import { BarcodeFormat } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { code128Modules, ean13Digits, ean13Modules, ean13Width, EAN13_MODULES } from './barcodes';
import { decodeBarcode } from './barcodes.test-support';

/** Reads modules the way a scanner would: drawn 3 pixels per module with quiet zones, decoded by zxing. */
function scan(modules: string, format: BarcodeFormat): string | null {
  const pixel = 3;
  const quiet = 12;
  const width = (modules.length + 2 * quiet) * pixel;
  const height = 30;
  const row = new Uint8ClampedArray(width).fill(255);
  [...modules].forEach((m, i) => {
    if (m === '1') row.fill(0, (quiet + i) * pixel, (quiet + i + 1) * pixel);
  });
  const image = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) image.set(row, y * width);
  return decodeBarcode(image, width, height, format);
}

function ean(body: string): string {
  return body + String(ean13CheckDigit(body));
}

describe('EAN-13', () => {
  it('encodes 95 modules with the guards in place', () => {
    const modules = ean13Modules('7891999000019');
    expect(modules).toHaveLength(EAN13_MODULES);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
  });

  it('is read back by a scanner for every first digit (each parity pattern)', () => {
    for (let first = 0; first <= 9; first++) {
      const code = ean(`${first}12345678901`);
      expect(scan(ean13Modules(code), BarcodeFormat.EAN_13), code).toBe(code);
    }
    expect(scan(ean13Modules('789199900001'), BarcodeFormat.EAN_13)).toBe(ean('789199900001'));
  });

  it('adds the check digit to 12 digits and refuses anything else', () => {
    expect(ean13Digits('789199900001')).toBe(ean('789199900001'));
    expect(ean13Digits('7891999000019')).toBe('7891999000019');
    expect(() => ean13Digits('7891999000010')).toThrow(RangeError);
    expect(() => ean13Digits('78919990000')).toThrow(RangeError);
    expect(() => ean13Digits('78919990000a')).toThrow(RangeError);
  });

  it('is 113 modules wide with its quiet zones', () => {
    expect(ean13Width(2)).toBe(226);
  });
});

describe('Code 128', () => {
  it('is read back by a scanner in code set C and B', () => {
    for (const text of ['1234567890123456', '98765412345670001', 'PJJ123C', '1234565ABC0001']) {
      expect(scan(code128Modules(text), BarcodeFormat.CODE_128), text).toBe(text);
    }
  });
});
