import { CHART_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { checkChartFiles, pdfBlob, readAsBase64, readBytes } from '../model/chart-file';
import { formatBytes } from '../../../lib/format-bytes';

const pdf = (name = 'tabela.pdf', content: BlobPart = '%PDF-1.7\n%…') =>
  new File([content], name, { type: 'application/pdf' });

describe('checkChartFiles', () => {
  it('takes exactly one PDF by name and content', async () => {
    const file = pdf();
    expect(await checkChartFiles([file])).toEqual({ ok: true, file });
    expect((await checkChartFiles([pdf('TABELA.PDF')])).ok).toBe(true);
  });

  it.each([
    ['several files', [pdf('a.pdf'), pdf('b.pdf')], { code: 'sendInvoice', reason: 'several', count: 2 }],
    ['another extension', [pdf('tabela.docx')], { code: 'mustBePDF', reason: 'name', name: 'tabela.docx' }],
    ['no extension', [pdf('tabela')], { code: 'mustBePDF', reason: 'name', name: 'tabela' }],
    [
      'a renamed file',
      [pdf('tabela.pdf', 'PK\u0003\u0004zip')],
      { code: 'mustBePDF', reason: 'content', name: 'tabela.pdf' },
    ],
    [
      'a lowercase magic',
      [pdf('tabela.pdf', '%pdf-1.7')],
      { code: 'mustBePDF', reason: 'content', name: 'tabela.pdf' },
    ],
    [
      'a file shorter than the magic',
      [pdf('tabela.pdf', '%PDF')],
      { code: 'mustBePDF', reason: 'content', name: 'tabela.pdf' },
    ],
    ['an empty file', [pdf('tabela.pdf', '')], { code: 'mustBePDF', reason: 'empty', name: 'tabela.pdf' }],
  ])('refuses %s', async (_case, files, refusal) => {
    expect(await checkChartFiles(files)).toEqual({ ok: false, refusal });
  });

  it('takes exactly the limit and refuses one byte more', async () => {
    const at = new Uint8Array(CHART_MAX_BYTES);
    at.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect((await checkChartFiles([pdf('limite.pdf', at)])).ok).toBe(true);
    const over = new Uint8Array(CHART_MAX_BYTES + 1);
    over.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await checkChartFiles([pdf('grande.pdf', over)])).toEqual({
      ok: false,
      refusal: {
        code: 'fileSizeExceeded',
        reason: 'size',
        name: 'grande.pdf',
        size: CHART_MAX_BYTES + 1,
        max: CHART_MAX_BYTES,
      },
    });
  });
});

describe('base64 both ways', () => {
  it('keeps every byte', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0x0a, 0x80, 0xe2, 0xff, 0x7f]);
    const base64 = await readAsBase64(new Blob([bytes]));
    expect(base64).toBe(btoa(String.fromCharCode(...bytes)));
    const blob = pdfBlob(base64);
    expect(blob.type).toBe('application/pdf');
    expect([...(await readBytes(blob))]).toEqual([...bytes]);
  });

  it('refuses a text that is not base64', () => {
    expect(() => pdfBlob('não é base64!')).toThrow();
  });
});

describe('display', () => {
  it('formats sizes in binary units', () => {
    expect(formatBytes(CHART_MAX_BYTES, 'pt-BR')).toBe('2 MB');
    expect(formatBytes(2.5 * 1024 * 1024, 'pt-BR')).toBe('2,5 MB');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(12, 'en-US')).toBe('12 B');
  });
});
