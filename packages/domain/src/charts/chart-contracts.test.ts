import { describe, expect, it } from 'vitest';
import { CHART_FILE_NAME_MAX, CHART_MAX_BYTES, chartFileName, chartUploadSchema, hasPdfName } from './chart-contracts';

const upload = (over: Record<string, unknown> = {}) => ({
  idPedido: 1234567,
  tabelaMedida: 'JVBERi0xLjQK',
  nomeArquivo: 'tabela.pdf',
  ...over,
});

describe('CHART_MAX_BYTES', () => {
  it('is 2 MiB, the spec limit (000 §5, §9)', () => {
    expect(CHART_MAX_BYTES).toBe(2_097_152);
    expect(CHART_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});

describe('chartUploadSchema: idPedido', () => {
  it.each([
    [1234567, 1234567],
    ['1234567', 1234567],
    [' 42 ', 42],
    [1, 1],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('accepts %j as order %i', (idPedido, expected) => {
    expect(chartUploadSchema.parse(upload({ idPedido })).idPedido).toBe(expected);
  });

  it.each([
    [0],
    [-1],
    [1.5],
    ['abc'],
    [''],
    ['-3'],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    [true],
    [false],
    [null],
    [[5]],
    [{}],
    [Number.MAX_SAFE_INTEGER + 2],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('refuses %j', (idPedido) => {
    expect(chartUploadSchema.safeParse(upload({ idPedido })).success).toBe(false);
  });

  it('reports a missing order as an invalid_type issue on idPedido (the server answers requiredField)', () => {
    const result = chartUploadSchema.safeParse({ tabelaMedida: 'QQ==', nomeArquivo: 'a.pdf' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'invalid_type', path: ['idPedido'] })]);
  });
});

describe('chartUploadSchema: tabelaMedida and nomeArquivo', () => {
  it('needs a non-empty tabelaMedida string (base64 itself is the server’s check)', () => {
    expect(chartUploadSchema.safeParse(upload({ tabelaMedida: '' })).success).toBe(false);
    expect(chartUploadSchema.safeParse(upload({ tabelaMedida: 123 })).success).toBe(false);
    expect(chartUploadSchema.safeParse(upload({ tabelaMedida: undefined })).success).toBe(false);
  });

  it('trims the name and keeps it otherwise as given', () => {
    expect(chartUploadSchema.parse(upload({ nomeArquivo: '  Medidas Verão 2027.PDF ' })).nomeArquivo).toBe(
      'Medidas Verão 2027.PDF',
    );
  });

  it.each([
    ['tabela.pdf'],
    ['Tabela de medidas – coleção (1).pdf'],
    ['a'.repeat(CHART_FILE_NAME_MAX)],
    ['tabela.txt'], // the type is mustBePDF on the server (415), not a validation error
  ])('accepts the name %j', (name) => {
    expect(chartFileName.safeParse(name).success).toBe(true);
  });

  it.each([
    [''],
    ['   '],
    ['a'.repeat(CHART_FILE_NAME_MAX + 1)],
    ['pasta/tabela.pdf'],
    ['C:\\pasta\\tabela.pdf'],
    ['c:tabela.pdf'],
    ['tab*ela.pdf'],
    ['tab?ela.pdf'],
    ['"tabela".pdf'],
    ['<tabela>.pdf'],
    ['tab|ela.pdf'],
    ['tab\u0000ela.pdf'],
    ['tab\nela.pdf'],
    ['tab\u001fela.pdf'],
    [42],
  ])('refuses the name %j', (name) => {
    expect(chartFileName.safeParse(name).success).toBe(false);
  });
});

describe('hasPdfName', () => {
  it.each([
    ['tabela.pdf', true],
    ['TABELA.PDF', true],
    ['tabela.Pdf', true],
    ['tabela.pdf  ', true],
    ['tabela.tar.pdf', true],
    ['tabela.pdf.txt', false],
    ['tabela.txt', false],
    ['tabela', false],
    ['tabelapdf', false],
    ['tabela.pd', false],
    ['tabela.pdfx', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(hasPdfName(name)).toBe(expected);
  });
});
