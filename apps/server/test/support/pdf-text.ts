import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones our texts may use. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
}

/**
 * The texts of a pdfkit document, for tests of every area that draws PDFs: inflates every content stream
 * (an uncompressed one is read as it is) and decodes the hex strings of its TJ operators (WinAnsi).
 * One line per TJ; good enough to assert that a label or a number is printed.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /(?<!end)stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeWinAnsi(Buffer.from(h[1]!, 'hex')));
      lines.push(parts.join(''));
    }
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return lines.join('\n');
}

/**
 * What a report renderer's test passes unless it is what the test checks: every row printed (no cap), pt-BR, and
 * uncompressed so that pdfText reads it.
 */
export const REPORT_TEST_OPTIONS = { truncated: false, maxRows: 10, language: 'pt-BR', compress: false } as const;

/** How many pages a PDF has. */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** Expects a whole PDF (its magic bytes and, when given, its page count) and answers its texts. */
export function expectPdf(pdf: Buffer, pages?: number): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (pages !== undefined) expect(pageCount(pdf)).toBe(pages);
  return pdfText(pdf);
}

/** Expects the text to hold each of the parts (a label, a number, a line the document must print). */
export function expectTexts(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text, part).toContain(part);
}

/**
 * Expects every page of the PDF numbered in order, "Page 1 of n" to "Page n of n", in the words of the
 * document's language (`['Página', 'de']`); answers n.
 */
export function expectNumberedPages(pdf: Buffer, text: string, [page, of]: readonly [string, string]): number {
  const count = pageCount(pdf);
  const pattern = new RegExp(`${page} (\\d+) ${of} (\\d+)`, 'g');
  const numbers = [...text.matchAll(pattern)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(numbers).toEqual(Array.from({ length: count }, (_, i) => [i + 1, count]));
  return count;
}

/** The PDF's text laid out as on the page (poppler's pdftotext). */
export function layoutText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** poppler's pdfinfo of the PDF (page count, page size, …). */
export function pdfInfo(pdf: Buffer): string {
  return execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
}
