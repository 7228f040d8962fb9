import { CHART_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decodeStrictBase64 } from '../../platform/files';
import { CHART_BODY_LIMIT, CHART_MAX_BASE64_LENGTH } from './charts.service';

describe('decodeStrictBase64', () => {
  it('decodes what Node encodes, for every length and every byte value', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) % 256));
      const decoded = decodeStrictBase64(bytes.toString('base64'));
      expect(decoded?.equals(bytes), `length ${length}`).toBe(true);
    }
  });

  it.each([
    ['QQ', 'missing padding'],
    ['QUI', 'missing padding'],
    ['QQ=', 'short padding'],
    ['QQ===', 'too much padding'],
    ['Q===', 'a lone character'],
    ['====', 'padding only'],
    ['QR==', 'non-zero bits after the last byte'],
    ['QUJ=QUJD', 'padding in the middle'],
    ['QU JD', 'a space'],
    ['QUJD\n', 'a trailing line break'],
    [' QUJD', 'a leading space'],
    ['QU-_', 'the URL-safe alphabet'],
    ['QUJ*', 'a character outside the alphabet'],
    ['QUJé', 'a non-ASCII character'],
    ['data:application/pdf;base64,QUJD', 'a data: URL'],
  ])('refuses %j (%s)', (text) => {
    expect(decodeStrictBase64(text)).toBeNull();
  });
});

describe('limits', () => {
  it('gives the largest file base64 of 2,796,204 characters and the body room for the JSON around it', () => {
    expect(CHART_MAX_BASE64_LENGTH).toBe(2_796_204);
    expect(Buffer.alloc(CHART_MAX_BYTES).toString('base64')).toHaveLength(CHART_MAX_BASE64_LENGTH);
    const largestBody = JSON.stringify({
      idPedido: Number.MAX_SAFE_INTEGER,
      tabelaMedida: 'A'.repeat(CHART_MAX_BASE64_LENGTH),
      nomeArquivo: '\u2013'.repeat(200),
    });
    expect(Buffer.byteLength(largestBody)).toBeLessThan(CHART_BODY_LIMIT);
    // and not much more: a body far above the file's size is refused before parsing
    expect(CHART_BODY_LIMIT).toBeLessThan(CHART_MAX_BASE64_LENGTH * 1.05);
  });
});
