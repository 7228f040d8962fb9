import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER_FILTER_FORM, filterFromForm, type OrderFilterForm } from '../model/order-filter-form';

const ALL = { provider: true, company: true };
const build = (patch: Partial<OrderFilterForm>, allowed = ALL) =>
  filterFromForm({ ...EMPTY_ORDER_FILTER_FORM, ...patch }, allowed);

describe('filterFromForm (the GraphQL filtro of the filter panel)', () => {
  it('sends only the sort when nothing is filled', () => {
    expect(build({})).toEqual({ ok: true, filter: { ordenacao: 'pedido' } });
  });

  it.each<[string, Partial<OrderFilterForm>, Record<string, unknown>]>([
    ['order number', { id: '123456' }, { id: 123456 }],
    ['business week', { semanaComercial: '7' }, { calendarioComercial: { semanaComercial: 7 } }],
    ['year-week', { anoSemanaComercial: '2026-48' }, { anoSemanaComercial: '2026-48' }],
    ['year-week as shown, 10/2026', { anoSemanaComercial: '10/2026' }, { anoSemanaComercial: '2026-10' }],
    ['year-week 53 of a 53-week year', { anoSemanaComercial: '2028-53' }, { anoSemanaComercial: '2028-53' }],
    ['status', { status: 'N' }, { status: 'N' }],
    ['nature', { naturezaPedido: 'Bonificado MKT' }, { naturezaPedido: 'Bonificado MKT' }],
    ['DC', { cd: '21' }, { cd: 21 }],
    ['load', { carga: '77' }, { carga: 77 }],
    ['scheduling from', { dataAgendamentoInicial: '2026-03-01' }, { dataAgendamentoInicial: '2026-03-01' }],
    ['scheduling to', { dataAgendamentoFinal: '2026-03-31' }, { dataAgendamentoFinal: '2026-03-31' }],
    ['provider name', { fornecedor: '  Malharia ' }, { fornecedor: { nome: 'Malharia' } }],
    ['company', { idEmpresa: '4' }, { idEmpresa: 4 }],
  ])('%s', (_name, patch, expected) => {
    expect(build(patch)).toEqual({ ok: true, filter: { ordenacao: 'pedido', ...expected } });
  });

  it.each(['pedido', 'semana', 'emissao', 'entrega'] as const)('sort %s', (ordenacao) => {
    expect(build({ ordenacao })).toEqual({ ok: true, filter: { ordenacao } });
  });

  it('leaves out provider and company without their permissions', () => {
    expect(build({ fornecedor: 'Malharia', idEmpresa: '3' }, { provider: false, company: false })).toEqual({
      ok: true,
      filter: { ordenacao: 'pedido' },
    });
  });

  it.each<[Partial<OrderFilterForm>, string]>([
    [{ anoSemanaComercial: '2026-54' }, 'anoSemanaComercial'],
    [{ anoSemanaComercial: '26-10' }, 'anoSemanaComercial'],
    [{ semanaComercial: '54' }, 'semanaComercial'],
    // weeks are 1 to 53 (the commercial calendar, calendar/week-format.ts): the form once let week 0 through
    [{ semanaComercial: '0' }, 'semanaComercial'],
    [{ semanaComercial: '77' }, 'semanaComercial'],
    [{ anoSemanaComercial: '2026-53' }, 'anoSemanaComercial'], // 2026 has 52 weeks
    [{ id: '0' }, 'id'],
  ])('refuses %o', (patch, field) => {
    const result = build(patch);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('refuses a scheduling range that ends before it starts', () => {
    expect(build({ dataAgendamentoInicial: '2026-03-10', dataAgendamentoFinal: '2026-03-01' })).toEqual({
      ok: false,
      errors: { dataAgendamentoFinal: 'dateRange' },
    });
  });
});
