import { conciliationFilterSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, EMPTY_FILTER_FORM, filterFromForm, reportQueryOf } from '../model/list-filter-form';
import { nextOrderBy, sortOf } from '../model/list-filter-order';

const FULL = {
  conciliacao: ' 812 ',
  pedido: '4500123',
  nomeFornecedor: '  Malharia Exemplo ',
  dataConciliacaoInicial: '2026-11-01',
  dataConciliacaoFinal: '2026-11-30',
  statusComercial: '2',
  statusFiscal: '4',
  statusRFM: '0',
  notaFiscal: ' 000123 ',
  idCd: '21',
  orderBy: '-dataConciliacao' as const,
};

describe('conciliation filter form → conciliationFilterSchema', () => {
  it('an empty form is the default search: order ascending, nothing else', () => {
    expect(filterFromForm(EMPTY_FILTER_FORM, { withCd: false })).toEqual({ ok: true, filter: { orderBy: 'pedido' } });
    expect(filterFromForm(EMPTY_FILTER_FORM, { withCd: true })).toEqual({ ok: true, filter: DEFAULT_FILTER });
  });

  it('maps every field: numbers for ids and statuses, trimmed texts, ISO dates, the CD only for the report', () => {
    const list = filterFromForm(FULL, { withCd: false });
    expect(list).toEqual({
      ok: true,
      filter: {
        conciliacao: 812,
        pedido: 4500123,
        nomeFornecedor: 'Malharia Exemplo',
        dataConciliacaoInicial: '2026-11-01',
        dataConciliacaoFinal: '2026-11-30',
        statusComercial: 2,
        statusFiscal: 4,
        statusRFM: 0,
        notaFiscal: '000123',
        orderBy: '-dataConciliacao',
      },
    });
    const report = filterFromForm(FULL, { withCd: true });
    expect(report.ok && report.filter.idCd).toBe(21);
    // what the form builds is what the server's schema accepts, unchanged
    if (report.ok) expect(conciliationFilterSchema.parse(report.filter)).toEqual(report.filter);
  });

  it('leaves out blank texts and keeps no undefined keys (the cache key stays small)', () => {
    const result = filterFromForm({ ...EMPTY_FILTER_FORM, nomeFornecedor: '   ', notaFiscal: ' ' }, { withCd: true });
    expect(result).toEqual({ ok: true, filter: { orderBy: 'pedido' } });
    expect(result.ok && Object.keys(result.filter)).toEqual(['orderBy']);
  });

  it('takes status 0 (not sent) as a filter, not as empty', () => {
    const result = filterFromForm({ ...EMPTY_FILTER_FORM, statusComercial: '0', statusRFM: '0' }, { withCd: false });
    expect(result).toEqual({ ok: true, filter: { statusComercial: 0, statusRFM: 0, orderBy: 'pedido' } });
  });

  it('accepts a one-day range and refuses one that runs backwards, under the end date', () => {
    const day = { ...EMPTY_FILTER_FORM, dataConciliacaoInicial: '2026-11-10', dataConciliacaoFinal: '2026-11-10' };
    expect(filterFromForm(day, { withCd: false }).ok).toBe(true);
    expect(filterFromForm({ ...day, dataConciliacaoFinal: '2026-11-09' }, { withCd: false })).toEqual({
      ok: false,
      errors: { dataConciliacaoFinal: 'dateRange' },
    });
    // one end alone is a valid range
    expect(filterFromForm({ ...EMPTY_FILTER_FORM, dataConciliacaoFinal: '2026-11-09' }, { withCd: false }).ok).toBe(
      true,
    );
  });

  it.each([
    ['conciliacao', '0'],
    ['pedido', '0'],
    ['statusComercial', '5'],
    ['statusFiscal', '9'],
    ['statusRFM', '2'],
    ['dataConciliacaoInicial', '10/11/2026'],
    ['dataConciliacaoFinal', '2026-1-9'],
    ['notaFiscal', '1'.repeat(21)],
    ['nomeFornecedor', 'x'.repeat(101)],
    ['idCd', '0'],
  ] as const)('refuses %s = %s as invalid, under its field', (field, value) => {
    expect(filterFromForm({ ...EMPTY_FILTER_FORM, [field]: value }, { withCd: true })).toEqual({
      ok: false,
      errors: { [field]: 'invalid' },
    });
  });

  it('ignores a bad CD on the list, where the CD is not a filter', () => {
    expect(filterFromForm({ ...EMPTY_FILTER_FORM, idCd: '0' }, { withCd: false }).ok).toBe(true);
  });
});

describe('report query', () => {
  it('carries every filter as text, the profile and the language', () => {
    const result = filterFromForm(FULL, { withCd: true });
    if (!result.ok) throw new Error('valid form');
    expect(reportQueryOf(result.filter, 'ADMIN', 'es-ES')).toEqual({
      perfil: 'ADMIN',
      conciliacao: '812',
      pedido: '4500123',
      nomeFornecedor: 'Malharia Exemplo',
      dataConciliacaoInicial: '2026-11-01',
      dataConciliacaoFinal: '2026-11-30',
      statusComercial: '2',
      statusFiscal: '4',
      statusRFM: '0',
      notaFiscal: '000123',
      idCd: '21',
      orderBy: '-dataConciliacao',
      userLocale: 'es-ES',
    });
  });

  it('without filters: the order, the language and the profile when known', () => {
    expect(reportQueryOf(DEFAULT_FILTER, '', 'pt-BR')).toEqual({ orderBy: 'pedido', userLocale: 'pt-BR' });
  });
});

describe('sorting by a header', () => {
  it('sorts ascending first, then flips; other columns show no order', () => {
    expect(nextOrderBy('pedido', 'pedido')).toBe('-pedido');
    expect(nextOrderBy('-pedido', 'pedido')).toBe('pedido');
    expect(nextOrderBy('-pedido', 'dataConciliacao')).toBe('dataConciliacao');
    expect(sortOf('pedido', 'pedido')).toBe('ascending');
    expect(sortOf('-nomeFornecedor', 'nomeFornecedor')).toBe('descending');
    expect(sortOf('-nomeFornecedor', 'conciliacao')).toBe('none');
  });
});
