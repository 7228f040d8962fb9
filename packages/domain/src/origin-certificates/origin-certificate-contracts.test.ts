import { describe, expect, it } from 'vitest';
import {
  ORIGIN_CERTIFICATE_PAGE_SIZE,
  originCertificateCreateSchema,
  originCertificateFileName,
  originCertificateFilterSchema,
  originCertificateListQuerySchema,
  originCertificateUpdateSchema,
} from './origin-certificate-contracts';

describe('originCertificateListQuerySchema', () => {
  it('starts at page 1 with 20 rows and no filter', () => {
    expect(originCertificateListQuerySchema.parse({})).toEqual({ currentPage: 1, perPage: 20 });
  });

  it.each([
    ['20', 20],
    ['5', 5],
    ['21', ORIGIN_CERTIFICATE_PAGE_SIZE],
    ['1000', ORIGIN_CERTIFICATE_PAGE_SIZE],
  ])('perPage %s gives %i (capped at 20)', (perPage, expected) => {
    expect(originCertificateListQuerySchema.parse({ perPage }).perPage).toBe(expected);
  });

  it.each([['0'], ['-1'], ['x'], ['1.5']])('refuses currentPage %j', (currentPage) => {
    expect(originCertificateListQuerySchema.safeParse({ currentPage }).success).toBe(false);
  });

  it('reads the filters from query-string texts, blank as no filter', () => {
    expect(
      originCertificateListQuerySchema.parse({
        currentPage: '2',
        codigo: '  ACE18 ',
        pedido: '4215729',
        dtPedidoInicial: '2026-10-01',
        dtPedidoFinal: '',
        dtAtualizacaoInicial: '2026-11-01',
        dtAtualizacaoFinal: '2026-11-29',
      }),
    ).toEqual({
      currentPage: 2,
      perPage: 20,
      codigo: 'ACE18',
      pedido: 4215729,
      dtPedidoInicial: '2026-10-01',
      dtAtualizacaoInicial: '2026-11-01',
      dtAtualizacaoFinal: '2026-11-29',
    });
  });
});

describe('originCertificateFilterSchema', () => {
  const issuesOf = (value: unknown) => {
    const parsed = originCertificateFilterSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it.each([
    [{ dtPedidoInicial: '2026-11-02', dtPedidoFinal: '2026-11-01' }, ['dtPedidoFinal:dateRange']],
    [{ dtAtualizacaoInicial: '2026-11-02', dtAtualizacaoFinal: '2026-11-01' }, ['dtAtualizacaoFinal:dateRange']],
    [{ dtPedidoInicial: '2026-11-01', dtPedidoFinal: '2026-11-01' }, []],
    [{ dtPedidoFinal: '2026-02-30' }, ['dtPedidoFinal:date']],
    [{ pedido: 'abc' }, ['pedido:Invalid input: expected number, received string']],
    [{ codigo: 'x'.repeat(101) }, ['codigo:tooLong']],
  ])('%j gives %j', (value, expected) => {
    expect(issuesOf(value)).toEqual(expected);
  });

  it('names both reversed ranges at once', () => {
    expect(
      issuesOf({
        dtPedidoInicial: '2026-11-02',
        dtPedidoFinal: '2026-11-01',
        dtAtualizacaoInicial: '2026-11-02',
        dtAtualizacaoFinal: '2026-11-01',
      }),
    ).toEqual(['dtPedidoFinal:dateRange', 'dtAtualizacaoFinal:dateRange']);
  });
});

describe('upload fields', () => {
  it('needs an order and a code of 1 to 100 characters', () => {
    expect(originCertificateCreateSchema.parse({ order: '4215729', codigo: ' COD-1 ' })).toEqual({
      order: 4215729,
      codigo: 'COD-1',
    });
    expect(originCertificateCreateSchema.safeParse({ order: '4215729', codigo: '   ' }).success).toBe(false);
    expect(originCertificateCreateSchema.safeParse({ codigo: 'A' }).success).toBe(false);
    expect(originCertificateCreateSchema.safeParse({ order: '1', codigo: 'x'.repeat(100) }).success).toBe(true);
    expect(originCertificateCreateSchema.safeParse({ order: '1', codigo: 'x'.repeat(101) }).success).toBe(false);
  });

  it('takes the id of an edit as optional', () => {
    expect(originCertificateUpdateSchema.parse({ codigo: 'B' })).toEqual({ codigo: 'B' });
    expect(originCertificateUpdateSchema.parse({ id: '7', codigo: 'B' })).toEqual({ id: 7, codigo: 'B' });
  });
});

describe('originCertificateFileName', () => {
  it.each([
    [4215729, 'COD-ACE18-2026-000123', 'certificado-origem-4215729-COD-ACE18-2026-000123.pdf'],
    [12, 'Nº 12/2026 ação', 'certificado-origem-12-N-12-2026-acao.pdf'],
    [12, '///', 'certificado-origem-12.pdf'],
  ])('%i %j → %s', (order, code, name) => {
    expect(originCertificateFileName(order, code)).toBe(name);
  });
});
